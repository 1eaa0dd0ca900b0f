/**
 * The rental terms' count and its own btree (store/searchStatements.ts termsCount, migration 0010):
 * a dated search's count is planned on listings_terms_count, and no page statement ever is (the
 * index is in the "C" collation, which only the count asks for; a page walked over it would read
 * and sort every match of a group: docs/server.md#searching-by-dates-room-type-and-bills). A stay's
 * count sums the cells kept in advance (store/stayCounts.ts) and reads only its boundaries; no
 * statement asks booking_requests about a candidate (migration 0021). Each of
 * the store's statements is recorded as it runs and then EXPLAINed with its own parameters, on a
 * connection where sequential scans are off, so that a few thousand rows plan as a million would.
 */
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordStatements } from '../../scripts/bench/server/load';
import { generateProperties } from '../../scripts/data/generate';
import { normalizeFilter } from '../../src/api/rules/filters';
import type { PropertyFilter } from '../../src/api/generated/resolvers';
import type { ListingOrder } from '../../src/api/data/listings';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../src/server/db/schema';
import type { DatabaseHandle } from '../../src/server/db/database';
import { SqlListings } from '../../src/server/store/sqlListings';
import { STAY_CELLS_FROM } from '../../src/server/store/stayCounts';
import { sqlEngine, testDatabase } from './testDatabase';

const TODAY = '2027-03-15';
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await testDatabase(generateProperties(3000, 77, { today: TODAY }));
});

/** The indexes the plan of each statement `filter` and `order` run reads, statement by statement. */
async function plannedIndexes(
  filter: PropertyFilter,
  order: ListingOrder,
  stayCellsFrom = STAY_CELLS_FROM,
): Promise<Array<{ text: string; indexes: string[] }>> {
  if (handle.driver.kind !== 'postgres') throw new Error('PostgreSQL only');
  const pool = handle.driver.pool;
  const stages = await recordStatements(pool, (recording) =>
    new SqlListings(drizzle({ client: recording, schema }), { kind: 'postgres', pool: recording }, stayCellsFrom).search({
      filter: normalizeFilter(filter),
      order,
      after: null,
      first: 24,
    }),
  );
  const client: pg.PoolClient = await pool.connect();
  try {
    await client.query('SET enable_seqscan = off');
    const planned = [];
    for (const { config, values } of stages.flat()) {
      const { rows } = await client.query<{ 'QUERY PLAN': unknown }>({ text: `EXPLAIN (FORMAT JSON) ${config.text}`, values });
      const indexes = [...JSON.stringify(rows[0]!['QUERY PLAN']).matchAll(/"Index Name":"([^"]+)"/g)].map((match) => match[1]!);
      planned.push({ text: config.text, indexes });
    }
    return planned;
  } finally {
    await client.query('RESET enable_seqscan');
    client.release();
  }
}

const stay = { moveIn: '2027-09-01', moveOut: '2028-06-30' };

describe.runIf(sqlEngine() === 'postgres')("the terms' count and its btree", () => {
  it.each([
    ['a city, a room type and a stay', { city: 'Berlin', roomType: 'STUDIO', ...stay }, 'RECOMMENDED'],
    ['a city and a move-in alone', { city: 'Berlin', moveIn: stay.moveIn }, 'RECOMMENDED'],
    ['a university, a stay and bills, by distance', { university: 'Humboldt', billsIncluded: true, ...stay }, 'DISTANCE'],
    ['every city, a room type, by price', { roomType: 'SHARED_ROOM' }, 'PRICE_ASC'],
  ] as const)('%s: the count reads listings_terms_count, the page never does', async (_name, filter, order) => {
    const statements = await plannedIndexes(filter, order);
    const counts = statements.filter(({ text }) => /\bcount\(/.test(text));
    const pages = statements.filter(({ text }) => !/\bcount\(/.test(text) && /json_agg/.test(text));
    expect(counts).toHaveLength(1);
    expect(pages).toHaveLength(1);
    expect(counts[0]!.indexes).toEqual(expect.arrayContaining(['listings_terms_count']));
    expect(pages[0]!.indexes).not.toContain('listings_terms_count');
    // Booked or not is read from the listing's own booked_stays (migration 0021), never asked of booking_requests.
    for (const { text } of statements) expect(text).not.toContain('booking_requests');
  });

  it.each([
    ['a city, a room type and a stay', { city: 'Berlin', roomType: 'STUDIO', ...stay }],
    ['a stay with bills over every city', { billsIncluded: true, ...stay }],
  ] as const)("%s: the count sums listing_stay_counts and reads its boundaries from the listings' partial btrees", async (_name, filter) => {
    // The groups of 3,000 listings are small: the cells are read whatever their size (0).
    const statements = await plannedIndexes(filter, 'RECOMMENDED', 0);
    const counts = statements.filter(({ text }) => /\bcount\(/.test(text));
    expect(counts).toHaveLength(1);
    // The booked candidates are decided by their stays in listings_stay_booked (migration 0021):
    // no probe of booking_requests.
    expect([...counts[0]!.indexes].sort()).toEqual(['listing_stay_counts_pkey', 'listings_stay_booked', 'listings_stay_until', 'listings_terms_count']);
    for (const { indexes } of statements.filter((statement) => statement !== counts[0])) {
      expect(indexes).not.toEqual(expect.arrayContaining(['listings_stay_until']));
      expect(indexes).not.toEqual(expect.arrayContaining(['listings_stay_booked']));
    }
  });

  it('a count without the terms (a price range) never reads listings_terms_count', async () => {
    const statements = await plannedIndexes({ city: 'Berlin', minPrice: 500, maxPrice: 700 }, 'RECOMMENDED');
    for (const { indexes } of statements) expect(indexes).not.toContain('listings_terms_count');
  });
});

describe.runIf(sqlEngine() === 'postgres')("a price range's count", () => {
  it('sums listing_price_groups along its primary key, reading no listing (migration 0019)', async () => {
    const statements = await plannedIndexes({ city: 'Berlin', minPrice: 500, maxPrice: 700 }, 'RECOMMENDED');
    const counts = statements.filter(({ text }) => /listing_price_groups/.test(text));
    expect(counts).toHaveLength(1);
    expect(counts[0]!.indexes).toEqual(['listing_price_groups_city_search_university_search_price_pk']);
    expect(statements.filter(({ text }) => /\bcount\(/.test(text))).toHaveLength(0);
  });
});
