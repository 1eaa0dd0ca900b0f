/**
 * On PGlite the SQL catalogue keeps the (city, university) groups between searches (sqlListings.ts):
 * a load of other listings through the same PGlite must be seen by the next search, totals and
 * pages alike. On PostgreSQL the groups are read with every search; the test holds there too.
 */
import { describe, expect, it } from 'vitest';
import { generateProperties, universityRecords } from '../../scripts/data/generate';
import { Catalog } from '../../src/api/data/catalogIndex';
import type { SearchPage } from '../../src/api/data/listings';
import type { PropertyRecord } from '../../src/api/data/model';
import { normalizeFilter } from '../../src/api/rules/filters';
import { loadListings } from '../../src/server/db/bulkListings';
import { SqlListings } from '../../src/server/store/sqlListings';
import { testDatabase } from './testDatabase';
import { withoutDetails } from './withoutDetails';

const first: readonly PropertyRecord[] = generateProperties(300, 11);
const firstCity = first[0]!.city;
/** A catalogue without the first listing's city: its groups are gone after the reload. */
const second = generateProperties(400, 12).filter((record) => record.city !== firstCity);

/** The catalogue's page as a database's search answers it: listings without their details. */
function pageWithoutDetails(page: SearchPage<PropertyRecord>): SearchPage {
  return { ...page, edges: page.edges.map(({ node, cursor }) => ({ node: withoutDetails(node), cursor })) };
}

async function searchBoth(sql: SqlListings, memory: Catalog, city: string | null) {
  const request = { filter: normalizeFilter({ city }), order: 'RECOMMENDED' as const, after: null, first: 10 };
  return { fromSql: await sql.search(request), fromMemory: pageWithoutDetails(memory.search(request)) };
}

describe('the groups kept between searches', () => {
  it('follow a reload of the listings', async () => {
    const handle = await testDatabase(first);
    const sql = new SqlListings(handle.db, handle.driver);

    for (const city of [null, firstCity]) {
      const { fromSql, fromMemory } = await searchBoth(sql, new Catalog(first, universityRecords()), city);
      expect(fromSql).toEqual(fromMemory);
      expect(fromSql.totalCount).toBeGreaterThan(0);
    }

    await loadListings(handle.driver, second, { replace: true });
    for (const city of [null, firstCity]) {
      const { fromSql, fromMemory } = await searchBoth(sql, new Catalog(second, universityRecords()), city);
      expect(fromSql).toEqual(fromMemory);
    }
    expect((await searchBoth(sql, new Catalog(second, universityRecords()), firstCity)).fromSql.totalCount).toBe(0);
  });
});
