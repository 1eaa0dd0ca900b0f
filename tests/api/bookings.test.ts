/**
 * Requests to book through the schema (issue #35), over each store: a student asks, the landlord
 * accepts or declines, the accepted dates leave the dated search and show as booked, overlapping
 * pending requests are declined with the acceptance, expiry is exact at read time on an
 * injected clock, and every refusal (a visitor, someone else, bad dates, an unpublished or own
 * listing, a second pending request).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { BOOKING_TERM_FIELDS } from '../../src/api/store/bookingTerms';
import { BOOKING_HOLD_MS, bookingSummary } from '../../src/lib/bookingRules';
import { addDays, addMonths } from '../../src/lib/calendarDate';
import { messageStart } from '../../src/lib/messageText';
import { logIn, signUp } from './accounts';
import {
  AcceptBookingDocument as AcceptBooking,
  CancelBookingDocument as CancelBooking,
  DeclineBookingDocument as DeclineBooking,
} from '../../src/gql/graphql';
import { BookedPeriods, BookingLines, BookingRequests, MyBookings, RequestBooking } from './bookingOperations';
import { Conversations, Thread } from './conversationOperations';
import { UnpublishListing } from './landlordOperations';
import { AccountExport, DeleteAccount } from './accountOperations';
import { Logout, Properties, SendOtp, VerifyOtp } from './operations';
import { openTestApi, type ApiUnderTest } from './stores';

const sample = generateProperties();
// Open-ended, so any stay from its first free day of at least its minimum fits.
const listing = sample.find((property) => property.availableUntil === null && property.maxStayMonths === null)!;
const moveIn = listing.availableFrom;
const moveOut = addMonths(moveIn, listing.minStayMonths + 1);
const START = Date.parse(`${moveIn}T10:00:00Z`);
let now = START;
let api: ApiUnderTest;

beforeEach(async () => {
  now = START;
  api = await openTestApi({ now: () => now });
});

const request = (dates: { moveIn: string; moveOut: string } = { moveIn, moveOut }, message?: string, propertyId = listing.id) =>
  api.data(RequestBooking, { input: { propertyId, ...dates, message } });

/** Signs up `email` (first name Ana) and asks for the stay; the request's id. */
async function requestAs(email: string, dates?: { moveIn: string; moveOut: string }) {
  await signUp(api, email);
  const { requestBooking } = await request(dates, 'Hello, I study nearby.');
  expect(requestBooking.errors).toEqual([]);
  await api.data(Logout);
  return requestBooking.booking!.id;
}

const datedSearch = async (stay: { moveIn: string; moveOut: string }) =>
  (
    await api.data(Properties, {
      filter: { city: listing.city, ...stay },
      first: 100,
    })
  ).properties.edges.map((edge) => edge.node.id);

describe('a request to book', () => {
  it('is sent by a student, seen by the landlord, accepted, and its dates leave the search', async () => {
    await signUp(api);
    const { requestBooking } = await request({ moveIn, moveOut }, '  Hello, I study nearby.  ');
    expect(requestBooking.errors).toEqual([]);
    const summary = bookingSummary(listing, { moveIn, moveOut });
    expect(requestBooking.booking).toMatchObject({
      status: 'PENDING',
      ...summary,
      moveIn,
      moveOut,
      message: 'Hello, I study nearby.',
      studentFirstName: 'Ana',
      listingName: listing.name,
    });
    expect(Date.parse(requestBooking.booking!.expiresAt)).toBe(START + BOOKING_HOLD_MS);
    const { conversation } = await api.data(Thread, {
      id: requestBooking.booking!.conversationId!,
    });
    expect(conversation?.messages.edges.map((edge) => edge.node.text)[0]).toMatch(/^Request to book: .*\n\nHello, I study nearby\.$/);
    expect((await api.data(MyBookings)).myBookings?.map((booking) => booking.status)).toEqual(['PENDING']);
    await api.data(Logout);

    await logIn(api, listing.landlord.email);
    const { bookingRequests } = await api.data(BookingRequests);
    expect(bookingRequests).toEqual([
      expect.objectContaining({
        studentFirstName: 'Ana',
        months: summary.months,
        total: summary.total,
        message: 'Hello, I study nearby.',
      }),
    ]);
    expect(await datedSearch({ moveIn, moveOut })).toContain(listing.id);
    const { acceptBooking } = await api.data(AcceptBooking, {
      id: bookingRequests![0]!.id,
    });
    expect(acceptBooking).toEqual({
      booking: { id: bookingRequests![0]!.id, status: 'ACCEPTED' },
      errors: [],
    });
    expect((await api.data(BookingRequests)).bookingRequests).toEqual([]);

    expect(await datedSearch({ moveIn, moveOut })).not.toContain(listing.id);
    // A stay from the accepted one's move-out is free; one ending on its move-in too.
    expect(
      await datedSearch({
        moveIn: moveOut,
        moveOut: addMonths(moveOut, listing.minStayMonths),
      }),
    ).toContain(listing.id);
    expect((await api.data(BookedPeriods, { id: listing.id })).property?.bookedPeriods).toEqual([{ moveIn, moveOut }]);
    const thread = await api.data(Thread, {
      id: requestBooking.booking!.conversationId!,
    });
    const last = thread.conversation?.messages.edges.at(-1)?.node;
    expect(last?.senderRole).toBe('LANDLORD');
    expect(last?.text).toMatch(/^Request accepted: /);
    // Each line keeps its kind and figures for the reader's language, beside its English text.
    const lines = await api.data(BookingLines, { id: requestBooking.booking!.conversationId! });
    expect(lines.conversation?.messages.edges.map(({ node }) => node.bookingLine)).toEqual([
      { change: 'REQUESTED', moveIn, moveOut, months: summary.months, total: summary.total, note: 'Hello, I study nearby.' },
      { change: 'ACCEPTED', moveIn, moveOut, months: summary.months, total: summary.total, note: '' },
    ]);
    // The landlord's list keeps the latest line's kind too, for the reader's language, beside its English start.
    const inbox = (await api.data(Conversations)).conversations?.edges[0]?.node;
    expect(inbox).toMatchObject({ lastMessageStart: messageStart(last?.text ?? ''), lastBookingLine: { change: 'ACCEPTED', note: '' } });
  });

  it('accepted declines the other pending requests for any of its nights, and refuses new ones then', async () => {
    const first = await requestAs('ana@uni.eu');
    const overlapping = await requestAs('ben@uni.eu', {
      moveIn: addDays(moveIn, 10),
      moveOut: addMonths(moveOut, 1),
    });
    const after = await requestAs('cleo@uni.eu', {
      moveIn: moveOut,
      moveOut: addMonths(moveOut, listing.minStayMonths),
    });
    await logIn(api, listing.landlord.email);
    expect((await api.data(AcceptBooking, { id: first })).acceptBooking.errors).toEqual([]);
    expect((await api.data(BookingRequests)).bookingRequests?.map((booking) => booking.id)).toEqual([after]);
    expect((await api.data(AcceptBooking, { id: overlapping })).acceptBooking.errors).toMatchObject([{ code: 'BOOKING_NOT_PENDING' }]);
    await api.data(Logout);

    await logIn(api, 'ben@uni.eu');
    const { myBookings } = await api.data(MyBookings);
    expect(myBookings).toMatchObject([{ id: overlapping, status: 'DECLINED', declinedForOverlap: true }]);
    // Told why, in their conversation, by the landlord's side.
    const thread = (await api.data(BookingLines, { id: myBookings![0]!.conversationId! })).conversation?.messages.edges.map(({ node }) => node);
    expect(thread?.map((line) => [line.senderRole, line.bookingLine?.change])).toEqual([
      ['STUDENT', 'REQUESTED'],
      ['LANDLORD', 'DECLINED_FOR_OVERLAP'],
    ]);
    expect(thread?.[1]?.text).toMatch(/^Request declined: .*\. The landlord accepted another request for some of these dates\.$/);
    const again = await request({ moveIn: addDays(moveIn, 1), moveOut });
    expect(again.requestBooking).toMatchObject({
      booking: null,
      errors: [{ code: 'DATES_UNAVAILABLE', reason: 'BOOKED', field: 'moveIn' }],
    });
  });

  it('declined with a message, the student reads it; cancelled by the student, it is no longer pending', async () => {
    const declined = await requestAs('ana@uni.eu');
    await logIn(api, listing.landlord.email);
    expect(
      (
        await api.data(DeclineBooking, {
          id: declined,
          message: ' Sorry, it is taken. ',
        })
      ).declineBooking,
    ).toMatchObject({
      booking: { status: 'DECLINED' },
      errors: [],
    });
    await api.data(Logout);
    await logIn(api);
    expect((await api.data(MyBookings)).myBookings).toMatchObject([
      {
        status: 'DECLINED',
        reply: 'Sorry, it is taken.',
        declinedForOverlap: false,
      },
    ]);
    const { requestBooking } = await request();
    expect((await api.data(CancelBooking, { id: requestBooking.booking!.id })).cancelBooking).toMatchObject({ booking: { status: 'CANCELLED' }, errors: [] });
    expect((await api.data(CancelBooking, { id: requestBooking.booking!.id })).cancelBooking.errors).toMatchObject([{ code: 'BOOKING_NOT_PENDING' }]);
    const lines = await api.data(BookingLines, { id: requestBooking.booking!.conversationId! });
    expect(lines.conversation?.messages.edges.map(({ node }) => [node.senderRole, node.bookingLine?.change, node.bookingLine?.note])).toEqual([
      ['STUDENT', 'REQUESTED', 'Hello, I study nearby.'],
      ['LANDLORD', 'DECLINED', 'Sorry, it is taken.'],
      ['STUDENT', 'REQUESTED', ''],
      ['STUDENT', 'CANCELLED', ''],
    ]);
  });

  it('expires exactly 48 hours after it was sent, everywhere, and can no longer be answered', async () => {
    const id = await requestAs('ana@uni.eu');
    await logIn(api, listing.landlord.email);
    now = START + BOOKING_HOLD_MS - 1;
    expect((await api.data(BookingRequests)).bookingRequests).toHaveLength(1);
    now = START + BOOKING_HOLD_MS;
    expect((await api.data(BookingRequests)).bookingRequests).toEqual([]);
    expect((await api.data(AcceptBooking, { id })).acceptBooking.errors).toMatchObject([{ code: 'BOOKING_NOT_PENDING' }]);
    await api.data(Logout);
    await logIn(api);
    const [expired] = (await api.data(MyBookings)).myBookings!;
    expect(expired).toMatchObject({ id, status: 'EXPIRED' });
    // The browser's backend tells both sides at the first read past the deadline, once; a server's sweep does (tests/server/bookings.test.ts).
    await api.data(MyBookings);
    const lines = (await api.data(BookingLines, { id: expired!.conversationId! })).conversation?.messages.edges.map(({ node }) => [
      node.senderRole,
      node.bookingLine?.change,
    ]);
    expect(lines).toEqual(
      api.kind === 'browser'
        ? [
            ['STUDENT', 'REQUESTED'],
            ['LANDLORD', 'EXPIRED'],
          ]
        : [['STUDENT', 'REQUESTED']],
    );
    // Expired, it no longer counts as the one pending request for the listing.
    expect(
      (
        await request({
          moveIn: addDays(moveIn, 2),
          moveOut: addMonths(addDays(moveIn, 2), listing.minStayMonths),
        })
      ).requestBooking.errors,
    ).toEqual([]);
  });
});

describe("a student's account", () => {
  it("exports their requests, and deleting it cancels the pending ones and keeps an accepted stay's dates", async () => {
    const accepted = await requestAs('ana@uni.eu');
    await logIn(api, listing.landlord.email);
    expect((await api.data(AcceptBooking, { id: accepted })).acceptBooking.errors).toEqual([]);
    await api.data(Logout);
    const otherListing = sample.find(
      (property) => property.id !== listing.id && property.availableUntil === null && property.maxStayMonths === null && property.availableFrom <= moveIn,
    )!;
    await logIn(api);
    // Asked a minute later: the export lists the latest first (same-moment requests order by their random ids).
    now += 60_000;
    const pendingStay = { moveIn, moveOut: addMonths(moveIn, Math.max(otherListing.minStayMonths, 1)) };
    const pending = (await request(pendingStay, 'Hi', otherListing.id)).requestBooking.booking!.id;

    const { accountExport } = await api.data(AccountExport);
    const exported = JSON.parse(accountExport!) as { bookings: Array<{ id: string; status: string; listingId: string; moveIn: string }> };
    expect(exported.bookings.map(({ id, status, listingId }) => ({ id, status, listingId }))).toEqual([
      { id: pending, status: 'PENDING', listingId: otherListing.id },
      { id: accepted, status: 'ACCEPTED', listingId: listing.id },
    ]);

    await api.data(SendOtp, { input: { type: 'EMAIL', contact: 'ana@uni.eu', intent: 'DELETE_ACCOUNT' } });
    const { verifyOtp } = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: 'ana@uni.eu', code: api.lastCode(), intent: 'DELETE_ACCOUNT' } });
    expect((await api.data(DeleteAccount, { input: { verificationToken: verifyOtp.verificationToken! } })).deleteAccount.deleted).toBe(true);

    await logIn(api, otherListing.landlord.email);
    expect((await api.data(BookingRequests)).bookingRequests).toEqual([]);
    expect(await datedSearch({ moveIn, moveOut })).not.toContain(listing.id);
  });
});

describe("a request in the account's file", () => {
  it("carries each of its terms, in the student's file and in the landlord's", async () => {
    await signUp(api);
    const booking = (await request()).requestBooking.booking!;
    const studentFile = JSON.parse((await api.data(AccountExport)).accountExport!) as { bookings: Array<Record<string, unknown>> };
    await api.data(Logout);
    await logIn(api, listing.landlord.email);
    const landlordFile = JSON.parse((await api.data(AccountExport)).accountExport!) as { receivedBookingRequests: Array<Record<string, unknown>> };
    for (const exported of [studentFile.bookings[0], landlordFile.receivedBookingRequests[0]]) {
      for (const field of BOOKING_TERM_FIELDS) expect(exported?.[field], field).toBe(booking[field]);
    }
  });
});

describe("a request's line", () => {
  it('holds a message of the full 5,000 characters: the text is cut to fit, the note whole', async () => {
    await signUp(api);
    const message = `${'Long message. '.repeat(357)}🏠`.slice(-5000);
    expect(message).toHaveLength(5000);
    const { requestBooking } = await request({ moveIn, moveOut }, message);
    expect(requestBooking.errors).toEqual([]);
    const lines = await api.data(BookingLines, { id: requestBooking.booking!.conversationId! });
    const [line] = lines.conversation!.messages.edges.map(({ node }) => node);
    expect(line?.bookingLine?.note).toBe(message);
    expect(line?.text).toHaveLength(5000);
    expect(line?.text).toMatch(/^Request to book: [\s\S]+…$/);
  });
});

describe("a landlord's account", () => {
  const deleteAccountOf = async (email: string) => {
    await api.data(SendOtp, { input: { type: 'EMAIL', contact: email, intent: 'DELETE_ACCOUNT' } });
    const { verifyOtp } = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: email, code: api.lastCode(), intent: 'DELETE_ACCOUNT' } });
    expect((await api.data(DeleteAccount, { input: { verificationToken: verifyOtp.verificationToken! } })).deleteAccount.deleted).toBe(true);
  };

  it('exports the requests received on its listings, each student by first name only', async () => {
    const declined = await requestAs('ana@uni.eu');
    await logIn(api, listing.landlord.email);
    expect((await api.data(DeclineBooking, { id: declined, message: 'Sorry.' })).declineBooking.errors).toEqual([]);
    await api.data(Logout);
    now += 60_000;
    const pending = await requestAs('bea@uni.eu');

    await logIn(api, listing.landlord.email);
    const exported = JSON.parse((await api.data(AccountExport)).accountExport!) as { receivedBookingRequests: Array<Record<string, unknown>> };
    expect(exported.receivedBookingRequests).toEqual([
      expect.objectContaining({
        id: pending,
        status: 'PENDING',
        studentFirstName: 'Ana',
        listingId: listing.id,
        moveIn,
        moveOut,
        message: 'Hello, I study nearby.',
        decidedAt: null,
      }),
      expect.objectContaining({ id: declined, status: 'DECLINED', studentFirstName: 'Ana', reply: 'Sorry.', decidedAt: new Date(START).toISOString() }),
    ]);
    // Nothing else of the student: no id, email or surname.
    const fields = Object.keys(exported.receivedBookingRequests[0]!);
    expect(fields).not.toContain('studentId');
    expect(JSON.stringify(exported.receivedBookingRequests)).not.toMatch(/uni\.eu/);
  });

  it("a student's erasure cancels their pending request at the API's clock, and the landlord's export keeps it without a name", async () => {
    const id = await requestAs('ana@uni.eu');
    now = START + 7_200_000;
    await logIn(api);
    await deleteAccountOf('ana@uni.eu');
    await logIn(api, listing.landlord.email);
    const exported = JSON.parse((await api.data(AccountExport)).accountExport!) as { receivedBookingRequests: Array<Record<string, unknown>> };
    expect(exported.receivedBookingRequests).toEqual([
      expect.objectContaining({ id, status: 'CANCELLED', studentFirstName: null, message: '', decidedAt: new Date(now).toISOString() }),
    ]);
  });
});

describe('refused', () => {
  it('for a visitor, every change and both lists', async () => {
    expect((await request()).requestBooking.errors).toMatchObject([{ code: 'SIGN_IN_REQUIRED' }]);
    const id = await requestAs('ana@uni.eu');
    for (const answer of [
      (await api.data(AcceptBooking, { id })).acceptBooking,
      (await api.data(DeclineBooking, { id })).declineBooking,
      (await api.data(CancelBooking, { id })).cancelBooking,
    ]) {
      expect(answer).toMatchObject({
        booking: null,
        errors: [{ code: 'SIGN_IN_REQUIRED' }],
      });
    }
    expect(await api.data(MyBookings)).toEqual({ myBookings: null });
    expect(await api.data(BookingRequests)).toEqual({ bookingRequests: null });
  });

  it('for anyone but the landlord to answer, and anyone but the student to cancel', async () => {
    const id = await requestAs('ana@uni.eu');
    await logIn(api);
    expect((await api.data(AcceptBooking, { id })).acceptBooking.errors).toMatchObject([{ code: 'BOOKING_NOT_FOUND' }]);
    expect((await api.data(DeclineBooking, { id })).declineBooking.errors).toMatchObject([{ code: 'BOOKING_NOT_FOUND' }]);
    await api.data(Logout);
    await signUp(api, 'mallory@uni.eu');
    expect((await api.data(CancelBooking, { id })).cancelBooking.errors).toMatchObject([{ code: 'BOOKING_NOT_FOUND' }]);
    expect((await api.data(AcceptBooking, { id })).acceptBooking.errors).toMatchObject([{ code: 'BOOKING_NOT_FOUND' }]);
    expect((await api.data(MyBookings)).myBookings).toEqual([]);
    expect((await api.data(BookingRequests)).bookingRequests).toEqual([]);
    await api.data(Logout);
    await logIn(api, listing.landlord.email);
    expect((await api.data(CancelBooking, { id })).cancelBooking.errors).toMatchObject([{ code: 'BOOKING_NOT_FOUND' }]);
    expect((await api.data(BookingRequests)).bookingRequests).toHaveLength(1);
  });

  it('for dates the listing cannot take, with the reason', async () => {
    await signUp(api);
    const reasons = async (dates: { moveIn: string; moveOut: string }) =>
      (await request(dates)).requestBooking.errors.map((error) => [error.reason, error.field]);
    expect(await reasons({ moveIn, moveOut: moveIn })).toEqual([['MOVE_OUT_NOT_AFTER_MOVE_IN', 'moveOut']]);
    expect(await reasons({ moveIn: addDays(moveIn, -1), moveOut })).toEqual([['IN_THE_PAST', 'moveIn']]);
    const farIn = addDays(addMonths(moveIn, 24), 1);
    expect(await reasons({ moveIn: farIn, moveOut: addMonths(farIn, 12) })).toEqual([['TOO_FAR_AHEAD', 'moveIn']]);
    expect(
      await reasons({
        moveIn,
        moveOut: addDays(addMonths(moveIn, listing.minStayMonths - 1), 0),
      }),
    ).toEqual(listing.minStayMonths > 1 ? [['TOO_SHORT', 'moveOut']] : [['MOVE_OUT_NOT_AFTER_MOVE_IN', 'moveOut']]);
    const malformed = await api.run(RequestBooking, {
      input: { propertyId: listing.id, moveIn: '2027-02-30', moveOut },
    });
    expect(malformed.errors?.[0]?.message).toMatch(/date/i);
  });

  it('for an unpublished listing, one of one’s own, and a second pending request for the same listing', async () => {
    await logIn(api, listing.landlord.email);
    expect((await request()).requestBooking.errors).toMatchObject([{ code: 'OWN_LISTING' }]);
    expect((await api.data(UnpublishListing, { id: listing.id })).unpublishListing.errors).toEqual([]);
    await api.data(Logout);
    await signUp(api);
    expect((await request()).requestBooking.errors).toMatchObject([{ code: 'PROPERTY_NOT_FOUND', field: 'propertyId' }]);
    const other = sample.find(
      (property) =>
        property.id !== listing.id &&
        property.availableUntil === null &&
        property.maxStayMonths === null &&
        Date.parse(`${property.availableFrom}T00:00:00Z`) <= START,
    )!;
    const stay = {
      moveIn: addDays(moveIn, 0),
      moveOut: addMonths(moveIn, Math.max(other.minStayMonths, 1)),
    };
    expect((await request(stay, undefined, other.id)).requestBooking.errors).toEqual([]);
    expect((await request(stay, undefined, other.id)).requestBooking.errors).toMatchObject([{ code: 'ALREADY_REQUESTED' }]);
  });
});
