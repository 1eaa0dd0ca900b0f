/**
 * Backend scale: a filtered (and maybe sorted) first page (24 results and the total count)
 * through the real executable schema, with latency 0, over generated catalogues of growing size.
 */
import { execute, parse } from 'graphql';
import { logMailer } from '../../src/api/mailer';
import type { ApiContext } from '../../src/api/context';
import { browserAccountErasure } from '../../src/api/account/browserErasure';
import { editableListings } from '../../src/api/data/editableCatalog';
import { Catalog } from '../../src/api/data/catalogIndex';
import { generateProperties, universityRecords } from '../data/generate';
import { setLatencyScale } from '../../src/api/latency';
import { loadNodeSchema } from '../data/nodeBackend';
import { createSafeStorage } from '../../src/api/store/storage';
import { createStore } from '../../src/api/store/store';
import { addMonths, utcToday } from '../../src/lib/calendarDate';

export const scaleSizes = [50, 1_000, 10_000, 100_000] as const;

/** The search page's query: card fields for one page, the count and the cursor. */
const searchDocument = parse(`
  query BenchSearch($filter: PropertyFilter, $sort: PropertySort, $first: Int) {
    properties(filter: $filter, sort: $sort, first: $first) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        cursor
        node { id name price bedrooms bathrooms images city university address amenities distanceKm }
      }
    }
  }
`);

// A student moving in three months from now for an academic year: the sample's places are free from
// dates spread over the next twelve months (scripts/data/generate.ts), so some are, some are not.
const moveIn = addMonths(utcToday(), 3);

export const scaleQueries = {
  /** What the search page asks after "Berlin" and a few filters: one city bucket. */
  'city + price + bedrooms': { filter: { city: 'berlin', minPrice: 400, maxPrice: 1200, minBedrooms: 2 } },
  /** A short university fragment that many names share: the whole catalogue is scanned. */
  'university part + max price': { filter: { university: 'univ', maxPrice: 900 } },
  /** A university chosen and sorted nearest first: count and mark the matches, then walk the distance order. */
  'university, sorted by distance': { filter: { university: 'free university' }, sort: 'DISTANCE' },
  /** The widest sorted search: a fragment most names share, by distance, with a price cap. */
  'university part + max price, by distance': { filter: { university: 'univ', maxPrice: 900 }, sort: 'DISTANCE' },
  /** The stay (issue #32): one city, a move-in and a move-out ten months later, one room type. */
  'city + move-in + move-out + room type': { filter: { city: 'berlin', moveIn, moveOut: addMonths(moveIn, 10), roomType: 'STUDIO' } },
  /** Every listing, cheapest first: the sorted order alone. */
  'everything by price, high to low': { filter: {}, sort: 'PRICE_DESC' },
} as const;

export type ScaleQuery = keyof typeof scaleQueries;

export interface ScaleResult {
  size: number;
  medianMs: Record<ScaleQuery, number>;
  totalCount: Record<ScaleQuery, number>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function timeQuery(context: ApiContext, query: object): Promise<{ medianMs: number; totalCount: number }> {
  const run = async () => {
    const result = await execute({ schema: loadNodeSchema(), document: searchDocument, variableValues: { ...query, first: 24 }, contextValue: context });
    if (result.errors) throw new Error(`bench query failed: ${result.errors.map((error) => error.message).join('; ')}`);
    const connection = (result.data as { properties: { totalCount: number; edges: unknown[] } }).properties;
    return connection;
  };
  for (let warmUp = 0; warmUp < 30; warmUp += 1) await run();
  const samples: number[] = [];
  let totalCount = 0;
  const deadline = performance.now() + 1500;
  while (samples.length < 50 || (samples.length < 500 && performance.now() < deadline)) {
    const start = performance.now();
    const connection = await run();
    samples.push(performance.now() - start);
    totalCount = connection.totalCount;
  }
  return { medianMs: median(samples), totalCount };
}

export async function measureScale(sizes: readonly number[] = scaleSizes): Promise<ScaleResult[]> {
  setLatencyScale(0);
  const results: ScaleResult[] = [];
  for (const size of sizes) {
    const catalog = new Catalog(generateProperties(size), universityRecords());
    const store = createStore(createSafeStorage(null));
    const listings = editableListings(() => Promise.resolve(catalog), store.listingEdits);
    const context: ApiContext = {
      store,
      session: store.session,
      ...listings,
      accountErasure: browserAccountErasure(store, listings.ownedListings),
      now: Date.now,
      mailer: logMailer(() => undefined),
    };
    const medianMs = {} as Record<ScaleQuery, number>;
    const totalCount = {} as Record<ScaleQuery, number>;
    for (const [name, query] of Object.entries(scaleQueries) as Array<[ScaleQuery, object]>) {
      const timing = await timeQuery(context, query);
      medianMs[name] = timing.medianMs;
      totalCount[name] = timing.totalCount;
    }
    results.push({ size, medianMs, totalCount });
  }
  return results;
}
