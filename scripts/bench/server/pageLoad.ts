/**
 * The server's pages under load (docs/server.md#rendered-pages): HTML pages from `npm run server`
 * with the site on, 32 connections from autocannon, each request's path from a list that repeats
 * one page (which the page cache serves, rendering it again every few seconds) or gives every
 * request a page of its own (each one rendered: a listing not asked for before, a search with a
 * maximum price of its own).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import type { LoadFigures } from './load';

/**
 * `connections` clients for `seconds`, each request's path the next of `paths`, cycling; `shells`
 * counts the answers that were the app's shell because every render slot and the line were taken.
 */
export async function loadPages(url: string, paths: readonly string[], connections: number, seconds: number): Promise<LoadFigures & { shells: number }> {
  let next = 0;
  let shells = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { accept: 'text/html' },
    requests: [
      {
        setupRequest: (request) => {
          const path = paths[next % paths.length]!;
          next += 1;
          return { ...request, path };
        },
        onResponse: (_status, _body, _context, headers) => {
          // Raw headers: their names as the server spelt them.
          const body = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'x-campusnest-body')?.[1];
          if (body === 'shell') shells += 1;
        },
      },
    ],
  });
  return {
    throughput: result.requests.total / result.duration,
    completed: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    shells,
  };
}

/** `count` listings' page paths, spread over the table (a sample of its pages, in a random order). */
export async function listingPaths(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM listings TABLESAMPLE SYSTEM (2) ORDER BY random() LIMIT $1', [count]);
    if (rows.length === 0) throw new Error('no listings to ask for');
    return rows.map((row) => `/property/${encodeURIComponent(row.id)}`);
  } finally {
    await client.end();
  }
}

/** Searches for one city, each with a maximum price of its own: a page the cache has not seen. */
export function searchPaths(city: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `/search?city=${encodeURIComponent(city)}&maxPrice=${100_000 - index}`);
}
