/**
 * The statements of a landlord's or a student's answer to a request to book (sqlBookings.ts), run
 * in one transaction (db/driverTransaction.ts), named so that each connection plans them once:
 * the change itself, one statement, then its lines in the pair's conversations, one statement
 * for all of them. An accept is thus BEGIN, two statements and COMMIT, whatever it declines.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { BookingRecord } from '../../api/store/bookings';
import { MAIL_QUIET_MS, type ConversationRole } from '../../api/store/conversations';
import { transactionStatement, type TransactionStatement } from '../db/driverTransaction';
import type { Rows } from '../db/driverStatement';
import { MESSAGES_CHANNEL } from '../live/conversationSignals';
import { bookingArrayOf, fromBookingValues } from './bookingJson';

/** The lock of a listing's stays, for the listing id `listingId` (a value or a column): one key for every taker. */
export const listingStaysLock = (listingId: SQL) => sql`pg_advisory_xact_lock(hashtextextended('listing ' || ${listingId}, 0))`;

const id = sql.placeholder('id');
const now = sql.placeholder('now');

/**
 * The request `id`'s listing locked (a request's listing never changes), then the request changed
 * by `change` while it is pending at `now`. The lock comes first (a one-time filter, run before the
 * request is read), so two answers for one listing take turns; though this statement's snapshot
 * is older than the lock, every row it changes is re-read at its latest version when it is locked
 * (PostgreSQL's READ COMMITTED update rule): a request the first answer declined is not pending
 * to the second. The exclusion constraint stays the guarantee against overlapping stays.
 */
const pendingChanged = (name: string, set: SQL) => sql`
  ${sql.identifier(`${name}_lock`)} AS (SELECT ${listingStaysLock(sql`listing_id`)} FROM booking_requests WHERE id = ${id}),
  ${sql.identifier(name)} AS (
    UPDATE booking_requests SET ${set}, decided_at = ${now}
    WHERE id = ${id} AND status = 'PENDING' AND expires_at > ${now} AND (SELECT count(*) FROM ${sql.identifier(`${name}_lock`)}) = 1
    RETURNING *
  )`;

/** A change's JSON text, null when the request was not pending. */
const jsonOrNull = (rows: Rows) => (rows[0]?.[0] ?? null) as string | null;

export interface AcceptChange {
  accepted: BookingRecord;
  /** The listing's other pending requests sharing a night with it, declined with it, in the order they were asked. */
  declined: BookingRecord[];
}

/**
 * Accepting, as one statement: the request accepted, and the listing's other pending requests
 * sharing a night declined (one UPDATE). The listing's accepted stays and booked_until follow by
 * the trigger on booking_requests (migration 0021), in the same transaction.
 */
function acceptStatement(): TransactionStatement<AcceptChange | null> {
  const query = sql`
    WITH ${pendingChanged('accepted', sql`status = 'ACCEPTED'`)},
    declined AS (
      UPDATE booking_requests other SET status = 'DECLINED', declined_for_overlap = true, decided_at = ${now}
      FROM accepted
      WHERE other.listing_id = accepted.listing_id AND other.id <> accepted.id AND other.status = 'PENDING' AND other.expires_at > ${now}
        AND daterange(other.move_in, other.move_out) && daterange(accepted.move_in, accepted.move_out)
      RETURNING other.*
    )
    SELECT json_build_array(${bookingArrayOf('accepted')},
      (SELECT coalesce(json_agg(${bookingArrayOf('declined')} ORDER BY declined.created_at, declined.id), '[]') FROM declined))::text
    FROM accepted`;
  return transactionStatement('booking_accept', query, (rows) => {
    const json = jsonOrNull(rows);
    if (json === null) return null;
    const [accepted, declined] = JSON.parse(json) as [unknown[], unknown[][]];
    return { accepted: fromBookingValues(accepted), declined: declined.map(fromBookingValues) };
  });
}

/** Declining (with the landlord's reply) or cancelling, as one statement; null when the request was not pending. */
function decideStatement(): TransactionStatement<BookingRecord | null> {
  const query = sql`
    WITH ${pendingChanged('decided', sql`status = ${sql.placeholder('status')}, reply = ${sql.placeholder('reply')}`)}
    SELECT ${bookingArrayOf('decided')}::text FROM decided`;
  return transactionStatement('booking_decide', query, (rows) => {
    const json = jsonOrNull(rows);
    return json === null ? null : fromBookingValues(JSON.parse(json) as unknown[]);
  });
}

/** A line to post, as postLines takes it. */
export interface PostedLine {
  conversationId: string;
  text: string;
  /** The message's booking_line: its kind and figures. */
  line: unknown;
  /** The text's start, which the conversation lists show (lib/messageText.ts messageStart). */
  start: string;
}

/**
 * Each line posted in its conversation (one INSERT), from `role`, and the conversations updated
 * as sqlConversations' append does for one message (one UPDATE): the latest message, the other
 * side's unread flag, and its mail time when the mail rule (MAIL_QUIET_MS) mails it; then a
 * pg_notify for each, delivered at commit. The conversations are locked first, in id order, so
 * that each message's id is taken after its conversation's lock, as append's is, and the latest
 * message never goes back. A conversation that is gone takes no line. Answers each conversation
 * posted to with its student's email.
 */
function postLinesStatement(): TransactionStatement<Map<string, string>> {
  const role = sql.placeholder('role');
  // The side a line is not from: its unread flag and mail time.
  const recipient = (side: 'student' | 'landlord', from: ConversationRole) => {
    const unread = sql.identifier(`${side}_unread`);
    const mailedAt = sql.identifier(`${side}_mailed_at`);
    const mailed = sql`NOT conversations.${unread} OR conversations.${mailedAt} IS NULL OR ${now} - conversations.${mailedAt} >= ${MAIL_QUIET_MS}`;
    return sql`${unread} = conversations.${unread} OR ${role}::text = ${from},
      ${mailedAt} = CASE WHEN ${role}::text = ${from} AND (${mailed}) THEN ${now} ELSE conversations.${mailedAt} END`;
  };
  const query = sql`
    WITH line AS (
      SELECT line.n, line.value->>'conversationId' AS conversation_id, line.value->>'text' AS body, line.value->'line' AS booking_line, line.value->>'start' AS start
      FROM jsonb_array_elements(${sql.placeholder('lines')}::jsonb) WITH ORDINALITY AS line(value, n)
    ),
    locked AS (
      SELECT id FROM conversations WHERE id IN (SELECT conversation_id FROM line) ORDER BY id FOR UPDATE
    ),
    posted AS (
      INSERT INTO messages (conversation_id, sender_role, body, sent_at, booking_line)
      SELECT line.conversation_id, ${role}::text, line.body, ${now}::bigint, line.booking_line FROM line JOIN locked ON locked.id = line.conversation_id ORDER BY line.n
      RETURNING id, conversation_id
    ),
    updated AS (
      UPDATE conversations SET last_message_id = posted.id, last_message_at = ${now}, last_message_start = line.start,
        last_booking_line = line.booking_line,
        ${recipient('student', 'LANDLORD')}, ${recipient('landlord', 'STUDENT')}
      FROM posted JOIN line ON line.conversation_id = posted.conversation_id
      WHERE conversations.id = posted.conversation_id
      RETURNING conversations.id, conversations.student_email, conversations.student_id, conversations.landlord_id
    )
    SELECT updated.id, updated.student_email,
      pg_notify(${MESSAGES_CHANNEL}, (SELECT coalesce(json_agg(side), '[]')::text FROM unnest(ARRAY[updated.student_id, updated.landlord_id]) AS side WHERE side <> ''))
    FROM updated`;
  return transactionStatement('booking_lines', query, (rows) => new Map(rows.map(([conversation, email]) => [conversation as string, email as string])));
}

export interface BookingChangeStatements {
  accept: TransactionStatement<AcceptChange | null>;
  decide: TransactionStatement<BookingRecord | null>;
  postLines: TransactionStatement<Map<string, string>>;
}

export const bookingChangeStatements = (): BookingChangeStatements => ({
  accept: acceptStatement(),
  decide: decideStatement(),
  postLines: postLinesStatement(),
});
