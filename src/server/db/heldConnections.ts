/**
 * The driver's guard against a PostgreSQL that says nothing at all (frozen, or a network that drops
 * packets): a pooled connection held longer than `limitMs` is ended, which fails what waits on it
 * ("Connection terminated", db/unavailable.ts) and takes it out of the pool.
 *
 * One sweep over the pool's connections every fraction of the limit, rather than node-postgres's
 * `query_timeout`, which arms a timer per statement: that timer and what it holds (the statement's
 * rows) outlive the request into the old generation, and so bring on full
 * collections under load (docs/server.md#against-postgraphile-issue-37). A connection is held from
 * the pool's `acquire` to its `release`: one statement, or one short transaction.
 */
import type pg from 'pg';

/** How many sweeps the limit spans: a connection is ended between `limitMs` and `limitMs` and one sweep's interval after it was taken. */
const SWEEPS_PER_LIMIT = 8;

/** A connection's state as the sweep sees it: the sweep it was taken at, or IDLE. */
interface Held {
  since: number;
}

const IDLE = -1;

export function endHeldConnections(pool: pg.Pool, limitMs: number): { stop(): void } {
  const held = new Map<pg.PoolClient, Held>();
  let sweep = 0;
  pool.on('connect', (client) => held.set(client, { since: IDLE }));
  pool.on('remove', (client) => held.delete(client));
  // A mutable entry per connection: taking and giving one back writes a number, never allocates.
  pool.on('acquire', (client) => {
    const entry = held.get(client);
    if (entry) entry.since = sweep;
  });
  pool.on('release', (_error, client) => {
    const entry = held.get(client);
    if (entry) entry.since = IDLE;
  });
  // Taken at sweep `since`, it has been held at least (sweep - since - 1) intervals.
  const sweepsAllowed = SWEEPS_PER_LIMIT + 1;
  const timer = setInterval(
    () => {
      sweep += 1;
      for (const [client, entry] of held) {
        if (entry.since === IDLE || sweep - entry.since < sweepsAllowed) continue;
        entry.since = IDLE;
        held.delete(client);
        // With a statement in flight, node-postgres destroys the socket rather than wait for an answer.
        void client.end().catch(() => undefined);
      }
    },
    Math.ceil(limitMs / SWEEPS_PER_LIMIT),
  );
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
