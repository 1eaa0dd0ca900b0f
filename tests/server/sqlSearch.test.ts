/**
 * The SQL catalogue answers exactly as the in-memory one (src/api/data/catalogIndex.ts): the same
 * listings in the same order, the same totals, the same pages and cursors, for any filter, any
 * order and any cursor, over a few thousand generated listings; and the same universities.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../scripts/data/cities';
import { generateProperties, universityRecords } from '../../scripts/data/generate';
import { Catalog } from '../../src/api/data/catalogIndex';
import type { ListingCursor, ListingOrder, SearchPage, SearchRequest } from '../../src/api/data/listings';
import type { PropertyNode, PropertyRecord } from '../../src/api/data/model';
import { normalizeFilter } from '../../src/api/rules/filters';
import type { PropertyFilter } from '../../src/api/generated/resolvers';
import { addDays, dayNumber, fromDayNumber } from '../../src/lib/calendarDate';
import { distanceMetres } from '../../src/lib/geo';
import { naiveMatches } from '../api/naiveFilter';
import { loadListings } from '../../src/server/db/bulkListings';
import type { Driver } from '../../src/server/db/database';
import { SqlListings } from '../../src/server/store/sqlListings';
import { spyOnStatements } from './statementSpy';
import { testDatabase } from './testDatabase';
import { withoutDetails } from './withoutDetails';

const COUNT = 3000;
const TODAY = '2027-03-15';
const records = generateProperties(COUNT, 77, { today: TODAY });
const memory = new Catalog(records, universityRecords());
let sql: SqlListings;
let driver: Driver;
let searchDriver: Driver;

beforeAll(async () => {
  // With its driver, as the server makes it: on PGlite it keeps the groups between searches.
  const handle = await testDatabase(records);
  driver = handle.driver;
  searchDriver = handle.searchDriver;
  sql = new SqlListings(handle.db, searchDriver);
});

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const orders: readonly ListingOrder[] = ['RECOMMENDED', 'PRICE_ASC', 'PRICE_DESC', 'DISTANCE'];

/** The key a cursor of this order carries for a listing (listings.ts). */
function keyOf(order: ListingOrder, record: PropertyRecord): number | null {
  if (order === 'RECOMMENDED') return null;
  return order === 'DISTANCE' ? distanceMetres(record.coordinates, record.universityCampus) : record.price;
}

/** Parts of real names in any case, and text that matches nothing or holds LIKE's own characters. */
const text = fc.oneof(
  fc.constantFrom(...cities.flatMap((city) => [city.name, ...city.universities.map((university) => university.name)])).chain((name) =>
    fc.tuple(fc.nat(name.length), fc.nat(6), fc.boolean()).map(([start, length, upper]) => {
      const part = name.slice(start, start + length + 1);
      return upper ? part.toUpperCase() : part;
    }),
  ),
  fc.constantFrom('%', '_', '\\', 'of%', 'a_b', "'", 'ö', 'Eötvös', 'zzz'),
);

/**
 * A move-in around the listings' first free days, or one of them exactly, and a move-out after it:
 * a day or two later, at or around a listing's last free day, or up to two years on, so that
 * stays cross month ends and leap days (2028-02-29).
 */
const stay: fc.Arbitrary<Pick<PropertyFilter, 'moveIn' | 'moveOut'>> = fc
  .oneof(
    fc.integer({ min: dayNumber(TODAY) - 90, max: dayNumber(TODAY) + 420 }).map(fromDayNumber),
    fc.nat(COUNT - 1).map((position) => records[position]!.availableFrom),
  )
  .chain((moveIn) =>
    fc.record(
      {
        moveIn: fc.constant(moveIn),
        moveOut: fc.oneof(
          fc.integer({ min: 1, max: 730 }).map((days) => addDays(moveIn, days)),
          fc
            .nat(COUNT - 1)
            .map((position) => records[position]!.availableUntil)
            .filter((until): until is string => until !== null && until > moveIn),
        ),
      },
      { requiredKeys: ['moveIn'] },
    ),
  );

const filter: fc.Arbitrary<PropertyFilter> = fc
  .tuple(
    fc.record(
      {
        city: text,
        university: text,
        minPrice: fc.integer({ min: 250, max: 1600 }),
        maxPrice: fc.integer({ min: 250, max: 1600 }),
        bedrooms: fc.integer({ min: 1, max: 6 }),
        minBedrooms: fc.integer({ min: 1, max: 6 }),
        roomType: fc.constantFrom('ENTIRE_PLACE', 'STUDIO', 'PRIVATE_ROOM', 'SHARED_ROOM'),
        billsIncluded: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
    fc.option(stay, { nil: undefined }),
  )
  .map(([rest, dates]) => ({ ...rest, ...dates }));

/**
 * A cursor of the order: a real listing's (as the API hands out), or a key and position no listing
 * has (a listing since removed, or a forged cursor), both before, inside and past the catalogue.
 */
const cursorFor = (order: ListingOrder): fc.Arbitrary<ListingCursor | null> =>
  fc.option(
    fc.oneof(
      fc.nat(COUNT - 1).map((position) => ({ key: keyOf(order, records[position]!), position })),
      fc.record({
        key: order === 'RECOMMENDED' ? fc.constant(null) : fc.integer({ min: 0, max: order === 'DISTANCE' ? 30_000 : 1600 }),
        position: fc.nat(COUNT + 5),
      }),
    ),
    { nil: null },
  );

const request: fc.Arbitrary<SearchRequest> = fc
  .constantFrom(...orders)
  .chain((order) =>
    fc.record({ filter: filter.map(normalizeFilter), order: fc.constant(order), after: cursorFor(order), first: fc.integer({ min: 1, max: 100 }) }),
  );

const summary = (page: SearchPage) => ({
  edges: page.edges.map((edge) => [edge.node.id, edge.cursor]),
  totalCount: page.totalCount,
  hasNextPage: page.hasNextPage,
});

/** Every page of one search, checking each against the catalogue's, as the app's "Load more" walks it. */
async function walk(search: Omit<SearchRequest, 'after'>): Promise<PropertyNode[]> {
  const seen: PropertyNode[] = [];
  let after: ListingCursor | null = null;
  for (;;) {
    const page: SearchPage = await sql.search({ ...search, after });
    expect(summary(page)).toEqual(summary(memory.search({ ...search, after })));
    seen.push(...page.edges.map((edge) => edge.node));
    if (!page.hasNextPage) return seen;
    after = page.edges.at(-1)!.cursor;
  }
}

describe(`SQL search against the in-memory catalogue, ${COUNT} listings`, () => {
  it('returns the same pages for any filter, order, page size and cursor', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (search) => {
        expect(summary(await sql.search(search))).toEqual(summary(memory.search(search)));
      }),
      { numRuns: RUNS },
    );
  });

  it('finds by dates, room type and bills exactly what the stay rule (src/lib/listingTerms.ts) finds', async () => {
    const stays = fc.tuple(
      stay,
      fc.option(fc.constantFrom('ENTIRE_PLACE', 'STUDIO', 'PRIVATE_ROOM', 'SHARED_ROOM'), { nil: undefined }),
      fc.option(fc.boolean(), { nil: undefined }),
    );
    let matched = 0;
    await fc.assert(
      fc.asyncProperty(stays, async ([dates, roomType, billsIncluded]) => {
        const normalized = normalizeFilter({ ...dates, roomType, billsIncluded });
        const expected = records.filter((record) => naiveMatches(record, normalized)).map((record) => record.id);
        const page = await sql.search({ filter: normalized, order: 'RECOMMENDED', after: null, first: 100 });
        expect(page.totalCount).toBe(expected.length);
        expect(page.edges.map((edge) => edge.node.id)).toEqual(expected.slice(0, 100));
        matched += expected.length;
      }),
      { numRuns: RUNS },
    );
    expect(matched).toBeGreaterThan(0);
  });

  it.each(orders)('walks a whole result page by page in the %s order, as the app does', async (order) => {
    const search = { filter: normalizeFilter({ city: 'a', university: 'university', maxPrice: 900 }), order, first: 7 };
    const seen = await walk(search);
    expect(seen.length).toBe(memory.search({ ...search, after: null, first: 1 }).totalCount);
    expect(seen.length).toBeGreaterThan(100);
  });

  it.each<ListingOrder>(['PRICE_ASC', 'PRICE_DESC'])('breaks price ties by position across page boundaries (%s)', async (order) => {
    // A narrow price band over every city: many listings share each price, and one-listing pages
    // put a boundary between every two of them.
    const search = { filter: normalizeFilter({ minPrice: 700, maxPrice: 712 }), order, first: 1 };
    const seen = await walk(search);
    const prices = seen.map((record) => record.price);
    expect(prices.filter((price, index) => price === prices[index - 1]).length).toBeGreaterThan(5);
  });

  it("answers a page's listings without their details, and the details by id", async () => {
    const page = await sql.search({ filter: normalizeFilter({ city: 'berlin' }), order: 'PRICE_ASC', after: null, first: 30 });
    const byId = new Map(records.map((record) => [record.id, record]));
    expect(page.edges).toHaveLength(30);
    for (const { node } of page.edges) expect(node).toEqual(withoutDetails(byId.get(node.id)!));
    const ids = page.edges.map((edge) => edge.node.id);
    const details = await sql.details([...ids, 'no-such-id', 'nul\u0000']);
    expect([...details.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(details.get(id)).toEqual({ description: byId.get(id)!.description, landlord: byId.get(id)!.landlord });
  });

  it("refuses to load a listing whose terms break the table's checks, and keeps the catalogue as it was", async () => {
    const good = records[0]!;
    const broken: PropertyRecord[] = [
      { ...good, billsIncluded: true, includedBills: ['WATER'], billsEstimate: 50 },
      { ...good, billsIncluded: false, includedBills: [], billsEstimate: null },
      { ...good, billsIncluded: true, includedBills: [], billsEstimate: null },
      { ...good, minStayMonths: 13 },
      { ...good, minStayMonths: 6, maxStayMonths: 5 },
      { ...good, availableFrom: '2027-09-01', availableUntil: '2027-08-31' },
    ];
    for (const record of broken) {
      await expect(loadListings(driver, [{ ...record, id: `broken-${COUNT}` }], { replace: false, firstPosition: COUNT + 10 })).rejects.toThrow(
        /check constraint/,
      );
    }
    expect(await sql.get(`broken-${COUNT}`)).toBeNull();
    expect((await sql.search({ filter: normalizeFilter({}), order: 'RECOMMENDED', after: null, first: 1 })).totalCount).toBe(COUNT);
  });

  it('returns whole records, as generated', async () => {
    for (const record of [records[0]!, records[1234]!, records[COUNT - 1]!]) expect(await sql.get(record.id)).toEqual({ ...record, acceptedStays: [] });
    expect(await sql.get('no-such-id')).toBeNull();
  });

  it('answers reads asked together (one statement) each with its own record, or null', async () => {
    const asked = [records[7]!, records[COUNT - 2]!, records[7]!];
    const answers = await Promise.all([...asked.map((record) => sql.get(record.id)), sql.get('no-such-id'), sql.get('bad\u0000id')]);
    expect(answers).toEqual([...asked.map((record) => ({ ...record, acceptedStays: [] })), null, null]);
  });

  it('reads a listing in one statement, named so that each connection (and PGlite) plans it once', async () => {
    const spy = spyOnStatements(searchDriver);
    try {
      await sql.get(records[7]!.id);
      await sql.get(records[8]!.id);
      expect(spy.names()).toEqual(['listing_by_id', 'listing_by_id']);
    } finally {
      spy.restore();
    }
  });

  it('lists the same universities for any city and name', async () => {
    const match = fc.record({ city: fc.option(text, { nil: null }), name: fc.option(text, { nil: null }) }).map(({ city, name }) => {
      const normalized = normalizeFilter({ city, university: name });
      return { city: normalized.city, name: normalized.university };
    });
    await fc.assert(
      fc.asyncProperty(match, async (query) => {
        expect(await sql.universities(query)).toEqual(memory.universities(query));
      }),
      { numRuns: RUNS },
    );
    expect(await sql.universities({ city: null, name: null })).toHaveLength(36);
  });
});
