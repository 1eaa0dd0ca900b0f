/**
 * Signed-in reads with the session's check in their own statement (src/api/store/ownRead.ts): the
 * session's row and its user, joined, and the read as one expression of the user's id; no row when
 * the session is unknown or expired. One named statement (planned once per connection on
 * PostgreSQL) and one round trip, where the session's lookup (sqlSession.ts) and the read were two.
 */
import { and, eq, gt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SessionCheck, SignedIn } from '../../api/store/ownRead';
import type { Database, Driver } from '../db/database';
import { driverStatement } from '../db/driverStatement';
import { sessions, users } from '../db/schema';

/** A session that may act: its id's hash known and not expired at `now`. Session.currentUser's rule, and every fused read's. */
export const liveSession = (idHash: SQLWrapper | string, now: SQLWrapper | number) => and(eq(sessions.idHash, idHash), gt(sessions.expires, now));

/** Reads `value(userId)` for a session's user, with the user. */
export type SessionStatement<T> = (check: SessionCheck, values?: Record<string, unknown>) => Promise<SignedIn<T> | null>;

/**
 * `value`, an SQL expression of the session's user id (a scalar subquery, typically one JSON
 * text), read for the user of the session checked; `read` turns its value (and the user's id) into the answer. The
 * expression's own placeholders are filled from `values`.
 */
export function sessionStatement<T>(
  db: Database,
  driver: Driver,
  name: string,
  value: (userId: SQL) => SQL,
  read: (value: unknown, userId: string) => T,
): SessionStatement<T> {
  const query = db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      isVerified: users.isVerified,
      value: value(sql`${users.id}`),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(sql.placeholder('session_hash'), sql.placeholder('session_now')))
    .limit(1);
  const statement = driverStatement(driver, name, query, (rows) => rows[0] ?? null);
  return async (check, values = {}) => {
    const row = await statement.execute({ ...values, session_hash: check.idHash, session_now: check.now });
    if (row === null) return null;
    const [id, firstName, lastName, email, phone, isVerified, found] = row as [string, string, string, string | null, string | null, boolean, unknown];
    return { user: { id, firstName, lastName, email, phone, isVerified }, value: read(found, id) };
  };
}
