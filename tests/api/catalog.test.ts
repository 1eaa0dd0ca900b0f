/**
 * The catalogue's indexed search must give exactly what the naive rule gives
 * (docs/product.md#search-rules with departure 2): the same matches, in the same order, the same
 * count, for any filter, any sort and any page — checked on a large generated dataset, where the
 * indexes actually take shortcuts. The sorted orders are checked against a plain Array.sort of the
 * naive matches.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Catalog } from '../../src/api/data/catalogIndex';
import { cities } from '../../scripts/data/cities';
import { generateProperties, universityRecords } from '../../scripts/data/generate';
import type { ListingCursor, ListingOrder } from '../../src/api/data/listings';
import type { PropertyRecord } from '../../src/api/data/model';
import { normalizeFilter } from '../../src/api/rules/filters';
import { distanceMetres } from '../../src/lib/geo';
import { naiveMatches } from './naiveFilter';
import type { PropertyFilter } from '../../src/gql/graphql';

const LARGE = 20_000;
let records: PropertyRecord[];
let catalog: Catalog;

beforeAll(() => {
  records = generateProperties(LARGE, 4242);
  catalog = new Catalog(records, universityRecords());
}, 60_000);

const campuses = new Map(universityRecords().map((university) => [university.name, university.campus]));
// Measured to the campus in the universities table, not the record's own copy: the two must agree.
const metresToCampus = (record: PropertyRecord) => distanceMetres(record.coordinates, campuses.get(record.university)!);

/** Each order's key, as the naive sort and the cursors see it. */
const naiveKey: Record<Exclude<ListingOrder, 'RECOMMENDED'>, (record: PropertyRecord) => number> = {
  PRICE_ASC: (record) => record.price,
  PRICE_DESC: (record) => record.price,
  DISTANCE: metresToCampus,
};

/** Every match in the order asked, written the obvious way: filter, then Array.sort with position as the tie-breaker. */
function naiveSorted(filter: PropertyFilter, order: ListingOrder) {
  const normalized = normalizeFilter(filter);
  const all = records.map((record, position) => ({ record, position })).filter(({ record }) => naiveMatches(record, normalized));
  if (order === 'RECOMMENDED') return all;
  const key = naiveKey[order];
  const sign = order === 'PRICE_DESC' ? -1 : 1;
  return all.sort((a, b) => sign * (key(a.record) - key(b.record)) || a.position - b.position);
}

/** `after` is a position in the catalogue (-1: from the start), as a cursor names it. */
function naive(filter: PropertyFilter, after: number, limit: number) {
  const all = naiveSorted(filter, 'RECOMMENDED');
  const rest = all.filter(({ position }) => position > after);
  return { nodes: rest.slice(0, limit).map(({ record }) => record), totalCount: all.length, hasNextPage: rest.length > limit };
}

function indexed(filter: PropertyFilter, after: number, limit: number) {
  const page = catalog.search({
    filter: normalizeFilter(filter),
    order: 'RECOMMENDED',
    after: after < 0 ? null : { key: null, position: after },
    first: limit,
  });
  return { nodes: page.edges.map((edge) => edge.node), totalCount: page.totalCount, hasNextPage: page.hasNextPage };
}

/** Every page of a search in one order, following each page's last cursor, as the app's "Load more" does. */
function walk(filter: PropertyFilter, order: ListingOrder, limit: number) {
  const nodes: PropertyRecord[] = [];
  const totals = new Set<number>();
  let after: ListingCursor | null = null;
  for (;;) {
    const page = catalog.search({ filter: normalizeFilter(filter), order, after, first: limit });
    totals.add(page.totalCount);
    nodes.push(...page.edges.map((edge) => edge.node));
    if (!page.hasNextPage) return { nodes, totals: [...totals] };
    expect(page.edges).toHaveLength(limit);
    after = page.edges.at(-1)!.cursor;
  }
}

const cityNames = cities.map((city) => city.name);
const universityNames = cities.flatMap((city) => city.universities.map((university) => university.name));

/** Parts of real names in any case with stray blanks, plus text that matches nothing. */
function textFilter(names: string[]) {
  const part = fc.tuple(fc.constantFrom(...names), fc.nat(), fc.nat()).map(([name, a, b]) => {
    const start = a % name.length;
    return name.slice(start, start + 1 + (b % (name.length - start)));
  });
  const cased = fc
    .tuple(part, fc.constantFrom('lower', 'upper', 'same'), fc.constantFrom('', ' ', '  '))
    .map(([text, casing, pad]) => `${pad}${casing === 'lower' ? text.toLowerCase() : casing === 'upper' ? text.toUpperCase() : text}${pad}`);
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
    for (const [offset, limit] of [
      [0, 24],
      [24, 24],
      [1000, 100],
      [LARGE - 10, 24],
      [LARGE + 5, 24],
    ] as const) {
      const expected = naive(filter, offset, limit);
      const actual = indexed(filter, offset, limit);
      expect(actual.totalCount).toBe(expected.totalCount);
      expect(actual.nodes).toEqual(expected.nodes);
    }
  });

  const orders = fc.constantFrom<ListingOrder>('RECOMMENDED', 'PRICE_ASC', 'PRICE_DESC', 'DISTANCE');

  it('sorts like Array.sort for any filter and order: concatenated pages equal the naive sorted list', () => {
    fc.assert(
      fc.property(filters, orders, fc.integer({ min: 20, max: 100 }), (filter, order, limit) => {
        const expected = naiveSorted(filter, order).map(({ record }) => record.id);
        // Large result sets are walked through their first pages only, to keep the run short.
        const walked = expected.length <= 3000 ? walk(filter, order, limit) : null;
        if (walked) {
          expect(walked.totals).toEqual([expected.length]);
          expect(walked.nodes.map((node) => node.id)).toEqual(expected);
        }
        const first = catalog.search({ filter: normalizeFilter(filter), order, after: null, first: limit });
        expect(first.totalCount).toBe(expected.length);
        expect(first.edges.map((edge) => edge.node.id)).toEqual(expected.slice(0, limit));
        expect(first.hasNextPage).toBe(expected.length > limit);
      }),
      { numRuns: 200 },
    );
  });

  it.each<[string, PropertyFilter, ListingOrder]>([
    ['every listing by price, cheapest first', {}, 'PRICE_ASC'],
    ['every listing by price, dearest first', {}, 'PRICE_DESC'],
    ['one university by distance', { university: 'free university' }, 'DISTANCE'],
    ['a university fragment across cities by distance', { university: 'univ' }, 'DISTANCE'],
    ['a city and a price range by price', { city: 'Rome', minPrice: 500, maxPrice: 800 }, 'PRICE_ASC'],
    ['nothing matching', { city: 'Atlantis' }, 'PRICE_DESC'],
  ])('walks every page of %s in the naive order, with no listing twice or missing', (_name, filter, order) => {
    const expected = naiveSorted(filter, order).map(({ record }) => record.id);
    const walked = walk(filter, order, 97);
    expect(walked.totals).toEqual([expected.length]);
    expect(walked.nodes.map((node) => node.id)).toEqual(expected);
    expect(new Set(expected).size).toBe(expected.length);
  });

  it('continues after a cursor whose listing no longer matches, from where its key would stand', () => {
    const filter = { university: 'sapienza' };
    const expected = naiveSorted(filter, 'PRICE_ASC');
    const middle = expected[Math.floor(expected.length / 2)]!;
    // A cursor made under another filter: its listing is not among these matches, but its key still places it.
    const foreign = naiveSorted({ city: 'Berlin' }, 'PRICE_ASC').find(({ record }) => record.price === middle.record.price)!;
    const page = catalog.search({
      filter: normalizeFilter(filter),
      order: 'PRICE_ASC',
      after: { key: foreign.record.price, position: foreign.position },
      first: 50,
    });
    const rest = expected.filter(
      ({ record, position }) => record.price > foreign.record.price || (record.price === foreign.record.price && position > foreign.position),
    );
    expect(page.edges.map((edge) => edge.node.id)).toEqual(rest.slice(0, 50).map(({ record }) => record.id));
    expect(page.edges[0]!.cursor).toEqual({ key: rest[0]!.record.price, position: rest[0]!.position });
  });

  it("orders by distance to each listing's own campus, nearest first", () => {
    const page = catalog.search({ filter: normalizeFilter({ university: 'of' }), order: 'DISTANCE', after: null, first: 100 });
    const metres = page.edges.map((edge) => metresToCampus(edge.node));
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
    expect(page.edges.map((edge) => edge.cursor.key)).toEqual(metres);
    expect(new Set(page.edges.map((edge) => edge.node.university)).size).toBeGreaterThan(1);
  });

  it('finds real matches for the usual searches, so the comparisons above are not vacuous', () => {
    expect(indexed({ city: 'berlin' }, 0, 24).totalCount).toBeGreaterThan(LARGE / 20);
    expect(indexed({ city: 'ber', university: 'free' }, 0, 24).totalCount).toBeGreaterThan(100);
    expect(indexed({ city: 'Rome', university: 'Humboldt' }, 0, 24).totalCount).toBe(0);
    expect(indexed({}, -1, 24).nodes).toEqual(records.slice(0, 24));
  });

  it('knows every university and its campus, and finds them by city and name', () => {
    expect(catalog.universities({ city: 'berlin', name: null }).map((university) => university.name)).toEqual([
      'Humboldt University of Berlin',
      'Free University of Berlin',
      'Technical University of Berlin',
    ]);
    expect(catalog.universities({ city: null, name: 'vrije' }).map((university) => university.city)).toEqual(['Amsterdam', 'Brussels']);
    expect(catalog.universities({ city: null, name: null })).toHaveLength(36);
  });

  it("gives every listing its own university's campus", () => {
    for (const record of records.slice(0, 500)) expect(record.universityCampus).toEqual(campuses.get(record.university));
  });

  it('looks listings up by id', () => {
    const some = records[12_345]!;
    expect(catalog.get(some.id)).toBe(some);
    expect(catalog.get('no-such-id')).toBeNull();
    expect(catalog.size).toBe(LARGE);
  });
});
