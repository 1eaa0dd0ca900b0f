/**
 * The server's bookings store (issue #35) on both engines: the database itself refuses two
 * accepted stays of one listing that share a night (the exclusion constraint of migration 0012),
 * two landlords' answers accepting overlapping requests at the same moment from two connections
 * leave exactly one accepted, and the expiry sweep takes each expired request once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { generateProperties } from '../../scripts/data/generate';
import type { Mailer } from '../../src/api/mailer';
import { tellExpiredBookings } from '../../src/api/resolvers/bookingExpiry';
import { bookingLine, bookingLineText } from '../../src/api/resolvers/bookingLines';
import type { NewBooking } from '../../src/api/store/bookings';
import { normalizeFilter } from '../../src/api/rules/filters';
import type { PropertyRecord } from '../../src/api/data/model';
import { BOOKING_HOLD_MS } from '../../src/lib/bookingRules';
import { addDays, addMonths } from '../../src/lib/calendarDate';
import { messageStart } from '../../src/lib/messageText';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { projectRoot } from '../../src/server/projectRoot';
import { bookingRequests, conversations, listings } from '../../src/server/db/schema';
import { codeHasher } from '../../src/server/store/secrets';
import { createSqlBookings, takeExpired } from '../../src/server/store/sqlBookings';
import { SqlListings } from '../../src/server/store/sqlListings';
import { SqlOwnedListings } from '../../src/server/store/sqlOwnedListings';
import { createSqlStore } from '../../src/server/store/sqlStore';
import { emptyPostgresDatabase, sqlEngine, testDatabase } from './testDatabase';
import { newBooking } from './newBooking';

const NOW = Date.parse('2027-08-01T10:00:00Z');

const omit = <T extends object>(value: T, keys: ReadonlyArray<keyof T>) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key as keyof T)));

const stay = (studentId: string, moveIn: string, moveOut: string, listingId = 'listing-1'): NewBooking =>
  newBooking({ listingId, listingName: 'Canal View Residence', studentId, moveIn, moveOut, createdAt: NOW, months: 10 });

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await testDatabase();
});
beforeEach(async () => {
  await handle.db.execute(sql`TRUNCATE booking_requests`);
  await handle.db.execute(sql`UPDATE listings SET booked_until = NULL WHERE booked_until IS NOT NULL`);
});

describe('the database', () => {
  it('refuses a second accepted stay of a listing sharing a night, whatever the code does', async () => {
    const row = (id: string, moveIn: string, moveOut: string) => ({
      ...stay(id, moveIn, moveOut),
      id,
      status: 'ACCEPTED' as const,
      reply: '',
      declinedForOverlap: false,
      decidedAt: NOW,
    });
    await handle.db.insert(bookingRequests).values(row('a', '2027-09-01', '2028-06-30'));
    // Moving in on the day the other moves out shares no night.
    await handle.db.insert(bookingRequests).values(row('b', '2028-06-30', '2028-09-01'));
    await expect(handle.db.insert(bookingRequests).values(row('c', '2028-06-29', '2028-07-15'))).rejects.toMatchObject({ cause: { code: '23P01' } });
    // Pending and declined requests may overlap anything.
    await handle.db.insert(bookingRequests).values({ ...row('d', '2027-10-01', '2027-12-01'), status: 'PENDING' });
  });
});

describe('a listing by id', () => {
  it("carries its accepted stays in date order, as the bookings' own read answers them (one statement for the listing page)", async () => {
    const listing = generateProperties()[0]!;
    const row = (id: string, moveIn: string, moveOut: string, status: 'ACCEPTED' | 'PENDING' | 'DECLINED') => ({
      ...stay(id, moveIn, moveOut, listing.id),
      id,
      status,
      reply: '',
      declinedForOverlap: false,
      decidedAt: NOW,
    });
    const listings = new SqlListings(handle.db, handle.driver);
    expect((await listings.get(listing.id))?.acceptedStays).toEqual([]);
    await handle.db
      .insert(bookingRequests)
      .values([
        row('later', '2028-07-01', '2028-09-01', 'ACCEPTED'),
        row('sooner', '2027-09-01', '2028-06-30', 'ACCEPTED'),
        row('asked', '2029-01-01', '2029-03-01', 'PENDING'),
        row('refused', '2029-04-01', '2029-06-01', 'DECLINED'),
      ]);
    const stays = [
      { moveIn: '2027-09-01', moveOut: '2028-06-30' },
      { moveIn: '2028-07-01', moveOut: '2028-09-01' },
    ];
    expect((await listings.get(listing.id))?.acceptedStays).toEqual(stays);
    expect(await createSqlBookings(handle.db, handle.driver).booked(listing.id, '2000-01-01')).toEqual(stays);
  });
});

describe("the signed-in pages' lists", () => {
  const row = (id: string, listingId: string, createdAt: number, status: 'PENDING' | 'DECLINED' = 'PENDING') => ({
    ...stay('ana', '2028-09-01', '2029-07-01', listingId),
    id,
    status,
    reply: status === 'DECLINED' ? 'Sorry, taken.' : '',
    declinedForOverlap: false,
    decidedAt: status === 'DECLINED' ? createdAt + 1 : null,
    createdAt,
    expiresAt: createdAt + BOOKING_HOLD_MS,
  });

  it("answer a student's requests the latest first, each whole and with its listing while published (one statement for /bookings)", async () => {
    const [published, unpublished] = generateProperties().slice(0, 2);
    const owned = new SqlOwnedListings(handle.db, handle.driver);
    await owned.setStatus(unpublished!.id, 'UNPUBLISHED');
    try {
      await handle.db
        .insert(bookingRequests)
        .values([row('older', published!.id, NOW - 2000, 'DECLINED'), row('newer', unpublished!.id, NOW - 1000), row('gone', 'no-such-listing', NOW - 1000)]);
      const bookings = createSqlBookings(handle.db, handle.driver);
      const mine = await bookings.ofStudent('ana');
      // created_at ties go by id, descending.
      expect(mine.map((booking) => booking.id)).toEqual(['newer', 'gone', 'older']);
      const { publishedListing, ...older } = mine[2]!;
      expect(older).toEqual({ ...(await bookings.get('older'))!, expiryTold: false });
      expect(older.decidedAt).toBe(NOW - 1999);
      // The listing as a search page holds it: its details and stays are the Property's own resolvers' to read.
      const whole = (await new SqlListings(handle.db, handle.driver).get(published!.id))!;
      expect(publishedListing).toEqual(omit(whole, ['description', 'landlord', 'acceptedStays']));
      expect(mine[0]!.publishedListing).toBeNull();
      expect(mine[1]!.publishedListing).toBeNull();
      expect(await bookings.ofStudent('nobody')).toEqual([]);
    } finally {
      await owned.setStatus(unpublished!.id, 'PUBLISHED');
    }
  });

  it("answer a landlord's pending requests, unexpired at the moment asked, the soonest to expire first", async () => {
    await handle.db
      .insert(bookingRequests)
      .values([
        { ...row('later', 'listing-1', NOW - 1000), studentId: 'ben' },
        row('sooner', 'listing-2', NOW - 2000),
        row('answered', 'listing-3', NOW - 3000, 'DECLINED'),
        { ...row('elsewhere', 'listing-4', NOW - 3000), landlordId: 'landlord-2' },
      ]);
    const bookings = createSqlBookings(handle.db, handle.driver);
    const pending = await bookings.pendingFor('landlord-1', NOW);
    expect(pending.map((booking) => booking.id)).toEqual(['sooner', 'later']);
    expect(pending[0]).toEqual({ ...(await bookings.get('sooner'))!, expiryTold: false });
    expect((await bookings.pendingFor('landlord-1', NOW - 2000 + BOOKING_HOLD_MS)).map((booking) => booking.id)).toEqual(['later']);
    expect(await bookings.pendingFor('landlord-2', NOW + BOOKING_HOLD_MS)).toEqual([]);
  });
});

describe("a listing's booked_until", () => {
  const bookedUntil = async (id: string) => (await handle.db.select({ until: listings.bookedUntil }).from(listings).where(eq(listings.id, id)))[0]?.until;

  it('is the latest accepted move-out, kept when the listing leaves the search and comes back', async () => {
    const listing = generateProperties()[1]!;
    const bookings = createSqlBookings(handle.db, handle.driver);
    const owned = new SqlOwnedListings(handle.db, handle.driver, () => undefined);
    expect(await bookedUntil(listing.id)).toBeNull();
    const accepted = async (booking: NewBooking) => {
      const kept = await bookings.request(booking);
      if (kept === 'ALREADY_PENDING') throw new Error('expected a new request');
      expect(await bookings.accept(kept.id, NOW + 1, bookingLine)).not.toBeTypeOf('string');
    };
    await accepted(stay('ana', '2028-01-01', '2028-06-30', listing.id));
    expect(await bookedUntil(listing.id)).toBe('2028-06-30');
    // An earlier stay accepted later leaves the latest move-out.
    await accepted(stay('ben', '2027-09-01', '2027-12-01', listing.id));
    expect(await bookedUntil(listing.id)).toBe('2028-06-30');
    await accepted(stay('cleo', '2028-06-30', '2028-09-01', listing.id));
    expect(await bookedUntil(listing.id)).toBe('2028-09-01');
    await owned.setStatus(listing.id, 'UNPUBLISHED');
    await owned.setStatus(listing.id, 'PUBLISHED');
    expect(await bookedUntil(listing.id)).toBe('2028-09-01');
  });
});

describe('a dated search', () => {
  // Open-ended listings with no maximum stay: any stay from their free date fits their terms.
  const [touched, overlapped] = generateProperties().filter((record) => record.availableUntil === null && record.maxStayMonths === null);
  const window = (record: PropertyRecord) => {
    const moveIn = addMonths(record.availableFrom, 2);
    return { moveIn, moveOut: addMonths(moveIn, record.minStayMonths) };
  };
  const found = async (record: PropertyRecord) => {
    const page = await new SqlListings(handle.db, handle.driver).search({
      filter: normalizeFilter({ city: record.city, roomType: record.roomType, ...window(record) }),
      order: 'RECOMMENDED',
      after: null,
      first: 50,
    });
    return { listed: page.edges.some((edge) => edge.node.id === record.id), totalCount: page.totalCount };
  };
  const accepted = async (record: PropertyRecord, moveIn: string, moveOut: string) => {
    const bookings = createSqlBookings(handle.db, handle.driver);
    const kept = await bookings.request(stay(`student ${moveIn}`, moveIn, moveOut, record.id));
    if (kept === 'ALREADY_PENDING') throw new Error('expected a new request');
    expect(await bookings.accept(kept.id, NOW + 1, bookingLine)).not.toBeTypeOf('string');
  };

  it('keeps a listing whose accepted stays end on the move-in day and begin on the move-out day, and leaves out one booked for the last night', async () => {
    const before = await found(touched!);
    expect(before.listed).toBe(true);
    const { moveIn, moveOut } = window(touched!);
    await accepted(touched!, addDays(moveIn, -30), moveIn);
    await accepted(touched!, moveOut, addDays(moveOut, 30));
    // booked_until is past the move-in: the stays in the listing's row are checked, and share no night.
    expect(await found(touched!)).toEqual(before);

    const last = window(overlapped!);
    const start = await found(overlapped!);
    await accepted(overlapped!, addDays(last.moveOut, -1), addDays(last.moveOut, 30));
    expect(await found(overlapped!)).toEqual({ listed: false, totalCount: start.totalCount - 1 });
  });
});

describe('two answers at the same moment', () => {
  let second: DatabaseHandle | null = null;
  let drop: (() => Promise<void>) | null = null;
  let both: [DatabaseHandle, DatabaseHandle];

  beforeAll(async () => {
    if (sqlEngine() !== 'postgres') {
      // PGlite has one connection: its answers take turns, which the same test still checks.
      both = [handle, handle];
      return;
    }
    // Two servers' pools on one fresh database: each accept runs on a connection of its own.
    const database = await emptyPostgresDatabase();
    drop = database.drop;
    const one = await openDatabase({ url: database.url });
    await one.migrate();
    second = await openDatabase({ url: database.url });
    both = [one, second];
  });
  afterAll(async () => {
    if (second) {
      await both[0].close();
      await second.close();
    }
    await drop?.();
  });

  it('accept exactly one of two overlapping requests, and decline the other', async () => {
    const [a, b] = both.map((database) => createSqlBookings(database.db, database.driver));
    for (let round = 0; round < 10; round += 1) {
      const listingId = `listing-${round}`;
      const first = await a!.request(stay('ana', '2027-09-01', '2028-06-30', listingId));
      const other = await a!.request(stay('ben', '2028-01-01', '2028-09-01', listingId));
      if (first === 'ALREADY_PENDING' || other === 'ALREADY_PENDING') throw new Error('expected two new requests');
      const outcomes = await Promise.all([a!.accept(first.id, NOW + 1, bookingLine), b!.accept(other.id, NOW + 1, bookingLine)]);
      const accepted = outcomes.filter((outcome) => typeof outcome !== 'string');
      expect(accepted).toHaveLength(1);
      expect(outcomes.filter((outcome) => typeof outcome === 'string')).toEqual([expect.stringMatching(/^(NOT_PENDING|BOOKED)$/)]);
      expect(await a!.booked(listingId, '2027-01-01')).toHaveLength(1);
    }
  });
});

describe('the expiry sweep', () => {
  it('takes each request that expired unanswered once, at its deadline', async () => {
    const bookings = createSqlBookings(handle.db, handle.driver);
    const kept = await bookings.request(stay('ana', '2027-09-01', '2028-06-30'));
    if (kept === 'ALREADY_PENDING') throw new Error('expected a new request');
    expect(await takeExpired(handle.db, NOW + BOOKING_HOLD_MS - 1)).toEqual([]);
    expect((await takeExpired(handle.db, NOW + BOOKING_HOLD_MS)).map((booking) => booking.id)).toEqual([kept.id]);
    expect(await takeExpired(handle.db, NOW + BOOKING_HOLD_MS + 1)).toEqual([]);
  });
});

describe('the expiry sweep’s telling', () => {
  it('posts the line in the pair’s conversation and mails both sides, once, the student by their conversation’s email and the landlord by the listing’s', async () => {
    const listing = generateProperties()[0]!;
    const store = createSqlStore(handle.db, handle.driver, codeHasher(Buffer.from('tests only')), () => NOW);
    const { conversation } = await store.conversations.writeToListing(
      {
        listingId: listing.id,
        listingName: listing.name,
        landlordId: 'landlord-1',
        landlordName: 'Lena',
        studentId: 'ana',
        studentEmail: 'ana@uni.eu',
        studentName: 'Ana',
      },
      'Request to book',
      NOW,
    );
    await store.bookings.request({
      ...stay('ana', '2027-09-01', '2028-06-30', listing.id),
      conversationId: conversation.id,
    });
    const sent: Array<{ to: string; path: string }> = [];
    const mailer: Mailer = {
      sendCode: () => Promise.resolve(),
      sendContactMessage: () => Promise.resolve(),
      sendConversationMessage: () => Promise.resolve(),
      sendBookingUpdate({ to, path }) {
        sent.push({ to, path });
        return Promise.resolve();
      },
    };
    const ownedListings = {
      find: (id: string) =>
        Promise.resolve(
          id === listing.id
            ? {
                record: listing,
                ownerId: 'landlord-1',
                status: 'PUBLISHED' as const,
              }
            : null,
        ),
    };
    const telling = { store, ownedListings, mailer };
    expect(await tellExpiredBookings(telling, NOW + BOOKING_HOLD_MS)).toBe(1);
    expect(sent).toEqual([
      { to: 'ana@uni.eu', path: '/bookings' },
      { to: listing.landlord.email, path: '/landlord#requests' },
    ]);
    const lines = await store.conversations.allMessages(conversation.id);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      senderRole: 'LANDLORD',
      sentAt: NOW + BOOKING_HOLD_MS,
      booking: { change: 'EXPIRED', moveIn: '2027-09-01', moveOut: '2028-06-30' },
    });
    expect(lines[1]!.text).toMatch(/^Request expired unanswered after 48 hours: /);
    expect((await store.conversations.get(conversation.id))?.studentUnread).toBe(true);
    expect(await tellExpiredBookings(telling, NOW + BOOKING_HOLD_MS + 60_000)).toBe(0);
    expect(await store.conversations.allMessages(conversation.id)).toHaveLength(2);
  });
});

describe("an answer's lines", () => {
  const listing = generateProperties()[2]!;
  const store = () => createSqlStore(handle.db, handle.driver, codeHasher(Buffer.from('tests only')), () => NOW);

  let asked = 0;
  /** A student's pending request with its conversation, as requestBooking leaves them (the request's line first), each asked after the last. */
  async function requested(name: string, moveIn: string, moveOut: string, conversationId?: string) {
    const studentId = `lines-${name}-${randomId()}`;
    const { conversation } = await store().conversations.writeToListing(
      {
        listingId: listing.id,
        listingName: listing.name,
        landlordId: 'landlord-1',
        landlordName: 'Lena',
        studentId,
        studentEmail: `${name}@uni.eu`,
        studentName: name,
      },
      'Request to book',
      NOW - 1000,
    );
    asked += 1;
    const kept = await store().bookings.request({
      ...stay(studentId, moveIn, moveOut, listing.id),
      conversationId: conversationId ?? conversation.id,
      createdAt: NOW - 1000 + asked,
    });
    if (kept === 'ALREADY_PENDING') throw new Error('expected a new request');
    return { booking: kept, conversationId: conversation.id };
  }
  const randomId = () => Math.random().toString(36).slice(2);
  const lines = (conversationId: string) => store().conversations.allMessages(conversationId);
  const mailedAt = async (conversationId: string) =>
    (
      await handle.db
        .select({ student: conversations.studentMailedAt, landlord: conversations.landlordMailedAt })
        .from(conversations)
        .where(eq(conversations.id, conversationId))
    )[0];

  it('accepting posts the accepted line to its conversation and the overlap line to each declined one, from the landlord, in one step', async () => {
    const ana = await requested('ana', '2027-09-01', '2028-06-30');
    const ben = await requested('ben', '2028-01-01', '2028-09-01');
    const cleo = await requested('cleo', '2027-08-15', '2027-09-02');
    const later = await requested('dan', '2028-06-30', '2028-09-01');
    const outcome = await store().bookings.accept(ana.booking.id, NOW + 1, bookingLine);
    if (typeof outcome === 'string') throw new Error(`refused: ${outcome}`);
    expect(outcome.accepted).toMatchObject({ booking: { id: ana.booking.id, status: 'ACCEPTED', decidedAt: NOW + 1 }, studentEmail: 'ana@uni.eu' });
    // In the order they were asked.
    expect(outcome.declined.map(({ booking, studentEmail }) => [booking.id, booking.status, booking.declinedForOverlap, studentEmail])).toEqual([
      [ben.booking.id, 'DECLINED', true, 'ben@uni.eu'],
      [cleo.booking.id, 'DECLINED', true, 'cleo@uni.eu'],
    ]);
    const posted: number[] = [];
    for (const [{ booking, conversationId }, change] of [
      [ana, 'ACCEPTED'],
      [ben, 'DECLINED_FOR_OVERLAP'],
      [cleo, 'DECLINED_FOR_OVERLAP'],
    ] as const) {
      const thread = await lines(conversationId);
      expect(thread).toHaveLength(2);
      const line = bookingLine(booking, change);
      expect(thread[1]).toEqual({ id: thread[1]!.id, conversationId, senderRole: 'LANDLORD', text: line.text, sentAt: NOW + 1, booking: line.booking });
      expect(bookingLineText(line.booking)).toBe(line.text);
      posted.push(thread[1]!.id);
      // The conversation as append leaves it: its latest message, the student's unread flag, and their mail time (they had nothing unread).
      expect(await store().conversations.get(conversationId)).toMatchObject({
        lastMessageId: thread[1]!.id,
        lastMessageAt: NOW + 1,
        lastMessageStart: messageStart(line.text),
        lastBooking: line.booking,
        studentUnread: true,
        landlordUnread: true,
      });
      expect(await mailedAt(conversationId)).toEqual({ student: NOW + 1, landlord: NOW - 1000 });
    }
    expect(posted).toEqual([...posted].sort((a, b) => a - b));
    expect(await lines(later.conversationId)).toHaveLength(1);
    expect((await store().bookings.get(later.booking.id))?.status).toBe('PENDING');
  });

  it('posts nothing when the accept is refused: the request no longer pending, or its nights taken', async () => {
    const ana = await requested('ana', '2027-09-01', '2028-06-30');
    const ben = await requested('ben', '2027-10-01', '2027-12-01');
    await store().bookings.cancel(ana.booking.id, NOW + 1, bookingLine);
    expect(await lines(ana.conversationId)).toHaveLength(2);
    expect(await store().bookings.accept(ana.booking.id, NOW + 2, bookingLine)).toBe('NOT_PENDING');
    expect(await lines(ana.conversationId)).toHaveLength(2);
    // An accepted stay the lock's read did not see (written outside the app): the database refuses the overlap.
    await handle.db.insert(bookingRequests).values({
      ...stay('someone', '2027-11-01', '2027-11-20', listing.id),
      id: 'taken',
      status: 'ACCEPTED',
      reply: '',
      declinedForOverlap: false,
      decidedAt: NOW,
    });
    const cleo = await requested('cleo', '2027-11-10', '2028-01-01');
    expect(await store().bookings.accept(ben.booking.id, NOW + 3, bookingLine)).toBe('BOOKED');
    expect(await lines(ben.conversationId)).toHaveLength(1);
    expect(await lines(cleo.conversationId)).toHaveLength(1);
    expect((await store().bookings.get(ben.booking.id))?.status).toBe('PENDING');
    expect((await store().bookings.get(cleo.booking.id))?.status).toBe('PENDING');
    expect(await store().bookings.booked(listing.id, '2027-01-01')).toEqual([{ moveIn: '2027-11-01', moveOut: '2027-11-20' }]);
  });

  it('declining posts the reply with its line to the student; cancelling posts its line to the landlord', async () => {
    const ana = await requested('ana', '2027-09-01', '2028-06-30');
    const declined = await store().bookings.decline(ana.booking.id, 'Sorry, it is taken.', NOW + 1, bookingLine);
    if (typeof declined === 'string') throw new Error(`refused: ${declined}`);
    expect(declined).toMatchObject({ booking: { status: 'DECLINED', reply: 'Sorry, it is taken.', declinedForOverlap: false }, studentEmail: 'ana@uni.eu' });
    const declineLine = bookingLine(declined.booking, 'DECLINED');
    expect(declineLine.text).toMatch(/\n\nSorry, it is taken\.$/);
    expect((await lines(ana.conversationId))[1]).toMatchObject({ senderRole: 'LANDLORD', text: declineLine.text, booking: declineLine.booking });

    const ben = await requested('ben', '2027-09-01', '2028-06-30');
    const cancelled = await store().bookings.cancel(ben.booking.id, NOW + 2, bookingLine);
    if (typeof cancelled === 'string') throw new Error(`refused: ${cancelled}`);
    expect(cancelled.booking).toMatchObject({ status: 'CANCELLED', reply: '', decidedAt: NOW + 2 });
    const cancelLine = bookingLine(cancelled.booking, 'CANCELLED');
    expect((await lines(ben.conversationId))[1]).toMatchObject({ senderRole: 'STUDENT', text: cancelLine.text, sentAt: NOW + 2 });
    // The landlord has it unread; their mail time stays the request's, unread and under 10 minutes old (the mail rule).
    expect(await store().conversations.get(ben.conversationId)).toMatchObject({
      landlordUnread: true,
      lastMessageStart: messageStart(cancelLine.text),
      lastBooking: cancelLine.booking,
    });
    expect(await mailedAt(ben.conversationId)).toEqual({ student: null, landlord: NOW - 1000 });
    // A message written after the line: the list shows its text, and no line.
    await store().conversations.addMessage(ben.conversationId, 'LANDLORD', 'No problem.', NOW + 3);
    expect((await store().conversations.get(ben.conversationId))?.lastBooking).toBeUndefined();
  });

  it("keeps the latest line's kind for the lists, written for earlier conversations by the migration's backfill", async () => {
    const ana = await requested('ana', '2027-09-01', '2028-06-30');
    await store().bookings.cancel(ana.booking.id, NOW + 1, bookingLine);
    const ben = await requested('ben', '2029-09-01', '2030-06-30');
    await store().bookings.cancel(ben.booking.id, NOW + 1, bookingLine);
    await store().conversations.addMessage(ben.conversationId, 'STUDENT', 'Is it furnished?', NOW + 2);
    const kept = async () =>
      (await handle.db.select({ id: conversations.id, line: conversations.lastBookingLine }).from(conversations)).sort((a, b) => a.id.localeCompare(b.id));
    const before = await kept();
    expect(before.find(({ id }) => id === ana.conversationId)?.line).toMatchObject({ change: 'CANCELLED', moveIn: '2027-09-01' });
    expect(before.find(({ id }) => id === ben.conversationId)?.line).toBeNull();
    // As before the migration: no line kept for any conversation.
    await handle.db.update(conversations).set({ lastBookingLine: null });
    const backfill = readFileSync(path.join(projectRoot, 'src/server/db/migrations/0024_conversation_last_booking_line.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => statement.startsWith('UPDATE'));
    await handle.db.execute(sql.raw(backfill!));
    expect(await kept()).toEqual(before);
  });

  it('changes a request whose conversation is gone, posting no line', async () => {
    const { booking } = await requested('ana', '2027-09-01', '2028-06-30', 'gone');
    const outcome = await store().bookings.accept(booking.id, NOW + 1, bookingLine);
    expect(outcome).toMatchObject({ accepted: { booking: { status: 'ACCEPTED' }, studentEmail: null }, declined: [] });
  });
});
