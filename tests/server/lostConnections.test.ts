/**
 * PostgreSQL ending the server's idle connections (a restart, a failover, an administrator's
 * pg_terminate_backend), against `npm run server` as a child process on the project's PostgreSQL.
 * node-postgres reports such a connection as an 'error' event on its pool, which ends the process
 * when nothing listens: the server must log it, keep running, and answer the next requests (at
 * worst SERVICE_UNAVAILABLE for a request that raced the news, never a 500).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killChildServer, startChildServer, type ChildServer } from './childServer';
import { serverStorage, type ServerStorage } from './serverEnvironment';
import { sqlEngine } from './testDatabase';

const LOST = '[CampusNest] Lost a connection to PostgreSQL';
const search = '{ properties(filter: { city: "ber" }, first: 24) { totalCount edges { node { id } } } }';

describe.runIf(sqlEngine() === 'postgres')('PostgreSQL ending the server’s connections', () => {
  let storage: ServerStorage;
  let server: ChildServer;

  beforeAll(async () => {
    storage = await serverStorage();
    server = await startChildServer({ ...storage.env });
  }, 120_000);

  afterAll(async () => {
    await killChildServer(server);
    await storage.remove();
  });

  const ask = async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: search }),
    });
    return { status: response.status, body: (await response.json()) as { errors?: unknown[] } };
  };

  /** Ends every connection the server holds to its database; resolves with how many there were. */
  const terminateServerConnections = async (): Promise<number> => {
    const admin = await storage.open();
    try {
      if (admin.driver.kind !== 'postgres') throw new Error('a PostgreSQL test');
      const { rows } = await admin.driver.pool.query<{ pid: number }>(
        // Materialized first: in one WHERE, PostgreSQL may well terminate before it compares pids.
        `WITH server AS MATERIALIZED (SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid())
         SELECT pid FROM server WHERE pg_terminate_backend(pid)`,
      );
      return rows.length;
    } finally {
      await admin.close();
    }
  };

  it('logs the lost connections, keeps running, and answers again', async () => {
    // Several requests at once leave several connections idle in the pool.
    const warm = await Promise.all(Array.from({ length: 4 }, ask));
    expect(warm.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    const terminated = await terminateServerConnections();
    expect(terminated).toBeGreaterThan(0);
    // Each idle connection that is ended is one line, once node-postgres has heard of it.
    const lostOrExited = () =>
      server.process.exitCode === null ? server.stderr.filter((line) => line.startsWith(LOST)).length : `exited: ${server.stderr.join('\n')}`;
    await expect.poll(lostOrExited, { timeout: 15_000 }).toBe(terminated);

    const answer = await ask();
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(server.stderr.filter((line) => line.trim() !== '' && !line.startsWith(LOST))).toEqual([]);
  });

  it('answers a request that races the termination with 200 or 503, then 200', async () => {
    await ask();
    // No wait for the news this time: the next request may meet a connection being ended.
    const [, racing] = await Promise.all([terminateServerConnections(), ask()]);
    expect([200, 503]).toContain(racing.status);
    await expect.poll(async () => (await ask()).status, { timeout: 15_000 }).toBe(200);
    expect(server.process.exitCode).toBeNull();
    expect(
      server.stderr.filter((line) => line.trim() !== '' && !line.startsWith(LOST) && !line.startsWith('[CampusNest] The database is unreachable')),
    ).toEqual([]);
  });
});
