/**
 * What 'Download your data' holds (docs/product.md#account), one entry a part, in the file's
 * order: everything kept about the user and nothing about anyone else (each part reads by the
 * signed-in user's id) and no secret (no code, token or hash). A new kind of data an account holds
 * is one more entry here. A list part yields its items one at a time, so
 * a server can stream a large account's file (writeExport.ts).
 */
import { bookingStatus } from '../../lib/bookingRules';
import type { ApiContext } from '../context';
import { bookingTerms } from '../store/bookingTerms';
import type { BookingRecord } from '../store/bookings';
import { ERASED_NAME, roleOf, type ConversationCursor, type ConversationRecord } from '../store/conversations';
import type { StoredUser } from '../store/types';

export type ExportPart =
  | { key: string; value(context: ApiContext, user: StoredUser): Promise<unknown> }
  | { key: string; items(context: ApiContext, user: StoredUser): AsyncIterable<unknown> };

/** Conversations are read a page at a time, so a landlord with thousands streams them. */
const CONVERSATIONS_PAGE = 50;

const isoTime = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

/** A request to book as its student or its landlord exports it; `student` is what the landlord saw of them. */
function bookingForExport(booking: BookingRecord, now: number, student: { studentFirstName: string | null } | Record<string, never> = {}) {
  const { id, listingId, listingName, message, reply, createdAt, expiresAt, decidedAt } = booking;
  return {
    id,
    listingId,
    listingName,
    ...student,
    ...bookingTerms(booking),
    status: bookingStatus(booking.status, expiresAt, now),
    message,
    reply,
    createdAt: isoTime(createdAt),
    expiresAt: isoTime(expiresAt),
    decidedAt: isoTime(decidedAt),
  };
}

export const accountExportParts: readonly ExportPart[] = [
  {
    key: 'account',
    value: (_context, { id, firstName, lastName, email, phone, isVerified }) => Promise.resolve({ id, firstName, lastName, email, phone, isVerified }),
  },
  {
    key: 'savedListings',
    async *items(context, user) {
      const catalog = await context.catalog();
      for (const id of await context.store.savedIds({ user: user.id })) {
        // A save whose listing has gone is still kept, so it is still shown, by its id alone.
        const listing = await catalog.get(id);
        yield listing ? { id, name: listing.name, city: listing.city, address: listing.address } : { id };
      }
    },
  },
  {
    key: 'listings',
    async *items(context, user) {
      for (const { record, status } of await (await context.ownedListings()).ofOwner(user.id)) {
        const { images, ...fields } = record;
        yield { ...fields, status, photos: images };
      }
    },
  },
  {
    key: 'conversations',
    async *items(context, user) {
      const store = context.store.conversations;
      let after: ConversationCursor | null = null;
      for (;;) {
        const page: ConversationRecord[] = await store.ofUser(user.id, CONVERSATIONS_PAGE, after);
        for (const conversation of page) {
          const role = roleOf(conversation, user.id);
          if (role === null) continue;
          const other = role === 'STUDENT' ? conversation.landlordName : conversation.studentName;
          const messages = (await store.allMessages(conversation.id)).map(({ senderRole, text, sentAt }) => ({
            from: senderRole === role ? 'you' : 'them',
            text,
            sentAt: isoTime(sentAt),
          }));
          // The other side by first name only (null once their account is erased): nothing else of theirs.
          yield {
            id: conversation.id,
            listingId: conversation.listingId,
            listingName: conversation.listingName,
            yourRole: role,
            with: other === ERASED_NAME ? null : other,
            messages,
          };
        }
        const last = page.at(-1);
        if (page.length < CONVERSATIONS_PAGE || last === undefined) return;
        after = { lastMessageAt: last.lastMessageAt, id: last.id };
      }
    },
  },
  {
    key: 'bookings',
    async *items(context, user) {
      const now = context.now();
      for (const booking of await context.store.bookings.ofStudent(user.id)) yield bookingForExport(booking, now);
    },
  },
  {
    // The requests others sent for the user's listings, with the student as the landlord saw them: by first name only.
    key: 'receivedBookingRequests',
    async *items(context, user) {
      const now = context.now();
      for (const booking of await context.store.bookings.ofLandlord(user.id))
        yield bookingForExport(booking, now, { studentFirstName: booking.studentName === '' ? null : booking.studentName });
    },
  },
  {
    key: 'sessions',
    async *items(context) {
      for (const { createdAt, expiresAt, current } of await context.session.listSessions()) {
        yield { createdAt: isoTime(createdAt), expiresAt: isoTime(expiresAt), thisSession: current };
      }
    },
  },
];
