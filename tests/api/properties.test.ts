import { describe, expect, it, vi } from 'vitest';
import { amenityPool, cities } from '../../scripts/data/cities';
import { generateProperties, SAMPLE_SEED, universityRecords } from '../../scripts/data/generate';
import type { PropertyRecord } from '../../src/api/data/model';
import { addDays, addMonths, dayNumber, utcToday } from '../../src/lib/calendarDate';
import { totalMonthly } from '../../src/lib/listingTerms';
import type { PropertyFilter, PropertySort, TestPropertiesQuery, TestPropertiesQueryVariables } from '../../src/gql/graphql';
import { distanceKm } from '../../src/lib/geo';
import { SqlListings } from '../../src/server/store/sqlListings';
import { expectedSearch } from './expectedSearch';
import { openTestApi, storeKind } from './stores';
import { Properties, PropertiesTerms, PropertiesWithDetails, PropertyDetail, PropertyTerms, Universities } from './operations';

const api = await openTestApi();
const sample = generateProperties();

async function search(filter: PropertyFilter) {
  const { properties } = await api.data(Properties, { filter, first: 100 });
  return properties;
}

describe('the sample data', () => {
  it('has 50 properties within the spec ranges, with stable unique ids', () => {
    expect(sample).toHaveLength(50);
    expect(new Set(sample.map((p) => p.id)).size).toBe(50);
    expect(generateProperties().map((p) => p.id)).toEqual(sample.map((p) => p.id));
    for (const p of sample) {
      expect(p.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(p.name).toMatch(/ Residence$/);
      expect(p.price).toBeGreaterThanOrEqual(300);
      expect(p.price).toBeLessThanOrEqual(1500);
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.bedrooms).toBeGreaterThanOrEqual(1);
      expect(p.bedrooms).toBeLessThanOrEqual(5);
      expect(p.bathrooms).toBeGreaterThanOrEqual(1);
      expect(p.bathrooms).toBeLessThanOrEqual(3);
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      expect(p.images.length).toBeLessThanOrEqual(8);
      expect(p.amenities.length).toBeGreaterThanOrEqual(4);
      expect(p.amenities.length).toBeLessThanOrEqual(10);
      expect(new Set(p.amenities).size).toBe(p.amenities.length);
      for (const amenity of p.amenities) expect(amenityPool).toContain(amenity);
      expect(p.description.split('\n\n').length).toBeGreaterThan(1);
      for (const url of [...p.images, p.landlord.avatar]) expect(url).toMatch(/^\/media\/[a-z]+-\d+\.svg$/);
    }
  });

  it("puts each property near its own city centre, at one of that city's universities", () => {
    for (const p of sample) {
      const city = cities.find((c) => c.name === p.city);
      expect(city, p.city).toBeDefined();
      expect(city!.universities.map((university) => university.name)).toContain(p.university);
      expect(p.address).toContain(p.city);
      expect(Math.abs(p.coordinates.lat - city!.centre.lat)).toBeLessThan(0.05);
      expect(Math.abs(p.coordinates.lng - city!.centre.lng)).toBeLessThan(0.08);
    }
    expect(new Set(sample.map((p) => p.city)).size).toBe(12);
  });

  it('gives every listing rental terms within their ranges, with every case in every city', () => {
    const today = '2027-03-15';
    const dated = generateProperties(50, SAMPLE_SEED, { today });
    const cityNames = cities.map((city) => city.name);
    for (const city of cityNames) {
      const here = dated.filter((p) => p.city === city);
      expect(new Set(here.map((p) => p.roomType)), city).toEqual(new Set(['ENTIRE_PLACE', 'STUDIO', 'PRIVATE_ROOM', 'SHARED_ROOM']));
      expect(
        here.some((p) => p.availableFrom <= today),
        `${city} has a place free now`,
      ).toBe(true);
      expect(
        here.some((p) => p.availableFrom > today),
        `${city} has a place free later`,
      ).toBe(true);
    }
    for (const p of dated) {
      expect(dayNumber(p.availableFrom)).toBeGreaterThanOrEqual(dayNumber(addDays(today, -60)));
      expect(p.availableFrom <= addDays(today, 365)).toBe(true);
      expect(p.minStayMonths).toBeGreaterThanOrEqual(1);
      expect(p.minStayMonths).toBeLessThanOrEqual(12);
      if (p.maxStayMonths !== null) expect(p.maxStayMonths).toBeGreaterThanOrEqual(p.minStayMonths);
      if (p.availableUntil !== null) expect(p.availableUntil > p.availableFrom).toBe(true);
      expect(p.deposit).toBeGreaterThanOrEqual(p.price);
      expect(p.deposit).toBeLessThanOrEqual(2 * p.price);
      if (p.billsIncluded) {
        expect(p.includedBills.length).toBeGreaterThan(0);
        expect(new Set(p.includedBills).size).toBe(p.includedBills.length);
        expect(p.billsEstimate).toBeNull();
      } else {
        expect(p.includedBills).toEqual([]);
        expect(p.billsEstimate).toBeGreaterThan(0);
      }
    }
    expect(dated.filter((p) => p.availableUntil !== null).length).toBeGreaterThan(5);
    expect(dated.filter((p) => p.availableUntil === null).length).toBeGreaterThan(25);
    expect(dated.filter((p) => p.billsIncluded).length).toBeGreaterThanOrEqual(18);
    expect(dated.filter((p) => !p.billsIncluded).length).toBeGreaterThanOrEqual(18);
  });

  it('draws the terms from a stream of their own: every other field is the same whatever the day, and the day only moves the dates', () => {
    const terms = [
      'availableFrom',
      'availableUntil',
      'minStayMonths',
      'maxStayMonths',
      'roomType',
      'billsIncluded',
      'includedBills',
      'billsEstimate',
      'deposit',
    ] as const;
    const rest = (p: PropertyRecord) => Object.fromEntries(Object.entries(p).filter(([key]) => !(terms as readonly string[]).includes(key)));
    const early = generateProperties(300, 11, { today: '2027-01-31' });
    const late = generateProperties(300, 11, { today: '2028-02-29' });
    expect(late.map(rest)).toEqual(early.map(rest));
    expect(generateProperties(300, 11, { today: '2027-01-31' })).toEqual(early);
    const shift = dayNumber('2028-02-29') - dayNumber('2027-01-31');
    early.forEach((p, index) => {
      const q = late[index]!;
      expect([q.roomType, q.minStayMonths, q.maxStayMonths, q.billsIncluded, q.includedBills, q.billsEstimate, q.deposit]).toEqual([
        p.roomType,
        p.minStayMonths,
        p.maxStayMonths,
        p.billsIncluded,
        p.includedBills,
        p.billsEstimate,
        p.deposit,
      ]);
      // Free now stays free now; a later day moves by whole months or by the days between.
      if (p.availableFrom <= '2027-01-31') expect(dayNumber(q.availableFrom) - dayNumber(p.availableFrom)).toBe(shift);
    });
  });

  it('makes any number of listings for benchmarks', () => {
    expect(generateProperties(1000, 7)).toHaveLength(1000);
  });
});

/** A record's rental terms as the API answers them. */
const termsOf = (p: PropertyRecord) => ({
  id: p.id,
  price: p.price,
  availableFrom: p.availableFrom,
  availableUntil: p.availableUntil,
  minStayMonths: p.minStayMonths,
  maxStayMonths: p.maxStayMonths,
  roomType: p.roomType,
  billsIncluded: p.billsIncluded,
  includedBills: p.includedBills,
  billsEstimate: p.billsEstimate,
  deposit: p.deposit,
  totalMonthly: totalMonthly(p),
});

describe('rental terms', () => {
  it("answers each listing's terms and its total a month, by id and in a search", async () => {
    for (const p of [sample[0]!, sample[17]!, sample.find((q) => q.availableUntil !== null)!, sample.find((q) => !q.billsIncluded)!]) {
      expect((await api.data(PropertyTerms, { id: p.id })).property).toEqual(termsOf(p));
    }
    // Every listing through a search page (on a server, the page's own JSON), in two orders.
    for (const sort of ['RECOMMENDED', 'PRICE_DESC'] as const) {
      const { properties } = await api.data(PropertiesTerms, { sort, first: 100 });
      const byId = new Map(properties.edges.map((edge) => [edge.node.id, edge.node]));
      expect(sample.map((p) => byId.get(p.id))).toEqual(sample.map(termsOf));
    }
    const billed = sample.find((q) => !q.billsIncluded)!;
    expect(totalMonthly(billed)).toBe(billed.price + billed.billsEstimate!);
  });
});

describe('searching by dates, room type and bills', () => {
  const today = utcToday();
  const ended = sample.find((p) => p.availableUntil !== null)!;
  const later = sample.find((p) => p.availableFrom > today)!;
  const moveIns = [
    today,
    addMonths(today, 3),
    addMonths(today, 9),
    addMonths(today, 14),
    later.availableFrom,
    addDays(later.availableFrom, -1),
    ended.availableFrom,
  ];
  const moveOuts = (moveIn: string) => [
    null,
    addDays(moveIn, 1),
    addMonths(moveIn, 5),
    addDays(addMonths(moveIn, 10), -1),
    addMonths(moveIn, 12),
    ...(ended.availableUntil! > moveIn ? [ended.availableUntil!, addDays(ended.availableUntil!, 1)] : []),
  ];

  it('finds what the stay rule finds, over every store, with the other filters', async () => {
    let found = 0;
    let left = 0;
    for (const moveIn of moveIns) {
      for (const moveOut of moveOuts(moveIn)) {
        for (const extra of [{}, { roomType: 'STUDIO' as const }, { billsIncluded: true }, { billsIncluded: false, city: 'r', maxPrice: 1200 }]) {
          const filter = { moveIn, moveOut, ...extra };
          const expected = expectedSearch({
            ...filter,
            city: filter.city ?? null,
            roomType: filter.roomType ?? null,
            billsIncluded: filter.billsIncluded ?? null,
            maxPrice: filter.maxPrice ?? null,
          });
          const answer = await search(filter);
          expect(
            answer.edges.map((edge) => edge.node.id),
            JSON.stringify(filter),
          ).toEqual(expected.map((p) => p.id));
          expect(answer.totalCount).toBe(expected.length);
          found += expected.length;
          left += sample.length - expected.length;
        }
      }
    }
    // Enough on both sides that a rule which let everything through, or nothing, would fail.
    expect(found).toBeGreaterThan(300);
    expect(left).toBeGreaterThan(300);
  });

  it('matches a move-in from the first free day on, and a move-out up to the last free day', async () => {
    const ids = async (filter: PropertyFilter) => (await search(filter)).edges.map((edge) => edge.node.id);
    expect(await ids({ moveIn: later.availableFrom })).toContain(later.id);
    expect(await ids({ moveIn: addDays(later.availableFrom, -1) })).not.toContain(later.id);
    const fits = addMonths(ended.availableFrom, ended.minStayMonths) <= ended.availableUntil! && ended.maxStayMonths === null;
    if (fits) expect(await ids({ moveIn: ended.availableFrom, moveOut: ended.availableUntil! })).toContain(ended.id);
    expect(await ids({ moveIn: ended.availableFrom, moveOut: addDays(ended.availableUntil!, 1) })).not.toContain(ended.id);
  });

  it('filters by room type and by bills, and pages through the matches in every order', async () => {
    for (const roomType of ['ENTIRE_PLACE', 'STUDIO', 'PRIVATE_ROOM', 'SHARED_ROOM'] as const) {
      const answer = await search({ roomType });
      expect(answer.edges.map((edge) => edge.node.id)).toEqual(sample.filter((p) => p.roomType === roomType).map((p) => p.id));
    }
    expect((await search({ billsIncluded: true })).totalCount + (await search({ billsIncluded: false })).totalCount).toBe(50);
    for (const sort of ['RECOMMENDED', 'PRICE_ASC', 'PRICE_DESC'] as const) {
      const filter = { moveIn: addMonths(today, 6), roomType: 'PRIVATE_ROOM' as const };
      const first = (await api.data(Properties, { filter, sort, first: 3 })).properties;
      const rest = (await api.data(Properties, { filter, sort, first: 100, after: first.pageInfo.endCursor })).properties;
      expect(new Set([...first.edges, ...rest.edges].map((edge) => edge.node.id))).toEqual(
        new Set(expectedSearch({ moveIn: addMonths(today, 6), roomType: 'PRIVATE_ROOM' }).map((p) => p.id)),
      );
      expect(rest.totalCount).toBe(first.totalCount);
    }
  });

  it('refuses a move-out not after the move-in, a move-out alone and malformed dates as INVALID_INPUT', async () => {
    const refused = async (filter: Record<string, unknown>) => (await api.run(Properties, { filter })).errors?.[0];
    expect(await refused({ moveIn: '2027-09-01', moveOut: '2027-09-01' })).toMatchObject({
      message: 'Move-out must be after move-in.',
      extensions: { code: 'INVALID_INPUT', field: 'filter.moveOut' },
    });
    expect((await refused({ moveIn: '2027-09-01', moveOut: '2027-08-31' }))?.extensions).toMatchObject({ code: 'INVALID_INPUT', field: 'filter.moveOut' });
    expect((await refused({ moveOut: '2027-09-01' }))?.extensions).toMatchObject({ code: 'INVALID_INPUT', field: 'filter.moveIn' });
    for (const moveIn of ['2027-02-29', '2027-9-1', '2027-09-01T00:00:00Z', '01/09/2027', 20270901]) {
      expect((await refused({ moveIn }))?.extensions, String(moveIn)).toMatchObject({ code: 'INVALID_INPUT' });
    }
    expect((await refused({ roomType: 'LOFT' }))?.message).toMatch(/RoomType/);
    // A leap day is a date like any other.
    expect((await api.run(Properties, { filter: { moveIn: '2028-02-29', moveOut: '2029-02-28' } })).errors).toBeUndefined();
  });
});

describe('the properties query', () => {
  it('lists all 50 with a total count and pages through them with cursors', async () => {
    const first = (await api.data(Properties, { first: 24 })).properties;
    expect(first.totalCount).toBe(50);
    expect(first.edges).toHaveLength(24);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await api.data(Properties, { first: 24, after: first.pageInfo.endCursor })).properties;
    const third = (await api.data(Properties, { first: 24, after: second.pageInfo.endCursor })).properties;
    expect(third.edges).toHaveLength(2);
    expect(third.pageInfo.hasNextPage).toBe(false);
    const ids = [...first.edges, ...second.edges, ...third.edges].map((edge) => edge.node.id);
    expect(ids).toEqual(sample.map((p) => p.id));
  });

  it('matches city and university as case-insensitive substrings', async () => {
    const berlin = await search({ city: '  bERl ' });
    expect(berlin.totalCount).toBe(sample.filter((p) => p.city === 'Berlin').length);
    expect(berlin.totalCount).toBeGreaterThan(0);
    expect(berlin.edges).toHaveLength(berlin.totalCount);
    expect(berlin.edges.every((edge) => edge.node.city === 'Berlin')).toBe(true);
    const tech = await search({ university: 'technical' });
    expect(tech.totalCount).toBe(sample.filter((p) => p.university.toLowerCase().includes('technical')).length);
    expect(tech.totalCount).toBeGreaterThan(0);
    const both = await search({ city: 'a', university: 'of' });
    expect(both.totalCount).toBe(sample.filter((p) => p.city.toLowerCase().includes('a') && p.university.toLowerCase().includes('of')).length);
    expect(both.totalCount).toBeGreaterThan(0);
  });

  it('treats prices as inclusive bounds', async () => {
    const price = sample[0]!.price;
    const exact = await search({ minPrice: price, maxPrice: price });
    expect(exact.edges.map((edge) => edge.node.id)).toContain(sample[0]!.id);
    const range = await search({ minPrice: 500, maxPrice: 900 });
    expect(range.totalCount).toBe(sample.filter((p) => p.price >= 500 && p.price <= 900).length);
    expect(range.totalCount).toBeGreaterThan(0);
    expect(range.edges).toHaveLength(range.totalCount);
    expect(range.edges.every((edge) => edge.node.price >= 500 && edge.node.price <= 900)).toBe(true);
  });

  it('matches bedrooms exactly, and minBedrooms as "or more"', async () => {
    const two = await search({ bedrooms: 2 });
    expect(two.totalCount).toBe(sample.filter((p) => p.bedrooms === 2).length);
    expect(two.totalCount).toBeGreaterThan(0);
    const fourPlus = await search({ minBedrooms: 4 });
    expect(fourPlus.totalCount).toBe(sample.filter((p) => p.bedrooms >= 4).length);
    expect(fourPlus.edges).toHaveLength(fourPlus.totalCount);
    expect(fourPlus.edges.some((edge) => edge.node.bedrooms === 5)).toBe(true);
    expect(fourPlus.edges.every((edge) => edge.node.bedrooms >= 4)).toBe(true);
  });

  it('returns an empty page when nothing matches', async () => {
    const none = await search({ city: 'Atlantis' });
    expect(none).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('rejects impossible filters and pages with a coded error', async () => {
    const cases: Array<[TestPropertiesQueryVariables, string]> = [
      [{ filter: { minPrice: 900, maxPrice: 500 } }, 'filter.maxPrice'],
      [{ filter: { minPrice: -1 } }, 'filter.minPrice'],
      [{ first: 0 }, 'first'],
      [{ first: 101 }, 'first'],
      [{ after: 'garbage' }, 'after'],
      [{ sort: 'DISTANCE' }, 'sort'],
      [{ sort: 'DISTANCE', filter: { city: 'Berlin', university: '  ' } }, 'sort'],
      [{ sort: 'PRICE_ASC', after: btoa('after:3') }, 'after'],
      [{ sort: 'RECOMMENDED', after: btoa('after:PRICE_ASC:500:3') }, 'after'],
      [{ sort: 'PRICE_DESC', after: btoa('after:PRICE_ASC:500:3') }, 'after'],
      [{ sort: 'PRICE_ASC', after: btoa('after:PRICE_ASC:500') }, 'after'],
      // Numbers no listing can hold: past a 32-bit integer, as the database's columns are.
      [{ after: btoa('after:2147483648') }, 'after'],
      [{ sort: 'PRICE_ASC', after: btoa('after:PRICE_ASC:2147483648:3') }, 'after'],
      [{ sort: 'PRICE_DESC', after: btoa('after:PRICE_DESC:500:99999999999') }, 'after'],
      [{ sort: 'DISTANCE', filter: { university: 'Humboldt' }, after: btoa('after:DISTANCE:9007199254740991:1') }, 'after'],
    ];
    for (const [variables, field] of cases) {
      const result = await api.run(Properties, variables);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT', field });
    }
  });

  it("answers a page's descriptions and landlords, which a database's search loads only when asked", async () => {
    const details = vi.spyOn(SqlListings.prototype, 'details');
    const { properties } = await api.data(PropertiesWithDetails, { filter: { city: 'a' }, first: 20 });
    // A database's page comes without them, and its details load in one call for the whole page;
    // the browser's catalogue answers whole records.
    expect(details).toHaveBeenCalledTimes(storeKind === 'browser' ? 0 : 1);
    details.mockRestore();
    expect(properties.edges.length).toBeGreaterThan(5);
    const byId = new Map(sample.map((record) => [record.id, record]));
    for (const { node } of properties.edges) {
      const record = byId.get(node.id)!;
      expect(node).toEqual({ id: record.id, description: record.description, landlord: record.landlord });
    }
  });

  it.runIf(storeKind !== 'browser')('says a listing has gone when its details are gone by the time they load (a reseed in between)', async () => {
    const details = vi.spyOn(SqlListings.prototype, 'details').mockResolvedValue(new Map());
    // Rome's listings: none of them had its details asked for before in this file (a loader keeps what it loaded).
    const result = await api.run(PropertiesWithDetails, { filter: { city: 'Rome' }, first: 3 });
    expect(details).toHaveBeenCalledTimes(1);
    details.mockRestore();
    expect(result.errors?.length).toBeGreaterThan(0);
    for (const error of result.errors ?? []) {
      expect(error.message).toBe('This property is no longer available.');
      expect(error.extensions).toMatchObject({ code: 'PROPERTY_NOT_FOUND' });
    }
  });

  it('returns a property by id, and null for an unknown id', async () => {
    const known = sample[3]!;
    const { property } = await api.data(PropertyDetail, { id: known.id });
    expect(property).toMatchObject({ id: known.id, name: known.name, landlord: known.landlord, coordinates: known.coordinates });
    expect((await api.data(PropertyDetail, { id: 'no-such-id' })).property).toBeNull();
  });
});

const campusOf = new Map(universityRecords().map((university) => [university.name, university]));
const kmToCampus = (p: (typeof sample)[number]) => distanceKm(p.coordinates, campusOf.get(p.university)!.campus);

/** Every page of a search, following endCursor as the app's "Load more" does. */
async function walk(variables: TestPropertiesQueryVariables) {
  const nodes: Array<TestPropertiesQuery['properties']['edges'][number]['node']> = [];
  let after: string | null = null;
  for (;;) {
    const page: TestPropertiesQuery['properties'] = (await api.data(Properties, { ...variables, after })).properties;
    nodes.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage) return nodes;
    after = page.pageInfo.endCursor;
  }
}

describe('distance to campus', () => {
  it('gives every university its real main campus, in its own city', () => {
    const universities = universityRecords();
    expect(universities).toHaveLength(36);
    for (const university of universities) {
      const city = cities.find((c) => c.name === university.city)!;
      // Every campus lies within 20 km of its city's centre (Tor Vergata and Bellaterra are the farthest).
      expect(distanceKm(university.campus, city.centre), university.name).toBeLessThan(20);
      // Four decimals: about 10 m, the precision the property page prints.
      expect(Number(university.campus.lat.toFixed(4))).toBe(university.campus.lat);
      expect(Number(university.campus.lng.toFixed(4))).toBe(university.campus.lng);
    }
    expect(campusOf.get('Free University of Berlin')!.campus).toEqual({ lat: 52.4527, lng: 13.2898 });
    expect(campusOf.get('Autonomous University of Barcelona')!.campus).toEqual({ lat: 41.5011, lng: 2.1053 });
  });

  it("gives each property its distance to its own university's campus, to the metre", async () => {
    const known = sample[7]!;
    const { property } = await api.data(PropertyDetail, { id: known.id });
    expect(property!.universityDetails).toEqual({ name: known.university, city: known.city, campus: campusOf.get(known.university)!.campus });
    expect(property!.distanceKm).toBeCloseTo(kmToCampus(known), 3);
    const all = await walk({ first: 100 });
    expect(all).toHaveLength(50);
    for (const node of all) {
      const p = sample.find((candidate) => candidate.id === node.id)!;
      expect(node.distanceKm).toBeCloseTo(kmToCampus(p), 3);
      expect(node.distanceKm).toBeLessThan(25);
    }
  });

  it("lists a city's universities with their campuses, and every one when no city is given", async () => {
    const berlin = (await api.data(Universities, { city: ' BERLIN ' })).universities;
    expect(berlin.map((university) => university.name)).toEqual([
      'Humboldt University of Berlin',
      'Free University of Berlin',
      'Technical University of Berlin',
    ]);
    expect((await api.data(Universities, {})).universities).toHaveLength(36);
    expect((await api.data(Universities, { name: 'vrije' })).universities.map((university) => university.city)).toEqual(['Amsterdam', 'Brussels']);
    expect((await api.data(Universities, { city: 'Atlantis' })).universities).toEqual([]);
    const long = await api.run(Universities, { city: 'x'.repeat(201) });
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT', field: 'city' });
  });
});

describe('sorting', () => {
  const byPrice = (sign: number) => (a: (typeof sample)[number], b: (typeof sample)[number]) =>
    sign * (a.price - b.price) || sample.indexOf(a) - sample.indexOf(b);

  it.each<[PropertySort, PropertyFilter, (a: (typeof sample)[number], b: (typeof sample)[number]) => number]>([
    ['PRICE_ASC', {}, byPrice(1)],
    ['PRICE_DESC', {}, byPrice(-1)],
    ['PRICE_ASC', { city: 'a', maxPrice: 1200 }, byPrice(1)],
    [
      'DISTANCE',
      { university: 'university' },
      (a, b) => Math.round(kmToCampus(a) * 1000) - Math.round(kmToCampus(b) * 1000) || sample.indexOf(a) - sample.indexOf(b),
    ],
  ])('%s over %j pages through every match in order', async (sort, filter, compare) => {
    const expected = sample
      .filter(
        (p) =>
          (!filter.city || p.city.toLowerCase().includes(filter.city)) &&
          (!filter.university || p.university.toLowerCase().includes(filter.university)) &&
          (filter.maxPrice == null || p.price <= filter.maxPrice),
      )
      .sort(compare)
      .map((p) => p.id);
    expect(expected.length).toBeGreaterThan(5);
    const pages = await walk({ filter, sort, first: 5 });
    expect(pages.map((node) => node.id)).toEqual(expected);
  });

  it("defaults to the recommended order, the catalogue's own", async () => {
    const plain = await walk({ first: 20 });
    const recommended = await walk({ first: 20, sort: 'RECOMMENDED' });
    expect(recommended.map((node) => node.id)).toEqual(plain.map((node) => node.id));
    expect(plain.map((node) => node.id)).toEqual(sample.map((p) => p.id));
  });

  it("sorts by distance to each listing's own university when the filter matches several", async () => {
    const nodes = await walk({ filter: { university: 'of' }, sort: 'DISTANCE', first: 100 });
    expect(new Set(nodes.map((node) => node.university)).size).toBeGreaterThan(3);
    const distances = nodes.map((node) => node.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});
