/**
 * Live conversations over /graphql/stream (issue #34), on both engines: a subscriber is sent the
 * messages written through another connection, and through another server instance on the same
 * database (PostgreSQL's LISTEN/NOTIFY; on PGlite its own); a client back from a lost connection
 * is sent what it missed from its cursor; no one is sent another user's conversation; the rules
 * of /graphql (CSRF, session) and the streams' own limits hold; a closing server ends its streams.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { createApp, type App } from '../../src/server/app';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { createServerMailer } from '../../src/server/mail/serverMailer';
import { LIVE_PATH } from '../../src/server/http/liveStreams';
import { MESSAGES_CHANNEL } from '../../src/server/live/conversationSignals';
import { openStream, type EventStream } from './eventStream';
import { Conversations, MarkRead, SendMessage } from '../api/conversationOperations';
import { SubmitContact } from '../api/operations';
import { Browser, logIn, signUp, startTestServer, TEST_SECRET, type TestServer } from './httpServer';
import { sqlEngine } from './testDatabase';

const listing = generateProperties()[0]!;

const EVENTS = `subscription($after: String) {
  conversationEvents(after: $after) {
    cursor
    unreadConversationCount
    message { text isMine senderName }
    conversation { id unread }
  }
}`;
const contactForm = { propertyId: listing.id, name: 'Ana Silva', email: 'ana@uni.eu', phone: '+351 912 345 678' };
/** Sends `text` in the conversation `id`, and says which expected errors it met. */
const send = async (browser: Browser, id: string, text: string) =>
  (await browser.graphql(SendMessage, { conversationId: id, text })).body.data?.sendMessage.errors.map((error) => error.code);

interface Event {
  conversationEvents: {
    cursor: string;
    unreadConversationCount: number;
    message: { text: string; isMine: boolean; senderName: string } | null;
    conversation: { id: string; unread: boolean } | null;
  };
}

describe('live conversations', () => {
  let server: TestServer;
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await server.app.close();
  });

  const stream = async (browser: Browser | null, after?: string, on: TestServer = server) => {
    const opened = await openStream<Event>(on, browser, EVENTS, after === undefined ? {} : { after });
    cleanups.push(() => {
      opened.close();
    });
    return opened;
  };
  const nextEvent = async (opened: EventStream<Event>) => {
    const event = await opened.next();
    expect(event?.errors).toBeUndefined();
    return event!.data!.conversationEvents;
  };

  /** Ana writes from the listing page; the landlord logs in on a browser of their own. */
  async function start(live = {}, limits = {}) {
    server = await startTestServer({ live, limits });
    const student = new Browser(server);
    await signUp(student, server);
    await student.graphql(SubmitContact, { input: { ...contactForm, message: 'Is it free?' } });
    const landlord = new Browser(server);
    await logIn(landlord, server, listing.landlord.email);
    const id = (await student.graphql(Conversations, {})).body.data!.conversations!.edges[0]!.node.id;
    return { student, landlord, id };
  }

  it("sends the landlord the student's new message, written through another connection, with the unread count", async () => {
    const { student, landlord, id } = await start();
    const events = await stream(landlord);
    expect(events.status).toBe(200);
    const first = await nextEvent(events);
    expect(first).toMatchObject({ message: null, conversation: null, unreadConversationCount: 1 });
    expect(first.cursor).toMatch(/^\d+$/);

    expect(await send(student, id, 'Can I see it on Monday?')).toEqual([]);
    expect(await nextEvent(events)).toMatchObject({
      message: { text: 'Can I see it on Monday?', isMine: false, senderName: 'Ana' },
      conversation: { id, unread: true },
      unreadConversationCount: 1,
    });
    // The sender's own stream has it too, as theirs: their other tabs follow.
    const own = await stream(student, first.cursor);
    expect(await nextEvent(own)).toMatchObject({ message: { text: 'Can I see it on Monday?', isMine: true }, conversation: { id, unread: false } });
  });

  it('keeps a stream open past the time a request has to arrive (REQUEST_TIMEOUT_MS)', async () => {
    const { student, landlord, id } = await start({}, { requestTimeoutMs: 500 });
    const events = await stream(landlord);
    await nextEvent(events);
    // Node checks its request timeouts every connectionsCheckingInterval (here 500 ms): three checks pass.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    await send(student, id, 'Still there?');
    expect((await nextEvent(events)).message?.text).toBe('Still there?');
  });

  it("tells the reader's other tabs the new count when a conversation is read elsewhere", async () => {
    const { landlord, id } = await start();
    const otherTab = await stream(landlord);
    expect((await nextEvent(otherTab)).unreadConversationCount).toBe(1);
    await landlord.graphql(MarkRead, { id });
    expect(await nextEvent(otherTab)).toMatchObject({ message: null, conversation: null, unreadConversationCount: 0 });
  });

  it('sends a client back from a lost connection every message it missed, from its cursor, in order', async () => {
    const { student, landlord, id } = await start();
    const before = await stream(landlord);
    const { cursor } = await nextEvent(before);
    before.close();
    for (const text of ['One.', 'Two.', 'Three.']) await send(student, id, text);

    const back = await stream(landlord, cursor);
    const replayed = [await nextEvent(back), await nextEvent(back), await nextEvent(back)];
    expect(replayed.map((event) => event.message?.text)).toEqual(['One.', 'Two.', 'Three.']);
    // Then live again, from where the replay stopped.
    await send(student, id, 'Four.');
    expect((await nextEvent(back)).message?.text).toBe('Four.');
    const again = await stream(landlord, replayed[1]!.cursor);
    expect([(await nextEvent(again)).message?.text, (await nextEvent(again)).message?.text]).toEqual(['Three.', 'Four.']);
  });

  it("never sends anyone another user's conversation", async () => {
    const { student, landlord, id } = await start();
    const bea = new Browser(server);
    await signUp(bea, server, 'bea@uni.eu');
    const theirs = await stream(bea);
    const { cursor } = await nextEvent(theirs);
    await send(student, id, 'Private to the two of us.');
    await send(landlord, id, 'Indeed.');
    // Bea's own message is the next thing her stream sends: nothing of the others' came before it.
    await bea.graphql(SubmitContact, { input: { ...contactForm, name: 'Bea Costa', email: 'bea@uni.eu', message: 'Mine.' } });
    expect((await nextEvent(theirs)).message?.text).toBe('Mine.');
    // Nor from a cursor: a replay reads only her conversations.
    const replay = await stream(bea, cursor);
    expect((await nextEvent(replay)).message?.text).toBe('Mine.');
  });

  it.runIf(sqlEngine() === 'postgres')('listens again when PostgreSQL ends the listening connection, and sends what was written meanwhile', async () => {
    const { student, landlord, id } = await start();
    const events = await stream(landlord);
    await nextEvent(events);
    const database = server.database;
    if (database.driver.kind !== 'postgres') throw new Error('a PostgreSQL test');
    const { rows } = await database.driver.pool.query<{ pid: number }>(
      `WITH listening AS MATERIALIZED (SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN ${MESSAGES_CHANNEL}')
       SELECT pid FROM listening WHERE pg_terminate_backend(pid)`,
    );
    expect(rows).toHaveLength(1);
    await send(student, id, 'Written while no one listened.');
    expect((await nextEvent(events)).message?.text).toBe('Written while no one listened.');
  });

  it('keeps the rules of /graphql: the CSRF header, the session; and serves subscriptions only', async () => {
    const { landlord } = await start();
    const forged = await fetch(`${server.url}${LIVE_PATH}`, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'text/plain', ...landlord.cookieHeader() },
      body: JSON.stringify({ query: EVENTS }),
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('CSRF_REQUIRED');

    const visitor = await stream(null);
    const refused = await visitor.next();
    expect(refused?.errors?.[0]?.extensions?.code).toBe('SIGN_IN_REQUIRED');
    expect(await visitor.next()).toBeNull();

    const query = await openStream(server, landlord, 'query { unreadConversationCount }');
    expect((await query.next())?.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const badCursor = await stream(landlord, 'not-a-cursor');
    expect((await badCursor.next())?.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
  });

  it('limits the streams one session holds open', async () => {
    const { landlord } = await start({ perSession: 2 });
    const open = [await stream(landlord), await stream(landlord)];
    for (const events of open) await nextEvent(events);
    const third = await openStream(server, landlord, EVENTS);
    expect(third.status).toBe(429);
    open[0]!.close();
    // The server sees the closed one go on its next write; a new stream is then allowed.
    await expect
      .poll(async () => {
        const retry = await openStream(server, landlord, EVENTS);
        retry.close();
        return retry.status;
      })
      .toBe(200);
  });

  it('ends its streams when the server closes, and the client resumes on another instance without a loss', async () => {
    const { student, landlord, id } = await start();
    const other = await secondInstance(server.database);
    cleanups.push(() => other.close());
    const otherUrl = await other.app.listen(0, '127.0.0.1');
    const elsewhere = { ...server, url: otherUrl };

    // Written through one instance, streamed by the other.
    const events = await stream(landlord, undefined, elsewhere);
    const { cursor } = await nextEvent(events);
    await send(student, id, 'Through the first server.');
    expect((await nextEvent(events)).message?.text).toBe('Through the first server.');

    const onFirst = await stream(landlord, cursor);
    expect((await nextEvent(onFirst)).message?.text).toBe('Through the first server.');
    const closing = server.app.close({ graceMs: 1_000 });
    expect(await onFirst.next()).toBeNull();
    await closing;
    server = await startTestServer();
  });
});

/** Another server process's app on the same database: its own connections (PostgreSQL), or the same PGlite. */
async function secondInstance(database: DatabaseHandle): Promise<{ app: App; close(): Promise<void> }> {
  const own = database.driver.kind === 'postgres' ? await openDatabase({ url: database.driver.pool.options.connectionString! }) : database;
  const app = createApp({ database: own, mailer: createServerMailer({ transport: 'console' }, () => undefined), secretKey: TEST_SECRET, distDir: null });
  return {
    app,
    async close() {
      await app.close();
      if (own !== database) await own.close();
    },
  };
}
