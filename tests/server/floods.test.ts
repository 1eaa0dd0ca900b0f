/**
 * Floods of the mutations that cost the server more than an answer, over HTTP on both engines: a
 * message to a landlord is a mail, and a save without a visitor cookie is a new visitor with rows
 * of its own. Both are limited per client address (messages also per sender and per listing), an
 * alias is one attempt like a request, and visitors' saves are swept once no cookie can name them.
 * Windows are an hour long, so nothing here depends on how fast the machine is.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimitSettings } from '../../src/server/config';
import { savedListings } from '../../src/server/db/schema';
import { VISITOR_SWEEP_INTERVAL_MS, VISITOR_TTL_MS } from '../../src/server/store/sqlSession';
import { Properties } from '../api/operations';
import { Browser, noRateLimits, signUp, startTestServer, type TestServer } from './httpServer';

const HOUR = 3600;

type Outcomes = Record<string, { errors: Array<{ code: string; retryAfterSeconds: number | null }> }>;

describe('floods', () => {
  let server: TestServer;
  afterEach(() => server.app.close());

  const start = async (settings: Partial<RateLimitSettings>) => {
    server = await startTestServer({ rateLimits: { ...noRateLimits, ...settings } });
    return server;
  };

  const listingIds = async (count: number): Promise<string[]> => {
    const { body } = await new Browser(server).graphql(Properties, { first: count });
    return body.data!.properties.edges.map((edge) => edge.node.id);
  };

  /** One request of `messages.length` aliased submitContactForm; the codes in order (null when sent). */
  const contact = async (browser: Browser, messages: Array<{ propertyId: string; email: string }>) => {
    const aliases = messages.map(
      ({ propertyId, email }, index) =>
        `m${index}: submitContactForm(input: { propertyId: "${propertyId}", name: "Ana Silva", email: "${email}", phone: "+31612345678", message: "Is it still available?" }) { ok errors { code retryAfterSeconds } }`,
    );
    const { body } = await browser.graphql<Outcomes>(`mutation { ${aliases.join(' ')} }`);
    return Object.values(body.data!).map((outcome) => outcome.errors[0]?.code ?? null);
  };

  const save = async (browser: Browser, ids: string[]) => {
    const aliases = ids.map((id, index) => `s${index}: saveProperty(id: "${id}") { savedCount errors { code retryAfterSeconds } }`);
    const { body } = await browser.graphql<Outcomes>(`mutation { ${aliases.join(' ')} }`);
    return Object.values(body.data!).map((outcome) => outcome.errors[0]?.code ?? null);
  };

  it('limits messages to landlords per address, counting each alias, and mails none over it', async () => {
    await start({ contactFormPerAddress: { points: 3, seconds: HOUR } });
    const [a, b] = await listingIds(2);
    const browser = new Browser(server);
    const first = await contact(
      browser,
      [a!, b!, a!, b!, a!].map((propertyId, index) => ({ propertyId, email: `s${index}@uni.eu` })),
    );
    expect(first).toEqual([null, null, null, 'RATE_LIMITED', 'RATE_LIMITED']);
    expect(server.lines.filter((line) => line.includes('Contact message'))).toHaveLength(3);
    expect(await contact(new Browser(server), [{ propertyId: b!, email: 'other@uni.eu' }])).toEqual(['RATE_LIMITED']);
  });

  it('limits messages per sender and per listing, whatever the address', async () => {
    await start({ contactFormPerSender: { points: 2, seconds: HOUR }, contactFormPerListing: { points: 3, seconds: HOUR } });
    const [a, b, c] = await listingIds(3);
    // The same sender, spelt two ways, to two listings.
    expect(
      await contact(new Browser(server), [
        { propertyId: a!, email: 'ana@uni.eu' },
        { propertyId: b!, email: ' ANA@uni.eu ' },
        { propertyId: c!, email: 'ana@uni.eu' },
      ]),
    ).toEqual([null, null, 'RATE_LIMITED']);
    // Listing a has had one message: two more from others, then it is full.
    expect(
      await contact(new Browser(server), [
        { propertyId: a!, email: 'ben@uni.eu' },
        { propertyId: a!, email: 'cleo@uni.eu' },
        { propertyId: a!, email: 'dan@uni.eu' },
      ]),
    ).toEqual([null, null, 'RATE_LIMITED']);
  });

  it('limits saves per address, each alias one, before a visitor is made', async () => {
    await start({ savePerAddress: { points: 4, seconds: HOUR } });
    const ids = await listingIds(6);
    const browser = new Browser(server);
    expect(await save(browser, ids)).toEqual([null, null, null, null, 'RATE_LIMITED', 'RATE_LIMITED']);
    // A browser without a cookie from the same address makes no visitor any more.
    const next = new Browser(server);
    expect(await save(next, ids.slice(0, 1))).toEqual(['RATE_LIMITED']);
    expect(next.visitor).toBeNull();
    expect(await server.database.db.select().from(savedListings)).toHaveLength(4);
  });

  it("sweeps visitors' saves once their cookie has expired, when a new visitor comes, and keeps accounts' saves", async () => {
    await start({});
    const ids = await listingIds(4);
    const visitorRows = async () =>
      (await server.database.db.select().from(savedListings).where(eq(savedListings.ownerKind, 'VISITOR'))).map((row) => row.propertyId).sort();
    await save(new Browser(server), ids.slice(0, 2));
    const member = new Browser(server);
    await signUp(member, server);
    await save(member, ids.slice(0, 1));
    const minute = 60_000;

    // Half an hour before the first visitor's cookie expires, a new visitor's save sweeps nothing of it.
    server.clock.now += VISITOR_TTL_MS - 30 * minute;
    await save(new Browser(server), ids.slice(2, 3));
    expect(await visitorRows()).toEqual([...ids.slice(0, 3)].sort());
    // Expired now, but the last sweep was half an hour ago: kept until the next one.
    server.clock.now += 30 * minute + 1;
    await save(new Browser(server), ids.slice(3, 4));
    expect(await visitorRows()).toHaveLength(4);
    server.clock.now += VISITOR_SWEEP_INTERVAL_MS;
    await save(new Browser(server), ids.slice(3, 4));
    expect(await visitorRows()).toEqual([ids[2]!, ids[3]!, ids[3]!].sort());
    // An account's saves are the account's, however old.
    expect(
      await server.database.db
        .select()
        .from(savedListings)
        .where(and(eq(savedListings.ownerKind, 'USER'))),
    ).toHaveLength(1);
  });
});
