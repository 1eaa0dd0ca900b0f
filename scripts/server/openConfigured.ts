/**
 * The database the configuration names (DATABASE_URL, else PGlite in DATA_DIR), migrated, and with
 * the sample catalogue on first start: the generator's first 50 listings, the ids the build's
 * property pages use, and the universities with their campuses. Either is filled again when empty,
 * as after migration 0002, which empties the listings to give them their computed columns.
 */
import { count } from 'drizzle-orm';
import type { ServerConfig } from '../../src/server/config';
import { loadListings, replaceUniversities } from '../../src/server/db/bulkListings';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { listings, universities } from '../../src/server/db/schema';
import { generateProperties, universityRecords } from '../data/generate';

export function describeStorage(config: ServerConfig): string {
  if (config.databaseUrl === null) return `PGlite in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

/** `serving`: the server's requests get the statement timeout; the seed's bulk load does not. */
export async function openConfiguredDatabase(config: ServerConfig, { seedSample = true, serving = true } = {}): Promise<DatabaseHandle> {
  const database = await openDatabase(
    config.databaseUrl === null
      ? { dataDir: config.dataDir }
      : { url: config.databaseUrl, ...(serving ? { statementTimeoutMs: config.statementTimeoutMs } : {}) },
  );
  try {
    await database.migrate();
    if (seedSample) {
      const [row] = await database.db.select({ value: count() }).from(listings);
      if ((row?.value ?? 0) === 0) await loadListings(database.driver, generateProperties(), { replace: true });
      const [known] = await database.db.select({ value: count() }).from(universities);
      if ((known?.value ?? 0) === 0) await replaceUniversities(database.db, universityRecords());
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
