/**
 * The server's conversations (src/api/store/conversations.ts) over the `conversations` and
 * `messages` tables (db/schema.ts). Each write is one transaction that locks the conversation's
 * row, so two messages at once keep its latest message, unread flags and mail times exact.
 */
import { and, asc, count, desc, eq, getTableColumns, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { messageStart } from '../../lib/messageText';
import { toBookingLine, type BookingLineRecord } from '../../api/store/bookingLineRecord';
import {
  ERASED_NAME,
  MAIL_QUIET_MS,
  otherRole,
  roleOf,
  type ConversationCursor,
  type ConversationRecord,
  type ConversationRole,
  type ConversationStore,
  type MessagePage,
  type MessageRecord,
  type ThreadFirstPage,
  type NewConversation,
  type Written,
} from '../../api/store/conversations';
import type { SessionCheck } from '../../api/store/ownRead';
import type { Database, Driver } from '../db/database';
import { fromPageTuple, type PageTuple } from '../db/listingRows';
import { conversations, listings, messages } from '../db/schema';
import { MESSAGES_CHANNEL, messagePayload } from '../live/conversationSignals';
import { pageColumnsOf } from './listingJson';
import { sessionStatement } from './sessionStatement';

type ConversationRow = typeof conversations.$inferSelect;

/** ConversationStore.forget's rows, in the caller's transaction (an account's erasure, sqlAccountErasure.ts). */
export async function forgetParticipantRows(tx: Pick<Database, 'update'>, userId: string): Promise<void> {
  await tx
    .update(conversations)
    .set({ studentId: null, studentEmail: '', studentName: ERASED_NAME, studentUnread: false, studentMailedAt: null })
    .where(eq(conversations.studentId, userId));
  await tx
    .update(conversations)
    .set({ landlordId: '', landlordName: ERASED_NAME, landlordUnread: false, landlordMailedAt: null })
    .where(eq(conversations.landlordId, userId));
}
type MessageRow = typeof messages.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The row without its mail times, which only the mail rule (append) reads. */
const toRecord = (row: ConversationRow): ConversationRecord => ({
  id: row.id,
  listingId: row.listingId,
  listingName: row.listingName,
  landlordId: row.landlordId,
  landlordName: row.landlordName,
  studentId: row.studentId,
  studentEmail: row.studentEmail,
  studentName: row.studentName,
  lastMessageId: row.lastMessageId,
  lastMessageAt: row.lastMessageAt,
  lastMessageStart: row.lastMessageStart,
  lastBooking: toBookingLine(row.lastBookingLine) ?? undefined,
  studentUnread: row.studentUnread,
  landlordUnread: row.landlordUnread,
});

function toMessage(row: MessageRow): MessageRecord {
  const booking = toBookingLine(row.bookingLine);
  return { id: row.id, conversationId: row.conversationId, senderRole: row.senderRole, text: row.body, sentAt: row.sentAt, ...(booking ? { booking } : {}) };
}

async function append(
  tx: Transaction,
  row: ConversationRow,
  senderRole: ConversationRole,
  text: string,
  now: number,
  booking: BookingLineRecord | null,
): Promise<Written> {
  const [inserted] = await tx.insert(messages).values({ conversationId: row.id, senderRole, body: text, sentAt: now, bookingLine: booking }).returning();
  const message = toMessage(inserted!);
  const recipient = otherRole(senderRole);
  const hadUnread = recipient === 'STUDENT' ? row.studentUnread : row.landlordUnread;
  const mailedAt = recipient === 'STUDENT' ? row.studentMailedAt : row.landlordMailedAt;
  const mailOther = !hadUnread || mailedAt === null || now - mailedAt >= MAIL_QUIET_MS;
  const changes = {
    lastMessageId: message.id,
    lastMessageAt: now,
    lastMessageStart: messageStart(text),
    lastBookingLine: booking,
    ...(recipient === 'STUDENT' ? { studentUnread: true } : { landlordUnread: true }),
    ...(mailOther ? (recipient === 'STUDENT' ? { studentMailedAt: now } : { landlordMailedAt: now }) : {}),
  };
  const [updated] = await tx.update(conversations).set(changes).where(eq(conversations.id, row.id)).returning();
  // Delivered at commit to the live subscriptions of both sides, on every server (live/conversationSignals.ts).
  await tx.execute(sql`SELECT pg_notify(${MESSAGES_CHANNEL}, ${messagePayload([row.studentId, row.landlordId])})`);
  return { conversation: toRecord(updated!), message, mailOther };
}

/**
 * The reads every signed-in page asks for (the header's count) and the messages pages' first
 * pages, built once and prepared (named on PostgreSQL, parsed once per connection) rather than
 * built by drizzle and parsed by PostgreSQL at each request.
 */
function prepareReads(db: Database) {
  const id = sql.placeholder('id');
  const user = sql.placeholder('user');
  const limit = sql.placeholder('limit');
  const newestFirst = [desc(conversations.lastMessageAt), desc(conversations.id)] as const;
  return {
    conversation: db.select().from(conversations).where(eq(conversations.id, id)).limit(1).prepare('conversation_by_id'),
    latestMessages: db.select().from(messages).where(eq(messages.conversationId, id)).orderBy(desc(messages.id)).limit(limit).prepare('thread_latest'),
    firstAsLandlord: db
      .select()
      .from(conversations)
      .where(eq(conversations.landlordId, user))
      .orderBy(...newestFirst)
      .limit(limit)
      .prepare('conversations_as_landlord'),
    firstAsStudent: db
      .select()
      .from(conversations)
      .where(eq(conversations.studentId, user))
      .orderBy(...newestFirst)
      .limit(limit)
      .prepare('conversations_as_student'),
    unreadAsLandlord: db
      .select({ n: count() })
      .from(conversations)
      .where(and(eq(conversations.landlordId, user), conversations.landlordUnread))
      .prepare('unread_as_landlord'),
    unreadAsStudent: db
      .select({ n: count() })
      .from(conversations)
      .where(and(eq(conversations.studentId, user), conversations.studentUnread))
      .prepare('unread_as_student'),
  };
}

const conversationColumns = getTableColumns(conversations);
const conversationKeys = Object.keys(conversationColumns) as Array<keyof ConversationRow>;
const messageColumns = getTableColumns(messages);
const messageKeys = Object.keys(messageColumns) as Array<keyof MessageRow>;

const arrayOf = <Row>(keys: ReadonlyArray<keyof Row>, columns: Record<keyof Row, AnyPgColumn>) =>
  sql`json_build_array(${sql.join(
    keys.map((key) => sql`${columns[key]}`),
    sql`, `,
  )})`;

/** A row from the values of arrayOf, in their order. */
const rowOf = <Row>(keys: ReadonlyArray<keyof Row>, values: readonly unknown[]) => Object.fromEntries(keys.map((key, index) => [key, values[index]])) as Row;

/** The page of the latest `last` messages from the newest `last + 1` rows (as `messages` reads it without a cursor). */
const latestPage = (newestFirst: MessageRow[], last: number): MessagePage => ({
  messages: newestFirst.slice(0, last).reverse().map(toMessage),
  hasPrevious: newestFirst.length > last,
  hasNext: false,
});

/**
 * A thread's page in one JSON text, in the statement that checks the session (sessionStatement.ts):
 * the conversation `id` when the user `userId` is one of its sides (else NULL), its listing's page
 * columns while it is published, and, when `latest` is given, its newest `latest + 1` messages.
 */
const participantConversation = (userId: SQL) => sql`(
  SELECT json_build_array(
    ${arrayOf(conversationKeys, conversationColumns)},
    CASE WHEN listings.id IS NULL THEN NULL ELSE json_build_array(${pageColumnsOf('listings')}) END,
    CASE WHEN ${sql.placeholder('latest')}::int IS NULL THEN NULL ELSE (
      SELECT coalesce(json_agg(json_build_array(${sql.join(
        messageKeys.map((key) => sql`newest.${sql.identifier(messageColumns[key].name)}`),
        sql`, `,
      )}) ORDER BY newest.id DESC), '[]'::json)
      FROM (
        SELECT * FROM ${messages} WHERE ${messages.conversationId} = ${conversations.id}
        ORDER BY ${messages.id} DESC LIMIT ${sql.placeholder('latest')}::int + 1
      ) AS newest) END)::text
  FROM ${conversations} LEFT JOIN ${listings} ON listings.id = ${conversations.listingId}
  WHERE ${conversations.id} = ${sql.placeholder('id')} AND (${conversations.studentId} = ${userId} OR ${conversations.landlordId} = ${userId}))`;

function fromParticipantConversation(json: unknown, latest: number | null): (ConversationRecord & ThreadFirstPage) | null {
  if (json === null) return null;
  const [conversation, listing, newest] = JSON.parse(json as string) as [unknown[], PageTuple | null, unknown[][] | null];
  return {
    ...toRecord(rowOf<ConversationRow>(conversationKeys, conversation)),
    publishedListing: listing === null ? null : fromPageTuple(listing).node,
    ...(newest === null || latest === null
      ? {}
      : {
          latest: {
            last: latest,
            page: latestPage(
              newest.map((values) => rowOf<MessageRow>(messageKeys, values)),
              latest,
            ),
          },
        }),
  };
}

/**
 * The most conversations a page of the messages list reads with the session's check: the largest
 * page the API serves and one more (resolvers/conversations.ts). Written into the text, as the
 * other signed-in lists' limits are, so that the plan can be generic.
 */
const PAGE_ROWS = 51;

/**
 * A page of a user's conversations on either side, as one JSON text of arrays (arrayOf), newest
 * first: those before the cursor (`after_at`, `after_id`) when one is given.
 */
const pageOfConversations = (userId: SQL) => {
  const afterAt = sql`${sql.placeholder('after_at')}::bigint`;
  const before = sql`(${afterAt} IS NULL OR ${conversations.lastMessageAt} < ${afterAt}
    OR (${conversations.lastMessageAt} = ${afterAt} AND ${conversations.id} < ${sql.placeholder('after_id')}::text))`;
  const side = (column: AnyPgColumn) =>
    sql`(SELECT * FROM ${conversations} WHERE ${column} = ${userId} AND ${before}
      ORDER BY ${conversations.lastMessageAt} DESC, ${conversations.id} DESC LIMIT ${sql.raw(String(PAGE_ROWS))})`;
  return sql`(
  SELECT coalesce(json_agg(${arrayOf(conversationKeys, conversationColumns)} ORDER BY ${conversations.lastMessageAt} DESC, ${conversations.id} DESC), '[]')::text
  FROM (${side(conversations.landlordId)} UNION ALL ${side(conversations.studentId)}) AS ${conversations})`;
};

/** How many of a user's conversations, on either side, hold a message they have not read. */
const unreadConversations = (userId: SQL) => sql`((
  SELECT count(*) FROM ${conversations} WHERE ${conversations.landlordId} = ${userId} AND ${conversations.landlordUnread}) + (
  SELECT count(*) FROM ${conversations} WHERE ${conversations.studentId} = ${userId} AND ${conversations.studentUnread}))::int`;

export function createSqlConversations(db: Database, driver: Driver, randomId: () => string = () => crypto.randomUUID()): ConversationStore {
  const reads = prepareReads(db);
  const participantBySession = sessionStatement(db, driver, 'conversation_of_session', participantConversation, (json) => json);
  const pageBySession = sessionStatement(db, driver, 'conversations_of_session', pageOfConversations, (json) =>
    (JSON.parse(json as string) as unknown[][]).map((values) => toRecord(rowOf<ConversationRow>(conversationKeys, values))),
  );
  const unreadBySession = sessionStatement(db, driver, 'unread_of_session', unreadConversations, (value) => value as number);
  const locked = async (tx: Transaction, id: string) => (await tx.select().from(conversations).where(eq(conversations.id, id)).for('update'))[0] ?? null;

  const sideRange = (side: 'landlord' | 'student', userId: string, after: { lastMessageAt: number; id: string } | null) => {
    const owner = side === 'landlord' ? eq(conversations.landlordId, userId) : eq(conversations.studentId, userId);
    if (!after) return owner;
    return and(
      owner,
      or(lt(conversations.lastMessageAt, after.lastMessageAt), and(eq(conversations.lastMessageAt, after.lastMessageAt), lt(conversations.id, after.id))),
    );
  };

  return {
    async get(id) {
      const [row] = await reads.conversation.execute({ id });
      return row ? toRecord(row) : null;
    },

    ofParticipant: Object.assign(
      async (userId: string, id: string) => {
        const [row] = await reads.conversation.execute({ id });
        return row && roleOf(row, userId) ? toRecord(row) : null;
      },
      {
        async bySession(check: SessionCheck, id: string, latest: number | null = null) {
          const found = await participantBySession(check, { id, latest });
          return found && { user: found.user, value: fromParticipantConversation(found.value, latest) };
        },
      },
    ),

    writeToListing(details: NewConversation, text, now, booking = null) {
      return db.transaction(async (tx) => {
        const student =
          details.studentId !== null
            ? eq(conversations.studentId, details.studentId)
            : and(isNull(conversations.studentId), eq(conversations.studentEmail, details.studentEmail));
        const [existing] = await tx
          .select()
          .from(conversations)
          .where(and(student, eq(conversations.listingId, details.listingId)))
          .limit(1)
          .for('update');
        const row =
          existing ??
          (
            await tx
              .insert(conversations)
              .values({ ...details, id: randomId(), lastMessageId: 0, lastMessageAt: now, lastMessageStart: '', studentUnread: false, landlordUnread: false })
              .returning()
          )[0]!;
        return append(tx, row, 'STUDENT', text, now, booking);
      });
    },

    addMessage(conversationId, senderRole, text, now, booking = null) {
      return db.transaction(async (tx) => {
        const row = await locked(tx, conversationId);
        if (!row) throw new Error(`No conversation ${conversationId}`);
        return append(tx, row, senderRole, text, now, booking);
      });
    },

    ofUser: Object.assign(
      async (userId: string, first: number, after: ConversationCursor | null) => {
        const side = (name: 'landlord' | 'student') => {
          if (after === null) return (name === 'landlord' ? reads.firstAsLandlord : reads.firstAsStudent).execute({ user: userId, limit: first });
          return db
            .select()
            .from(conversations)
            .where(sideRange(name, userId, after))
            .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
            .limit(first);
        };
        // Two index ranges merged here: a user is never on both sides of one conversation.
        const [asLandlord, asStudent] = await Promise.all([side('landlord'), side('student')]);
        return [...asLandlord, ...asStudent]
          .sort((a, b) => b.lastMessageAt - a.lastMessageAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
          .slice(0, first)
          .map(toRecord);
      },
      {
        async bySession(check: SessionCheck, first: number, after: ConversationCursor | null) {
          if (first > PAGE_ROWS) throw new Error(`A page of at most ${PAGE_ROWS} conversations, not ${first}`);
          const found = await pageBySession(check, { after_at: after?.lastMessageAt ?? null, after_id: after?.id ?? null });
          return found && { user: found.user, value: found.value.slice(0, first) };
        },
      },
    ),

    async messages(conversationId, { last, before, after }) {
      const thread = eq(messages.conversationId, conversationId);
      if (after !== null) {
        const rows = await db
          .select()
          .from(messages)
          .where(and(thread, gt(messages.id, after)))
          .orderBy(asc(messages.id))
          .limit(last + 1);
        const [earlier] = await db
          .select({ id: messages.id })
          .from(messages)
          .where(and(thread, sql`${messages.id} <= ${after}`))
          .limit(1);
        return { messages: rows.slice(0, last).map(toMessage), hasPrevious: earlier !== undefined, hasNext: rows.length > last };
      }
      const rows =
        before === null
          ? await reads.latestMessages.execute({ id: conversationId, limit: last + 1 })
          : await db
              .select()
              .from(messages)
              .where(and(thread, lt(messages.id, before)))
              .orderBy(desc(messages.id))
              .limit(last + 1);
      const later =
        before === null
          ? []
          : await db
              .select({ id: messages.id })
              .from(messages)
              .where(and(thread, sql`${messages.id} >= ${before}`))
              .limit(1);
      return { messages: rows.slice(0, last).reverse().map(toMessage), hasPrevious: rows.length > last, hasNext: later.length > 0 };
    },

    async allMessages(conversationId) {
      const rows = await db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.id));
      return rows.map(toMessage);
    },

    async markRead(conversationId, role) {
      const flag = role === 'STUDENT' ? conversations.studentUnread : conversations.landlordUnread;
      const [read] = await db
        .update(conversations)
        .set(role === 'STUDENT' ? { studentUnread: false } : { landlordUnread: false })
        .where(and(eq(conversations.id, conversationId), flag))
        .returning({ studentId: conversations.studentId, landlordId: conversations.landlordId });
      // The reader's other tabs and devices follow their count (live/conversationSignals.ts).
      if (read) await db.execute(sql`SELECT pg_notify(${MESSAGES_CHANNEL}, ${messagePayload([role === 'STUDENT' ? read.studentId : read.landlordId])})`);
    },

    async messagesOfUserAfter(userId, after, limit) {
      const rows = await db
        .select({ message: messages })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(gt(messages.id, after), or(eq(conversations.landlordId, userId), eq(conversations.studentId, userId))))
        .orderBy(asc(messages.id))
        .limit(limit);
      return rows.map((row) => toMessage(row.message));
    },

    async latestMessageId() {
      const [row] = await db.select({ id: messages.id }).from(messages).orderBy(desc(messages.id)).limit(1);
      return row?.id ?? 0;
    },

    unreadCount: Object.assign(
      async (userId: string) => {
        const [[asLandlord], [asStudent]] = await Promise.all([
          reads.unreadAsLandlord.execute({ user: userId }),
          reads.unreadAsStudent.execute({ user: userId }),
        ]);
        return (asLandlord?.n ?? 0) + (asStudent?.n ?? 0);
      },
      { bySession: (check: SessionCheck) => unreadBySession(check) },
    ),

    forget: (userId) => forgetParticipantRows(db, userId),

    claim(email, userId) {
      return db.transaction(async (tx) => {
        const waiting = await tx
          .select()
          .from(conversations)
          .where(and(isNull(conversations.studentId), eq(conversations.studentEmail, email)))
          .for('update');
        for (const visitor of waiting) {
          const [own] = await tx
            .select()
            .from(conversations)
            .where(and(eq(conversations.studentId, userId), eq(conversations.listingId, visitor.listingId)))
            .for('update');
          if (!own) {
            await tx.update(conversations).set({ studentId: userId }).where(eq(conversations.id, visitor.id));
            continue;
          }
          await tx.update(messages).set({ conversationId: own.id }).where(eq(messages.conversationId, visitor.id));
          const latest = visitor.lastMessageId > own.lastMessageId ? visitor : own;
          await tx
            .update(conversations)
            .set({
              lastMessageId: latest.lastMessageId,
              lastMessageAt: latest.lastMessageAt,
              lastMessageStart: latest.lastMessageStart,
              lastBookingLine: latest.lastBookingLine,
              studentUnread: own.studentUnread || visitor.studentUnread,
              landlordUnread: own.landlordUnread || visitor.landlordUnread,
            })
            .where(eq(conversations.id, own.id));
          await tx.delete(conversations).where(eq(conversations.id, visitor.id));
        }
      });
    },
  };
}
