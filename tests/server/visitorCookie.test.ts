/**
 * A visitor's saved listings on a real server (docs/architecture.md#saved-listings-in-the-store): a
 * visitor cookie is set on the first save only, the database keeps its SHA-256, other browsers do
 * not see the saves, and signing up moves them into the account.
 */
import type { ResultOf } from '@graphql-typed-document-node/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database';
import { savedListings } from '../../src/server/db/schema';
import { sha256 } from '../../src/server/store/secrets';
import { createSqlSession, VISITOR_TTL_MS, type SessionCookie } from '../../src/server/store/sqlSession';
import { Logout, Properties, SavedProperties, SaveProperty, SearchSaved, UnsaveProperty } from '../api/operations';
import { Browser, signUp, startTestServer, type GraphQLResponse, type TestServer } from './httpServer';
import { spyOnStatements } from './statementSpy';

/** Counts the statements sent to the database while `run` runs. */
async function statementsDuring(database: DatabaseHandle, run: () => Promise<unknown>): Promise<string[]> {
  const { driver, searchDriver } = database;
  const spy = spyOnStatements(driver, searchDriver);
  try {
    await run();
    return await spy.texts();
  } finally {
    spy.restore();
  }
}

const savedIds = ({ body }: GraphQLResponse<ResultOf<typeof SavedProperties>>) => body.data?.savedProperties.map((property) => property.id);

describe('the visitor cookie', () => {
  let server: TestServer;
  let listingId: string;
  beforeEach(async () => {
    server = await startTestServer();
    const browser = new Browser(server);
    const { body } = await browser.graphql(Properties, { first: 1 });
    listingId = body.data!.properties.edges[0]!.node.id;
  });
  afterEach(() => server.app.close());

  it('is not set by reading, nor by saving an id that is no listing', async () => {
    const browser = new Browser(server);
    const read = await browser.graphql(SavedProperties);
    expect(read.body.data).toEqual({ savedCount: 0, savedProperties: [] });
    expect(read.setCookies).toEqual([]);
    const refused = await browser.graphql(SaveProperty, { id: 'no-such-id' });
    expect(refused.body.data?.saveProperty.errors.map((error) => error.code)).toEqual(['PROPERTY_NOT_FOUND']);
    expect(refused.setCookies).toEqual([]);
  });

  it('is set on the first save: HttpOnly, SameSite=Lax, 180 days; the database keeps only its SHA-256', async () => {
    const browser = new Browser(server);
    const { setCookies, body } = await browser.graphql(SaveProperty, { id: listingId });
    expect(body.data?.saveProperty.savedCount).toBe(1);
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(/^campusnest_visitor=[A-Za-z0-9_-]{43};/);
    expect(setCookies[0]).toMatch(/; HttpOnly/i);
    expect(setCookies[0]).toMatch(/; SameSite=Lax/i);
    expect(setCookies[0]).toContain(`Max-Age=${VISITOR_TTL_MS / 1000}`);
    const rows = await server.database.db.select().from(savedListings);
    expect(rows).toEqual([{ ownerKind: 'VISITOR', ownerKey: sha256(browser.visitor!), propertyId: listingId, savedAt: server.clock.now }]);
    expect(savedIds(await browser.graphql(SavedProperties))).toEqual([listingId]);
    expect((await new Browser(server).graphql(SavedProperties)).body.data?.savedCount).toBe(0);
  });

  it('is looked up once per request, however many listings ask whether they are saved', async () => {
    const browser = new Browser(server);
    await browser.graphql(SaveProperty, { id: listingId });
    let nodes: Array<{ id: string; isSaved: boolean }> = [];
    const statements = await statementsDuring(server.database, async () => {
      const { body } = await browser.graphql(SearchSaved, { first: 24 });
      nodes = body.data!.properties.edges.map((edge) => edge.node);
    });
    expect(nodes).toHaveLength(24);
    expect(nodes.filter((node) => node.isSaved).map((node) => node.id)).toEqual([listingId]);
    expect(statements.filter((text) => text.includes('saved_listings'))).toHaveLength(1);
    // A mutation's payload still reads the saves as they are after it.
    const { body } = await browser.graphql(UnsaveProperty, { id: listingId });
    expect(body.data?.unsaveProperty).toMatchObject({ property: { isSaved: false }, savedCount: 0 });
  });

  it('makes a request that saves for the first time a visitor at once: its payload reads the save', async () => {
    const browser = new Browser(server);
    const { body, setCookies } = await browser.graphql(SaveProperty, { id: listingId });
    expect(setCookies).toHaveLength(1);
    expect(body.data?.saveProperty).toMatchObject({ property: { id: listingId, isSaved: true }, savedCount: 1 });
  });

  it("moves the visitor's saves into the account at sign-up", async () => {
    const browser = new Browser(server);
    await browser.graphql(SaveProperty, { id: listingId });
    await signUp(browser, server);
    expect(savedIds(await browser.graphql(SavedProperties))).toEqual([listingId]);
    const rows = await server.database.db.select().from(savedListings);
    expect(rows.map((row) => row.ownerKind)).toEqual(['USER']);
    await browser.graphql(Logout);
    expect((await browser.graphql(SavedProperties)).body.data?.savedCount).toBe(0);
  });
});

describe("a request's session: anonymous", () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.app.close());

  /** The cookies a request came with, and what it set. */
  function cookies(received: { session?: string; visitor?: string } = {}) {
    const set: string[] = [];
    const cookie: SessionCookie = {
      received: received.session ?? null,
      receivedVisitor: received.visitor ?? null,
      set: () => set.push('session'),
      clear: () => set.push('cleared'),
      setVisitor: () => set.push('visitor'),
    };
    return { cookie, set };
  }

  it('while it has neither a session cookie nor a visitor, and no longer once it becomes a visitor', async () => {
    const { db } = server.database;
    const now = () => server.clock.now;
    const fresh = cookies();
    const session = createSqlSession(db, fresh.cookie, now);
    expect(session.isAnonymous()).toBe(true);
    // Reading the visitor's key makes no visitor; the first save asks for one.
    expect(await session.visitorKey()).toBeNull();
    expect(session.isAnonymous()).toBe(true);
    expect(await session.visitorKey(true)).not.toBeNull();
    expect(fresh.set).toEqual(['visitor']);
    expect(session.isAnonymous()).toBe(false);

    expect(createSqlSession(db, cookies({ visitor: 'a visitor' }).cookie, now).isAnonymous()).toBe(false);
    // A session cookie, even one that turns out unknown, is asked about before anything reads as nobody's.
    expect(createSqlSession(db, cookies({ session: 'a session' }).cookie, now).isAnonymous()).toBe(false);
  });
});
