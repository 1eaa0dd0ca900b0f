/**
 * The guard against a PostgreSQL that says nothing (db/heldConnections.ts), on its own (PostgreSQL
 * project only): a statement arms no timer of its own, and a connection held past the limit is
 * ended. unavailable.test.ts has the whole server answering 503 while the database is frozen.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { isDatabaseUnavailable } from '../../src/server/db/unavailable';
import { emptyPostgresDatabase, sqlEngine } from './testDatabase';

const statementTimeoutMs = 200;
/** The statement timeout and the driver's margin (database.ts): the longest a connection may be held. */
const heldLimitMs = 2 * statementTimeoutMs;

describe.runIf(sqlEngine() === 'postgres')('held connections', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await emptyPostgresDatabase();
    drop = created.drop;
    database = await openDatabase({ url: created.url, statementTimeoutMs });
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  const pool = () => {
    if (database.driver.kind !== 'postgres') throw new Error('a PostgreSQL pool was expected');
    return database.driver.pool;
  };

  it('arms no timer per statement', async () => {
    await pool().query('SELECT 1');
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      for (let run = 0; run < 20; run += 1) await pool().query({ name: 'held_one', text: 'SELECT $1::int AS one' }, [run]);
      // node-postgres's query_timeout armed one for every statement, holding the statement's rows.
      expect(timers.mock.calls.filter(([, delay]) => delay === heldLimitMs)).toEqual([]);
    } finally {
      timers.mockRestore();
    }
  });

  it('ends a connection held past the limit, and no other', async () => {
    const held = await pool().connect();
    const returned = await pool().connect();
    returned.release();
    const ended = new Promise<void>((resolve) => {
      held.once('end', () => {
        resolve();
      });
    });
    const started = performance.now();
    await ended;
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(heldLimitMs - 20);
    expect(waited).toBeLessThan(heldLimitMs * 3);
    await expect(held.query('SELECT 1')).rejects.toThrow(/not queryable|terminated/i);
    held.release(new Error('ended'));
    // The pool opens another connection for the next statement.
    expect((await pool().query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('fails a statement the database never answers, as unavailable', async () => {
    const client = await pool().connect();
    try {
      // A statement that outlives the limit without PostgreSQL's own timeout: the database, to the driver, says nothing.
      await client.query('SET statement_timeout = 0');
      const failed = await client.query('SELECT pg_sleep(5)').then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failed)).toBe(true);
    } finally {
      client.release(new Error('ended'));
    }
  });
});
