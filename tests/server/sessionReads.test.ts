/**
 * The signed-in reads that check the session in their own statement (Session.readOwn,
 * src/server/store/sessionStatement.ts) on both engines: a landlord's listings, a student's and a
 * landlord's requests to book, and a conversation. Each answers exactly what the session's lookup
 * and the read did as two statements: the user and their data for a live session; for an expired,
 * ended or unknown one, a visitor (the row gone, the cookie cleared); another user's session reads
 * that user's data, never the data asked about. And it is one round trip.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateProperties } from '../../scripts/data/generate';
import type { ConversationRecord, ThreadFirstPage } from '../../src/api/store/conversations';
import type { Session, StoredUser } from '../../src/api/store/types';
import { BOOKING_HOLD_MS } from '../../src/lib/bookingRules';
import type { DatabaseHandle } from '../../src/server/db/database';
import { bookingRequests, sessions, users } from '../../src/server/db/schema';
import { codeHasher, sha256 } from '../../src/server/store/secrets';
import { SqlOwnedListings } from '../../src/server/store/sqlOwnedListings';
import { createSqlSession, SESSION_TTL_MS, type SessionCookie } from '../../src/server/store/sqlSession';
import { createSqlStore } from '../../src/server/store/sqlStore';
import { resetAccounts, testDatabase } from './testDatabase';
import { spyOnStatements } from './statementSpy';

const NOW = Date.parse('2027-08-01T10:00:00Z');

const user = (id: string, firstName: string): StoredUser => ({ id, firstName, lastName: 'Test', email: `${id}@uni.example`, phone: null, isVerified: true });
const LANDLORD = user('landlord-1', 'Lena');
const STUDENT = user('student-1', 'Ana');
const OTHER = user('other-1', 'Olaf');

let handle: DatabaseHandle;
let store: ReturnType<typeof createSqlStore>;
let owned: SqlOwnedListings;
let conversationId: string;

/** A request's cookie jar: what the session was sent, and whether the answer cleared it. */
function request(cookie: string | null): { session: Session; cleared: () => boolean } {
  let cleared = false;
  const jar: SessionCookie = {
    received: cookie,
    set: () => undefined,
    clear: () => {
      cleared = true;
    },
    receivedVisitor: null,
    setVisitor: () => undefined,
  };
  return { session: createSqlSession(handle.db, jar, () => NOW), cleared: () => cleared };
}

async function sessionOf(owner: StoredUser, cookie: string, expires = NOW + SESSION_TTL_MS): Promise<string> {
  await handle.db.insert(sessions).values({ idHash: sha256(cookie), userId: owner.id, createdAt: NOW - 1000, expires });
  return cookie;
}

/** Each of the signed-in reads, through readOwn, with what the plain read answers for the user. */
const reads: Array<{ name: string; ask: (session: Session) => ReturnType<Session['readOwn']>; plain: (userId: string) => Promise<unknown> }> = [
  { name: "a landlord's listings", ask: (session) => session.readOwn(owned.rowsOfOwner), plain: (id) => owned.rowsOfOwner(id) },
  { name: "a student's requests to book", ask: (session) => session.readOwn(store.bookings.ofStudent), plain: (id) => store.bookings.ofStudent(id) },
  {
    name: "a landlord's pending requests",
    ask: (session) => session.readOwn(store.bookings.pendingFor, NOW),
    plain: (id) => store.bookings.pendingFor(id, NOW),
  },
  {
    name: 'a conversation',
    // Its listing, read with it by the session's statement, is compared below (the thread's first page).
    ask: async (session) => {
      const read = await session.readOwn(store.conversations.ofParticipant, conversationId);
      return read && { ...read, value: read.value && withoutFirstPage(read.value) };
    },
    plain: (id) => store.conversations.ofParticipant(id, conversationId),
  },
  {
    name: "a user's conversations",
    ask: (session) => session.readOwn(store.conversations.ofUser, 21, null),
    plain: (id) => store.conversations.ofUser(id, 21, null),
  },
  {
    name: "a user's conversations after a cursor",
    ask: (session) => session.readOwn(store.conversations.ofUser, 21, { lastMessageAt: NOW + 1000, id: '' }),
    plain: (id) => store.conversations.ofUser(id, 21, { lastMessageAt: NOW + 1000, id: '' }),
  },
  {
    name: 'the count of unread conversations',
    ask: (session) => session.readOwn(store.conversations.unreadCount),
    plain: (id) => store.conversations.unreadCount(id),
  },
];

function withoutFirstPage(conversation: ConversationRecord & ThreadFirstPage): ConversationRecord {
  const record = { ...conversation };
  delete record.latest;
  delete record.publishedListing;
  return record;
}

/** How many statements `run` sends to the database (its round trips). */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const { driver, searchDriver } = handle;
  const spy = spyOnStatements(driver, searchDriver);
  try {
    await run();
    return spy.count();
  } finally {
    spy.restore();
  }
}

beforeAll(async () => {
  handle = await testDatabase();
  store = createSqlStore(handle.db, handle.driver, codeHasher(Buffer.from('tests only')), () => NOW);
  owned = new SqlOwnedListings(handle.db, handle.driver);
});

beforeEach(async () => {
  await resetAccounts(handle);
  await handle.db.execute(sql`DELETE FROM listing_drafts`);
  await handle.db.insert(users).values([LANDLORD, STUDENT, OTHER].map((account) => ({ ...account, createdAt: NOW - 5000 })));
  const [listing] = generateProperties();
  await owned.create(LANDLORD.id, { ...listing!, id: 'draft-1', name: 'Attic Room' });
  const { conversation } = await store.conversations.writeToListing(
    {
      listingId: listing!.id,
      listingName: listing!.name,
      landlordId: LANDLORD.id,
      landlordName: 'Lena',
      studentId: STUDENT.id,
      studentEmail: STUDENT.email!,
      studentName: 'Ana',
    },
    'Hello, is it free in September?',
    NOW - 3000,
  );
  conversationId = conversation.id;
  await handle.db.insert(bookingRequests).values({
    id: 'request-1',
    listingId: listing!.id,
    listingName: listing!.name,
    landlordId: LANDLORD.id,
    studentId: STUDENT.id,
    studentName: 'Ana',
    conversationId,
    message: '',
    reply: '',
    status: 'PENDING',
    declinedForOverlap: false,
    moveIn: '2028-09-01',
    moveOut: '2029-07-01',
    months: 10,
    rent: 6000,
    bills: 0,
    deposit: 600,
    total: 6600,
    createdAt: NOW - 2000,
    expiresAt: NOW - 2000 + BOOKING_HOLD_MS,
    decidedAt: null,
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(reads)('$name, read with the session checked in its statement', ({ ask, plain }) => {
  it('answers the session user and what the plain read answers for them, in one round trip', async () => {
    for (const owner of [LANDLORD, STUDENT]) {
      const { session, cleared } = request(await sessionOf(owner, `live-${owner.id}`));
      let answer: Awaited<ReturnType<Session['readOwn']>> = null;
      expect(await statementsOf(async () => (answer = await ask(session)))).toBe(1);
      expect(answer).toEqual({ user: owner, value: await plain(owner.id) });
      expect(cleared()).toBe(false);
      // The session is known for the rest of the request: currentUser asks nothing more.
      expect(
        await statementsOf(async () => {
          expect(await session.currentUser()).toEqual(owner);
        }),
      ).toBe(0);
    }
  });

  it('reads as a visitor with an expired session, deletes its row and clears the cookie', async () => {
    const cookie = await sessionOf(LANDLORD, 'expired', NOW);
    const { session, cleared } = request(cookie);
    expect(await ask(session)).toBeNull();
    expect(cleared()).toBe(true);
    expect(await session.currentUser()).toBeNull();
    expect(await handle.db.select().from(sessions)).toEqual([]);
  });

  it('reads as a visitor with a session ended elsewhere (signed out) or never made', async () => {
    const cookie = await sessionOf(LANDLORD, 'ended');
    await request(cookie).session.signOut();
    for (const sent of [cookie, 'never-made']) {
      const { session, cleared } = request(sent);
      expect(await ask(session)).toBeNull();
      expect(cleared()).toBe(true);
    }
  });

  it("reads another user's session as that user's own data, never the landlord's or the student's", async () => {
    const { session } = request(await sessionOf(OTHER, 'other'));
    const answer = await ask(session);
    expect(answer?.user).toEqual(OTHER);
    expect(answer?.value).toEqual(await plain(OTHER.id));
    // The data under test belongs to the landlord or the student: whichever holds it, the other user reads none of it.
    const held = [await plain(LANDLORD.id), await plain(STUDENT.id)].filter(
      (value) => value !== null && value !== 0 && !(Array.isArray(value) && value.length === 0),
    );
    expect(held).not.toHaveLength(0);
    for (const value of held) expect(answer?.value).not.toEqual(value);
  });

  it('reads as a visitor without a cookie, asking the database nothing', async () => {
    const { session } = request(null);
    expect(
      await statementsOf(async () => {
        expect(await ask(session)).toBeNull();
      }),
    ).toBe(0);
  });

  it('reads for the user already looked up in the request without checking the session again', async () => {
    const { session } = request(await sessionOf(STUDENT, 'known'));
    expect(await session.currentUser()).toEqual(STUDENT);
    let value: unknown;
    // The plain read's own statements (one, or a list's two sides at once), and no session's.
    const plainStatements = await statementsOf(async () => (value = await plain(STUDENT.id)));
    expect(plainStatements).toBeGreaterThan(0);
    expect(
      await statementsOf(async () => {
        expect(await ask(session)).toEqual({ user: STUDENT, value });
      }),
    ).toBe(plainStatements);
  });
});

it('each of the signed-in reads has a statement that checks the session (without one, readOwn would look the session up first)', () => {
  const fused = [
    owned.rowsOfOwner.bySession,
    store.bookings.ofStudent.bySession,
    store.bookings.pendingFor.bySession,
    store.conversations.ofParticipant.bySession,
    store.conversations.ofUser.bySession,
    store.conversations.unreadCount.bySession,
  ];
  expect(fused.map((bySession) => typeof bySession)).toEqual(Array(6).fill('function'));
});

describe("a thread's first page, read with the conversation in the session's statement", () => {
  it('carries the latest messages as the messages page would read them, and the listing while published', async () => {
    for (const text of ['Yes, from the 1st.', 'Can I visit on Friday?', 'Friday at 5 works.'])
      await store.conversations.addMessage(conversationId, 'LANDLORD', text, NOW);
    const { session } = request(await sessionOf(STUDENT, 'thread'));
    const read = await session.readOwn(store.conversations.ofParticipant, conversationId, 2);
    expect(read?.value?.latest).toEqual({ last: 2, page: await store.conversations.messages(conversationId, { last: 2, before: null, after: null }) });
    expect(read?.value?.latest?.page.messages.map((message) => message.text)).toEqual(['Can I visit on Friday?', 'Friday at 5 works.']);
    const [listing] = generateProperties();
    expect(read?.value?.publishedListing?.id).toBe(listing!.id);
    expect(read?.value?.publishedListing?.name).toBe(listing!.name);
  });

  it('reads no messages unless asked, and no listing once it is unpublished', async () => {
    const [listing] = generateProperties();
    await owned.setStatus(listing!.id, 'UNPUBLISHED');
    try {
      const { session } = request(await sessionOf(LANDLORD, 'unpublished'));
      const read = await session.readOwn(store.conversations.ofParticipant, conversationId);
      expect(read?.value?.latest).toBeUndefined();
      expect(read?.value?.publishedListing).toBeNull();
    } finally {
      await owned.setStatus(listing!.id, 'PUBLISHED');
    }
  });
});
