/**
 * Requests to book (issue #35; docs/product.md#bookings): which dates a listing can take, what a
 * stay costs, and how long a landlord has to answer. Pure, so that the API's stores, its
 * resolvers and the listing page's 'Book' panel judge the same dates the same way.
 *
 * A stay runs from the move-in day up to the move-out day, which is free again: [moveIn, moveOut).
 * So one student may move out on the day the next moves in, as PostgreSQL's `daterange` '[)' holds it.
 */
import { addMonths, type CalendarDate } from './calendarDate';
import { stayMonths, totalMonthly, type MonthlyCost } from './listingTerms';

/** How long a landlord has to accept or decline before the request expires. */
export const BOOKING_HOLD_MS = 48 * 60 * 60 * 1000;

/** How far ahead a move-in may be: two years from today. */
export const MAX_MONTHS_AHEAD = 24;

/** A stay, its move-out the day the place is free again. */
export interface Stay {
  moveIn: CalendarDate;
  moveOut: CalendarDate;
}

/** The most booked periods a listing shows: years of stays of a month or more. */
export const MAX_BOOKED_PERIODS = 500;

/** The stays still to end after `from` (booked periods a student must avoid), in their order. */
export function staysEndingAfter(stays: readonly Stay[], from: CalendarDate): Stay[] {
  return stays.filter((stay) => stay.moveOut > from);
}

/** When a listing can be rented, as a request checks it. */
export interface ListingTerms {
  availableFrom: CalendarDate;
  availableUntil: CalendarDate | null;
  minStayMonths: number;
  maxStayMonths: number | null;
}

/** Why a listing cannot take a stay: the schema's DateProblem, one reason a page says in its words. */
export type DateProblem =
  'MOVE_OUT_NOT_AFTER_MOVE_IN' | 'IN_THE_PAST' | 'TOO_FAR_AHEAD' | 'BEFORE_AVAILABLE' | 'AFTER_AVAILABLE' | 'TOO_SHORT' | 'TOO_LONG' | 'BOOKED';

/** Whether two stays share a night: the one's move-out on the other's move-in is no overlap. */
export const overlaps = (a: Stay, b: Stay): boolean => a.moveIn < b.moveOut && b.moveIn < a.moveOut;

/**
 * The first reason the listing cannot take the stay, or null when it can. `today` is the
 * calendar day the request is made (UTC, as every date of CampusNest); `booked` the listing's
 * accepted stays. Dates compare as ISO text.
 */
export function dateProblem(terms: ListingTerms, stay: Stay, today: CalendarDate, booked: readonly Stay[]): DateProblem | null {
  if (stay.moveOut <= stay.moveIn) return 'MOVE_OUT_NOT_AFTER_MOVE_IN';
  if (stay.moveIn < today) return 'IN_THE_PAST';
  if (stay.moveIn > addMonths(today, MAX_MONTHS_AHEAD)) return 'TOO_FAR_AHEAD';
  if (stay.moveIn < terms.availableFrom) return 'BEFORE_AVAILABLE';
  if (terms.availableUntil !== null && stay.moveOut > terms.availableUntil) return 'AFTER_AVAILABLE';
  const months = stayMonths(stay.moveIn, stay.moveOut);
  if (months < terms.minStayMonths) return 'TOO_SHORT';
  if (terms.maxStayMonths !== null && months > terms.maxStayMonths) return 'TOO_LONG';
  if (booked.some((other) => overlaps(other, stay))) return 'BOOKED';
  return null;
}

/** What an overlap with an accepted stay is told as, whoever asks. */
export const BOOKED_MESSAGE = 'Someone has booked some of these dates.';

/** The API's sentence for each problem; pages say their own, translated, with the same facts. */
export function dateProblemMessage(problem: DateProblem, terms: ListingTerms): string {
  switch (problem) {
    case 'MOVE_OUT_NOT_AFTER_MOVE_IN':
      return 'Move-out must be after move-in.';
    case 'IN_THE_PAST':
      return 'The move-in date has passed.';
    case 'TOO_FAR_AHEAD':
      return 'Requests can be made at most 2 years ahead.';
    case 'BEFORE_AVAILABLE':
      return `The place is free from ${terms.availableFrom}.`;
    case 'AFTER_AVAILABLE':
      return `The place is free until ${terms.availableUntil ?? ''}.`;
    case 'TOO_SHORT':
      return `The shortest stay is ${terms.minStayMonths} months.`;
    case 'TOO_LONG':
      return `The longest stay is ${terms.maxStayMonths ?? 0} months.`;
    case 'BOOKED':
      return BOOKED_MESSAGE;
  }
}

/** What a listing asks for a stay, in whole euros; nothing of it is charged by CampusNest. */
export interface BookingSummary {
  months: number;
  /** Rent × months. */
  rent: number;
  /** The bills the rent does not include (their estimate) × months; 0 when included. */
  bills: number;
  deposit: number;
  /** Rent, bills and the deposit. */
  total: number;
}

/** The summary of a stay (moveOut after moveIn), counted in the months of listingTerms.ts's stayMonths. */
export function bookingSummary(cost: MonthlyCost & { deposit: number }, stay: Stay): BookingSummary {
  const months = stayMonths(stay.moveIn, stay.moveOut);
  const rent = cost.price * months;
  const bills = (totalMonthly(cost) - cost.price) * months;
  return {
    months,
    rent,
    bills,
    deposit: cost.deposit,
    total: rent + bills + cost.deposit,
  };
}

/** What the stores keep; EXPIRED is never kept but read (bookingStatus). */
export type StoredBookingStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED';
export type BookingStatus = StoredBookingStatus | 'EXPIRED';

/** A pending request past its deadline reads as expired, exactly at its deadline, whatever a sweep did. */
export function bookingStatus(stored: StoredBookingStatus, expiresAt: number, now: number): BookingStatus {
  return stored === 'PENDING' && now >= expiresAt ? 'EXPIRED' : stored;
}
