/**
 * Closing a server without cutting the requests it is answering: it stops listening at once, idle
 * kept-alive connections go at once and the others once answered, and the requests in flight get
 * `graceMs` to finish (0: cut now) before every connection is closed.
 */
import type { Server } from 'node:http';
import type { RequestsInFlight } from './requestsInFlight';

/** How often connections that became idle during the grace are closed. */
const IDLE_SWEEP_MS = 50;

export function closeGracefully(server: Server, inFlight: RequestsInFlight, graceMs: number): Promise<void> {
  let graceOver: () => void = () => undefined;
  const graceEnded = new Promise<void>((resolve) => {
    graceOver = resolve;
  });
  return new Promise((resolve, reject) => {
    server.close((error) => {
      clearInterval(sweep);
      if (error) {
        clearTimeout(deadline);
        reject(error);
        return;
      }
      // Handlers of requests whose client left may still be running; they get the rest of the grace.
      void Promise.race([inFlight.settled(), graceEnded]).then(() => {
        clearTimeout(deadline);
        resolve();
      });
    });
    server.closeIdleConnections();
    const sweep = setInterval(() => {
      server.closeIdleConnections();
    }, IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      graceOver();
    }, graceMs);
    if (graceMs === 0) {
      server.closeAllConnections();
      graceOver();
    }
  });
}
