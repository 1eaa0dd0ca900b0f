/**
 * A dated search's exact total from listing_stay_counts (db/schema.ts, migration 0020), the cells
 * kept in advance by triggers on `listings`, instead of counting each match in an index.
 *
 * A stay (move-in X, move-out Y, `months` by stayMonths) takes a listing when it is free from X
 * (`available_from <= X`), until Y (`available_until` open or `>= Y`), and `months` lies within
 * its minimum and maximum (listingTerms.ts's isFreeFor). A cell holds the listings of one group,
 * room type and bills whose stay lengths include `stay_months`, whose `from_month` is the month of
 * the day before `available_from` and whose `until_month` is the month of `available_until`. So:
 * - every listing of a cell with `from_month` before X's month is free from X (free from the 1st
 *   of X's month at the latest); those of X's own month are free from its 2nd to its end, and are
 *   read from listings_terms_count between the 2nd and X (none when X is the 1st);
 * - every listing of a cell with `until_month` after the month of the day before Y is free until Y;
 *   those of that month are read from listings_stay_until between Y and the month's end (none
 *   when Y is a 1st), among the cells' listings free from X;
 * - the listings booked during the stay, among those the two parts above took, are taken off: those
 *   booked past X (listings_stay_booked), each decided by the accepted stays in its entry.
 * Student lets start and end on the 1st, which the months' edges follow, so most boundary reads
 * are short or empty. The cells read grow with the months and stay lengths there are, not with
 * the listings (docs/server.md#searching-by-dates-room-type-and-bills).
 */
import { sql, type SQL } from 'drizzle-orm';
import { addDays, daysInMonth, type CalendarDate } from '../../lib/calendarDate';
import { stayMonths } from '../../lib/listingTerms';
import type { NormalizedFilter } from '../../api/rules/filters';
import type { Database } from '../db/database';
import type { Built } from '../db/driverStatement';
import { listings, listingStayCounts } from '../db/schema';
import type { ListingGroup } from './listingGroups';

/** The longest stay the cells count (migration 0020's 24): a longer one is counted in the index. */
export const STAY_COUNT_MONTHS = 24;

/** A date's month as months since year 0, as migration 0020's listing_month gives it. */
export function monthIndex(date: CalendarDate): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

/** The values of a stay's count: where its whole cells end and its boundary ranges lie. */
export interface StayCountValues {
  moveIn: CalendarDate;
  moveOut: CalendarDate;
  stayMonths: number;
  /** Cells with a `from_month` before this are free from the move-in. */
  fromMonth: number;
  /** The 2nd of the move-in's month: listings free from then up to the move-in are read one by one. */
  fromStart: CalendarDate;
  /** Cells with an `until_month` after this are free until the move-out. */
  untilMonth: number;
  /** The last day of `untilMonth`: listings ending from the move-out up to it are read one by one. */
  untilEnd: CalendarDate;
}

export function stayCountValues(moveIn: CalendarDate, moveOut: CalendarDate): StayCountValues {
  const dayBeforeMoveOut = addDays(moveOut, -1);
  const year = Number(dayBeforeMoveOut.slice(0, 4));
  const month = Number(dayBeforeMoveOut.slice(5, 7));
  return {
    moveIn,
    moveOut,
    stayMonths: stayMonths(moveIn, moveOut),
    fromMonth: monthIndex(moveIn),
    fromStart: `${moveIn.slice(0, 8)}02`,
    untilMonth: monthIndex(dayBeforeMoveOut),
    untilEnd: `${dayBeforeMoveOut.slice(0, 8)}${String(daysInMonth(year, month)).padStart(2, '0')}`,
  };
}

/**
 * Below this many listings in the matched groups a stay's total is counted in the index: its
 * candidates are then few, and the cells' statement costs more to plan than they take to count
 * (PGlite plans every statement at each run; the figures are in
 * docs/server.md#a-stays-total-kept-in-advance).
 */
export const STAY_CELLS_FROM = 20_000;

/**
 * Whether a search's total comes from the cells: a move-in and a move-out, a stay the cells
 * count, no price or bedrooms filter (the cells do not hold those), and matched groups holding at
 * least `from` listings.
 */
export function countsFromCells(filter: NormalizedFilter, groups: readonly ListingGroup[], from: number): boolean {
  if (filter.moveIn === null || filter.moveOut === null) return false;
  if (groups.reduce((sum, group) => sum + group.listings, 0) < from) return false;
  if (filter.minPrice !== null || filter.maxPrice !== null || filter.bedrooms !== null || filter.minBedrooms !== null) return false;
  return stayMonths(filter.moveIn, filter.moveOut) <= STAY_COUNT_MONTHS;
}

const p = (name: keyof StayCountValues | 'roomType' | 'roomTypes' | 'billsIncluded' | 'cities' | 'universities') => sql.placeholder(name);

/**
 * The statement: per matched group, the sum of its whole cells, plus the two boundary ranges,
 * minus the booked; `roomType` and `bills` say whether the search names a room type (else all
 * four) and bills.
 */
export function stayCountStatement(db: Database, { roomType, bills }: { roomType: boolean; bills: boolean }): Built {
  const cellRoom = roomType ? sql`${listingStayCounts.roomType} = ${p('roomType')}` : sql`${listingStayCounts.roomType} = ANY(${p('roomTypes')}::text[])`;
  const cellBills = bills ? sql`AND ${listingStayCounts.billsIncluded} = ${p('billsIncluded')}::boolean` : sql``;
  const cells = sql`SELECT coalesce(sum(${listingStayCounts.listings}), 0)::bigint AS matches FROM ${listingStayCounts}
    WHERE ${listingStayCounts.citySearch} = grp.city AND ${listingStayCounts.universitySearch} = grp.university AND ${cellRoom}
      AND ${listingStayCounts.stayMonths} = ${p('stayMonths')}::integer AND ${listingStayCounts.fromMonth} < ${p('fromMonth')}::integer
      AND ${listingStayCounts.untilMonth} > ${p('untilMonth')}::integer ${cellBills}`;
  // The listings' side in the collation of the btree meant for it: "C" as listings_terms_count and
  // listings_stay_until (searchStatements.ts's termsCount says why), "POSIX" (the same order) as
  // listings_stay_booked alone, which the planner would otherwise pass over for the former's range
  // up to the move-in, every candidate's entry.
  const inGroup = (collation: 'C' | 'POSIX') => sql`(${listings.citySearch} COLLATE ${sql.raw(`"${collation}"`)}) = grp.city
    AND (${listings.universitySearch} COLLATE ${sql.raw(`"${collation}"`)}) = grp.university
    AND ${roomType ? sql`${listings.roomType} = ${p('roomType')}` : sql`${listings.roomType} = ANY(${p('roomTypes')}::text[])`}
    ${bills ? sql`AND ${listings.billsIncluded} = ${p('billsIncluded')}::boolean` : sql``}`;
  // The stay's length within the listing's minimum and maximum; the open maximum as the cells'
  // longest stay, which the stay never exceeds here, so the condition stays a check in the index.
  const lengthFits = sql`${listings.minStayMonths} <= ${p('stayMonths')}::integer
    AND coalesce(${listings.maxStayMonths}, ${sql.raw(String(STAY_COUNT_MONTHS))}) >= ${p('stayMonths')}::integer`;
  // An open end as the latest date: one condition checked in the index, where an OR would have
  // the planner read the listings' rows through two bitmap scans.
  const untilFits = sql`coalesce(${listings.availableUntil}, 'infinity'::date) >= ${p('moveOut')}::date`;
  const fromBoundary = sql`SELECT count(*) FROM ${listings} WHERE ${inGroup('C')}
    AND ${listings.availableFrom} >= ${p('fromStart')}::date AND ${listings.availableFrom} <= ${p('moveIn')}::date AND ${lengthFits} AND ${untilFits}`;
  const untilBoundary = sql`SELECT count(*) FROM ${listings} WHERE ${inGroup('C')}
    AND ${listings.availableUntil} IS NOT NULL AND ${listings.availableUntil} >= ${p('moveOut')}::date AND ${listings.availableUntil} <= ${p('untilEnd')}::date
    AND ${listings.availableFrom} < ${p('fromStart')}::date AND ${lengthFits}`;
  // The candidates booked past the move-in, decided by their stays in the index entry (migration 0021).
  const booked = sql`SELECT -count(*) FROM ${listings} WHERE ${inGroup('POSIX')}
    AND ${listings.bookedUntil} IS NOT NULL AND ${listings.bookedUntil} > ${p('moveIn')}::date
    AND ${listings.availableFrom} <= ${p('moveIn')}::date AND ${lengthFits} AND ${untilFits}
    AND ${listings.bookedStays} && daterange(${p('moveIn')}::date, ${p('moveOut')}::date)`;
  const parts: SQL[] = [cells, fromBoundary, untilBoundary, booked];
  return db.select({ value: sql`coalesce(sum(arm.matches), 0)` })
    .from(sql`unnest(${p('cities')}::text[], ${p('universities')}::text[]) AS grp (city, university)
    CROSS JOIN LATERAL (${sql.join(parts, sql` UNION ALL `)}) arm`);
}
