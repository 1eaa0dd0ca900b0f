/**
 * A request's terms: its stay and what it costs (lib/bookingRules.ts's Stay and BookingSummary),
 * named here once for every place that copies a booking field by field: the bookings key's checks
 * (bookingShapes.ts) and the account's file (account/exportParts.ts). A field added to either type
 * does not compile until it is named here, so those places stay in step.
 */
import type { BookingSummary, Stay } from '../../lib/bookingRules';
import { parseCalendarDate } from '../../lib/calendarDate';

export type BookingTerms = Stay & BookingSummary;

const KINDS: Record<keyof BookingTerms, 'date' | 'amount'> = {
  moveIn: 'date',
  moveOut: 'date',
  months: 'amount',
  rent: 'amount',
  bills: 'amount',
  deposit: 'amount',
  total: 'amount',
};

/** The terms' names, in the order a file lists them. */
export const BOOKING_TERM_FIELDS = Object.keys(KINDS) as ReadonlyArray<keyof BookingTerms>;

/** The terms of `booking`, and nothing else of it. */
export function bookingTerms({ moveIn, moveOut, months, rent, bills, deposit, total }: BookingTerms): BookingTerms {
  return { moveIn, moveOut, months, rent, bills, deposit, total };
}

const isDate = (value: unknown): value is string => typeof value === 'string' && parseCalendarDate(value) === value;
const isAmount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** The terms in stored data anyone can edit, if each is of its kind (calendar dates, moving out after moving in; whole amounts from 0), or null. */
export function readBookingTerms(value: Readonly<Record<string, unknown>>): BookingTerms | null {
  const fits = BOOKING_TERM_FIELDS.every((field) => (KINDS[field] === 'date' ? isDate(value[field]) : isAmount(value[field])));
  if (!fits) return null;
  // Each field was checked against its kind just above.
  const terms = bookingTerms(value as unknown as BookingTerms);
  return terms.moveOut > terms.moveIn ? terms : null;
}
