/**
 * Live subscriptions' wake-ups across server instances (docs/server.md#live-updates): each message
 * written sends a NOTIFY on one channel from inside its transaction (sqlConversations.ts), so that
 * it is delivered once committed, to every server on the database, this one included. Each server
 * LISTENs on one connection of its own (PostgreSQL) or on PGlite's single session, and wakes the
 * subscriptions of the users the notification names. A notification only says "read again": a
 * lost one (a dropped LISTEN connection) is made up for by waking everyone once it is back.
 */
import pg from 'pg';
import type { ConversationSignals } from '../../api/conversationSignals';
import type { Driver } from '../db/database';

export const MESSAGES_CHANNEL = 'campusnest_messages';

/** How long to wait before listening again after the LISTEN connection broke. */
const RELISTEN_MS = 1_000;

/** A notification's payload: the users whose subscriptions it wakes (the conversation's two sides). */
export function messagePayload(userIds: readonly (string | null)[]): string {
  return JSON.stringify(userIds.filter((id): id is string => id !== null && id !== ''));
}

export interface ServerConversationSignals extends ConversationSignals {
  /** Settles once the first LISTEN is in place (or failed: it is tried again meanwhile). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function openConversationSignals(driver: Driver): ServerConversationSignals {
  const watchers = new Map<string, Set<() => void>>();
  const wakeAll = () => {
    for (const wakes of watchers.values()) for (const wake of wakes) wake();
  };
  const dispatch = (payload: string | undefined) => {
    let users: unknown;
    try {
      users = JSON.parse(payload ?? '[]');
    } catch {
      return;
    }
    if (!Array.isArray(users)) return;
    for (const user of users) if (typeof user === 'string') for (const wake of watchers.get(user) ?? []) wake();
  };
  const listening = driver.kind === 'pglite' ? listenOnPglite(driver.client, dispatch) : listenOnPostgres(driver.pool, dispatch, wakeAll);
  return {
    ready: listening.ready,
    watch(userId, wake) {
      const wakes = watchers.get(userId) ?? new Set();
      watchers.set(userId, wakes);
      wakes.add(wake);
      return () => {
        wakes.delete(wake);
        if (wakes.size === 0) watchers.delete(userId);
      };
    },
    close: () => listening.close(),
  };
}

interface Listening {
  ready: Promise<void>;
  close(): Promise<void>;
}

function listenOnPglite(client: Extract<Driver, { kind: 'pglite' }>['client'], dispatch: (payload: string) => void): Listening {
  const unlisten = client.listen(MESSAGES_CHANNEL, dispatch);
  return {
    ready: unlisten.then(() => undefined),
    async close() {
      // The database may be closed already (the caller closes it after the app): nothing left to stop.
      if (!client.closed) await (await unlisten)().catch(() => undefined);
    },
  };
}

function listenOnPostgres(pool: pg.Pool, dispatch: (payload: string | undefined) => void, wakeAll: () => void): Listening {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  // Said once per outage, not at every retry.
  let failing = false;
  let firstDone: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    firstDone = resolve;
  });

  const connect = async (): Promise<void> => {
    const connection = new pg.Client({
      connectionString: pool.options.connectionString,
      connectionTimeoutMillis: pool.options.connectionTimeoutMillis,
      keepAlive: true,
    });
    const broken = () => {
      if (client !== connection) return;
      client = null;
      void connection.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RELISTEN_MS);
    };
    connection.on('error', (error) => {
      console.error(`[CampusNest] Lost a connection to PostgreSQL (the one listening for new messages): ${error.message}`);
      broken();
    });
    connection.on('end', broken);
    connection.on('notification', (message) => {
      if (message.channel === MESSAGES_CHANNEL) dispatch(message.payload);
    });
    client = connection;
    try {
      await connection.connect();
      await connection.query(`LISTEN ${MESSAGES_CHANNEL}`);
      failing = false;
      if (closed) await connection.end();
      // Whatever was written while no one listened is read now.
      else wakeAll();
    } catch (error) {
      if (!closed && !failing) console.error(`[CampusNest] Could not listen for new messages; trying again every second: ${(error as Error).message}`);
      failing = true;
      broken();
    } finally {
      firstDone();
    }
  };
  void connect();

  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      const connection = client;
      client = null;
      await connection?.end().catch(() => undefined);
    },
  };
}
