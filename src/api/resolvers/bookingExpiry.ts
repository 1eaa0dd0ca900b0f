/**
 * Telling both sides that requests expired unanswered (docs/product.md#bookings): the line in the
 * pair's conversation and a mail to each, once per request. A request's status never waits for
 * this (it reads as EXPIRED from its deadline); only the telling does. A server's sweep calls it
 * every minute (src/server/store/bookingExpirySweep.ts); the browser's backend, which has no timer
 * of its own, when a signed-in page reads requests or conversations (`tellExpiredAtRead`). The
 * store marks each request told as it hands it over, atomically (a transaction, or the Web Lock),
 * so two servers or two tabs never tell one twice; a line or mail that then fails is not retried.
 */
import type { OwnedListings } from '../data/ownedListings';
import type { ApiContext } from '../context';
import type { Mailer } from '../mailer';
import type { Store } from '../store/types';
import { bookingLine } from './bookingLines';

export interface ExpiryTelling {
  store: Store;
  ownedListings: Pick<OwnedListings, 'find'>;
  mailer: Mailer;
}

/** Tells both sides of each request that expired by `now` and was not told yet; how many requests. */
export async function tellExpiredBookings({ store, ownedListings, mailer }: ExpiryTelling, now: number): Promise<number> {
  const expired = await store.bookings.takeExpired(now);
  for (const booking of expired) {
    const line = bookingLine(booking, 'EXPIRED');
    const conversation = await store.conversations.get(booking.conversationId);
    // Posted as the landlord's side, whose silence it records: the student, who waits for an answer, has it unread.
    if (conversation) await store.conversations.addMessage(conversation.id, 'LANDLORD', line.text, now, line.booking);
    const landlord = (await ownedListings.find(booking.listingId))?.record.landlord.email;
    if (conversation?.studentEmail)
      await mailer.sendBookingUpdate({ to: conversation.studentEmail, listingName: booking.listingName, text: line.text, path: '/bookings' });
    if (landlord) await mailer.sendBookingUpdate({ to: landlord, listingName: booking.listingName, text: line.text, path: '/landlord#requests' });
  }
  return expired.length;
}

/** In the browser's backend, before a signed-in read of requests or conversations: tells what expired since (nothing for a visitor). */
export async function tellExpiredAtRead(context: ApiContext): Promise<void> {
  if (!context.tellExpiredAtRead || !(await context.session.currentUser())) return;
  await tellExpiredBookings({ store: context.store, ownedListings: await context.ownedListings(), mailer: context.mailer }, context.now());
}
