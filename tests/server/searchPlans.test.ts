/**
 * The search's statements are planned once per connection (db/database.ts, SEARCH_CONNECTION_OPTIONS):
 * PostgreSQL's default planned the dated search's page and count again at every run, because their
 * generic plans were costed for ten matched groups and a tenth of the rows. And a stay's count sums
 * its cells from their key alone (migration 0023), in that generic plan too.
 */
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { normalizeFilter } from '../../src/api/rules/filters';
import type { DatabaseHandle } from '../../src/server/db/database';
import { SqlListings } from '../../src/server/store/sqlListings';
import { sqlEngine, testDatabase } from './testDatabase';

const TODAY = '2027-03-15';
const studioStay = { city: 'Berlin', roomType: 'STUDIO', moveIn: '2027-09-01', moveOut: '2028-06-30' } as const;
let handle: DatabaseHandle;

beforeAll(async () => {
  if (sqlEngine() === 'postgres') handle = await testDatabase(generateProperties(3000, 77, { today: TODAY }));
});

function searchPool(): pg.Pool {
  if (handle.searchDriver.kind !== 'postgres') throw new Error('PostgreSQL only');
  return handle.searchDriver.pool;
}

/** Runs `use` on every connection the search's pool holds open. */
async function onEachConnection<T>(use: (client: pg.PoolClient) => Promise<T>): Promise<T[]> {
  const pool = searchPool();
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  try {
    return await Promise.all(clients.map(use));
  } finally {
    for (const client of clients) client.release();
  }
}

describe.runIf(sqlEngine() === 'postgres')("the search's plans", () => {
  it('are generic from the first run: no statement of the search is planned again for its values', async () => {
    // The cells read whatever the groups' size (0), so the stay's count is the cells' statement.
    const listings = new SqlListings(handle.db, handle.searchDriver, 0);
    for (let run = 0; run < 8; run += 1) {
      const page = await listings.search({ filter: normalizeFilter(studioStay), order: 'RECOMMENDED', after: null, first: 24 });
      expect(page.totalCount).toBeGreaterThan(0);
    }
    const plans = (
      await onEachConnection(async (client) => {
        const { rows } = await client.query<{ name: string; generic_plans: string; custom_plans: string }>(
          "SELECT name, generic_plans, custom_plans FROM pg_prepared_statements WHERE name LIKE 'search_%'",
        );
        return rows;
      })
    ).flat();
    expect(plans.map(({ name }) => name)).toEqual(expect.arrayContaining(['search_groups', 'search_city_rfu', 'search_count_stay_r']));
    for (const { name, generic_plans, custom_plans } of plans) {
      expect({ name, custom: Number(custom_plans) }).toEqual({ name, custom: 0 });
      expect(Number(generic_plans)).toBeGreaterThan(0);
    }
  });

  it("sum a stay's cells from the cells' key alone (migration 0023), in the generic plan", async () => {
    const listings = new SqlListings(handle.db, handle.searchDriver, 0);
    await listings.search({ filter: normalizeFilter(studioStay), order: 'RECOMMENDED', after: null, first: 24 });
    const [plan] = await onEachConnection(async (client) => {
      const { rows } = await client.query<{ statement: string; parameter_types: string[] }>(
        "SELECT statement, parameter_types::text[] AS parameter_types FROM pg_prepared_statements WHERE name = 'search_count_stay_r'",
      );
      if (rows.length === 0) return null;
      // The same text prepared again to be EXPLAINed: the connection's generic plan of it.
      await client.query(`PREPARE explained AS ${rows[0]!.statement}`);
      try {
        const { rows: explained } = await client.query<{ 'QUERY PLAN': unknown }>(
          `EXPLAIN (FORMAT JSON) EXECUTE explained(${rows[0]!.parameter_types.map(() => 'NULL').join(', ')})`,
        );
        return JSON.stringify(explained[0]!['QUERY PLAN']);
      } finally {
        await client.query('DEALLOCATE explained');
      }
    }).then((plans) => plans.filter((plan) => plan !== null));
    expect(plan).toBeDefined();
    const cells = [...plan!.matchAll(/"Node Type":"([^"]+)",[^{}]*?"Index Name":"listing_stay_counts_pkey"/g)].map((match) => match[1]);
    expect(cells).toEqual(['Index Only Scan']);
  });
});
