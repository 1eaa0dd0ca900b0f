/**
 * Conversations under load (issue #34): a landlord with 2,000 conversations opens the messages list
 * (its first page of 20, as MessagesPage asks) and a thread of 500 messages (its last 50, as
 * ThreadPage asks), each by 32 connections signed in with the landlord's session cookie, p99 within
 * 50 ms. The conversations are written straight into the bench's database; the store's statements
 * for both pages are EXPLAINed, and a plan that reads a whole table instead of an index fails.
 */
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { DocumentNode } from 'graphql';
import { sentDocument } from '../../server/sentDocument';
import pg from 'pg';
import { ConversationsDocument, ThreadDocument, UnreadConversationsDocument } from '../../../src/gql/graphql';
import * as schema from '../../../src/server/db/schema';
import { SESSION_COOKIE } from '../../../src/server/http/sessionCookie';
import { createSqlConversations } from '../../../src/server/store/sqlConversations';
import { sha256 } from '../../../src/server/store/secrets';
import { ms, type Row } from '../report';
import { loadBodies, recordStatements, type LoadFigures } from './load';
import { searchHeaders } from './searchRequest';
import type { ServerProcess } from './processes';

export const conversationTargets = { p99Ms: 50 };
export const CONVERSATIONS = 2_000;
export const THREAD_MESSAGES = 500;
const LANDLORD = 'bench-landlord';
const LONG_THREAD = 'bench-conversation-1';

interface Seeded {
  /** The landlord's Cookie header. */
  cookie: string;
}

/** The landlord, their session and their conversations: one with THREAD_MESSAGES messages, the rest with one each, a third unread. */
async function seedConversations(databaseUrl: string): Promise<Seeded> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const now = Date.now();
    const session = randomBytes(32).toString('base64url');
    const [listing] = (await client.query<{ id: string; name: string }>('SELECT id, name FROM listings ORDER BY position LIMIT 1')).rows;
    if (!listing) throw new Error('the bench database has no listing');
    await client.query('BEGIN');
    await client.query(`DELETE FROM messages WHERE conversation_id LIKE 'bench-conversation-%'`);
    await client.query(`DELETE FROM conversations WHERE landlord_id = $1`, [LANDLORD]);
    await client.query(`DELETE FROM users WHERE id = $1`, [LANDLORD]);
    await client.query(
      `INSERT INTO users (id, first_name, last_name, email, phone, is_verified, created_at) VALUES ($1, 'Lena', 'Bench', 'lena.bench@campusnest.example', NULL, true, $2)`,
      [LANDLORD, now],
    );
    await client.query(`INSERT INTO sessions (id_hash, user_id, created_at, expires) VALUES ($1, $2, $3, $4)`, [
      sha256(session),
      LANDLORD,
      now,
      now + 24 * 3600_000,
    ]);
    await client.query(
      `INSERT INTO conversations (id, listing_id, listing_name, landlord_id, landlord_name, student_id, student_email, student_name, last_message_id, last_message_at, last_message_start, student_unread, landlord_unread)
       SELECT 'bench-conversation-' || n, $1, $2, $3, 'Lena', 'bench-student-' || n, 'student' || n || '@uni.example', 'Student', 0, $4::bigint - n * 60000, '', false, n % 3 = 0
       FROM generate_series(1, $5::int) AS n`,
      [listing.id, listing.name, LANDLORD, now, CONVERSATIONS],
    );
    await client.query(
      `INSERT INTO messages (conversation_id, sender_role, body, sent_at)
       SELECT 'bench-conversation-' || n, 'STUDENT', 'Is the room still free in September? (' || n || ')', $1::bigint - n * 60000 FROM generate_series(1, $2::int) AS n`,
      [now, CONVERSATIONS],
    );
    await client.query(
      `INSERT INTO messages (conversation_id, sender_role, body, sent_at)
       SELECT $1, CASE WHEN k % 2 = 0 THEN 'STUDENT' ELSE 'LANDLORD' END, 'Message ' || k || ' of a long thread, about the deposit and the move-in day.', $2::bigint - 60000 + k * 100
       FROM generate_series(1, $3::int) AS k`,
      [LONG_THREAD, now, THREAD_MESSAGES - 1],
    );
    await client.query(
      `UPDATE conversations c SET last_message_id = m.id, last_message_start = left(m.body, 140)
       FROM (SELECT DISTINCT ON (conversation_id) conversation_id, id, body FROM messages WHERE conversation_id LIKE 'bench-conversation-%' ORDER BY conversation_id, id DESC) m
       WHERE c.id = m.conversation_id`,
    );
    await client.query('COMMIT');
    await client.query('ANALYZE conversations, messages, sessions, users');
    return { cookie: `${SESSION_COOKIE}=${session}` };
  } finally {
    await client.end();
  }
}

/** A page's operation as Apollo's HttpLink sends it: its document with __typename, by its name. */
function body(document: DocumentNode, operationName: string, variables: Record<string, unknown>): string {
  return JSON.stringify({ operationName, variables, query: sentDocument(document) });
}

const pages = [
  {
    label: `messages list, first 20 of ${CONVERSATIONS.toLocaleString('en')} conversations`,
    body: body(ConversationsDocument, 'Conversations', {}),
    expect: (data: Record<string, unknown>) => ((data.conversations as { edges: unknown[] } | null)?.edges.length ?? 0) === 20,
  },
  {
    label: `thread, last 50 of ${THREAD_MESSAGES} messages`,
    body: body(ThreadDocument, 'Thread', { id: LONG_THREAD }),
    expect: (data: Record<string, unknown>) => ((data.conversation as { messages: { edges: unknown[] } } | null)?.messages.edges.length ?? 0) === 50,
  },
  {
    label: "header's unread count",
    body: body(UnreadConversationsDocument, 'UnreadConversations', {}),
    expect: (data: Record<string, unknown>) => data.unreadConversationCount === Math.floor(CONVERSATIONS / 3),
  },
];

/** Whether any plan node reads all of conversations or messages. */
function wholeTableReads(plan: unknown): string[] {
  const found: string[] = [];
  const visit = (node: Record<string, unknown>) => {
    if (node['Node Type'] === 'Seq Scan' && (node['Relation Name'] === 'conversations' || node['Relation Name'] === 'messages'))
      found.push(node['Relation Name']);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
  };
  visit(plan as Record<string, unknown>);
  return found;
}

/** The store's statements for both pages and the count, EXPLAINed: the indexes each one uses, and no whole-table read. */
async function planRows(databaseUrl: string, label: string): Promise<Row[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const stages = await recordStatements(pool, async (recording) => {
      const store = createSqlConversations(drizzle({ client: recording, schema }), { kind: 'postgres', pool: recording });
      await store.ofUser(LANDLORD, 21, null);
      await store.messages(LONG_THREAD, { last: 50, before: null, after: null });
      await store.unreadCount(LANDLORD);
    });
    const rows: Row[] = [];
    for (const { config, values } of stages.flat()) {
      const text = config.text;
      const { rows: explained } = await pool.query<{ 'QUERY PLAN': Array<{ Plan: unknown }> }>({ text: `EXPLAIN (FORMAT JSON) ${text}`, values });
      const plan = explained[0]!['QUERY PLAN'][0]!.Plan;
      const indexes = [...JSON.stringify(plan).matchAll(/"Index Name":"([^"]+)"/g)].map((match) => match[1]!);
      const whole = wholeTableReads(plan);
      const what = /FROM "(\w+)"/.exec(text)?.[1] ?? 'statement';
      rows.push({
        figure: `${label}: plan of ${what} (${text.slice(0, 60).replace(/\s+/g, ' ')}…)`,
        value: whole.length > 0 ? `reads all of ${whole.join(', ')}` : [...new Set(indexes)].join(', '),
        target: 'indexes only',
        pass: whole.length === 0 && indexes.length > 0,
      });
    }
    return rows;
  } finally {
    await pool.end();
  }
}

/** `seconds` of load on each page after `warmUpSeconds`, and the plans, on a running server over `databaseUrl`. */
export async function conversationRows(options: {
  server: ServerProcess;
  databaseUrl: string;
  label: string;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}): Promise<Row[]> {
  const { server, databaseUrl, label, connections, seconds, warmUpSeconds } = options;
  const { cookie } = await seedConversations(databaseUrl);
  const headers = { ...searchHeaders, cookie };
  const url = `${server.url}/graphql`;
  const rows: Row[] = [];
  for (const page of pages) {
    const first = await fetch(url, { method: 'POST', headers, body: page.body });
    const answer = (await first.json()) as { data?: Record<string, unknown>; errors?: unknown };
    if (first.status !== 200 || answer.errors || !answer.data || !page.expect(answer.data))
      throw new Error(`${page.label} answered ${first.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    const name = `${label}, ${page.label}, signed in`;
    console.log(`[bench] ${name}: ${connections} connections for ${seconds} s (after ${warmUpSeconds} s to warm up)...`);
    await loadBodies(url, [page.body], headers, connections, warmUpSeconds);
    const figures: LoadFigures = await loadBodies(url, [page.body], headers, connections, seconds);
    rows.push(
      { figure: `${name}: throughput`, value: `${figures.throughput.toFixed(0)} req/s`, target: '', pass: null },
      { figure: `${name}: p50`, value: ms(figures.p50Ms), target: '', pass: null },
      { figure: `${name}: p99`, value: ms(figures.p99Ms), target: `≤ ${conversationTargets.p99Ms} ms`, pass: figures.p99Ms <= conversationTargets.p99Ms },
      { figure: `${name}: errors and non-2xx`, value: String(figures.failures), target: '0', pass: figures.failures === 0 },
    );
  }
  return [...rows, ...(await planRows(databaseUrl, label))];
}
