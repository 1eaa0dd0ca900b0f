/**
 * A database for one test file, on the engine the Vitest project names (CAMPUSNEST_TEST_STORE):
 * an in-memory PGlite, or a fresh database on the PostgreSQL that postgresCluster.ts provides.
 * Migrated, with the 50 sample listings and the universities; tests/server/sqlSetup.ts closes (and drops) it after the file.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { generateProperties, universityRecords } from '../../scripts/data/generate';
import type { PropertyRecord } from '../../src/api/data/model';
import { loadListings, replaceUniversities } from '../../src/server/db/bulkListings';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';

export type SqlEngine = 'pglite' | 'postgres';

export function sqlEngine(): SqlEngine | null {
  const store = process.env.CAMPUSNEST_TEST_STORE;
  return store === 'pglite' || store === 'postgres' ? store : null;
}

interface Opened {
  handle: DatabaseHandle;
  drop: () => Promise<void>;
}

let opened: Promise<Opened> | undefined;

/** An empty database of its own on the project's PostgreSQL, for a test that starts servers on it. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('postgresUrl');
  const name = `campusnest_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function createPostgresDatabase(): Promise<Opened> {
  const { url, drop } = await emptyPostgresDatabase();
  return { handle: await openDatabase({ url }), drop };
}

async function open(engine: SqlEngine, listings: readonly PropertyRecord[]): Promise<Opened> {
  const target = engine === 'pglite' ? { handle: await openDatabase({ memory: true }), drop: () => Promise.resolve() } : await createPostgresDatabase();
  await target.handle.migrate();
  await loadListings(target.handle.driver, listings, { replace: true });
  await replaceUniversities(target.handle.db, universityRecords());
  return target;
}

/**
 * This file's database, opened on first use. `listings` (the 50 sample ones by default) are only
 * read on that first call: a file uses one catalogue.
 */
export async function testDatabase(listings: readonly PropertyRecord[] = generateProperties()): Promise<DatabaseHandle> {
  const engine = sqlEngine();
  if (engine === null) throw new Error('testDatabase() needs CAMPUSNEST_TEST_STORE=pglite or postgres (the Vitest projects set it).');
  opened ??= open(engine, listings);
  return (await opened).handle;
}

/** Empties every table but the catalogue, as a fresh server would have it. */
export async function resetAccounts(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(
    'TRUNCATE users, sessions, pending_codes, verification_tokens, rate_limits, saved_listings, conversations, messages, booking_requests',
  );
}

export async function closeTestDatabase(): Promise<void> {
  if (!opened) return;
  const { handle, drop } = await opened;
  opened = undefined;
  await handle.close();
  await drop();
}
