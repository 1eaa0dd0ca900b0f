/**
 * The browser's requests to book (bookings.ts) under one localStorage key. Each read-modify-write
 * holds the key's Web Lock (webLocks.ts): two tabs accepting overlapping requests at once take
 * turns, and the second reads the first's accepted stay and is refused.
 */
import { bookingStatus, overlaps, type Stay } from '../../lib/bookingRules';
import type { BookingChange } from './bookingLineRecord';
import { isSideOf, type Accepted, type BookingRecord, type BookingStore, type LineOf, type NotChanged, type Told } from './bookings';
import type { ConversationRole, ConversationStore } from './conversations';
import { holding, storeLocks } from './webLocks';

export interface BookingKey {
  read(): BookingRecord[];
  write(bookings: BookingRecord[]): void;
}

const exclusively = <T>(step: () => T): Promise<T> => holding(storeLocks.bookings, step);

const latestFirst = (a: BookingRecord, b: BookingRecord) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1);

/**
 * `conversations`: where each change's line is posted, after the change's write (the lock is the
 * bookings key's alone; a conversation the browser's storage lost takes no line).
 */
export function browserBookings(key: BookingKey, conversations: ConversationStore, randomId: () => string = () => crypto.randomUUID()): BookingStore {
  async function tell(booking: BookingRecord, change: BookingChange, from: ConversationRole, now: number, lineOf: LineOf): Promise<Told> {
    if (!(await conversations.get(booking.conversationId))) return { booking, studentEmail: null };
    const line = lineOf(booking, change);
    const { conversation } = await conversations.addMessage(booking.conversationId, from, line.text, now, line.booking);
    return { booking, studentEmail: conversation.studentEmail };
  }

  const pendingAt = (booking: BookingRecord, now: number) => bookingStatus(booking.status, booking.expiresAt, now) === 'PENDING';

  /** Changes one pending request, and the others `decide` returns with it, in one write under the lock. */
  const change = <T>(
    id: string,
    now: number,
    decide: (booking: BookingRecord, all: BookingRecord[]) => { changed: BookingRecord[]; result: T } | NotChanged,
  ): Promise<T | NotChanged> =>
    exclusively(() => {
      const all = key.read();
      const booking = all.find((kept) => kept.id === id);
      if (!booking || !pendingAt(booking, now)) return 'NOT_PENDING';
      const decided = decide(booking, all);
      if (typeof decided === 'string') return decided;
      const byId = new Map(decided.changed.map((changed) => [changed.id, changed]));
      key.write(all.map((kept) => byId.get(kept.id) ?? kept));
      return decided.result;
    });

  return {
    get: (id) => Promise.resolve(key.read().find((booking) => booking.id === id) ?? null),
    own: (userId, id, side) => Promise.resolve(key.read().find((booking) => booking.id === id && isSideOf(booking, side, userId)) ?? null),
    ofStudent: (studentId) =>
      Promise.resolve(
        key
          .read()
          .filter((booking) => booking.studentId === studentId)
          .sort(latestFirst),
      ),
    ofLandlord: (landlordId) =>
      Promise.resolve(
        key
          .read()
          .filter((booking) => booking.landlordId === landlordId)
          .sort(latestFirst),
      ),
    pendingFor: (landlordId, now) =>
      Promise.resolve(
        key
          .read()
          .filter((booking) => booking.landlordId === landlordId && pendingAt(booking, now))
          .sort((a, b) => a.expiresAt - b.expiresAt),
      ),

    request: (booking) =>
      exclusively(() => {
        const all = key.read();
        if (all.some((kept) => kept.studentId === booking.studentId && kept.listingId === booking.listingId && pendingAt(kept, booking.createdAt)))
          return 'ALREADY_PENDING';
        const kept: BookingRecord = {
          ...booking,
          id: randomId(),
          status: 'PENDING',
          reply: '',
          declinedForOverlap: false,
          decidedAt: null,
        };
        key.write([...all, kept]);
        return kept;
      }),

    accept: async (id, now, lineOf) => {
      const outcome = await change(id, now, (booking, all) => {
        const taken = all.some((other) => other.listingId === booking.listingId && other.status === 'ACCEPTED' && overlaps(other, booking));
        if (taken) return 'BOOKED';
        const accepted: BookingRecord = {
          ...booking,
          status: 'ACCEPTED',
          decidedAt: now,
        };
        const declined = all
          .filter((other) => other.id !== id && other.listingId === booking.listingId && pendingAt(other, now) && overlaps(other, booking))
          .map((other): BookingRecord => ({
            ...other,
            status: 'DECLINED',
            declinedForOverlap: true,
            decidedAt: now,
          }));
        return {
          changed: [accepted, ...declined],
          result: { accepted, declined },
        };
      });
      if (typeof outcome === 'string') return outcome;
      const told: Accepted = { accepted: await tell(outcome.accepted, 'ACCEPTED', 'LANDLORD', now, lineOf), declined: [] };
      for (const declined of outcome.declined) told.declined.push(await tell(declined, 'DECLINED_FOR_OVERLAP', 'LANDLORD', now, lineOf));
      return told;
    },

    decline: async (id, reply, now, lineOf) => {
      const outcome = await change(id, now, (booking) => {
        const declined: BookingRecord = {
          ...booking,
          status: 'DECLINED',
          reply,
          decidedAt: now,
        };
        return { changed: [declined], result: declined };
      });
      return typeof outcome === 'string' ? outcome : tell(outcome, 'DECLINED', 'LANDLORD', now, lineOf);
    },

    cancel: async (id, now, lineOf) => {
      const outcome = await change(id, now, (booking) => {
        const cancelled: BookingRecord = {
          ...booking,
          status: 'CANCELLED',
          decidedAt: now,
        };
        return { changed: [cancelled], result: cancelled };
      });
      return typeof outcome === 'string' ? outcome : tell(outcome, 'CANCELLED', 'STUDENT', now, lineOf);
    },

    takeExpired: (now, limit = 100) =>
      exclusively(() => {
        const all = key.read();
        const expired = all
          .filter((booking) => booking.status === 'PENDING' && !booking.expiryTold && booking.expiresAt <= now)
          .sort((a, b) => a.expiresAt - b.expiresAt)
          .slice(0, limit)
          .map((booking): BookingRecord => ({ ...booking, expiryTold: true }));
        if (expired.length === 0) return expired;
        const told = new Map(expired.map((booking) => [booking.id, booking]));
        key.write(all.map((kept) => told.get(kept.id) ?? kept));
        return expired;
      }),

    booked: (listingId, from) =>
      Promise.resolve(
        key
          .read()
          .filter((booking) => booking.listingId === listingId && booking.status === 'ACCEPTED' && booking.moveOut > from)
          .sort((a, b) => (a.moveIn < b.moveIn ? -1 : 1))
          .map(({ moveIn, moveOut }): Stay => ({ moveIn, moveOut })),
      ),

    bookedListings: (stay) =>
      Promise.resolve(new Set(key.read().flatMap((booking) => (booking.status === 'ACCEPTED' && overlaps(booking, stay) ? [booking.listingId] : [])))),

    forget: (userId, now) =>
      exclusively(() => {
        const all = key.read();
        if (!all.some((booking) => booking.studentId === userId || booking.landlordId === userId)) return;
        key.write(
          all.map((booking): BookingRecord => {
            const pending = booking.status === 'PENDING';
            if (booking.studentId === userId) {
              return {
                ...booking,
                ...(pending ? { status: 'CANCELLED', decidedAt: now } : {}),
                studentId: '',
                studentName: '',
                message: '',
              };
            }
            return booking.landlordId === userId && pending ? { ...booking, status: 'DECLINED', decidedAt: now } : booking;
          }),
        );
      }),
  };
}
