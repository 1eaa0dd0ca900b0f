/**
 * One request's session (src/api/store/types.ts Session) on the server: a random id in a cookie,
 * its SHA-256 in the sessions table. Signing in always makes a new id (no fixation); signing out
 * deletes the row; an expired or unknown id reads as a visitor and its cookie is cleared.
 */
import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Session, StoredUser } from '../../api/store/types';
import { SESSION_TTL_MS, VISITOR_TTL_MS } from '../../lib/deviceStorage';
import type { Database } from '../db/database';
import { savedListings, sessions, users } from '../db/schema';
import { randomSecret, sha256 } from './secrets';
import { liveSession } from './sessionStatement';
import { fromUserRow } from './sqlStore';

// SESSION_TTL_MS: 30 days from sign-in, fixed, so a stolen cookie stops working within a month even
// if it is used daily. VISITOR_TTL_MS: how long a visitor's saves are kept after their last save.
export { SESSION_TTL_MS, VISITOR_TTL_MS };

/** How often at most visitors' saves are swept, when a new visitor arrives (the only time the table grows by visitors). */
export const VISITOR_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes visitors' saves older than a visitor cookie lives: no browser can name them any more. Run
 * when a visitor is made, at most once per interval, so a flood of new visitors costs one sweep.
 */
export function createVisitorSweep(db: Database, now: () => number, intervalMs = VISITOR_SWEEP_INTERVAL_MS): () => Promise<void> {
  let last = -Infinity;
  return async () => {
    const started = now();
    if (started - last < intervalMs) return;
    last = started;
    await db.delete(savedListings).where(and(eq(savedListings.ownerKind, 'VISITOR'), lt(savedListings.savedAt, started - VISITOR_TTL_MS)));
  };
}

/** The request's session cookie as the store sees it: what came in, and what the response should say. */
export interface SessionCookie {
  readonly received: string | null;
  set(id: string, expires: number): void;
  clear(): void;
  /** The visitor cookie: which browser a visitor is, for what they keep before signing in. */
  readonly receivedVisitor: string | null;
  setVisitor(id: string, expires: number): void;
}

/**
 * The signed-in user of a session id's hash, unexpired at `now`: asked by every signed-in request,
 * so built once per database and prepared (named on PostgreSQL, parsed once per connection), not
 * built by drizzle and parsed by PostgreSQL at each request.
 */
const sessionUsers = new WeakMap<Database, ReturnType<typeof prepareSessionUser>>();

function prepareSessionUser(db: Database) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(sql.placeholder('hash'), sql.placeholder('now')))
    .limit(1)
    .prepare('session_user');
}

function sessionUser(db: Database) {
  let prepared = sessionUsers.get(db);
  if (prepared === undefined) {
    prepared = prepareSessionUser(db);
    sessionUsers.set(db, prepared);
  }
  return prepared;
}

export function createSqlSession(db: Database, cookie: SessionCookie, now: () => number, sweepVisitors?: () => Promise<void>): Session {
  let current: Promise<StoredUser | null> | undefined;
  let id = cookie.received;
  let visitor = cookie.receivedVisitor;
  let visitorHash: { visitor: string; key: string } | undefined;

  /** An unknown or expired session: its row (if any) goes, and so does the cookie. */
  const forget = async (hash: string): Promise<null> => {
    await db.delete(sessions).where(eq(sessions.idHash, hash));
    id = null;
    cookie.clear();
    return null;
  };

  const lookUp = async (): Promise<StoredUser | null> => {
    if (id === null) return null;
    const hash = sha256(id);
    const [row] = await sessionUser(db).execute({ hash, now: now() });
    return row ? fromUserRow(row.user) : forget(hash);
  };

  return {
    currentUser: () => (current ??= lookUp()),

    async readOwn(read, ...args) {
      // Not checked yet in this request: the read's own statement checks it.
      if (current === undefined && id !== null && read.bySession) {
        const hash = sha256(id);
        const fused = read.bySession({ idHash: hash, now: now() }, ...args);
        current = fused.then((found) => found?.user ?? forget(hash));
        await current;
        return fused;
      }
      const user = await (current ??= lookUp());
      return user ? { user, value: await read(user.id, ...args) } : null;
    },

    async signIn(user) {
      const started = now();
      const expires = started + SESSION_TTL_MS;
      const next = randomSecret();
      await db.transaction(async (tx) => {
        if (id !== null) await tx.delete(sessions).where(eq(sessions.idHash, sha256(id)));
        await tx.delete(sessions).where(lt(sessions.expires, started));
        await tx.insert(sessions).values({ idHash: sha256(next), userId: user.id, createdAt: started, expires });
      });
      id = next;
      cookie.set(next, expires);
      current = Promise.resolve(user);
    },

    async signOut() {
      if (id !== null) await db.delete(sessions).where(eq(sessions.idHash, sha256(id)));
      id = null;
      cookie.clear();
      current = Promise.resolve(null);
    },

    async listSessions() {
      const user = await (current ??= lookUp());
      if (!user) return [];
      const mine = id === null ? null : sha256(id);
      const rows = await db
        .select({ idHash: sessions.idHash, createdAt: sessions.createdAt, expires: sessions.expires })
        .from(sessions)
        .where(and(eq(sessions.userId, user.id), gt(sessions.expires, now())))
        .orderBy(asc(sessions.createdAt));
      return rows.map((row) => ({ createdAt: row.createdAt, expiresAt: row.expires, current: row.idHash === mine }));
    },

    async endOtherSessions() {
      const user = await (current ??= lookUp());
      if (!user || id === null) return 0;
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, user.id), ne(sessions.idHash, sha256(id))))
        .returning({ idHash: sessions.idHash });
      return ended.length;
    },

    isAnonymous: () => id === null && visitor === null,

    // The key is the cookie's SHA-256, as for sessions: the database alone cannot act as a visitor.
    // Hashed once a request: every card of a search page asks for it (Property.isSaved).
    visitorKey(create = false) {
      let made = false;
      if (visitor === null && create) {
        visitor = randomSecret();
        cookie.setVisitor(visitor, now() + VISITOR_TTL_MS);
        made = true;
      }
      if (visitor === null) return Promise.resolve(null);
      if (visitorHash?.visitor !== visitor) visitorHash = { visitor, key: sha256(visitor) };
      const { key } = visitorHash;
      return made && sweepVisitors ? sweepVisitors().then(() => key) : Promise.resolve(key);
    },
  };
}
