/**
 * Where a child server (childServer.ts) keeps its data on this project's engine: a fresh folder
 * for PGlite, or a fresh database on the project's PostgreSQL. Both outlive a restart of the
 * server, which is the point.
 */
import { mkdtempSync, rmSync } from 'node:fs';
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

export async function serverStorage(): Promise<ServerStorage> {
  const secret = { SECRET_KEY: 'tests only: a fixed key, so that a restarted server verifies the codes it sent' };
  if (sqlEngine() === 'postgres') {
    const { url, drop } = await emptyPostgresDatabase();
    return { env: { ...secret, DATABASE_URL: url }, open: () => openDatabase({ url }), remove: drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campusnest-child-'));
  return {
    env: { ...secret, DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    remove: () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}
