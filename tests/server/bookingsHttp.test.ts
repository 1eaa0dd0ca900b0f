/**
 * Requests to book over HTTP (issue #35), on both engines: each change is mailed to the other
 * side with the link to the page that shows it, and the requests a student sends in an hour are
 * limited.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { addMonths } from '../../src/lib/calendarDate';
import { AcceptBookingDocument, CancelBookingDocument, DeclineBookingDocument, RequestBookingDocument } from '../../src/gql/graphql';
import { Browser, logIn, noRateLimits, signUp, startTestServer, type TestServer } from './httpServer';
import { spyOnStatements } from './statementSpy';

const open = generateProperties().filter((property) => property.availableUntil === null && property.maxStayMonths === null);
const listing = open[0]!;
const other = open.find((property) => property.id !== listing.id && property.availableFrom <= listing.availableFrom)!;
const moveIn = listing.availableFrom;
const moveOut = addMonths(moveIn, Math.max(listing.minStayMonths, other.minStayMonths));
const PUBLIC_URL = 'https://campusnest.example';

/** The app's own request, as the listing page sends it. */
async function requestBooking(student: Browser, propertyId: string) {
  const { body } = await student.graphql(RequestBookingDocument, { input: { propertyId, moveIn, moveOut, message: 'Hello' } });
  return body.data!.requestBooking;
}

describe('requests to book over HTTP', () => {
  let server: TestServer;
  afterEach(() => server.app.close());

  async function start(rateLimits = noRateLimits) {
    server = await startTestServer({ publicUrl: PUBLIC_URL, rateLimits });
    server.clock.now = Date.parse(`${moveIn}T10:00:00Z`);
    const student = new Browser(server);
    await signUp(student, server);
    return student;
  }

  it('mail the landlord about a request and each student about the answer, each with its page', async () => {
    const student = await start();
    const requested = await requestBooking(student, listing.id);
    expect(requested.errors).toEqual([]);
    const mails = () => server.lines.filter((line) => line.includes('Your request to book'));
    expect(mails()).toEqual([`[CampusNest] Your request to book ${listing.name} to ${listing.landlord.email}: ${PUBLIC_URL}/landlord#requests`]);

    // Another student's request for the same nights, which accepting Ana's declines: each student is mailed, after the change.
    const rival = new Browser(server);
    await signUp(rival, server, 'ben@uni.eu');
    expect((await requestBooking(rival, listing.id)).errors).toEqual([]);

    const landlord = new Browser(server);
    await logIn(landlord, server, listing.landlord.email);
    const accepted = await landlord.graphql(AcceptBookingDocument, { id: requested.booking!.id });
    expect(accepted.body.data?.acceptBooking.booking?.status).toBe('ACCEPTED');
    expect(mails().slice(2)).toEqual([
      `[CampusNest] Your request to book ${listing.name} to ana@uni.eu: ${PUBLIC_URL}/bookings`,
      `[CampusNest] Your request to book ${listing.name} to ben@uni.eu: ${PUBLIC_URL}/bookings`,
    ]);
  });

  it("check the answering side's session in the request's own read, and answer no one else", async () => {
    const student = await start();
    const requested = await requestBooking(student, listing.id);
    const id = requested.booking!.id;
    const landlord = new Browser(server);
    await logIn(landlord, server, listing.landlord.email);
    const { driver, searchDriver } = server.database;
    const spy = spyOnStatements(driver, searchDriver);
    try {
      // The student may not decline, the landlord may not cancel: the request is not theirs to answer.
      const byStudent = await student.graphql(DeclineBookingDocument, { id });
      expect(byStudent.body.data?.declineBooking.errors.map((error) => error.code)).toEqual(['BOOKING_NOT_FOUND']);
      const byLandlord = await landlord.graphql(CancelBookingDocument, { id });
      expect(byLandlord.body.data?.cancelBooking.errors.map((error) => error.code)).toEqual(['BOOKING_NOT_FOUND']);
      const visitor = await new Browser(server).graphql(DeclineBookingDocument, { id });
      expect(visitor.body.data?.declineBooking.errors.map((error) => error.code)).toEqual(['SIGN_IN_REQUIRED']);
      spy.clear();
      const declined = await landlord.graphql(DeclineBookingDocument, { id, message: 'Sorry' });
      expect(declined.body.data?.declineBooking.booking?.status).toBe('DECLINED');
      // One statement reads the session, and it is the one that reads the request.
      const sessionReads = (await spy.texts()).filter((text) => text.includes('"sessions"'));
      expect(sessionReads).toHaveLength(1);
      expect(sessionReads[0]).toContain('"booking_requests"');
    } finally {
      spy.restore();
    }
  });

  it('limit the requests a student sends in an hour', async () => {
    const student = await start({ ...noRateLimits, bookingRequestsPerStudent: { points: 1, seconds: 3600 } });
    expect((await requestBooking(student, listing.id)).errors).toEqual([]);
    const refused = await requestBooking(student, other.id);
    expect(refused.booking).toBeNull();
    expect(refused.errors[0]?.code).toBe('RATE_LIMITED');
    expect(refused.errors[0]?.retryAfterSeconds).toBeGreaterThan(0);
  });
});
