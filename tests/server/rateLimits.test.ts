/**
 * RATE_LIMITED over HTTP, on both engines: codes asked for per contact and per client address,
 * codes tried per contact and per address, counted in the database by rate-limiter-flexible's
 * Drizzle store. Windows are an hour long, so nothing here depends on how fast the machine is; a
 * window's end is simulated by moving its rows' expiry into the past.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimitSettings } from '../../src/server/config';
import { rateLimits } from '../../src/server/db/schema';
import { sha256 } from '../../src/server/store/secrets';
import { sendOtpDocument } from '../../src/features/auth/sendOtp';
import { verifyOtpDocument } from '../../src/features/auth/verifyOtp';
import { CreateListing, validInput } from '../api/landlordOperations';
import { Browser, lastCodeFor, noRateLimits, signUp, startTestServer, TEST_SECRET, type TestServer } from './httpServer';

const HOUR = 3600;

describe('rate limits over HTTP', () => {
  let server: TestServer;
  afterEach(() => server.app.close());

  const start = async (settings: Partial<RateLimitSettings>, trustProxy = false) => {
    server = await startTestServer({ rateLimits: { ...noRateLimits, ...settings }, trustProxy });
    return server;
  };
  const send = async (browser: Browser, contact: string, intent: 'SIGNUP' | 'LOGIN' = 'SIGNUP') =>
    (await browser.graphql(sendOtpDocument, { input: { type: 'EMAIL', contact, intent } })).body.data!.sendOtp;
  const verify = async (browser: Browser, contact: string, code: string) =>
    (await browser.graphql(verifyOtpDocument, { input: { type: 'EMAIL', contact, code } })).body.data!.verifyOtp;
  /** What the end of every window would do: the counters' rows expire. */
  const endWindows = () => server.database.db.update(rateLimits).set({ expire: sql`now() - interval '1 second'` });

  it('limits the codes asked for one contact, with the seconds to wait, whatever the intent', async () => {
    await start({ sendOtpPerContact: { points: 3, seconds: HOUR } });
    const browser = new Browser(server);
    for (let sent = 0; sent < 3; sent += 1) expect((await send(browser, 'ana@uni.eu')).sent).toBe(true);
    const refused = await send(browser, 'ana@uni.eu');
    expect(refused.sent).toBe(false);
    expect(refused.errors).toHaveLength(1);
    const [error] = refused.errors;
    expect(error).toMatchObject({ code: 'RATE_LIMITED', field: 'contact' });
    expect(error!.retryAfterSeconds).toBeGreaterThan(HOUR - 120);
    expect(error!.retryAfterSeconds).toBeLessThanOrEqual(HOUR);
    expect(error!.message).toBe(`Too many attempts. Please try again in ${error!.retryAfterSeconds} seconds.`);
    // Counted on the normalised contact: another spelling is the same contact.
    expect((await send(browser, ' ANA@uni.eu ', 'LOGIN')).errors[0]?.code).toBe('RATE_LIMITED');
    expect(server.lines).toHaveLength(3);
    // Another contact, from the same address, is not limited.
    expect((await send(browser, 'ben@uni.eu')).sent).toBe(true);
    await endWindows();
    expect((await send(browser, 'ana@uni.eu')).sent).toBe(true);
  });

  it('limits the codes asked for from one address, before saying whether an account exists', async () => {
    await start({ sendOtpPerAddress: { points: 4, seconds: HOUR } });
    const browser = new Browser(server);
    for (let index = 0; index < 4; index += 1) expect((await send(browser, `nobody${index}@uni.eu`, 'LOGIN')).errors[0]?.code).toBe('USER_NOT_FOUND');
    // Listing accounts goes no faster than the limit: the fifth answer says nothing about the contact.
    expect((await send(browser, 'nobody9@uni.eu', 'LOGIN')).errors[0]?.code).toBe('RATE_LIMITED');
    expect((await send(browser, 'new@uni.eu')).errors[0]?.code).toBe('RATE_LIMITED');
    expect(server.lines).toEqual([]);
  });

  it('counts log-ins and sign-ups against the address with its codes, each alias one attempt', async () => {
    await start({ sendOtpPerAddress: { points: 4, seconds: HOUR } });
    const browser = new Browser(server);
    expect((await send(browser, 'ana@uni.eu')).sent).toBe(true);
    type Tries = Record<string, { errors: Array<{ code: string }> }>;
    const tries = (mutation: 'login' | 'signup', count: number) => {
      const names = mutation === 'signup' ? 'firstName: "Eve", lastName: "X", ' : '';
      const aliases = Array.from(
        { length: count },
        (_, index) => `t${index}: ${mutation}(input: { ${names}type: EMAIL, contact: "c${index}@uni.eu", verificationToken: "x" }) { errors { code } }`,
      );
      return browser.graphql<Tries>(`mutation { ${aliases.join(' ')} }`);
    };
    const first = await tries('login', 2);
    expect(Object.values(first.body.data!).map((answer) => answer.errors[0]?.code)).toEqual(['VERIFICATION_REQUIRED', 'VERIFICATION_REQUIRED']);
    const second = await tries('signup', 3);
    expect(Object.values(second.body.data!).map((answer) => answer.errors[0]?.code)).toEqual(['VERIFICATION_REQUIRED', 'RATE_LIMITED', 'RATE_LIMITED']);
    // The address is spent for codes too.
    expect((await send(browser, 'ben@uni.eu')).errors[0]?.code).toBe('RATE_LIMITED');
  });

  it('counts the socket address, and X-Forwarded-For only with TRUST_PROXY (its last entry)', async () => {
    await start({ sendOtpPerAddress: { points: 1, seconds: HOUR } });
    const spoofing = (address: string) => new Browser(server, { 'x-forwarded-for': address });
    expect((await send(spoofing('203.0.113.1'), 'a@uni.eu')).sent).toBe(true);
    // Not behind a proxy: the header is the client's word, and the socket address is the same.
    expect((await send(spoofing('203.0.113.2'), 'b@uni.eu')).errors[0]?.code).toBe('RATE_LIMITED');
    await server.app.close();

    await start({ sendOtpPerAddress: { points: 1, seconds: HOUR } }, true);
    const proxied = (chain: string) => new Browser(server, { 'x-forwarded-for': chain });
    expect((await send(proxied('203.0.113.1'), 'a@uni.eu')).sent).toBe(true);
    expect((await send(proxied('203.0.113.2'), 'b@uni.eu')).sent).toBe(true);
    // The entry the proxy added is the last one; what the client put before it changes nothing.
    expect((await send(proxied('198.51.100.7, 203.0.113.1'), 'c@uni.eu')).errors[0]?.code).toBe('RATE_LIMITED');
    // One IPv6 subscriber's /64 is one address.
    expect((await send(proxied('2001:db8:1:2::1'), 'd@uni.eu')).sent).toBe(true);
    expect((await send(proxied('2001:db8:1:2:ffff::9'), 'e@uni.eu')).errors[0]?.code).toBe('RATE_LIMITED');
  });

  it('limits the codes tried for one contact, even the right one', async () => {
    await start({ verifyOtpPerContact: { points: 3, seconds: HOUR } });
    const browser = new Browser(server);
    await send(browser, 'ana@uni.eu');
    const code = lastCodeFor(server, 'ana@uni.eu');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let tried = 0; tried < 3; tried += 1) expect((await verify(browser, 'ana@uni.eu', wrong)).errors[0]?.code).toBe('INVALID_OTP');
    const refused = await verify(browser, 'ana@uni.eu', code);
    expect(refused.verified).toBe(false);
    expect(refused.errors[0]?.code).toBe('RATE_LIMITED');
    expect(refused.errors[0]?.retryAfterSeconds).toBeGreaterThan(0);
    await endWindows();
    // The code itself was never tried a fourth time: it still works once the window is over.
    expect((await verify(browser, 'ana@uni.eu', code)).verified).toBe(true);
  });

  it('limits the codes tried from one address across contacts', async () => {
    await start({ verifyOtpPerAddress: { points: 2, seconds: HOUR } });
    const browser = new Browser(server);
    expect((await verify(browser, 'a@uni.eu', '123456')).errors[0]?.code).toBe('OTP_EXPIRED');
    expect((await verify(browser, 'b@uni.eu', '123456')).errors[0]?.code).toBe('OTP_EXPIRED');
    expect((await verify(browser, 'c@uni.eu', '123456')).errors[0]?.code).toBe('RATE_LIMITED');
  });

  it('allows each landlord one new listing a minute, whatever their address', async () => {
    await start({ createListingPerLandlord: { points: 1, seconds: 60 } });
    const create = async (landlord: Browser) => (await landlord.graphql(CreateListing, { input: validInput() })).body.data!.createListing;
    const lena = new Browser(server);
    await signUp(lena, server, 'lena@uni.eu');
    expect((await create(lena)).errors).toEqual([]);
    const refused = await create(lena);
    expect(refused.listing).toBeNull();
    expect(refused.errors).toMatchObject([{ code: 'RATE_LIMITED', field: null, retryAfterSeconds: expect.any(Number) as number }]);
    expect(refused.errors[0]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another landlord is not held back by Lena's listing.
    const omar = new Browser(server);
    await signUp(omar, server, 'omar@uni.eu');
    expect((await create(omar)).errors).toEqual([]);
    await endWindows();
    expect((await create(lena)).errors).toEqual([]);
  });

  it('counts every request, even many at once', async () => {
    await start({ sendOtpPerContact: { points: 5, seconds: HOUR } });
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(new Browser(server), 'ana@uni.eu')));
    expect(answers.filter((answer) => answer.sent)).toHaveLength(5);
    expect(answers.filter((answer) => answer.errors[0]?.code === 'RATE_LIMITED')).toHaveLength(7);
  });

  it("keeps no contact or address in clear, nor a hash anyone can compute: an HMAC under the server's key", async () => {
    await start({ sendOtpPerContact: { points: 5, seconds: HOUR }, sendOtpPerAddress: { points: 5, seconds: HOUR } });
    await send(new Browser(server), 'ana@uni.eu');
    const rows = await server.database.db.select().from(rateLimits);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.key).toMatch(/^send_otp_(contact_requester|address):[0-9a-f]{64}$/);
      expect(row.points).toBe(1);
    }
    const ownKey = createHmac('sha256', TEST_SECRET).update('campusnest rate limits').digest();
    const keyed = (value: string) => createHmac('sha256', ownKey).update(value).digest('hex');
    const keys = rows.map((row) => row.key).sort();
    expect(keys).toEqual([`send_otp_address:${keyed('127.0.0.1')}`, `send_otp_contact_requester:${keyed('EMAIL:ana@uni.eu\naddress 127.0.0.1')}`].sort());
    // Two IPv4 addresses' SHA-256 are a table of four billion rows: a plain hash would be no secret.
    expect(keys).not.toContain(`send_otp_address:${sha256('127.0.0.1')}`);
  });

  describe('locking a user out (#30 item 6)', () => {
    const from = (address: string) => new Browser(server, { 'x-forwarded-for': address });
    const limits: Partial<RateLimitSettings> = {
      sendOtpPerContact: { points: 2, seconds: HOUR },
      sendOtpPerContactEverywhere: { points: 4, seconds: HOUR },
      verifyOtpPerContact: { points: 3, seconds: HOUR },
      verifyOtpPerContactEverywhere: { points: 5, seconds: HOUR },
    };

    it("one address spending a contact's codes leaves its owner's own address through", async () => {
      await start(limits, true);
      const attacker = from('203.0.113.66');
      for (let sent = 0; sent < 2; sent += 1) expect((await send(attacker, 'ana@uni.eu')).sent).toBe(true);
      expect((await send(attacker, 'ana@uni.eu')).errors[0]?.code).toBe('RATE_LIMITED');
      expect((await send(from('198.51.100.7'), 'ana@uni.eu')).sent).toBe(true);
    });

    it('many addresses spend what the contact has everywhere, but not what its own signed-in browser has', async () => {
      await start(limits, true);
      const owner = from('198.51.100.7');
      expect((await signUp(owner, server, 'ana@uni.eu')).body.data?.signup.user).not.toBeNull();
      expect(owner.device).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
      // The owner's sign-up took one code from everywhere's 4; three attackers spend the rest.
      const attackers = ['203.0.113.1', '203.0.113.2', '203.0.113.3'].map(from);
      for (const attacker of attackers) await send(attacker, 'ana@uni.eu', 'LOGIN');
      expect((await send(from('203.0.113.4'), 'ana@uni.eu', 'LOGIN')).errors[0]?.code).toBe('RATE_LIMITED');
      // Without the cookie, the owner's next browser waits with everyone.
      expect((await send(from('192.0.2.10'), 'ana@uni.eu', 'LOGIN')).errors[0]?.code).toBe('RATE_LIMITED');
      // With it, from wherever it is now, the owner gets a code and signs in.
      const travelling = new Browser(server, { 'x-forwarded-for': '192.0.2.99' });
      travelling.device = owner.device;
      expect((await send(travelling, 'ana@uni.eu', 'LOGIN')).sent).toBe(true);
      expect((await verify(travelling, 'ana@uni.eu', lastCodeFor(server, 'ana@uni.eu'))).verified).toBe(true);
    });

    it("the codes tried are limited everywhere: attackers cannot brute-force, the owner's browser still verifies", async () => {
      await start(limits, true);
      const owner = from('198.51.100.7');
      await signUp(owner, server, 'ana@uni.eu');
      expect((await send(owner, 'ana@uni.eu', 'LOGIN')).sent).toBe(true);
      const code = lastCodeFor(server, 'ana@uni.eu');
      const guesses = ['000001', '000002', '000003', '000004', '000005', '000006'].filter((guess) => guess !== code);
      // The owner's sign-up tried one code; four more from two addresses reach everywhere's 5.
      const outcomes: string[] = [];
      for (const [index, guess] of guesses.slice(0, 4).entries()) {
        outcomes.push((await verify(from(`203.0.113.${index % 2}`), 'ana@uni.eu', guess)).errors[0]?.code ?? 'VERIFIED');
      }
      expect(outcomes).toEqual(['INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP']);
      // The right code from a new address, or with a forged or another contact's cookie, is refused untried.
      expect((await verify(from('203.0.113.9'), 'ana@uni.eu', code)).errors[0]?.code).toBe('RATE_LIMITED');
      const forger = from('203.0.113.10');
      forger.device = `${owner.device!.split('.')[0]!}.${'A'.repeat(43)}`;
      expect((await verify(forger, 'ana@uni.eu', code)).errors[0]?.code).toBe('RATE_LIMITED');
      const other = from('203.0.113.11');
      await signUp(other, server, 'eve@uni.eu');
      expect((await verify(other, 'ana@uni.eu', code)).errors[0]?.code).toBe('RATE_LIMITED');
      // The owner's own browser tries it and signs in.
      expect((await verify(owner, 'ana@uni.eu', code)).verified).toBe(true);
    });
  });
});
