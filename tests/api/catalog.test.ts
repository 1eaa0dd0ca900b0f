/**
 * The catalogue's indexed search must give exactly what the naive rule gives (docs/product.md#search-rules with
 * departure 2): the same matches, in the same order, the same count, for any filter and
 * any page — checked on a large generated dataset, where the indexes actually take shortcuts.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Catalog } from '../../src/api/data/catalogIndex';
import { cities } from '../../scripts/data/cities';
import { generateProperties } from '../../scripts/data/generate';
import type { PropertyRecord } from '../../src/api/data/model';
import { normalizeFilter } from '../../src/api/rules/filters';
import { naiveMatches } from './naiveFilter';
import type { PropertyFilter } from '../../src/gql/graphql';

const LARGE = 20_000;
let records: PropertyRecord[];
let catalog: Catalog;

beforeAll(() => {
  records = generateProperties(LARGE, 4242);
  catalog = new Catalog(records);
}, 60_000);

/** `after` is a position in the catalogue (-1: from the start), as a cursor names it. */
function naive(filter: PropertyFilter, after: number, limit: number) {
  const normalized = normalizeFilter(filter);
  const all = records.map((record, position) => ({ record, position })).filter(({ record }) => naiveMatches(record, normalized));
  const rest = all.filter(({ position }) => position > after);
  return { nodes: rest.slice(0, limit).map(({ record }) => record), totalCount: all.length, hasNextPage: rest.length > limit };
}

function indexed(filter: PropertyFilter, after: number, limit: number) {
  const page = catalog.search({ filter: normalizeFilter(filter), after: after < 0 ? null : { position: after }, first: limit });
  return { nodes: page.edges.map((edge) => edge.node), totalCount: page.totalCount, hasNextPage: page.hasNextPage };
}

const cityNames = cities.map((city) => city.name);
const universityNames = cities.flatMap((city) => city.universities);

/** Parts of real names in any case with stray blanks, plus text that matches nothing. */
function textFilter(names: string[]) {
  const part = fc
    .tuple(fc.constantFrom(...names), fc.nat(), fc.nat())
    .map(([name, a, b]) => {
      const start = a % name.length;
      return name.slice(start, start + 1 + (b % (name.length - start)));
    });
  const cased = fc.tuple(part, fc.constantFrom('lower', 'upper', 'same'), fc.constantFrom('', ' ', '  ')).map(
    ([text, casing, pad]) => `${pad}${casing === 'lower' ? text.toLowerCase() : casing === 'upper' ? text.toUpperCase() : text}${pad}`,
  );
  return fc.option(fc.oneof(cased, fc.constantFrom('zzz', '', '   ', 'a', 'University')), { nil: undefined });
}

const filters: fc.Arbitrary<PropertyFilter> = fc
  .record({
    city: textFilter(cityNames),
    university: textFilter(universityNames),
    minPrice: fc.option(fc.integer({ min: 250, max: 1550 }), { nil: undefined }),
    maxPrice: fc.option(fc.integer({ min: 250, max: 1550 }), { nil: undefined }),
    bedrooms: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    minBedrooms: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
  })
  .map((filter) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)));

describe(`the catalogue's search over ${LARGE.toLocaleString('en')} generated listings`, () => {
  it('matches the naive filter for any filter and page', () => {
    fc.assert(
      fc.property(filters, fc.integer({ min: -1, max: LARGE - 1 }), fc.integer({ min: 1, max: 100 }), (filter, after, limit) => {
        const expected = naive(filter, after, limit);
        const actual = indexed(filter, after, limit);
        expect(actual.totalCount).toBe(expected.totalCount);
        expect(actual.hasNextPage).toBe(expected.hasNextPage);
        expect(actual.nodes.map((node) => node.id)).toEqual(expected.nodes.map((node) => node.id));
      }),
      { numRuns: 300 },
    );
  });

  it.each<[string, PropertyFilter]>([
    ['no filter at all', {}],
    ['one city', { city: 'Berlin' }],
    ['a part many cities share', { city: 'a' }],
    ['city and university together', { city: 'ber', university: 'free' }],
    ['a university fragment across cities', { university: 'university of' }],
    ['a university of another city', { city: 'Rome', university: 'Humboldt' }],
    ['nothing matching', { city: 'Atlantis' }],
    ['numbers only', { minPrice: 500, maxPrice: 900, minBedrooms: 4 }],
    ['exact bedrooms with a higher minimum', { bedrooms: 2, minBedrooms: 3 }],
    ['inclusive price bounds', { minPrice: 700, maxPrice: 700 }],
    ['everything at once', { city: ' PARIS ', university: 'sorbonne', minPrice: 300, maxPrice: 1500, bedrooms: 3 }],
  ])('matches the naive filter for %s, on the first page and deep pages', (_name, filter) => {
    for (const [offset, limit] of [[0, 24], [24, 24], [1000, 100], [LARGE - 10, 24], [LARGE + 5, 24]] as const) {
      const expected = naive(filter, offset, limit);
      const actual = indexed(filter, offset, limit);
      expect(actual.totalCount).toBe(expected.totalCount);
      expect(actual.nodes).toEqual(expected.nodes);
    }
  });

  it('finds real matches for the usual searches, so the comparisons above are not vacuous', () => {
    expect(indexed({ city: 'berlin' }, 0, 24).totalCount).toBeGreaterThan(LARGE / 20);
    expect(indexed({ city: 'ber', university: 'free' }, 0, 24).totalCount).toBeGreaterThan(100);
    expect(indexed({ city: 'Rome', university: 'Humboldt' }, 0, 24).totalCount).toBe(0);
    expect(indexed({}, -1, 24).nodes).toEqual(records.slice(0, 24));
  });

  it('looks listings up by id', () => {
    const some = records[12_345]!;
    expect(catalog.get(some.id)).toBe(some);
    expect(catalog.get('no-such-id')).toBeNull();
    expect(catalog.size).toBe(LARGE);
  });
});
