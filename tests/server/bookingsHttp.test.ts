/**
 * Requests to book over HTTP (issue #35), on both engines: each change is mailed to the other
 * side with the link to the page that shows it, and the requests a student sends in an hour are
 * limited.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { addMonths } from '../../src/lib/calendarDate';
import { Browser, noRateLimits, operations, signUp, startTestServer, verifiedToken, type TestServer } from './httpServer';

const open = generateProperties().filter((property) => property.availableUntil === null && property.maxStayMonths === null);
const listing = open[0]!;
const other = open.find((property) => property.id !== listing.id && property.availableFrom <= listing.availableFrom)!;
const moveIn = listing.availableFrom;
const moveOut = addMonths(moveIn, Math.max(listing.minStayMonths, other.minStayMonths));
const PUBLIC_URL = 'https://campusnest.example';

const requestBooking =
  'mutation($id: ID!, $moveIn: Date!, $moveOut: Date!) { requestBooking(input: { propertyId: $id, moveIn: $moveIn, moveOut: $moveOut, message: "Hello" }) { booking { id status } errors { code retryAfterSeconds } } }';
const acceptBooking = 'mutation($id: ID!) { acceptBooking(id: $id) { booking { status } errors { code } } }';
type Requested = { requestBooking: { booking: { id: string; status: string } | null; errors: Array<{ code: string; retryAfterSeconds: number | null }> } };

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

  it('mail the landlord about a request and the student about the answer, each with its page', async () => {
    const student = await start();
    const { body } = await student.graphql<Requested>(requestBooking, { id: listing.id, moveIn, moveOut });
    expect(body.data?.requestBooking.errors).toEqual([]);
    const mails = () => server.lines.filter((line) => line.includes('Your request to book'));
    expect(mails()).toEqual([`[CampusNest] Your request to book ${listing.name} to ${listing.landlord.email}: ${PUBLIC_URL}/landlord#requests`]);

    const landlord = new Browser(server);
    const token = await verifiedToken(landlord, server, listing.landlord.email, 'LOGIN');
    await landlord.graphql(operations.login, { contact: listing.landlord.email, token });
    const accepted = await landlord.graphql<{ acceptBooking: { booking: { status: string } | null } }>(acceptBooking, {
      id: body.data!.requestBooking.booking!.id,
    });
    expect(accepted.body.data?.acceptBooking.booking?.status).toBe('ACCEPTED');
    expect(mails()[1]).toBe(`[CampusNest] Your request to book ${listing.name} to ana@uni.eu: ${PUBLIC_URL}/bookings`);
  });

  it('limit the requests a student sends in an hour', async () => {
    const student = await start({ ...noRateLimits, bookingRequestsPerStudent: { points: 1, seconds: 3600 } });
    expect((await student.graphql<Requested>(requestBooking, { id: listing.id, moveIn, moveOut })).body.data?.requestBooking.errors).toEqual([]);
    const refused = (await student.graphql<Requested>(requestBooking, { id: other.id, moveIn, moveOut })).body.data?.requestBooking;
    expect(refused?.booking).toBeNull();
    expect(refused?.errors[0]?.code).toBe('RATE_LIMITED');
    expect(refused?.errors[0]?.retryAfterSeconds).toBeGreaterThan(0);
  });
});
