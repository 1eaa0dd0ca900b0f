/** The rules of a request to book (src/lib/bookingRules.ts): dates, overlaps, months and the summary, and expiry. */
import { describe, expect, it } from 'vitest';
import { BOOKING_HOLD_MS, bookingStatus, bookingSummary, dateProblem, overlaps, staysEndingAfter, type ListingTerms } from '../../src/lib/bookingRules';

const open: ListingTerms = { availableFrom: '2027-01-01', availableUntil: null, minStayMonths: 1, maxStayMonths: null };
const today = '2027-01-15';
const problem = (moveIn: string, moveOut: string, terms: Partial<ListingTerms> = {}, booked: Array<{ moveIn: string; moveOut: string }> = []) =>
  dateProblem({ ...open, ...terms }, { moveIn, moveOut }, today, booked);

describe('overlaps', () => {
  it('share a night, or not: a move-out on the next move-in is no overlap', () => {
    const stay = { moveIn: '2027-09-01', moveOut: '2028-06-30' };
    expect(overlaps(stay, { moveIn: '2028-06-30', moveOut: '2028-09-01' })).toBe(false);
    expect(overlaps(stay, { moveIn: '2027-08-01', moveOut: '2027-09-01' })).toBe(false);
    expect(overlaps(stay, { moveIn: '2028-06-29', moveOut: '2028-07-01' })).toBe(true);
    expect(overlaps(stay, { moveIn: '2027-08-01', moveOut: '2027-09-02' })).toBe(true);
    expect(overlaps(stay, { moveIn: '2027-10-01', moveOut: '2027-10-02' })).toBe(true);
  });
});

describe('staysEndingAfter', () => {
  it('keeps the stays still to end after the day, in their order: a stay ending that day has freed the place', () => {
    const stays = [
      { moveIn: '2027-01-01', moveOut: '2027-06-30' },
      { moveIn: '2027-06-30', moveOut: '2027-09-01' },
      { moveIn: '2027-09-01', moveOut: '2028-02-29' },
    ];
    expect(staysEndingAfter(stays, '2027-06-30')).toEqual(stays.slice(1));
    expect(staysEndingAfter(stays, '2027-06-29')).toEqual(stays);
    expect(staysEndingAfter(stays, '2028-02-29')).toEqual([]);
  });
});

describe('dateProblem', () => {
  it('takes a stay from today up to 2 years ahead, and refuses the day before and the day after', () => {
    expect(problem('2027-01-15', '2027-02-15')).toBeNull();
    expect(problem('2027-01-14', '2027-02-15')).toBe('IN_THE_PAST');
    expect(problem('2029-01-15', '2029-02-15')).toBeNull();
    expect(problem('2029-01-16', '2029-02-15')).toBe('TOO_FAR_AHEAD');
    expect(problem('2027-02-01', '2027-02-01')).toBe('MOVE_OUT_NOT_AFTER_MOVE_IN');
  });

  it('holds to the availability, its last day included', () => {
    expect(problem('2027-03-01', '2027-04-01', { availableFrom: '2027-03-02' })).toBe('BEFORE_AVAILABLE');
    expect(problem('2027-03-01', '2027-06-30', { availableUntil: '2027-06-30' })).toBeNull();
    expect(problem('2027-03-01', '2027-07-01', { availableUntil: '2027-06-30' })).toBe('AFTER_AVAILABLE');
  });

  it('counts months as the search does: month ends and leap days', () => {
    // 31 Jan to 29 Feb 2028 is one month (cut at the month's end); to 1 Mar, two.
    expect(problem('2028-01-31', '2028-02-29', { minStayMonths: 2 })).toBe('TOO_SHORT');
    expect(problem('2028-01-31', '2028-03-01', { minStayMonths: 2 })).toBeNull();
    // 29 Feb 2028 to 28 Feb 2029 is twelve months; a day more is thirteen.
    expect(problem('2028-02-29', '2029-02-28', { maxStayMonths: 12 })).toBeNull();
    expect(problem('2028-02-29', '2029-03-01', { maxStayMonths: 12 })).toBe('TOO_LONG');
  });

  it('refuses nights an accepted stay holds, and takes those either side', () => {
    const booked = [{ moveIn: '2027-09-01', moveOut: '2028-06-30' }];
    expect(problem('2028-06-30', '2028-09-01', {}, booked)).toBeNull();
    expect(problem('2027-06-01', '2027-09-01', {}, booked)).toBeNull();
    expect(problem('2028-06-29', '2028-09-01', {}, booked)).toBe('BOOKED');
  });
});

describe('bookingSummary', () => {
  it('is rent × months, bills not included × months, the deposit, and their total', () => {
    const cost = { price: 600, billsIncluded: false, billsEstimate: 80, deposit: 900 };
    expect(bookingSummary(cost, { moveIn: '2027-09-01', moveOut: '2028-06-30' })).toEqual({ months: 10, rent: 6000, bills: 800, deposit: 900, total: 7700 });
    expect(bookingSummary({ ...cost, billsIncluded: true, billsEstimate: null }, { moveIn: '2027-09-01', moveOut: '2027-09-02' })).toEqual({
      months: 1,
      rent: 600,
      bills: 0,
      deposit: 900,
      total: 1500,
    });
  });
});

describe('bookingStatus', () => {
  it('reads a pending request as expired from its deadline on, and leaves answered ones as they are', () => {
    const sent = Date.parse('2027-01-15T10:00:00Z');
    expect(bookingStatus('PENDING', sent + BOOKING_HOLD_MS, sent + BOOKING_HOLD_MS - 1)).toBe('PENDING');
    expect(bookingStatus('PENDING', sent + BOOKING_HOLD_MS, sent + BOOKING_HOLD_MS)).toBe('EXPIRED');
    expect(bookingStatus('ACCEPTED', sent + BOOKING_HOLD_MS, sent + 10 * BOOKING_HOLD_MS)).toBe('ACCEPTED');
  });
});
