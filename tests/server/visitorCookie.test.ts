/**
 * A visitor's saved listings on a real server (docs/architecture.md#saved-listings-in-the-store): a
 * visitor cookie is set on the first save only, the database keeps its SHA-256, other browsers do
 * not see the saves, and signing up moves them into the account.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { savedListings } from '../../src/server/db/schema';
import { sha256 } from '../../src/server/store/secrets';
import { VISITOR_TTL_MS } from '../../src/server/store/sqlSession';
import { Browser, operations, signUp, startTestServer, type TestServer } from './httpServer';

interface Saved {
  savedCount: number;
  savedProperties: Array<{ id: string }>;
}

describe('the visitor cookie', () => {
  let server: TestServer;
  let listingId: string;
  beforeEach(async () => {
    server = await startTestServer();
    const browser = new Browser(server);
    const { body } = await browser.graphql<{ properties: { edges: Array<{ node: { id: string } }> } }>('query { properties(first: 1) { edges { node { id } } } }');
    listingId = body.data!.properties.edges[0]!.node.id;
  });
  afterEach(() => server.app.close());

  it('is not set by reading, nor by saving an id that is no listing', async () => {
    const browser = new Browser(server);
    const read = await browser.graphql<Saved>(operations.saved);
    expect(read.body.data).toEqual({ savedCount: 0, savedProperties: [] });
    expect(read.setCookies).toEqual([]);
    const refused = await browser.graphql<{ saveProperty: { errors: Array<{ code: string }> } }>(operations.save, { id: 'no-such-id' });
    expect(refused.body.data?.saveProperty.errors).toEqual([{ code: 'PROPERTY_NOT_FOUND' }]);
    expect(refused.setCookies).toEqual([]);
  });

  it('is set on the first save: HttpOnly, SameSite=Lax, 180 days; the database keeps only its SHA-256', async () => {
    const browser = new Browser(server);
    const { setCookies, body } = await browser.graphql<{ saveProperty: { savedCount: number } }>(operations.save, { id: listingId });
    expect(body.data?.saveProperty.savedCount).toBe(1);
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(/^campusnest_visitor=[A-Za-z0-9_-]{43};/);
    expect(setCookies[0]).toMatch(/; HttpOnly/i);
    expect(setCookies[0]).toMatch(/; SameSite=Lax/i);
    expect(setCookies[0]).toContain(`Max-Age=${VISITOR_TTL_MS / 1000}`);
    const rows = await server.database.db.select().from(savedListings);
    expect(rows).toEqual([{ ownerKind: 'VISITOR', ownerKey: sha256(browser.visitor!), propertyId: listingId, savedAt: server.clock.now }]);
    expect((await browser.graphql<Saved>(operations.saved)).body.data?.savedProperties).toEqual([{ id: listingId }]);
    expect((await new Browser(server).graphql<Saved>(operations.saved)).body.data?.savedCount).toBe(0);
  });

  it("moves the visitor's saves into the account at sign-up", async () => {
    const browser = new Browser(server);
    await browser.graphql(operations.save, { id: listingId });
    await signUp(browser, server);
    expect((await browser.graphql<Saved>(operations.saved)).body.data?.savedProperties).toEqual([{ id: listingId }]);
    const rows = await server.database.db.select().from(savedListings);
    expect(rows.map((row) => row.ownerKind)).toEqual(['USER']);
    await browser.graphql(operations.logout);
    expect((await browser.graphql<Saved>(operations.saved)).body.data?.savedCount).toBe(0);
  });
});
