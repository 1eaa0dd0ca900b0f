/**
 * The properties query with arbitrary filters, page sizes and cursors: it answers a page whose every
 * listing is inside the requested ranges and whose count agrees with a naive filter, or refuses with
 * INVALID_INPUT. Values a GraphQL Int cannot hold never reach the resolver.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../src/api/rules/cursor';
import { fromDayNumber, parseCalendarDate } from '../../src/lib/calendarDate';
import { createTestApi } from '../api/harness';
import { Properties, PropertyDetail } from '../api/operations';
import { anyInt, anyText, compact, optional, outOfRangeInt } from './arbitraries';
import { expectTyped } from './invariants';
import { fuzz } from './runs';

interface Listing {
  id: string;
  price: number;
  bedrooms: number;
  city: string;
  university: string;
}

let all: Listing[] = [];

beforeAll(async () => {
  const api = createTestApi();
  const { properties } = await api.data(Properties, { first: 100 });
  all = properties.edges.map((edge) => edge.node);
  expect(all).toHaveLength(properties.totalCount);
});

const place = fc.oneof(anyText, fc.constantFrom('Berlin', 'ber', ' PARIS ', 'university', 'Universität', 'e', ''));

const filterArbitrary = fc.record(
  {
    city: optional(place),
    university: optional(place),
    minPrice: optional(anyInt),
    maxPrice: optional(anyInt),
    bedrooms: optional(anyInt),
    minBedrooms: optional(anyInt),
  },
  { requiredKeys: [] },
);

type Filter = typeof filterArbitrary extends fc.Arbitrary<infer T> ? T : never;

function naiveMatch(listing: Listing, filter: Filter): boolean {
  const text = (value: string | null | undefined) => value?.trim().toLowerCase() ?? '';
  return (
    listing.city.toLowerCase().includes(text(filter.city)) &&
    listing.university.toLowerCase().includes(text(filter.university)) &&
    (filter.minPrice == null || listing.price >= filter.minPrice) &&
    (filter.maxPrice == null || listing.price <= filter.maxPrice) &&
    (filter.bedrooms == null || listing.bedrooms === filter.bedrooms) &&
    (filter.minBedrooms == null || listing.bedrooms >= filter.minBedrooms)
  );
}

describe('fuzzing the properties query', () => {
  it('answers only listings inside the filter, or refuses with INVALID_INPUT', async (context) => {
    const api = createTestApi();
    const cursor = fc.oneof(
      anyText,
      fc.integer({ min: 0, max: 60 }).map((position) => encodeCursor('RECOMMENDED', { key: null, position })),
      fc.constant(btoa('after:-1')),
      fc.constant(btoa(`after:${2 ** 53}`)),
    );
    await fuzz(
      context,
      fc.asyncProperty(optional(filterArbitrary), optional(anyInt), optional(cursor), async (filter, first, after) => {
        const result = await api.run(Properties, compact({ filter, first, after }));
        const errors = expectTyped(result, () => ({ errors: [] }));
        if (errors === null) return;
        const { edges, totalCount, pageInfo } = result.data!.properties;
        const matching = all.filter((listing) => naiveMatch(listing, filter ?? {}));
        expect(totalCount).toBe(matching.length);
        expect(edges.length).toBeLessThanOrEqual(first ?? 24);
        for (const { node } of edges) expect(naiveMatch(node, filter ?? {}), `${node.id} is outside the filter`).toBe(true);
        expect(pageInfo.endCursor).toBe(edges.at(-1)?.cursor ?? null);
      }),
    );
  });

  it('refuses numbers a GraphQL Int cannot hold before any resolver runs', async (context) => {
    const api = createTestApi();
    const field = fc.constantFrom('minPrice', 'maxPrice', 'bedrooms', 'minBedrooms', 'first');
    await fuzz(
      context,
      fc.asyncProperty(field, outOfRangeInt, async (name, value) => {
        const variables = name === 'first' ? { first: value } : { filter: { [name]: value } };
        const result = await api.run(Properties, variables);
        expect(result.data).toBeUndefined();
        expect(result.errors?.[0]?.message).toMatch(/Int cannot represent|got invalid value/);
      }),
    );
  });

  it('takes any real YYYY-MM-DD date and refuses any other text as INVALID_INPUT, before any resolver runs', async (context) => {
    const api = createTestApi();
    const realDate = fc.integer({ min: -719162, max: 2932896 }).map(fromDayNumber);
    const nearlyDate = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    await fuzz(
      context,
      fc.asyncProperty(fc.oneof(realDate, nearlyDate, anyText), async (moveIn) => {
        const result = await api.run(Properties, { filter: { moveIn }, first: 1 });
        if (parseCalendarDate(moveIn) !== null) {
          expect(result.errors, moveIn).toBeUndefined();
          return;
        }
        expect(result.data, moveIn).toBeUndefined();
        expect(result.errors?.[0]?.extensions, moveIn).toMatchObject({ code: 'INVALID_INPUT' });
      }),
    );
  });

  it('property(id) answers the listing or null for any id', async (context) => {
    const api = createTestApi();
    const ids = all.map((listing) => listing.id);
    await fuzz(
      context,
      fc.asyncProperty(fc.oneof(anyText, fc.constantFrom(...ids), fc.uuid()), async (id) => {
        const result = await api.run(PropertyDetail, { id });
        expect(result.errors).toBeUndefined();
        const found = result.data?.property ?? null;
        expect(found?.id ?? null).toBe(ids.includes(id) ? id : null);
      }),
    );
  });
});
