/**
 * The server's requests to book (src/api/store/bookings.ts) over `booking_requests`
 * (db/schema.ts). Each change is one transaction. Accepting takes a transaction lock on the
 * listing first, so two landlords' answers at once for one listing take turns and the second
 * reads what the first did; the exclusion constraint `booking_requests_no_overlap` is the
 * database's own guarantee behind that, and its violation reads as BOOKED.
 */
import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { MAX_BOOKED_PERIODS } from '../../lib/bookingRules';
import { messageStart } from '../../lib/messageText';
import type { BookingChange } from '../../api/store/bookingLineRecord';
import {
  isSideOf,
  type Accepted,
  type BookingRecord,
  type BookingSide,
  type BookingStore,
  type LineOf,
  type NotChanged,
  type StudentBooking,
  type Told,
} from '../../api/store/bookings';
import type { ConversationRole } from '../../api/store/conversations';
import type { OwnRead, SessionCheck, SignedIn } from '../../api/store/ownRead';
import type { Database, Driver } from '../db/database';
import { inTransaction, type RunStatement } from '../db/driverTransaction';
import { driverStatement } from '../db/driverStatement';
import { fromPageTuple, type PageTuple } from '../db/listingRows';
import { bookingRequests, listings } from '../db/schema';
import { bookingChangeStatements, listingStaysLock, type PostedLine } from './bookingChangeStatements';
import { bookingArrayOf, fromBookingValues, toBookingRecord as toRecord } from './bookingJson';
import { pageColumnsOf } from './listingJson';
import { sessionStatement } from './sessionStatement';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The most requests a list shows (a student's, a landlord's pending). Written into the statements'
 * text, not sent as a value: a LIMIT PostgreSQL cannot see when it plans makes it guess a tenth of the
 * rows, and a generic plan costed so is never preferred to planning anew at every run.
 */
const LIST_LIMIT = sql.raw('200');

/** The one JSON text of a list statement, '[]' when it has no rows. */
const jsonText = (rows: unknown[][]) => rows[0]![0] as string;

/**
 * The two signed-in pages' lists (/bookings, /landlord's requests), each one JSON text: a student's
 * requests each with its listing's page columns when it is published (MyBookings links it), through
 * the listings' unique index on id, and a landlord's pending ones through
 * booking_requests_landlord_pending. Each is an expression of the user's id, so that the same list
 * is read for a user known (the account's export) and, in the statement that checks the session, for
 * the session's user (sessionStatement.ts); both named (planned once per connection on PostgreSQL).
 */
const studentList = (student: SQL) => sql<string>`(
  SELECT coalesce(json_agg(json_build_array(${bookingArrayOf('b')},
    CASE WHEN listings.id IS NULL THEN NULL ELSE json_build_array(${pageColumnsOf('listings')}) END)
    ORDER BY b.created_at DESC, b.id DESC), '[]')::text
  FROM (
    SELECT * FROM ${bookingRequests} WHERE ${bookingRequests.studentId} = ${student}
    ORDER BY ${bookingRequests.createdAt} DESC, ${bookingRequests.id} DESC LIMIT ${LIST_LIMIT}
  ) AS b LEFT JOIN ${listings} ON listings.id = b.listing_id)`;

const pendingList = (landlord: SQL) => sql<string>`(
  SELECT coalesce(json_agg(${bookingArrayOf('b')} ORDER BY b.expires_at, b.id), '[]')::text
  FROM (
    SELECT * FROM ${bookingRequests}
    WHERE ${bookingRequests.landlordId} = ${landlord} AND ${bookingRequests.status} = 'PENDING' AND ${bookingRequests.expiresAt} > ${sql.placeholder('now')}
    ORDER BY ${bookingRequests.expiresAt}, ${bookingRequests.id} LIMIT ${LIST_LIMIT}
  ) AS b)`;

/** The request `id` as its `side`'s: one JSON text, or null when it is not theirs. */
const ownBooking = (side: BookingSide) => (user: SQL) => sql<string | null>`(
  SELECT ${bookingArrayOf('b')}::text FROM ${bookingRequests} AS b
  WHERE b.id = ${sql.placeholder('id')} AND ${sql.identifier('b')}.${sql.identifier(side === 'STUDENT' ? 'student_id' : 'landlord_id')} = ${user})`;
const fromOwnBooking = (json: unknown) => (json === null ? null : fromBookingValues(JSON.parse(json as string) as unknown[]));

const fromStudentList = (json: unknown) => (JSON.parse(json as string) as Array<[unknown[], PageTuple | null]>).map(fromStudentValues);
const fromPendingList = (json: unknown) => (JSON.parse(json as string) as unknown[][]).map(fromBookingValues);

function prepareLists(
  db: Database,
  driver: Driver,
): {
  ofStudent: OwnRead<[], StudentBooking[]>;
  pendingFor: OwnRead<[now: number], BookingRecord[]>;
  ownBySession: Record<BookingSide, (check: SessionCheck, id: string) => Promise<SignedIn<BookingRecord | null> | null>>;
} {
  const byUser = (name: string, list: (user: SQL) => SQL<string>) =>
    driverStatement(driver, name, db.select({ json: list(sql`${sql.placeholder('user')}`) }).from(sql`(SELECT 1) AS one`), jsonText);
  const students = byUser('student_bookings', studentList);
  const studentsBySession = sessionStatement(db, driver, 'student_bookings_session', studentList, fromStudentList);
  const landlords = byUser('landlord_pending_bookings', pendingList);
  const landlordsBySession = sessionStatement(db, driver, 'landlord_pending_bookings_session', pendingList, fromPendingList);
  const studentsOwn = sessionStatement(db, driver, 'booking_of_student_session', ownBooking('STUDENT'), fromOwnBooking);
  const landlordsOwn = sessionStatement(db, driver, 'booking_of_landlord_session', ownBooking('LANDLORD'), fromOwnBooking);
  return {
    ownBySession: { STUDENT: (check, id) => studentsOwn(check, { id }), LANDLORD: (check, id) => landlordsOwn(check, { id }) },
    ofStudent: Object.assign(async (studentId: string) => fromStudentList(await students.execute({ user: studentId })), {
      bySession: (check: SessionCheck) => studentsBySession(check),
    }),
    pendingFor: Object.assign(async (landlordId: string, now: number) => fromPendingList(await landlords.execute({ user: landlordId, now })), {
      bySession: (check: SessionCheck, now: number) => landlordsBySession(check, { now }),
    }),
  };
}

/** A student's request and its listing's page columns (null: not published), as student_bookings gives them. */
function fromStudentValues([booking, listing]: [unknown[], PageTuple | null]): StudentBooking {
  return { ...fromBookingValues(booking), publishedListing: listing === null ? null : fromPageTuple(listing).node };
}

/** PostgreSQL's exclusion_violation, and deadlock_detected (one of two crossing answers is chosen to fail). */
const REFUSED_FOR_OVERLAP = new Set(['23P01', '40P01']);

function sqlState(error: unknown): string | null {
  for (let cause: unknown = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** A lock for this transaction on a key of ours (a listing, or a student and a listing). */
const lockKey = (tx: Transaction, key: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

/** The lock answers to a listing's requests take: held, no stay of the listing is accepted until the transaction ends. */
export const lockListingStays = (tx: Transaction, listingId: string) => tx.execute(sql`SELECT ${listingStaysLock(sql`${listingId}::text`)}`);

export function createSqlBookings(db: Database, driver: Driver, randomId: () => string = () => crypto.randomUUID()): BookingStore {
  const lists = prepareLists(db, driver);
  const statements = bookingChangeStatements();
  // Every answer reads its request first (the resolvers' owner check): planned once per connection.
  const byId = db
    .select()
    .from(bookingRequests)
    .where(eq(bookingRequests.id, sql.placeholder('id')))
    .limit(1)
    .prepare('booking_by_id');

  /** Posts each changed request's line from `from` in the change's transaction; the requests told. */
  async function post(
    run: RunStatement,
    changed: ReadonlyArray<[BookingRecord, BookingChange]>,
    from: ConversationRole,
    now: number,
    lineOf: LineOf,
  ): Promise<Told[]> {
    const lines = changed.map(([booking, change]): PostedLine => {
      const { text, booking: line } = lineOf(booking, change);
      return { conversationId: booking.conversationId, text, line, start: messageStart(text) };
    });
    const posted = await run(statements.postLines, { lines: JSON.stringify(lines), role: from, now });
    return changed.map(([booking]) => ({ booking, studentEmail: posted.get(booking.conversationId) ?? null }));
  }

  /** One transaction of `step`; the exclusion constraint's refusal (or a deadlock between two answers) reads as BOOKED. */
  async function answer<T>(step: (run: RunStatement) => Promise<T | NotChanged>): Promise<T | NotChanged> {
    try {
      return await inTransaction(driver, step);
    } catch (error) {
      if (REFUSED_FOR_OVERLAP.has(sqlState(error) ?? '')) return 'BOOKED';
      throw error;
    }
  }

  /** Declines or cancels the pending request `id`, with its line from `from`. */
  const decide = (id: string, now: number, status: 'DECLINED' | 'CANCELLED', reply: string, from: ConversationRole, lineOf: LineOf) =>
    answer<Told>(async (run) => {
      const decided = await run(statements.decide, { id, now, status, reply });
      if (!decided) return 'NOT_PENDING';
      const [told] = await post(run, [[decided, status]], from, now, lineOf);
      return told!;
    });

  return {
    async get(id) {
      const [row] = await byId.execute({ id });
      return row ? toRecord(row) : null;
    },

    own: Object.assign(
      async (userId: string, id: string, side: BookingSide) => {
        const [row] = await byId.execute({ id });
        return row && isSideOf(row, side, userId) ? toRecord(row) : null;
      },
      { bySession: (check: SessionCheck, id: string, side: BookingSide) => lists.ownBySession[side](check, id) },
    ),

    ofStudent: lists.ofStudent,

    async ofLandlord(landlordId) {
      const rows = await db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.landlordId, landlordId))
        .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id));
      return rows.map(toRecord);
    },

    pendingFor: lists.pendingFor,

    request(booking) {
      return db.transaction(async (tx) => {
        await lockKey(tx, `student ${booking.studentId} ${booking.listingId}`);
        const [pending] = await tx
          .select({ id: bookingRequests.id })
          .from(bookingRequests)
          .where(
            and(
              eq(bookingRequests.listingId, booking.listingId),
              eq(bookingRequests.studentId, booking.studentId),
              eq(bookingRequests.status, 'PENDING'),
              gt(bookingRequests.expiresAt, booking.createdAt),
            ),
          )
          .limit(1);
        if (pending) return 'ALREADY_PENDING' as const;
        const [row] = await tx
          .insert(bookingRequests)
          .values({
            ...booking,
            id: randomId(),
            status: 'PENDING',
            reply: '',
            declinedForOverlap: false,
            decidedAt: null,
          })
          .returning();
        return toRecord(row!);
      });
    },

    accept: (id, now, lineOf) =>
      answer<Accepted>(async (run) => {
        const changed = await run(statements.accept, { id, now });
        if (!changed) return 'NOT_PENDING';
        const lines: Array<[BookingRecord, BookingChange]> = [
          [changed.accepted, 'ACCEPTED'],
          ...changed.declined.map((declined): [BookingRecord, BookingChange] => [declined, 'DECLINED_FOR_OVERLAP']),
        ];
        const [accepted, ...declined] = await post(run, lines, 'LANDLORD', now, lineOf);
        return { accepted: accepted!, declined };
      }),

    // A pending request's reply is empty: cancelling keeps it so.
    decline: (id, reply, now, lineOf) => decide(id, now, 'DECLINED', reply, 'LANDLORD', lineOf),

    cancel: (id, now, lineOf) => decide(id, now, 'CANCELLED', '', 'STUDENT', lineOf),

    async booked(listingId, from) {
      const rows = await db
        .select({
          moveIn: bookingRequests.moveIn,
          moveOut: bookingRequests.moveOut,
        })
        .from(bookingRequests)
        .where(and(sql`(${bookingRequests.listingId} COLLATE "C") = ${listingId}`, eq(bookingRequests.status, 'ACCEPTED'), gt(bookingRequests.moveOut, from)))
        .orderBy(asc(bookingRequests.moveIn))
        .limit(MAX_BOOKED_PERIODS);
      return rows;
    },

    takeExpired: (now, limit) => takeExpired(db, now, limit),

    // The search's own statement reads the bookings (searchStatements.ts).
    bookedListings: () => Promise.resolve(null),

    async forget(userId, now) {
      await forgetBookingRows(db, userId, now);
    },
  };
}

/** BookingStore.forget's rows (the erased user's requests as a student, and those waiting for them as a landlord), in the caller's transaction (an account's erasure, sqlAccountErasure.ts). */
export async function forgetBookingRows(tx: Pick<Database, 'update'>, userId: string, now: number): Promise<void> {
  const pending = eq(bookingRequests.status, 'PENDING');
  await tx
    .update(bookingRequests)
    .set({ status: 'CANCELLED', decidedAt: now })
    .where(and(eq(bookingRequests.studentId, userId), pending));
  await tx
    .update(bookingRequests)
    .set({ status: 'DECLINED', decidedAt: now })
    .where(and(eq(bookingRequests.landlordId, userId), pending));
  await tx.update(bookingRequests).set({ studentId: '', studentName: '', message: '' }).where(eq(bookingRequests.studentId, userId));
}

/**
 * The requests that expired unanswered by `now` and whose sides were not told yet, marked as
 * told in the same statement: two sweeps at once (two servers) tell each once.
 */
export async function takeExpired(db: Database, now: number, limit = 100): Promise<BookingRecord[]> {
  const rows = await db
    .update(bookingRequests)
    .set({ expiryMailed: true })
    .where(
      sql`${bookingRequests.id} IN (SELECT ${bookingRequests.id} FROM ${bookingRequests} WHERE ${bookingRequests.status} = 'PENDING' AND NOT ${bookingRequests.expiryMailed} AND ${lte(bookingRequests.expiresAt, now)} ORDER BY ${bookingRequests.expiresAt} LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
    )
    .returning();
  return rows.map(toRecord);
}
