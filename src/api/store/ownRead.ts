/**
 * Reads of the signed-in user's own data (their listings, their requests to book, a conversation
 * they are in), asked through Session.readOwn. A store that keeps the sessions beside the data (the
 * server's SQL) may answer such a read together with the session's check, in one statement: one
 * round trip where the session's lookup and the read were two, each waiting for a pooled connection.
 */
import type { StoredUser } from './shapes';

/** A session to check: the hash of the cookie's id, valid when unexpired at `now` (src/server/store/sqlSession.ts). */
export interface SessionCheck {
  idHash: string;
  now: number;
}

/** The user a session belongs to, and what was read for them. */
export interface SignedIn<T> {
  user: StoredUser;
  value: T;
}

/**
 * A read for the user `userId`; `bySession`, where a store has it, is the same read for the user of
 * a session it checks itself (null when the session is unknown or expired), by the same rule as
 * Session.currentUser.
 */
export type OwnRead<Args extends unknown[], T> = ((userId: string, ...args: Args) => Promise<T>) & {
  readonly bySession?: (check: SessionCheck, ...args: Args) => Promise<SignedIn<T> | null>;
};
