/**
 * Resolves in a new task, letting the browser paint and handle input first. A message-channel
 * message rather than a timer: hidden tabs throttle timers to one a second, and fake clocks (tests,
 * Playwright's page.clock) freeze them; React's scheduler yields the same way.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
