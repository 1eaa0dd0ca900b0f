/**
 * How many statements each signed-in page's own query sends to the database over HTTP, on both
 * engines: the session is checked in the statement that reads the page's list (Session.readOwn,
 * src/server/store/sessionStatement.ts), so /landlord's MyListings and BookingRequests and
 * /bookings' MyBookings are one round trip each, and so are a thread with its latest messages and
 * its listing, and the header's count of unread conversations; the messages list is its page, then
 * its listings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { generateProperties } from '../../scripts/data/generate';
import { UnreadConversationsQuery } from '../../src/features/messages/unreadCount';
import { MyBookingsQuery } from '../../src/pages/bookings/BookingsPage';
import { BookingRequestsQuery } from '../../src/pages/landlord/BookingRequestsSection';
import { MyListingsQuery } from '../../src/pages/landlord/LandlordPage';
import { ConversationsQuery } from '../../src/pages/messages/MessagesPage';
import { ThreadQuery } from '../../src/pages/messages/ThreadPage';
import { Conversations } from '../api/conversationOperations';
import { SubmitContact } from '../api/operations';
import { Browser, logIn, signUp, startTestServer, type TestServer } from './httpServer';
import { spyOnStatements } from './statementSpy';

const listing = generateProperties()[0]!;

let server: TestServer;
let student: Browser;
let landlord: Browser;
let threadId: string;

beforeAll(async () => {
  server = await startTestServer();
  student = new Browser(server);
  await signUp(student, server);
  const contact = { propertyId: listing.id, name: 'Ana Silva', email: 'ana@uni.eu', phone: '+351 912 345 678', message: 'Is it free?' };
  expect((await student.graphql(SubmitContact, { input: contact })).body.data?.submitContactForm.ok).toBe(true);
  landlord = new Browser(server);
  await logIn(landlord, server, listing.landlord.email);
  threadId = (await landlord.graphql(Conversations, {})).body.data!.conversations!.edges[0]!.node.id;
});

afterAll(() => server.app.close());

/** The statements the database is sent while `browser` asks `document`, and the answer's data. */
async function statementsOf<TData, TVariables extends Record<string, unknown>>(
  browser: Browser,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<{ statements: number; data: TData | null | undefined }> {
  const { driver, searchDriver } = server.database;
  const spy = spyOnStatements(driver, searchDriver);
  try {
    const { body } = await browser.graphql(document, variables);
    expect(body.errors).toBeUndefined();
    return { statements: spy.count(), data: body.data };
  } finally {
    spy.restore();
  }
}

describe("the signed-in pages' queries", () => {
  it("read a landlord's listings in one statement, the session checked in it", async () => {
    const { statements, data } = await statementsOf(landlord, MyListingsQuery);
    expect(data?.myListings?.map((mine) => mine.id)).toContain(listing.id);
    expect(statements).toBe(1);
  });

  it("read a landlord's listings without their details, which a query asking for them gets by id", async () => {
    const spy = spyOnStatements(server.database.driver, server.database.searchDriver);
    try {
      const { body } = await landlord.graphql<{ myListings: Array<{ id: string; description: string; landlord: { name: string } }> }>(
        'query MineWithDetails { myListings { id description landlord { name } } }',
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.myListings.find((mine) => mine.id === listing.id)).toEqual({
        id: listing.id,
        description: listing.description,
        landlord: { name: listing.landlord.name },
      });
      const [page, ...details] = await spy.texts();
      expect(page).not.toMatch(/"description"/);
      expect(details).toHaveLength(1);
    } finally {
      spy.restore();
    }
  });

  it("read a landlord's pending requests to book in one statement", async () => {
    const { statements, data } = await statementsOf(landlord, BookingRequestsQuery);
    expect(data?.bookingRequests).toEqual([]);
    expect(statements).toBe(1);
  });

  it("read a student's requests to book in one statement", async () => {
    const { statements, data } = await statementsOf(student, MyBookingsQuery);
    expect(data?.myBookings).toEqual([]);
    expect(statements).toBe(1);
  });

  it('read a thread, its latest messages and its listing in one statement, interpreted and compiled', async () => {
    // The second time a document comes, it runs compiled (src/server/http/compiledExecution.ts).
    const [first, second] = [await statementsOf(landlord, ThreadQuery, { id: threadId }), await statementsOf(landlord, ThreadQuery, { id: threadId })];
    expect(second.data).toEqual(first.data);
    expect(first.data?.conversation?.messages.edges).toHaveLength(1);
    expect(first.data?.conversation?.listing?.id).toBe(listing.id);
    expect([first.statements, second.statements]).toEqual([1, 1]);
  });

  it("read the header's count of unread conversations in one statement", async () => {
    const { statements, data } = await statementsOf(landlord, UnreadConversationsQuery);
    expect(data?.unreadConversationCount).toBe(1);
    expect(statements).toBe(1);
  });

  it('read the messages list with the session checked in its statement, then its listings together', async () => {
    const { statements, data } = await statementsOf(landlord, ConversationsQuery);
    expect(data?.conversations?.edges.map((edge) => edge.node.id)).toEqual([threadId]);
    expect(statements).toBe(2);
  });

  it('answer a visitor, and a browser whose session ended, without reading any list', async () => {
    const visitor = new Browser(server);
    expect((await statementsOf(visitor, MyListingsQuery)).data?.myListings).toBeNull();
    const ended = new Browser(server);
    ended.cookie = 'never-issued';
    const { statements, data } = await statementsOf(ended, MyBookingsQuery);
    expect(data?.myBookings).toBeNull();
    // The fused statement found no session; the cookie's row (if any) is deleted, as at any unknown session.
    expect(statements).toBe(2);
    expect(ended.cookie).toBeNull();
  });
});
