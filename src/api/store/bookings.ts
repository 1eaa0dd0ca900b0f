/**
 * Requests to book (docs/product.md#bookings). Both stores implement this interface
 * (browserBookings.ts over localStorage under Web Locks, src/server/store/sqlBookings.ts over SQL
 * with an exclusion constraint); the resolvers (resolvers/bookings.ts) decide who may do what and
 * check the dates (src/lib/bookingRules.ts) before asking. Each store holds the one rule no
 * check beforehand can: two accepted stays of one listing never overlap, even when two landlords'
 * tabs or two servers accept at the same moment.
 */
import type { BookingSummary, Stay, StoredBookingStatus } from '../../lib/bookingRules';
import type { PropertyNode } from '../data/model';
import type { BookingChange, BookingLineRecord } from './bookingLineRecord';
import type { OwnRead } from './ownRead';

/** Who answers a request: its student (cancel) or its listing's landlord (accept, decline). */
export type BookingSide = 'STUDENT' | 'LANDLORD';

/** Whether `userId` is the request's `side`: BookingStore.own's rule in every store. */
export const isSideOf = (booking: Pick<BookingRecord, 'studentId' | 'landlordId'>, side: BookingSide, userId: string) =>
  (side === 'STUDENT' ? booking.studentId : booking.landlordId) === userId;

export interface BookingRecord extends Stay, BookingSummary {
  id: string;
  listingId: string;
  /** Kept as it was at the request, for when the listing changes or goes. */
  listingName: string;
  landlordId: string;
  studentId: string;
  studentName: string;
  /** The pair's conversation (conversations.ts), where each change is posted. */
  conversationId: string;
  /** The student's message to the landlord; '' without one. */
  message: string;
  /** The landlord's answer with a decline; '' without one. */
  reply: string;
  status: StoredBookingStatus;
  /** Declined because the landlord accepted another request for some of the same nights. */
  declinedForOverlap: boolean;
  createdAt: number;
  expiresAt: number;
  /** When it was accepted, declined or cancelled; null while pending. */
  decidedAt: number | null;
  /** Whether both sides were told it expired unanswered (its line in the conversation, and mail): once. Absent: not yet. */
  expiryTold?: boolean;
}

/**
 * A student's request with its listing as published, when the store read the two together (a
 * server, in one statement): null when the listing is not published; absent when not read.
 */
export type StudentBooking = BookingRecord & { publishedListing?: PropertyNode | null };

/** A request as the signed-in user reads it: with the API's clock, for its status. */
export type BookingView = StudentBooking & { now: number };

export type NewBooking = Omit<BookingRecord, 'id' | 'status' | 'reply' | 'declinedForOverlap' | 'decidedAt' | 'expiryTold'>;

/** A change's line in the pair's conversation: its English text and its kind and figures (resolvers/bookingLines.ts). */
export interface BookingLine {
  text: string;
  booking: BookingLineRecord;
}

/** The line `change` posts for `booking`: the resolvers word it, the store posts it with the change. */
export type LineOf = (booking: BookingRecord, change: BookingChange) => BookingLine;

/**
 * A request as a change left it, and whether its line was posted: `studentEmail` is the address
 * of its conversation's student (a landlord's change mails them; '' when it holds none), null
 * when the conversation is gone (lost by the browser's storage), which takes no line.
 */
export interface Told {
  booking: BookingRecord;
  studentEmail: string | null;
}

/** What accepting did: the request accepted, and the pending requests for some of its nights declined with it. */
export interface Accepted {
  accepted: Told;
  declined: Told[];
}

/** Why a change was not made: the request is no longer pending (answered, cancelled or expired), or its nights are taken. */
export type NotChanged = 'NOT_PENDING' | 'BOOKED';

export interface BookingStore {
  get(id: string): Promise<BookingRecord | null>;
  /** A student's requests, the latest first (MyBookings: read with the session's check where the store can). */
  readonly ofStudent: OwnRead<[], StudentBooking[]>;
  /** The requests a landlord received on their listings, in every status, the latest first (their data export). */
  ofLandlord(landlordId: string): Promise<BookingRecord[]>;
  /** The requests waiting for a landlord's answer at `now` (pending, not expired), the soonest to expire first (BookingRequests, as ofStudent). */
  readonly pendingFor: OwnRead<[now: number], BookingRecord[]>;
  /**
   * The request `id` when the user is its `side` (its student, or its listing's landlord); null
   * otherwise: the answers' owner check, asked through Session.readOwn with the session's own.
   */
  readonly own: OwnRead<[id: string, side: BookingSide], BookingRecord | null>;
  /**
   * Keeps a new pending request unless the student already has one pending (not expired at
   * `createdAt`) for the listing, as one step: two at once keep one.
   */
  request(booking: NewBooking): Promise<BookingRecord | 'ALREADY_PENDING'>;
  /**
   * Accepts a pending request and declines the other pending requests overlapping it, as one
   * step; refused when it is no longer pending at `now`, or when an accepted stay of the listing
   * overlaps it (the database's own constraint on a server, the lock's read in the browser).
   * Each request changed gets its line (`lineOf`: ACCEPTED, DECLINED_FOR_OVERLAP) in its
   * conversation, from the landlord: on a server in the same transaction, so a change is never
   * kept without its lines; nothing is posted when it is refused.
   */
  accept(id: string, now: number, lineOf: LineOf): Promise<Accepted | NotChanged>;
  /** Declines a pending request with the landlord's `reply`, and posts its DECLINED line from the landlord, as accept does. */
  decline(id: string, reply: string, now: number, lineOf: LineOf): Promise<Told | NotChanged>;
  /** Cancels a pending request, and posts its CANCELLED line from the student, as accept does. */
  cancel(id: string, now: number, lineOf: LineOf): Promise<Told | NotChanged>;
  /**
   * The requests that expired unanswered by `now` and were not told yet, at most `limit`, marked
   * as told in the same step: two servers' sweeps, or two tabs reading at once, tell each once.
   */
  takeExpired(now: number, limit?: number): Promise<BookingRecord[]>;
  /** The listing's accepted stays that end after `from`, in date order. */
  booked(listingId: string, from: string): Promise<Stay[]>;
  /**
   * The listings with an accepted stay overlapping `stay`, for the dated search of a catalogue
   * that is not in the same database (the browser's); null where the search asks the database
   * itself (the server's searchStatements.ts).
   */
  bookedListings(stay: Stay): Promise<ReadonlySet<string> | null>;
  /**
   * An erased account's requests (docs/product.md#account): its pending ones as a student are
   * cancelled and those waiting for it as a landlord declined, at `now`; nothing is kept of it as
   * a student (id, name, message), only the stays and their amounts, which still hold the dates.
   */
  forget(userId: string, now: number): Promise<void>;
}
