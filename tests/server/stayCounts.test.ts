/**
 * A dated search's total from the cells kept in advance (store/stayCounts.ts, migration 0020), on
 * both engines (the cells read whatever the groups' size, SqlListings' last argument 0): the same totals as the stay rule at the months' edges, and cells that every write
 * of the listings keeps equal to the listings themselves (publish, unpublish, an edit of the terms
 * or the price, accepting a stay, removing, a load, the migration's backfill).
 */
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import type { PropertyRecord } from '../../src/api/data/model';
import type { PropertyFilter, RoomType } from '../../src/api/generated/resolvers';
import { normalizeFilter } from '../../src/api/rules/filters';
import { bookingLine } from '../../src/api/resolvers/bookingLines';
import type { NewBooking } from '../../src/api/store/bookings';
import { addDays, addMonths, type CalendarDate } from '../../src/lib/calendarDate';
import { stayMonths } from '../../src/lib/listingTerms';
import { loadListings } from '../../src/server/db/bulkListings';
import type { DatabaseHandle } from '../../src/server/db/database';
import { createSqlBookings } from '../../src/server/store/sqlBookings';
import { SqlListings } from '../../src/server/store/sqlListings';
import { SqlOwnedListings } from '../../src/server/store/sqlOwnedListings';
import { countsFromCells, monthIndex, STAY_CELLS_FROM, STAY_COUNT_MONTHS, stayCountValues } from '../../src/server/store/stayCounts';
import { naiveMatches } from '../api/naiveFilter';
import { testDatabase } from './testDatabase';
import { newBooking } from './newBooking';

const TODAY = '2027-03-15';
const records = generateProperties(1500, 91, { today: TODAY });
const ROOM_TYPES: readonly RoomType[] = ['ENTIRE_PLACE', 'STUDIO', 'PRIVATE_ROOM', 'SHARED_ROOM'];

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await testDatabase(records);
});

describe("a stay's cells and boundaries", () => {
  it('read no boundary when the move-in and the move-out fall on a 1st', () => {
    const values = stayCountValues('2027-09-01', '2028-07-01');
    expect(values).toMatchObject({
      fromMonth: monthIndex('2027-09-01'),
      fromStart: '2027-09-02',
      untilMonth: monthIndex('2028-06-30'),
      untilEnd: '2028-06-30',
    });
    // The ranges are empty: from the 2nd to the 1st, and from 1 July to 30 June.
    expect(values.fromStart > values.moveIn && values.untilEnd < values.moveOut).toBe(true);
  });

  it('read the days of the month up to a move-in and from a move-out to the month end, over leap days and the year end', () => {
    expect(stayCountValues('2028-02-29', '2029-01-01')).toMatchObject({
      fromStart: '2028-02-02',
      untilMonth: monthIndex('2028-12-31'),
      untilEnd: '2028-12-31',
    });
    expect(stayCountValues('2027-12-31', '2028-02-29')).toMatchObject({
      fromStart: '2027-12-02',
      untilMonth: monthIndex('2028-02-01'),
      untilEnd: '2028-02-29',
    });
    expect(stayCountValues('2027-01-02', '2027-03-01')).toMatchObject({ fromStart: '2027-01-02', untilEnd: '2027-02-28' });
  });

  it('count stays up to two years over big enough groups from the cells, and the others in the index', () => {
    const groups = [{ city: 'berlin', university: 'humboldt university of berlin', listings: STAY_CELLS_FROM }];
    const cells = (filter: PropertyFilter, from = STAY_CELLS_FROM) => countsFromCells(normalizeFilter(filter), groups, from);
    expect(cells({ moveIn: '2027-09-01', moveOut: addMonths('2027-09-01', STAY_COUNT_MONTHS) })).toBe(true);
    expect(cells({ moveIn: '2027-09-01', moveOut: addMonths('2027-09-02', STAY_COUNT_MONTHS) })).toBe(false);
    expect(cells({ moveIn: '2027-09-01', moveOut: '2028-06-30', maxPrice: 700 })).toBe(false);
    expect(cells({ moveIn: '2027-09-01' })).toBe(false);
    expect(cells({ moveIn: '2027-09-01', moveOut: '2028-06-30' }, STAY_CELLS_FROM + 1)).toBe(false);
  });
});

/** Move-ins on the months' edges and the listings' own dates; move-outs likewise, and stays of 1 to 25 months. */
function edgeStays(): Array<{ moveIn: CalendarDate; moveOut: CalendarDate }> {
  const moveIns = ['2027-03-01', '2027-03-02', '2027-03-15', '2027-03-31', '2027-06-01', '2027-09-30', '2028-02-29', '2028-03-01'];
  moveIns.push(...records.slice(0, 12).map((record) => record.availableFrom));
  const stays: Array<{ moveIn: CalendarDate; moveOut: CalendarDate }> = [];
  for (const moveIn of moveIns) {
    for (const months of [1, 5, 10, 12, 24, 25]) stays.push({ moveIn, moveOut: addMonths(moveIn, months) });
    stays.push({ moveIn, moveOut: addDays(addMonths(`${moveIn.slice(0, 8)}01`, 11), -1) }, { moveIn, moveOut: addMonths(`${moveIn.slice(0, 8)}01`, 7) });
  }
  for (const record of records.slice(0, 40)) {
    if (record.availableUntil !== null && record.availableUntil > record.availableFrom) {
      stays.push(
        { moveIn: record.availableFrom, moveOut: record.availableUntil },
        { moveIn: record.availableFrom, moveOut: addDays(record.availableUntil, 1) },
      );
    }
  }
  return stays;
}

describe('a dated search', () => {
  it('totals exactly what the stay rule finds, at the months edges, for every room type, bills and groups', async () => {
    const listings = new SqlListings(handle.db, handle.searchDriver, 0);
    let matched = 0;
    for (const [index, dates] of edgeStays().entries()) {
      const roomType = index % 5 === 4 ? undefined : ROOM_TYPES[index % 4];
      const billsIncluded = index % 3 === 0 ? undefined : index % 3 === 1;
      const city = index % 2 === 0 ? 'Berlin' : undefined;
      const filter = normalizeFilter({ ...dates, roomType, billsIncluded, city });
      const expected = records.filter((record) => naiveMatches(record, filter));
      const page = await listings.search({ filter, order: 'RECOMMENDED', after: null, first: 10 });
      expect({ ...dates, roomType, billsIncluded, city, total: page.totalCount }).toEqual({ ...dates, roomType, billsIncluded, city, total: expected.length });
      matched += expected.length;
    }
    expect(matched).toBeGreaterThan(100);
  });
});

/** Rows as objects, as both drivers give them to drizzle's execute. */
async function rowsOf(query: SQL): Promise<Array<Record<string, unknown>>> {
  const result: unknown = await handle.db.execute(query);
  return (result as { rows: Array<Record<string, unknown>> }).rows;
}

interface Cell {
  city: string;
  university: string;
  roomType: string;
  stayMonths: number;
  fromMonth: number;
  untilMonth: number;
  bills: boolean;
  listings: number;
}

/** The cells as kept, without those a removal brought to zero. */
async function keptCells(): Promise<string[]> {
  const rows = await rowsOf(sql`SELECT city_search, university_search, room_type, stay_months, from_month, until_month, bills_included, listings
    FROM listing_stay_counts WHERE listings <> 0`);
  return rows
    .map((row) =>
      [row.city_search, row.university_search, row.room_type, row.stay_months, row.from_month, row.until_month, row.bills_included, row.listings].join('|'),
    )
    .sort();
}

/** The cells as the listings hold them now, counted here one listing at a time. */
async function cellsOfListings(): Promise<string[]> {
  const rows = await rowsOf(sql`SELECT city_search, university_search, room_type, available_from::text AS available_from,
    available_until::text AS available_until, min_stay_months, max_stay_months, bills_included FROM listings`);
  const cells = new Map<string, Cell>();
  for (const row of rows) {
    const last = Math.min((row.max_stay_months as number | null) ?? STAY_COUNT_MONTHS, STAY_COUNT_MONTHS);
    for (let months = row.min_stay_months as number; months <= last; months += 1) {
      const cell: Cell = {
        city: row.city_search as string,
        university: row.university_search as string,
        roomType: row.room_type as string,
        stayMonths: months,
        fromMonth: monthIndex(addDays(row.available_from as string, -1)),
        untilMonth: row.available_until === null ? 2147483647 : monthIndex(row.available_until as string),
        bills: row.bills_included as boolean,
        listings: 0,
      };
      const key = [cell.city, cell.university, cell.roomType, cell.stayMonths, cell.fromMonth, cell.untilMonth, cell.bills].join('|');
      const kept = cells.get(key) ?? cell;
      kept.listings += 1;
      cells.set(key, kept);
    }
  }
  return [...cells.entries()].map(([key, cell]) => `${key}|${cell.listings}`).sort();
}

/** A stay's total written out in SQL over the listings and their accepted stays, without the cells. */
async function straightCount(moveIn: CalendarDate, moveOut: CalendarDate, roomType: RoomType): Promise<number> {
  const months = stayMonths(moveIn, moveOut);
  const rows = await rowsOf(sql`SELECT count(*)::integer AS matches FROM listings
    WHERE room_type = ${roomType} AND available_from <= ${moveIn}::date AND (available_until IS NULL OR available_until >= ${moveOut}::date)
      AND min_stay_months <= ${months} AND (max_stay_months IS NULL OR max_stay_months >= ${months})
      AND NOT EXISTS (SELECT 1 FROM booking_requests WHERE listing_id = listings.id AND status = 'ACCEPTED'
        AND daterange(move_in, move_out) && daterange(${moveIn}::date, ${moveOut}::date))`);
  return rows[0]!.matches as number;
}

async function searchCount(moveIn: CalendarDate, moveOut: CalendarDate, roomType: RoomType): Promise<number> {
  const filter = normalizeFilter({ moveIn, moveOut, roomType });
  return (await new SqlListings(handle.db, handle.searchDriver, 0).search({ filter, order: 'RECOMMENDED', after: null, first: 1 })).totalCount;
}

const probes = [
  { moveIn: '2027-06-01', moveOut: '2028-04-01', roomType: 'STUDIO' as const },
  { moveIn: '2027-08-17', moveOut: '2028-02-09', roomType: 'PRIVATE_ROOM' as const },
  { moveIn: '2027-04-30', moveOut: '2027-07-31', roomType: 'ENTIRE_PLACE' as const },
];

async function expectCellsRight(): Promise<void> {
  expect(await keptCells()).toEqual(await cellsOfListings());
  for (const { moveIn, moveOut, roomType } of probes) expect(await searchCount(moveIn, moveOut, roomType)).toBe(await straightCount(moveIn, moveOut, roomType));
}

const booking = (listing: PropertyRecord, moveIn: CalendarDate, moveOut: CalendarDate): NewBooking =>
  newBooking({
    listingId: listing.id,
    listingName: listing.name,
    studentId: `student-${moveIn}`,
    moveIn,
    moveOut,
    createdAt: Date.parse('2027-03-15T10:00:00Z'),
  });

describe('the cells kept in advance', () => {
  const owned = () => new SqlOwnedListings(handle.db, handle.driver);

  it('equal the listings after a load', async () => {
    await expectCellsRight();
  });

  it('follow a new listing published, an edit of its dates, room type and price, and its unpublishing', async () => {
    const record: PropertyRecord = {
      ...records[7]!,
      id: 'stay-counts-new',
      availableFrom: '2027-05-20',
      availableUntil: null,
      maxStayMonths: null,
      roomType: 'STUDIO',
    };
    await owned().create('owner-1', record);
    await owned().setStatus(record.id, 'PUBLISHED');
    await expectCellsRight();
    // Each edit from the one before: dates, room type and stays; then only the price (no cell
    // changes); then only the maximum (the cells of 3 to 14 months stay, those of 15 to 20 gain it).
    const terms = { availableFrom: '2027-06-01', availableUntil: '2028-04-30', minStayMonths: 3, maxStayMonths: 14, roomType: 'PRIVATE_ROOM' as const };
    for (const edit of [terms, { ...terms, price: 990 }, { ...terms, price: 990, maxStayMonths: 20 }]) {
      await owned().update({ ...record, ...edit });
      await expectCellsRight();
    }
    const bills = record.billsIncluded
      ? { billsIncluded: false, includedBills: [], billsEstimate: 60 }
      : { billsIncluded: true, includedBills: ['WATER' as const], billsEstimate: null };
    await owned().update({ ...record, ...bills, city: records[500]!.city, university: records[500]!.university });
    await expectCellsRight();
    await owned().setStatus(record.id, 'UNPUBLISHED');
    await expectCellsRight();
    await owned().setStatus(record.id, 'PUBLISHED');
    await owned().remove(record.id);
    await expectCellsRight();
  });

  it('stay as they are when a stay is accepted, and the search leaves the booked listing out', async () => {
    const listing = records.find(
      (record) => record.roomType === 'STUDIO' && record.availableUntil === null && record.maxStayMonths === null && record.availableFrom <= '2027-06-01',
    )!;
    const before = await keptCells();
    const bookings = createSqlBookings(handle.db, handle.driver);
    const kept = await bookings.request(booking(listing, '2027-09-01', '2028-01-01'));
    if (kept === 'ALREADY_PENDING') throw new Error('expected a new request');
    const total = await searchCount('2027-06-01', '2028-04-01', 'STUDIO');
    expect(await bookings.accept(kept.id, Date.parse('2027-03-15T11:00:00Z'), bookingLine)).not.toBeTypeOf('string');
    expect(await keptCells()).toEqual(before);
    expect(await searchCount('2027-06-01', '2028-04-01', 'STUDIO')).toBe(total - 1);
    await expectCellsRight();
  });

  it('follow a load appended and a load replacing the catalogue', async () => {
    // A load writes no booked_until: the catalogue is loaded without bookings.
    await handle.db.execute(sql`TRUNCATE booking_requests`);
    const more = generateProperties(1700, 91, { today: TODAY }).slice(1500);
    await loadListings(handle.driver, more, { replace: false, firstPosition: 100_000 });
    await expectCellsRight();
    await loadListings(handle.driver, records, { replace: true });
    await expectCellsRight();
  });

  it("are rebuilt from the listings by the migration's backfill", async () => {
    await handle.db.execute(sql`DELETE FROM listing_stay_counts`);
    await handle.db.execute(sql`SELECT listing_stay_counts_rebuild()`);
    await expectCellsRight();
  });
});
