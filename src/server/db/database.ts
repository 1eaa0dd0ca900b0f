/**
 * The server's database: embedded PostgreSQL (PGlite, in a folder or in memory) or a real
 * PostgreSQL server (node-postgres), behind one drizzle type. Both get the same migrations.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ensurePrivateFolder, makeFilesPrivate } from '../privateFolder';
import { projectRoot } from '../projectRoot';
import { lockFolder } from './folderLock';
import { endHeldConnections } from './heldConnections';
import { holdsCluster, unpackTemplate } from './pgliteTemplate';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The driver underneath, for what drizzle does not cover (bulk COPY). */
export type Driver = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  /**
   * The driver the search's named statements run on (store/searchStatements.ts): on PostgreSQL a
   * pool of its own whose connections plan them once (SEARCH_CONNECTION_OPTIONS); on PGlite `driver`.
   */
  searchDriver: Driver;
  /** Applies every migration not applied yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `statementTimeoutMs` (the server's, not the seed's): how long one statement may run before
 * PostgreSQL cancels it, and, with a margin, how long a pooled connection may be held before the
 * driver gives up on a server that says nothing at all (frozen, or a network that drops packets;
 * heldConnections.ts). `initdb`: a new folder's cluster from PGlite's own initdb rather than the
 * template (pgliteTemplate.ts), for `npm run db:template`.
 */
export type DatabaseLocation = { url: string; statementTimeoutMs?: number } | { dataDir: string; initdb?: boolean } | { memory: true };

const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');

/** Any number of server processes may start at once against one PostgreSQL: one migrates at a time. */
const MIGRATION_LOCK = 1_4_2026;

/**
 * PGlite's shared buffers. It starts PostgreSQL with the stock 128 MB, which live in the server's own
 * WebAssembly memory: resident, on top of Node's, and never given back. A search touches a few
 * hundred 8 kB pages (the groups' index entries and the page's heap rows), so 16 MB (2,048 buffers)
 * keeps what it reads hot; a page missed is read from the folder's files, which the OS caches
 * outside the process (docs/server.md#what-the-design-rests-on).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dataDir: string | undefined, initdb: boolean): Promise<DatabaseHandle> {
  // startParams replaces PGlite's own arguments rather than adding to them, so they come first.
  const options = { extensions: { pg_trgm, btree_gist }, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
  // A folder is this process's alone while it is open (folderLock.ts).
  let lock: { release(): void } | null = null;
  if (dataDir !== undefined) {
    ensurePrivateFolder(dataDir);
    lock = lockFolder(dataDir);
  }
  try {
    // A new folder gets the template's cluster rather than PGlite's initdb and its memory (pgliteTemplate.ts).
    if (dataDir !== undefined && !initdb && !holdsCluster(dataDir)) await unpackTemplate(dataDir);
    // PGlite reads its options from the first argument when there is no folder (undefined is not "none").
    const client = dataDir === undefined ? new PGlite(options) : new PGlite(dataDir, options);
    await client.waitReady;
    if (dataDir !== undefined) makeFilesPrivate(dataDir);
    const db = drizzlePglite({ client, schema });
    const driver: Driver = { kind: 'pglite', client };
    return {
      db,
      driver,
      searchDriver: driver,
      migrate: () => migratePglite(db, { migrationsFolder }),
      async close() {
        try {
          await client.close();
          if (dataDir !== undefined) makeFilesPrivate(dataDir);
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** How long a request waits for a connection to PostgreSQL before it is SERVICE_UNAVAILABLE. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Connections each of a process's two pools (the search's and the rest's, below) keeps to
 * PostgreSQL at most: node-postgres's default, said aloud for the bench. A process therefore holds
 * up to twice this, plus the live updates' LISTEN connection (docs/server.md's DATABASE_URL).
 */
export const POSTGRES_POOL_SIZE = 10;

/**
 * The search's connections use the generic plan of each named statement, planned once per
 * connection. PostgreSQL's default replanned the dated search's page and count at every run: their
 * generic plans are the same plans, but costed for ten matched groups (an unnest of a parameter)
 * and a tenth of the rows (a LIMIT parameter), so they never looked cheaper than a custom one
 * (docs/server.md#the-searchs-statements-planned-once). Only the search's statements, written so that
 * one plan serves every value (each matched group an index range), run here; the rest keep the default.
 */
export const SEARCH_CONNECTION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/** The driver's wait beyond the statement timeout, so that a live server's own cancellation arrives first. */
const answerMargin = (statementTimeoutMs: number) => Math.min(5_000, statementTimeoutMs);

/**
 * pool.end() resolves once it has asked each connection to close, not once they have: a DROP
 * DATABASE … WITH (FORCE) right after (the tests) would end them with an error that no listener
 * catches. The pool says 'remove' when one has really closed.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

function openPostgres(url: string, statementTimeoutMs: number | undefined): DatabaseHandle {
  const timeouts = statementTimeoutMs === undefined ? {} : { statement_timeout: statementTimeoutMs };
  const guards: Array<{ stop(): void }> = [];
  const openPool = (options?: string) => {
    const opened = new pg.Pool({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      max: POSTGRES_POOL_SIZE,
      keepAlive: true,
      options,
      ...timeouts,
    });
    if (statementTimeoutMs !== undefined) guards.push(endHeldConnections(opened, statementTimeoutMs + answerMargin(statementTimeoutMs)));
    // An idle connection the server drops (a restart, a failover) is an 'error' event on the pool,
    // which would end the process unheard. The pool discards that connection and opens a new one
    // for the next query; queries meanwhile fail as SERVICE_UNAVAILABLE (db/unavailable.ts).
    opened.on('error', (error) => {
      console.error(`[CampusNest] Lost a connection to PostgreSQL: ${error.message}`);
    });
    return opened;
  };
  const pool = openPool();
  // Opens its connections when the search first asks, as the other pool does.
  const searchPool = openPool(SEARCH_CONNECTION_OPTIONS);
  return {
    db: drizzleNodePg({ client: pool, schema }),
    driver: { kind: 'postgres', pool },
    searchDriver: { kind: 'postgres', pool: searchPool },
    async migrate() {
      // A connection of its own, without the requests' timeouts: a migration may rebuild an index.
      const connection = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      await connection.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg({ client: connection, schema }), { migrationsFolder });
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        await connection.end();
      }
    },
    async close() {
      for (const guard of guards) guard.stop();
      await Promise.all([endPool(pool), endPool(searchPool)]);
    },
  };
}

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('url' in location) return openPostgres(location.url, location.statementTimeoutMs);
  return 'dataDir' in location ? openPglite(location.dataDir, location.initdb === true) : openPglite(undefined, false);
}
