/**
 * The SQL catalogue answers exactly as the in-memory one (src/api/data/catalogIndex.ts): the same
 * listings in the same order, the same totals, the same pages, for any filter, over a few thousand
 * generated listings.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../scripts/data/cities';
import { generateProperties } from '../../scripts/data/generate';
import { Catalog } from '../../src/api/data/catalogIndex';
import type { SearchPage } from '../../src/api/data/listings';
import { normalizeFilter } from '../../src/api/rules/filters';
import type { PropertyFilter } from '../../src/api/generated/resolvers';
import { SqlListings } from '../../src/server/store/sqlListings';
import { testDatabase } from './testDatabase';

const COUNT = 3000;
const records = generateProperties(COUNT, 77);
const memory = new Catalog(records);
let sql: SqlListings;

beforeAll(async () => {
  sql = new SqlListings((await testDatabase(records)).db);
});

/** Parts of real names in any case, and text that matches nothing or holds LIKE's own characters. */
const text = fc.oneof(
  fc.constantFrom(...cities.flatMap((city) => [city.name, ...city.universities])).chain((name) =>
    fc.tuple(fc.nat(name.length), fc.nat(6), fc.boolean()).map(([start, length, upper]) => {
      const part = name.slice(start, start + length + 1);
      return upper ? part.toUpperCase() : part;
    }),
  ),
  fc.constantFrom('%', '_', '\\', 'of%', 'a_b', "'", 'ö', 'Eötvös', 'zzz'),
);

const filter: fc.Arbitrary<PropertyFilter> = fc.record(
  {
    city: text,
    university: text,
    minPrice: fc.integer({ min: 250, max: 1600 }),
    maxPrice: fc.integer({ min: 250, max: 1600 }),
    bedrooms: fc.integer({ min: 1, max: 6 }),
    minBedrooms: fc.integer({ min: 1, max: 6 }),
  },
  { requiredKeys: [] },
);

const ids = (page: SearchPage) => ({
  ids: page.edges.map((edge) => [edge.node.id, edge.cursor.position]),
  totalCount: page.totalCount,
  hasNextPage: page.hasNextPage,
});

describe(`SQL search against the in-memory catalogue, ${COUNT} listings`, () => {
  it('returns the same pages for any filter, page size and cursor', async () => {
    await fc.assert(
      fc.asyncProperty(filter, fc.integer({ min: 1, max: 100 }), fc.option(fc.nat(COUNT + 5), { nil: null }), async (raw, first, after) => {
        const request = { filter: normalizeFilter(raw), first, after: after === null ? null : { position: after } };
        expect(ids(await sql.search(request))).toEqual(ids(memory.search(request)));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 150) },
    );
  });

  it('walks a whole result page by page, as the app does', async () => {
    const request = normalizeFilter({ city: 'a', maxPrice: 900 });
    let after: { position: number } | null = null;
    const seen: string[] = [];
    for (;;) {
      const page: SearchPage = await sql.search({ filter: request, first: 100, after });
      expect(ids(page)).toEqual(ids(memory.search({ filter: request, first: 100, after })));
      seen.push(...page.edges.map((edge) => edge.node.id));
      if (!page.hasNextPage) break;
      after = page.edges.at(-1)!.cursor;
    }
    expect(seen).toHaveLength(memory.search({ filter: request, first: 1, after: null }).totalCount);
  });

  it('returns whole records, as generated', async () => {
    for (const record of [records[0]!, records[1234]!, records[COUNT - 1]!]) expect(await sql.get(record.id)).toEqual(record);
    expect(await sql.get('no-such-id')).toBeNull();
  });
});
