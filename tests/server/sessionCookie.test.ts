/** The session as a real service keeps it: an HttpOnly cookie naming a hashed, expiring row. */
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_TTL_MS } from '../../src/server/http/sessionCookie';
import { sessions } from '../../src/server/db/schema';
import { sha256 } from '../../src/server/store/secrets';
import { SESSION_TTL_MS } from '../../src/server/store/sqlSession';
import { Logout, Me } from '../api/operations';
import { Browser, logIn, signUp, startTestServer, type TestServer } from './httpServer';

async function sessionRows(server: TestServer): Promise<number> {
  const [row] = await server.database.db.select({ value: count() }).from(sessions);
  return row?.value ?? 0;
}

describe('the session cookie', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.app.close());

  it('is set on sign-up: HttpOnly, SameSite=Lax, Path=/, 30 days, not Secure over plain HTTP', async () => {
    const browser = new Browser(server);
    const { setCookies, body } = await signUp(browser, server);
    expect(body.data?.signup.user).not.toBeNull();
    expect(setCookies).toHaveLength(2);
    const header = setCookies.find((cookie) => cookie.startsWith('campusnest_session='))!;
    expect(header).toMatch(/^campusnest_session=[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Lax/i);
    expect(header).toMatch(/; Path=\//i);
    expect(header).toContain(`Max-Age=${SESSION_TTL_MS / 1000}`);
    expect(header).not.toMatch(/Secure/i);
    // The browser is the contact's own for the rate limits from now on (src/server/trustedDevices.ts).
    const device = setCookies.find((cookie) => cookie.startsWith('campusnest_device='))!;
    expect(device).toMatch(/^campusnest_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43};/);
    expect(device).toMatch(/; HttpOnly/i);
    expect(device).toMatch(/; SameSite=Lax/i);
    expect(device).toContain(`Max-Age=${DEVICE_TTL_MS / 1000}`);
  });

  it('keeps only the SHA-256 of the id in the database', async () => {
    const browser = new Browser(server);
    await signUp(browser, server);
    const rows = await server.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idHash).not.toBe(browser.cookie);
    expect(rows[0]!.idHash).toBe(sha256(browser.cookie!));
  });

  it('signs the browser in when sent back, and nobody else', async () => {
    const browser = new Browser(server);
    await signUp(browser, server);
    const me = await browser.graphql(Me);
    expect(me.body.data?.me?.firstName).toBe('Ana');
    const stranger = new Browser(server);
    expect((await stranger.graphql(Me)).body.data?.me).toBeNull();
    const forger = new Browser(server);
    forger.cookie = 'made-up';
    const forged = await forger.graphql(Me);
    expect(forged.body.data?.me).toBeNull();
    expect(forged.setCookies[0]).toMatch(/^campusnest_session=;.*Max-Age=0/i);
  });

  it('is ended by logout: the row is deleted and the cookie cleared', async () => {
    const browser = new Browser(server);
    await signUp(browser, server);
    const stolen = browser.cookie;
    expect(await sessionRows(server)).toBe(1);
    const { setCookies } = await browser.graphql(Logout);
    expect(setCookies[0]).toMatch(/^campusnest_session=;.*Max-Age=0/i);
    expect(browser.cookie).toBeNull();
    expect(await sessionRows(server)).toBe(0);
    const replay = new Browser(server);
    replay.cookie = stolen;
    expect((await replay.graphql(Me)).body.data?.me).toBeNull();
  });

  it('expires 30 days after sign-in', async () => {
    const browser = new Browser(server);
    await signUp(browser, server);
    server.clock.now += SESSION_TTL_MS - 1;
    expect((await browser.graphql(Me)).body.data?.me).not.toBeNull();
    server.clock.now += 1;
    const expired = await browser.graphql(Me);
    expect(expired.body.data?.me).toBeNull();
    expect(expired.setCookies[0]).toMatch(/Max-Age=0/i);
    expect(await sessionRows(server)).toBe(0);
  });

  it('gets a new id at each log-in, so an id known before it is worthless after', async () => {
    const browser = new Browser(server);
    await signUp(browser, server);
    await browser.graphql(Logout);
    const planted = new Browser(server);
    await signUp(planted, server, 'eve@uni.eu');
    const before = planted.cookie;
    await logIn(planted, server, 'ana@uni.eu');
    expect(planted.cookie).not.toBe(before);
    const old = new Browser(server);
    old.cookie = before;
    expect((await old.graphql(Me)).body.data?.me).toBeNull();
    expect(
      await server.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256(before!))),
    ).toEqual([]);
  });
});

describe('the Secure flag', () => {
  it('is set behind a proxy that says HTTPS, when the server trusts it', async () => {
    const server = await startTestServer({ trustProxy: true });
    try {
      const https = new Browser(server, { 'x-forwarded-proto': 'https' });
      expect((await signUp(https, server)).setCookies[0]).toMatch(/; Secure/i);
      const http = new Browser(server, { 'x-forwarded-proto': 'http' });
      expect((await signUp(http, server, 'ben@uni.eu')).setCookies[0]).not.toMatch(/Secure/i);
    } finally {
      await server.app.close();
    }
  });

  it('is not set from a header the server does not trust', async () => {
    const server = await startTestServer({ trustProxy: false });
    try {
      const browser = new Browser(server, { 'x-forwarded-proto': 'https' });
      expect((await signUp(browser, server)).setCookies[0]).not.toMatch(/Secure/i);
    } finally {
      await server.app.close();
    }
  });
});
