/**
 * Requests to book expire at their deadline by themselves (a pending request past it reads as
 * EXPIRED, src/lib/bookingRules.ts); this sweep only tells both sides, by mail, once. Each tick
 * takes the expired requests not told yet (sqlBookings.ts takeExpired marks them in the same
 * statement, so two servers never mail one twice); a mail that fails is not retried, as the
 * request's status never depended on it.
 */
import type { Mailer } from '../../api/mailer';
import type { OwnedListings } from '../../api/data/ownedListings';
import { bookingLine } from '../../api/resolvers/bookingLines';
import type { Store } from '../../api/store/types';
import type { Database } from '../db/database';
import { takeExpired } from './sqlBookings';

export const BOOKING_EXPIRY_SWEEP_INTERVAL_MS = 60 * 1000;

export interface ExpiryMailing {
  db: Database;
  store: Store;
  ownedListings: Pick<OwnedListings, 'find'>;
  mailer: Mailer;
}

/** Mails both sides of each request that expired by `now` and was not told yet; how many requests. */
export async function mailExpiredBookings({ db, store, ownedListings, mailer }: ExpiryMailing, now: number): Promise<number> {
  const expired = await takeExpired(db, now);
  for (const booking of expired) {
    const { text } = bookingLine(booking, 'EXPIRED');
    const student = (await store.conversations.get(booking.conversationId))?.studentEmail;
    const landlord = (await ownedListings.find(booking.listingId))?.record.landlord.email;
    if (student)
      await mailer.sendBookingUpdate({
        to: student,
        listingName: booking.listingName,
        text,
        path: '/bookings',
      });
    if (landlord)
      await mailer.sendBookingUpdate({
        to: landlord,
        listingName: booking.listingName,
        text,
        path: '/landlord#requests',
      });
  }
  return expired.length;
}

/** Every `intervalMs` until the returned function stops it; a tick while one still runs is skipped; the timer keeps no process alive. */
export function scheduleBookingExpirySweep(
  mailing: ExpiryMailing,
  now: () => number,
  onError: (error: unknown) => void,
  intervalMs = BOOKING_EXPIRY_SWEEP_INTERVAL_MS,
): () => void {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = mailExpiredBookings(mailing, now())
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
