/**
 * Which generation of a PGlite's listings this process holds: a count of the loads (db/bulkListings.ts)
 * and landlords' changes (store/sqlOwnedListings.ts) begun or ended, which what is kept of the
 * listings (the groups, store/sqlListings.ts) compares with its own to know it is stale.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Driver } from './database';

/**
 * Per PGlite, that count. PGlite is one process's database (docs/server.md, DATA_DIR), so this
 * process is the only writer its listings have; a PostgreSQL may be loaded by any process, and
 * nothing is kept from it.
 */
const pgliteLoads = new WeakMap<PGlite, number>();

/** Changes whenever a load of `client`'s listings begins or ends (committed or not). */
export function pgliteListingsGeneration(client: PGlite): number {
  return pgliteLoads.get(client) ?? 0;
}

/** Counts a load or change of `client`'s listings, as it begins and again as it ends. */
export function countListingsChange(client: PGlite): void {
  pgliteLoads.set(client, pgliteListingsGeneration(client) + 1);
}

/**
 * Runs `change`, a landlord's change of one listing (store/sqlOwnedListings.ts), counted as a load
 * is, so that what this process kept of a PGlite's listings is read afresh after it.
 */
export async function changingListings<T>(driver: Driver, change: () => Promise<T>): Promise<T> {
  if (driver.kind !== 'pglite') return change();
  countListingsChange(driver.client);
  try {
    return await change();
  } finally {
    countListingsChange(driver.client);
  }
}
