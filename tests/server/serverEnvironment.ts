/**
 * Where a child server (childServer.ts) keeps its data on this project's engine: a fresh folder
 * for PGlite, or a fresh database on the project's PostgreSQL. Both outlive a restart of the
 * server, which is the point.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { emptyPostgresDatabase, sqlEngine } from './testDatabase';

export interface ServerStorage {
  /** DATA_DIR (with a fixed SECRET_KEY), or DATABASE_URL. */
  env: Record<string, string>;
  /** Opens the same database in the test, once no server has it open (PGlite allows one process). */
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

let template: Promise<string> | undefined;

/**
 * A migrated, empty PGlite folder made once per test file: creating a cluster takes PGlite several
 * seconds (more on a busy machine), copying one a fraction of that.
 */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'campusnest-template-'));
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.close();
    process.once('exit', () => {
      rmSync(dataDir, { recursive: true, force: true });
    });
    return dataDir;
  })();
  return template;
}

export async function serverStorage(): Promise<ServerStorage> {
  const secret = { SECRET_KEY: 'tests only: a fixed key, so that a restarted server verifies the codes it sent' };
  if (sqlEngine() === 'postgres') {
    const { url, drop } = await emptyPostgresDatabase();
    return { env: { ...secret, DATABASE_URL: url }, open: () => openDatabase({ url }), remove: drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campusnest-child-'));
  cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  return {
    env: { ...secret, DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    remove: () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}
