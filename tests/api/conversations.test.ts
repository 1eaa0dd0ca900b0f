/**
 * Conversations through the schema (issue #34), over each store: the contact form starts and adds
 * to them, both sides read and answer, unread counts, a visitor's conversation joining the account
 * of the email only once a code proved it, ownership (a third user and a visitor learn nothing),
 * bad input and cursor pages. The SQL projects share one database per file, truncated per test.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { MESSAGE_MAX_LENGTH } from '../../src/lib/messageText';
import { logIn, signUp, verified } from './accounts';
import { Conversations, MarkRead, SendMessage, Thread, UnreadCount } from './conversationOperations';
import { Logout, Signup, SubmitContact } from './operations';
import { openTestApi, type ApiUnderTest } from './stores';

const sample = generateProperties();
const listing = sample[0]!;
const otherListing = sample.find((property) => property.landlord.email !== listing.landlord.email)!;
let api: ApiUnderTest;

beforeEach(async () => {
  api = await openTestApi();
});

const contact = (propertyId: string, message: string, email = 'ana@uni.eu') =>
  api.data(SubmitContact, { input: { propertyId, name: 'Ana Silva', email, phone: '+351 912 345 678', message } });

async function signUpAs(firstName: string, contactValue: string) {
  const token = await verified(api, 'EMAIL', contactValue, 'SIGNUP');
  return api.data(Signup, { input: { firstName, lastName: 'Test', type: 'EMAIL', contact: contactValue, verificationToken: token } });
}

async function onlyConversation() {
  const { conversations } = await api.data(Conversations, {});
  expect(conversations?.edges).toHaveLength(1);
  return conversations!.edges[0]!.node;
}

describe('a student and a landlord', () => {
  it('write, read and reply: the student from the listing page, the landlord from their inbox', async () => {
    await signUp(api);
    expect((await contact(listing.id, 'Is the room still free in September?')).submitContactForm).toEqual({ ok: true, errors: [] });
    const mine = await onlyConversation();
    expect(mine).toMatchObject({ listingName: listing.name, myRole: 'STUDENT', otherName: listing.landlord.name.split(' ')[0], unread: false });
    expect(mine.listing?.id).toBe(listing.id);
    await api.data(Logout);

    await logIn(api, listing.landlord.email);
    expect((await api.data(UnreadCount)).unreadConversationCount).toBe(1);
    const inbox = await onlyConversation();
    expect(inbox).toMatchObject({
      id: mine.id,
      myRole: 'LANDLORD',
      otherName: 'Ana',
      unread: true,
      lastMessageStart: 'Is the room still free in September?',
      lastBookingLine: null,
    });
    const { conversation } = await api.data(Thread, { id: mine.id });
    expect(conversation?.messages.edges.map((edge) => [edge.node.senderName, edge.node.text, edge.node.isMine])).toEqual([
      ['Ana', 'Is the room still free in September?', false],
    ]);
    const read = await api.data(MarkRead, { id: mine.id });
    expect(read.markConversationRead).toMatchObject({ conversation: { unread: false }, unreadConversationCount: 0, errors: [] });
    const reply = await api.data(SendMessage, { conversationId: mine.id, text: '  Yes, from the 1st.\nCome and see it.  ' });
    expect(reply.sendMessage.errors).toEqual([]);
    expect(reply.sendMessage.message).toMatchObject({ text: 'Yes, from the 1st.\nCome and see it.', senderRole: 'LANDLORD', isMine: true });
    await api.data(Logout);

    await logIn(api);
    expect((await api.data(UnreadCount)).unreadConversationCount).toBe(1);
    const thread = await api.data(Thread, { id: mine.id });
    expect(thread.conversation?.unread).toBe(true);
    expect(thread.conversation?.messages.edges.map((edge) => [edge.node.senderRole, edge.node.isMine])).toEqual([
      ['STUDENT', true],
      ['LANDLORD', false],
    ]);
    await api.data(MarkRead, { id: mine.id });
    expect((await api.data(UnreadCount)).unreadConversationCount).toBe(0);
  });

  it('keep one conversation per listing: a second message from the form adds to it', async () => {
    await signUp(api);
    await contact(listing.id, 'First question.');
    await contact(listing.id, 'Second question.');
    const only = await onlyConversation();
    const { conversation } = await api.data(Thread, { id: only.id });
    expect(conversation?.messages.edges.map((edge) => edge.node.text)).toEqual(['First question.', 'Second question.']);
  });
});

describe("a visitor's conversation", () => {
  it('joins the account that signs up with the email, and no other', async () => {
    await contact(listing.id, 'Written before I had an account.', 'Ana@Uni.eu');
    expect((await api.data(Conversations, {})).conversations).toBeNull();
    await signUpAs('Bruno', 'bruno@uni.eu');
    expect((await api.data(Conversations, {})).conversations?.edges).toEqual([]);
    await api.data(Logout);
    await signUp(api, 'ana@uni.eu');
    const joined = await onlyConversation();
    expect(joined).toMatchObject({ myRole: 'STUDENT', lastMessageStart: 'Written before I had an account.' });
  });

  it('joins at log-in by code, merged into the conversation the account already has about the listing', async () => {
    let time = 1_000;
    api = await openTestApi({ now: () => (time += 1_000) });
    await signUp(api);
    await contact(listing.id, 'Signed in.');
    await api.data(Logout);
    await contact(listing.id, 'Signed out, same email.');
    await contact(otherListing.id, 'Another listing.');
    await logIn(api);
    const { conversations } = await api.data(Conversations, {});
    expect(conversations?.edges.map((edge) => edge.node.listingName)).toEqual([otherListing.name, listing.name]);
    const merged = conversations!.edges[1]!.node;
    const { conversation } = await api.data(Thread, { id: merged.id });
    expect(conversation?.messages.edges.map((edge) => edge.node.text)).toEqual(['Signed in.', 'Signed out, same email.']);
  });
});

describe('ownership', () => {
  it('refuses a third user and a visitor as if the conversation did not exist', async () => {
    await signUp(api);
    await contact(listing.id, 'Private.');
    const { id } = await onlyConversation();
    await api.data(Logout);

    await signUpAs('Eve', 'eve@uni.eu');
    expect((await api.data(Thread, { id })).conversation).toBeNull();
    expect((await api.data(Thread, { id: 'no-such-conversation' })).conversation).toBeNull();
    const sent = await api.data(SendMessage, { conversationId: id, text: 'Hi' });
    expect(sent.sendMessage).toEqual({
      message: null,
      conversation: null,
      errors: [{ code: 'CONVERSATION_NOT_FOUND', message: 'Conversation not found.', field: 'conversationId', retryAfterSeconds: null }],
    });
    expect((await api.data(MarkRead, { id })).markConversationRead.errors.map((error) => error.message)).toEqual(['Conversation not found.']);
    expect((await api.data(Conversations, {})).conversations?.edges).toEqual([]);
    await api.data(Logout);

    expect((await api.data(Thread, { id })).conversation).toBeNull();
    expect((await api.data(SendMessage, { conversationId: id, text: 'Hi' })).sendMessage.errors.map((error) => error.code)).toEqual(['SIGN_IN_REQUIRED']);
    expect(await api.data(UnreadCount)).toEqual({ unreadConversationCount: 0 });
  });
});

describe('bad input', () => {
  it('refuses an empty or overlong message, and keeps markup as plain text', async () => {
    await signUp(api);
    await contact(listing.id, 'Hello.');
    const { id } = await onlyConversation();
    for (const [text, message] of [
      ['', 'Please write a message.'],
      [' \n\t ', 'Please write a message.'],
      ['x'.repeat(MESSAGE_MAX_LENGTH + 1), 'A message is at most 5,000 characters.'],
    ] as const) {
      const { sendMessage } = await api.data(SendMessage, { conversationId: id, text });
      expect(sendMessage.errors).toEqual([{ code: 'INVALID_INPUT', message, field: 'text', retryAfterSeconds: null }]);
    }
    expect((await api.data(SendMessage, { conversationId: id, text: 'x'.repeat(MESSAGE_MAX_LENGTH) })).sendMessage.errors).toEqual([]);
    const markup = '<img src=x onerror=alert(1)><b>bold</b>';
    expect((await api.data(SendMessage, { conversationId: id, text: markup })).sendMessage.message?.text).toBe(markup);
    const { conversation } = await api.data(Thread, { id, last: 1 });
    expect(conversation?.messages.edges[0]?.node.text).toBe(markup);
  });

  it('refuses cursors and page sizes that are not its own', async () => {
    await signUp(api);
    await contact(listing.id, 'Hello.');
    const { id } = await onlyConversation();
    expect((await api.run(Thread, { id, before: 'abc' })).errors?.[0]?.extensions.code).toBe('INVALID_INPUT');
    expect((await api.run(Thread, { id, last: 101 })).errors?.[0]?.extensions.code).toBe('INVALID_INPUT');
    expect((await api.run(Conversations, { after: 'not-a-cursor' })).errors?.[0]?.extensions.code).toBe('INVALID_INPUT');
    expect((await api.run(Conversations, { first: 0 })).errors?.[0]?.extensions.code).toBe('INVALID_INPUT');
  });
});

describe('pages', () => {
  it('gives a thread in cursor pages, oldest first, and what came after a cursor', async () => {
    await signUp(api);
    await contact(listing.id, 'Message 0');
    const { id } = await onlyConversation();
    for (let index = 1; index < 120; index += 1) await api.data(SendMessage, { conversationId: id, text: `Message ${index}` });
    const texts = (page: { edges: Array<{ node: { text: string } }> }) => page.edges.map((edge) => edge.node.text);

    const latest = (await api.data(Thread, { id })).conversation!.messages;
    expect(texts(latest)).toEqual(Array.from({ length: 50 }, (_, index) => `Message ${70 + index}`));
    expect(latest.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const older = (await api.data(Thread, { id, before: latest.pageInfo.startCursor })).conversation!.messages;
    expect(texts(older)).toEqual(Array.from({ length: 50 }, (_, index) => `Message ${20 + index}`));
    expect(older.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const oldest = (await api.data(Thread, { id, before: older.pageInfo.startCursor })).conversation!.messages;
    expect(texts(oldest)).toEqual(Array.from({ length: 20 }, (_, index) => `Message ${index}`));
    expect(oldest.pageInfo.hasPreviousPage).toBe(false);

    const missed = (await api.data(Thread, { id, after: latest.edges[46]!.cursor })).conversation!.messages;
    expect(texts(missed)).toEqual(['Message 117', 'Message 118', 'Message 119']);
    expect(missed.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
  });

  it('lists conversations newest first, in pages that continue where the last stopped', async () => {
    const listings = sample.slice(0, 5);
    let time = 1_000;
    api = await openTestApi({ now: () => (time += 1_000) });
    await signUpAs('Ana', 'ana2@uni.eu');
    for (const property of listings) await contact(property.id, `About ${property.name}`, 'ana2@uni.eu');
    const first = (await api.data(Conversations, { first: 2 })).conversations!;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await api.data(Conversations, { first: 10, after: first.pageInfo.endCursor })).conversations!;
    expect(rest.pageInfo.hasNextPage).toBe(false);
    expect([...first.edges, ...rest.edges].map((edge) => edge.node.listingName)).toEqual(listings.map((property) => property.name).reverse());
  });
});
