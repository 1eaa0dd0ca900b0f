/**
 * Requests to book expire at their deadline by themselves (a pending request past it reads as
 * EXPIRED, src/lib/bookingRules.ts); this sweep only tells both sides, once: the line in their
 * conversation (which wakes their live pages) and a mail to each (src/api/resolvers/bookingExpiry.ts).
 * Each tick takes the expired requests not told yet, marked in the same statement (sqlBookings.ts
 * takeExpired), so two servers never tell one twice.
 */
import { tellExpiredBookings, type ExpiryTelling } from '../../api/resolvers/bookingExpiry';

export const BOOKING_EXPIRY_SWEEP_INTERVAL_MS = 60 * 1000;

/** Every `intervalMs` until the returned function stops it; a tick while one still runs is skipped; the timer keeps no process alive. */
export function scheduleBookingExpirySweep(
  telling: ExpiryTelling,
  now: () => number,
  onError: (error: unknown) => void,
  intervalMs = BOOKING_EXPIRY_SWEEP_INTERVAL_MS,
): () => void {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = tellExpiredBookings(telling, now())
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
