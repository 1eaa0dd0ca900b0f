/**
 * Named statements on PGlite through its wire protocol (src/server/db/pgliteStatement.ts): parsed
 * once per database, each run's values sent as PGlite's own query sends them, a failed run leaving
 * the session usable, and never a run in the middle of another caller's transaction.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runNamed } from '../../src/server/db/pgliteStatement';
import { sqlEngine } from './testDatabase';

describe.runIf(sqlEngine() === 'pglite')('a named statement on PGlite', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('CREATE TABLE stays (id text PRIMARY KEY, move_in date NOT NULL, months integer NOT NULL, tags text[])');
    await client.exec("INSERT INTO stays VALUES ('a', '2027-09-01', 10, '{studio}'), ('b', '2028-02-29', 6, NULL)");
  });

  afterAll(() => client.close());

  it('is parsed on its first run only, and answers each run with its own values', async () => {
    const sent = vi.spyOn(client, 'execProtocolStream');
    const text = 'SELECT id, move_in, months FROM stays WHERE move_in >= $1::date AND months <= $2 ORDER BY id';
    try {
      expect(await runNamed(client, 'stays_from', text, ['2027-01-01', 12])).toEqual([
        ['a', new Date('2027-09-01T00:00:00Z'), 10],
        ['b', new Date('2028-02-29T00:00:00Z'), 6],
      ]);
      const firstRun = sent.mock.calls.length;
      expect(await runNamed(client, 'stays_from', text, ['2028-01-01', 6])).toEqual([['b', new Date('2028-02-29T00:00:00Z'), 6]]);
      // The second run binds and executes in one call: no parse, no description.
      expect(sent.mock.calls.length - firstRun).toBe(1);
    } finally {
      sent.mockRestore();
    }
    const [prepared] = (await client.query<{ count: number }>("SELECT count(*)::int AS count FROM pg_prepared_statements WHERE name = 'stays_from'")).rows;
    expect(prepared?.count).toBe(1);
  });

  it('sends arrays, nulls and text as the parameters’ types want them, as PGlite’s own query does', async () => {
    const text = 'SELECT count(*)::int FROM stays WHERE id = ANY($1::text[]) AND ($2::text IS NULL OR tags @> ARRAY[$2::text])';
    const values = [['a', 'b', 'c'], null];
    expect(await runNamed(client, 'stays_tagged', text, values)).toEqual([[2]]);
    expect(await runNamed(client, 'stays_tagged', text, [['a', 'b'], 'studio'])).toEqual([[1]]);
    const own = await client.query<unknown[]>(text, [['a', 'b'], 'studio'], { rowMode: 'array' });
    expect(own.rows).toEqual([[1]]);
  });

  it('fails a run with the database’s error and leaves the session usable', async () => {
    const text = 'SELECT 10 / $1::int';
    await expect(runNamed(client, 'tenth', text, [0])).rejects.toThrow(/division by zero/);
    expect(await runNamed(client, 'tenth', text, [5])).toEqual([[2]]);
    expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('waits for another caller’s transaction to end rather than run inside it', async () => {
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    let finish!: () => void;
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("INSERT INTO stays VALUES ('c', '2027-10-01', 3, NULL)");
      inserted();
      await finishing;
      await tx.rollback();
    });
    await insertedYet;
    const counted = runNamed(client, 'stays_count', 'SELECT count(*)::int FROM stays', []);
    let answered = false;
    void counted.then(() => (answered = true));
    // Given every chance to run, it has not: the transaction holds the session.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    finish();
    await transaction;
    // After the rollback: the row the transaction wrote was never seen.
    expect(await counted).toEqual([[2]]);
  });
});
