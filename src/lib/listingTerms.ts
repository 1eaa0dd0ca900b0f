/**
 * When a listing can be rented and what it costs in all (issue #32): the rules every store and,
 * later, the search page follow. The in-browser catalogue calls `isFreeFor` with its typed
 * columns, the SQL store writes the same comparisons in SQL with `stayMonths` as a parameter
 * (server/store/searchStatements.ts), and tests check both against these functions.
 */
import { addMonths, dayNumber, type CalendarDate } from './calendarDate';

/** What the search page says when a move-out is not after the move-in. */
export const MOVE_OUT_NOT_AFTER_MOVE_IN = 'Move-out must be after move-in.';

/**
 * How many months a stay from `moveIn` to `moveOut` (the day the student leaves) lasts, for a
 * listing's minimum and maximum stay: whole calendar months, a partial month counting as one.
 * Precisely, the smallest n of at least 1 such that moveIn + n months (addMonths: the same day of
 * the month, or the month's last day when it is shorter) is on or after `moveOut`:
 * - 1 Sep 2027 → 30 Jun 2028 and 1 Sep 2027 → 1 Jul 2028 are 10 months; → 2 Jul 2028 is 11;
 * - 31 Jan → 28 Feb 2027, and 31 Jan → 29 Feb 2028, are 1 month (the month is cut at its end);
 *   31 Jan → 1 Mar is 2;
 * - 29 Feb 2028 → 28 Feb 2029 is 12 months; 1 Sep → 2 Sep is 1.
 * `moveOut` must be after `moveIn` (stayProblem); the count is then at least 1.
 */
export function stayMonths(moveIn: CalendarDate, moveOut: CalendarDate): number {
  const [inYear, inMonth] = [Number(moveIn.slice(0, 4)), Number(moveIn.slice(5, 7))];
  const [outYear, outMonth] = [Number(moveOut.slice(0, 4)), Number(moveOut.slice(5, 7))];
  // moveIn + k months falls in moveOut's own month: on or after moveOut it is the answer, before
  // it moveIn + (k + 1) months is (it falls in the next month). moveIn + (k - 1) months is in
  // the month before, so never enough.
  const k = (outYear - inYear) * 12 + (outMonth - inMonth);
  const n = addMonths(moveIn, k) >= moveOut ? k : k + 1;
  return Math.max(1, n);
}

/** Why a move-in and move-out cannot be searched for, or null. Dates compare as ISO text. */
export function stayProblem(moveIn: CalendarDate | null, moveOut: CalendarDate | null): { field: 'moveIn' | 'moveOut'; message: string } | null {
  if (moveOut === null) return null;
  if (moveIn === null) return { field: 'moveIn', message: 'Choose a move-in date to search with a move-out date.' };
  return moveOut <= moveIn ? { field: 'moveOut', message: MOVE_OUT_NOT_AFTER_MOVE_IN } : null;
}

/**
 * A search's move-in and move-out, worked out once for every listing it tests: the days as
 * numbers and the stay's length (null without a move-out).
 */
export interface StayRequest {
  moveIn: number;
  moveOut: number | null;
  months: number | null;
}

/** The request for a move-in and an optional move-out that passed stayProblem. */
export function stayRequest(moveIn: CalendarDate, moveOut: CalendarDate | null): StayRequest {
  return { moveIn: dayNumber(moveIn), moveOut: moveOut === null ? null : dayNumber(moveOut), months: moveOut === null ? null : stayMonths(moveIn, moveOut) };
}

/**
 * Whether a listing suits a stay (schema.graphql, PropertyFilter.moveIn): free on the move-in day
 * (`availableFrom` on or before it); with a move-out, also still free then (no `availableUntil`,
 * or one on or after the move-out) and the stay's months within the listing's minimum and
 * maximum (no maximum: any). Days are day numbers (calendarDate.ts), `availableUntil` and
 * `maxStayMonths` null when open. Scalars, not a record, so a catalogue can call it with its
 * typed columns and allocate nothing per listing.
 */
export function isFreeFor(
  availableFrom: number,
  availableUntil: number | null,
  minStayMonths: number,
  maxStayMonths: number | null,
  stay: StayRequest,
): boolean {
  if (availableFrom > stay.moveIn) return false;
  if (stay.moveOut === null || stay.months === null) return true;
  return (
    (availableUntil === null || availableUntil >= stay.moveOut) && minStayMonths <= stay.months && (maxStayMonths === null || maxStayMonths >= stay.months)
  );
}

/** What a listing's monthly cost is made of. */
export interface MonthlyCost {
  /** The rent, in whole euros a month. */
  price: number;
  billsIncluded: boolean;
  /** Bills not included: their estimate, in whole euros a month; null when they are included. */
  billsEstimate: number | null;
}

/** Rent plus the bills the rent does not include (their estimate), in whole euros a month. */
export function totalMonthly({ price, billsIncluded, billsEstimate }: MonthlyCost): number {
  return billsIncluded ? price : price + (billsEstimate ?? 0);
}
