/**
 * `npm run seed -- --count N`: replaces the catalogue with the generator's first N listings (the
 * same seed as the sample, so the first 50 keep their ids), into the database the environment
 * names (DATABASE_URL, else PGlite in DATA_DIR). Streams: a million listings never sit in memory.
 */
import { parseArgs } from 'node:util';
import { loadListings, replaceUniversities } from '../../src/server/db/bulkListings';
import { ConfigError, readConfig } from '../../src/server/config';
import { FolderInUseError } from '../../src/server/db/folderLock';
import { UnsafeFolderError } from '../../src/server/privateFolder';
import { SAMPLE_COUNT, SAMPLE_SEED, streamProperties, universityRecords } from '../data/generate';
import { describeStorage, openConfiguredDatabase } from './openConfigured';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { count: { type: 'string', default: String(SAMPLE_COUNT) } } });
  const total = Number(values.count);
  if (!Number.isSafeInteger(total) || total < 1) throw new ConfigError(`--count must be a positive whole number, not "${values.count}".`);
  const config = readConfig();
  const database = await openConfiguredDatabase(config, { seedSample: false, serving: false });
  const started = performance.now();
  let written = 0;
  let indexesSaid = false;
  // Every 10 s while listings are written; once they all are, the indexes' build is said once.
  const progress = setInterval(() => {
    if (written < total) console.log(`[CampusNest] ${written.toLocaleString('en')} of ${total.toLocaleString('en')} listings written...`);
    else if (!indexesSaid) {
      indexesSaid = true;
      console.log(`[CampusNest] ${total.toLocaleString('en')} of ${total.toLocaleString('en')} written; building the indexes...`);
    }
  }, 10_000);
  function* counted() {
    for (const record of streamProperties(total, SAMPLE_SEED)) {
      written += 1;
      yield record;
    }
  }
  try {
    await replaceUniversities(database.db, universityRecords());
    await loadListings(database.driver, counted(), { replace: true });
  } finally {
    clearInterval(progress);
    await database.close();
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`[CampusNest] Seeded ${total.toLocaleString('en')} listings into ${describeStorage(config)} in ${seconds.toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof FolderInUseError || error instanceof UnsafeFolderError ? `[CampusNest] ${error.message}` : error,
  );
  process.exit(1);
});
