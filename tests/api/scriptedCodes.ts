/** Randomness for the one-time code (ApiContext.random) that tests can script. */
import type { RandomFill } from '../../src/api/rules/otp';

/**
 * Makes the backend send exactly `codes`, in order, so a test knows every code in advance and
 * never depends on two random codes being different. Sending more codes than scripted fails.
 */
export function scriptedCodes(...codes: string[]): RandomFill {
  const queue = codes.map((code) => {
    if (!/^\d{6}$/.test(code)) throw new Error(`not a 6-digit code: ${code}`);
    return Number(code);
  });
  return (buffer) => {
    const next = queue.shift();
    if (next === undefined) throw new Error('the test sent more codes than it scripted');
    buffer[0] = next;
    return buffer;
  };
}
