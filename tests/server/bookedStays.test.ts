/**
 * Each listing's accepted stays kept in its own row (listings.booked_stays and booked_until, kept
 * by migration 0021's triggers), on both engines: after every write that can change them they
 * equal the stays written out here from booking_requests, and a dated search's total, counted
 * from the cells or in the index, equals a straight count with the overlap written out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import type { PropertyRecord } from '../../src/api/data/model';
import { normalizeFilter } from '../../src/api/rules/filters';
import { bookingLine } from '../../src/api/resolvers/bookingLines';
import type { NewBooking } from '../../src/api/store/bookings';
import { BOOKING_HOLD_MS } from '../../src/lib/bookingRules';
import { addDays, addMonths, type CalendarDate } from '../../src/lib/calendarDate';
import { stayMonths } from '../../src/lib/listingTerms';
import { loadListings } from '../../src/server/db/bulkListings';
import type { DatabaseHandle } from '../../src/server/db/database';
import { createSqlBookings, takeExpired } from '../../src/server/store/sqlBookings';
import { SqlListings } from '../../src/server/store/sqlListings';
import { SqlOwnedListings } from '../../src/server/store/sqlOwnedListings';
import { projectRoot } from '../../src/server/projectRoot';
import { testDatabase } from './testDatabase';
import { newBooking } from './newBooking';

const TODAY = '2027-03-15';
const NOW = Date.parse('2027-03-15T10:00:00Z');
const records = generateProperties(600, 53, { today: TODAY });
// Open-ended listings without a maximum: any stay from their free date fits their terms.
const [first, second] = records.filter((record) => record.availableUntil === null && record.maxStayMonths === null && record.minStayMonths <= 3);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await testDatabase(records);
});

async function rowsOf(query: SQL): Promise<Array<Record<string, unknown>>> {
  const result: unknown = await handle.db.execute(query);
  return (result as { rows: Array<Record<string, unknown>> }).rows;
}

/** The listings' kept stays, as `id booked_stays booked_until`, those with none left out. */
async function keptStays(): Promise<string[]> {
  const rows = await rowsOf(sql`SELECT id, booked_stays::text AS stays, booked_until::text AS until FROM listings
    WHERE booked_stays IS NOT NULL OR booked_until IS NOT NULL`);
  return rows.map((row) => `${String(row.id)} ${String(row.stays)} ${String(row.until)}`).sort();
}

/**
 * The same written out here: each listed listing's accepted stays in date order, stays that meet
 * joined (a multirange holds `[a,b)` and `[b,c)` as `[a,c)`), the last move-out as booked_until.
 */
async function staysOfBookings(): Promise<string[]> {
  const rows = await rowsOf(sql`SELECT b.listing_id AS id, b.move_in::text AS move_in, b.move_out::text AS move_out
    FROM booking_requests b JOIN listings l ON l.id = b.listing_id WHERE b.status = 'ACCEPTED' ORDER BY b.listing_id, b.move_in`);
  const byListing = new Map<string, Array<[string, string]>>();
  for (const row of rows) {
    const stays = byListing.get(row.id as string) ?? [];
    const last = stays.at(-1);
    if (last && last[1] === row.move_in) last[1] = row.move_out as string;
    else stays.push([row.move_in as string, row.move_out as string]);
    byListing.set(row.id as string, stays);
  }
  return [...byListing.entries()].map(([id, stays]) => `${id} {${stays.map(([from, to]) => `[${from},${to})`).join(',')}} ${stays.at(-1)![1]}`).sort();
}

/** A stay's total written out in SQL over the listings and their accepted stays. */
async function straightCount(moveIn: CalendarDate, moveOut: CalendarDate | null): Promise<number> {
  const end = moveOut ?? addDays(moveIn, 1);
  const months = moveOut === null ? 1 : stayMonths(moveIn, moveOut);
  const rows = await rowsOf(sql`SELECT count(*)::integer AS matches FROM listings
    WHERE available_from <= ${moveIn}::date AND (${moveOut === null}::boolean OR ((available_until IS NULL OR available_until >= ${end}::date)
      AND min_stay_months <= ${months} AND (max_stay_months IS NULL OR max_stay_months >= ${months})))
      AND NOT EXISTS (SELECT 1 FROM booking_requests WHERE listing_id = listings.id AND status = 'ACCEPTED'
        AND daterange(move_in, move_out) && daterange(${moveIn}::date, ${end}::date))`);
  return rows[0]!.matches as number;
}

/** The search's total, its count from the cells (threshold 0) and in the index (a threshold no group reaches). */
async function searchCounts(moveIn: CalendarDate, moveOut: CalendarDate | null): Promise<number[]> {
  const filter = normalizeFilter({ moveIn, moveOut: moveOut ?? undefined });
  const totals = [];
  for (const cellsFrom of [0, Number.MAX_SAFE_INTEGER]) {
    totals.push((await new SqlListings(handle.db, handle.searchDriver, cellsFrom).search({ filter, order: 'RECOMMENDED', after: null, first: 1 })).totalCount);
  }
  return totals;
}

/** Stays on and around each booked listing's stays: overlapping, ending on a move-in, starting on a move-out, and a move-in alone. */
async function expectStaysKept(): Promise<void> {
  expect(await keptStays()).toEqual(await staysOfBookings());
  const rows = await rowsOf(
    sql`SELECT move_in::text AS move_in, move_out::text AS move_out FROM booking_requests WHERE status = 'ACCEPTED' ORDER BY id LIMIT 4`,
  );
  const stays: Array<[CalendarDate, CalendarDate | null]> = [['2027-06-01', '2028-04-01']];
  for (const row of rows) {
    const [moveIn, moveOut] = [row.move_in as CalendarDate, row.move_out as CalendarDate];
    stays.push(
      [addMonths(moveIn, -3), moveIn],
      [moveOut, addMonths(moveOut, 3)],
      [addDays(moveOut, -1), addMonths(moveOut, 3)],
      [moveIn, null],
      [moveOut, null],
    );
  }
  for (const [moveIn, moveOut] of stays) {
    const straight = await straightCount(moveIn, moveOut);
    expect({ moveIn, moveOut, totals: await searchCounts(moveIn, moveOut) }).toEqual({ moveIn, moveOut, totals: [straight, straight] });
  }
}

const booking = (listing: PropertyRecord, moveIn: CalendarDate, moveOut: CalendarDate, student = `student-${moveIn}`): NewBooking =>
  newBooking({ listingId: listing.id, listingName: listing.name, studentId: student, moveIn, moveOut, createdAt: NOW });

const bookings = () => createSqlBookings(handle.db, handle.driver);
const owned = () => new SqlOwnedListings(handle.db, handle.driver);

async function requested(listing: PropertyRecord, moveIn: CalendarDate, moveOut: CalendarDate): Promise<string> {
  const kept = await bookings().request(booking(listing, moveIn, moveOut));
  if (kept === 'ALREADY_PENDING') throw new Error('expected a new request');
  return kept.id;
}

async function accepted(listing: PropertyRecord, moveIn: CalendarDate, moveOut: CalendarDate): Promise<string> {
  const id = await requested(listing, moveIn, moveOut);
  expect(await bookings().accept(id, NOW + 1, bookingLine)).not.toBeTypeOf('string');
  return id;
}

describe("a listing's kept stays", () => {
  it('follow each accept: a later stay, an earlier one, one meeting another', async () => {
    const from = first!.availableFrom > TODAY ? first!.availableFrom : TODAY;
    await accepted(first!, addMonths(from, 6), addMonths(from, 10));
    await expectStaysKept();
    await accepted(first!, addMonths(from, 1), addMonths(from, 3));
    await expectStaysKept();
    await accepted(first!, addMonths(from, 3), addMonths(from, 5));
    expect(await keptStays()).toEqual([
      `${first!.id} {[${addMonths(from, 1)},${addMonths(from, 5)}),[${addMonths(from, 6)},${addMonths(from, 10)})} ${addMonths(from, 10)}`,
    ]);
    await expectStaysKept();
  });

  it('stay as they are when a request is declined, cancelled or expires, and when the listing is edited', async () => {
    const before = await keptStays();
    const from = second!.availableFrom > TODAY ? second!.availableFrom : TODAY;
    const declined = await requested(second!, addMonths(from, 2), addMonths(from, 6));
    expect(await bookings().decline(declined, 'Sorry', NOW + 1, bookingLine)).not.toBeTypeOf('string');
    const cancelled = await requested(second!, addMonths(from, 3), addMonths(from, 7));
    expect(await bookings().cancel(cancelled, NOW + 1, bookingLine)).not.toBeTypeOf('string');
    await requested(second!, addMonths(from, 4), addMonths(from, 8));
    expect(await takeExpired(handle.db, NOW + BOOKING_HOLD_MS)).toHaveLength(1);
    await owned().update({ ...first!, availableFrom: addDays(first!.availableFrom, -3), price: first!.price + 10 });
    expect(await keptStays()).toEqual(before);
    await expectStaysKept();
  });

  it('leave the search with the listing and come back with it', async () => {
    const before = await keptStays();
    await owned().setStatus(first!.id, 'UNPUBLISHED');
    expect(await keptStays()).toEqual([]);
    await expectStaysKept();
    await owned().setStatus(first!.id, 'PUBLISHED');
    expect(await keptStays()).toEqual(before);
    await expectStaysKept();
  });

  it('follow an accepted stay changed or removed in the database, and the table emptied', async () => {
    const from = second!.availableFrom > TODAY ? second!.availableFrom : TODAY;
    const stay = await accepted(second!, addMonths(from, 12), addMonths(from, 14));
    await expectStaysKept();
    // No write of the app does these; the triggers keep the columns right whatever writes the table.
    await handle.db.execute(sql`UPDATE booking_requests SET move_out = ${addMonths(from, 15)}::date WHERE id = ${stay}`);
    await expectStaysKept();
    await handle.db.execute(sql`UPDATE booking_requests SET status = 'CANCELLED' WHERE id = ${stay}`);
    await expectStaysKept();
    await handle.db.execute(
      sql`DELETE FROM booking_requests WHERE listing_id = ${first!.id} AND move_in = (SELECT min(move_in) FROM booking_requests WHERE listing_id = ${first!.id} AND status = 'ACCEPTED')`,
    );
    await expectStaysKept();
    await handle.db.execute(sql`TRUNCATE booking_requests`);
    expect(await keptStays()).toEqual([]);
    await expectStaysKept();
  });

  it('come back with the listings of a load appended or replacing the catalogue', async () => {
    const from = first!.availableFrom > TODAY ? first!.availableFrom : TODAY;
    await accepted(first!, addMonths(from, 2), addMonths(from, 4));
    const more = generateProperties(700, 53, { today: TODAY }).slice(600);
    await loadListings(handle.driver, more, { replace: false, firstPosition: 100_000 });
    await expectStaysKept();
    await loadListings(handle.driver, records, { replace: true });
    expect(await keptStays()).toHaveLength(1);
    await expectStaysKept();
  });

  it("are written from the accepted stays by the migration's backfill", async () => {
    const backfill = readFileSync(path.join(projectRoot, 'src/server/db/migrations/0021_booked_stays.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => statement.startsWith('SELECT "listing_booked_stays_set"'));
    expect(backfill).toBeDefined();
    const before = await keptStays();
    expect(before).toHaveLength(1);
    // Wrong in both ways: the booked listing's stays gone, another listing's booked_until stale.
    await handle.db.execute(sql`UPDATE listings SET booked_stays = NULL, booked_until = NULL WHERE booked_stays IS NOT NULL`);
    await handle.db.execute(sql`UPDATE listings SET booked_until = '2030-01-01' WHERE id = ${second!.id}`);
    await handle.db.execute(sql.raw(backfill!));
    expect(await keptStays()).toEqual(before);
    await expectStaysKept();
  });
});
