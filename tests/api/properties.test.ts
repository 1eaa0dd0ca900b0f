import { describe, expect, it } from 'vitest';
import { amenityPool, cities } from '../../scripts/data/cities';
import { generateProperties } from '../../scripts/data/generate';
import type { PropertyFilter, TestPropertiesQueryVariables } from '../../src/gql/graphql';
import { openTestApi } from './stores';
import { Properties, PropertyDetail } from './operations';

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

  it('puts each property near its own city centre, at one of that city\'s universities', () => {
    for (const p of sample) {
      const city = cities.find((c) => c.name === p.city);
      expect(city, p.city).toBeDefined();
      expect(city!.universities).toContain(p.university);
      expect(p.address).toContain(p.city);
      expect(Math.abs(p.coordinates.lat - city!.centre.lat)).toBeLessThan(0.05);
      expect(Math.abs(p.coordinates.lng - city!.centre.lng)).toBeLessThan(0.08);
    }
    expect(new Set(sample.map((p) => p.city)).size).toBe(12);
  });

  it('makes any number of listings for benchmarks', () => {
    expect(generateProperties(1000, 7)).toHaveLength(1000);
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
    expect(both.totalCount).toBe(
      sample.filter((p) => p.city.toLowerCase().includes('a') && p.university.toLowerCase().includes('of')).length,
    );
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
    ];
    for (const [variables, field] of cases) {
      const result = await api.run(Properties, variables);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT', field });
    }
  });

  it('returns a property by id, and null for an unknown id', async () => {
    const known = sample[3]!;
    const { property } = await api.data(PropertyDetail, { id: known.id });
    expect(property).toMatchObject({ id: known.id, name: known.name, landlord: known.landlord, coordinates: known.coordinates });
    expect((await api.data(PropertyDetail, { id: 'no-such-id' })).property).toBeNull();
  });
});
