/**
 * Conversations over HTTP (issue #34), on both engines: each new message is mailed to the other
 * side ('New message from Ana about …', with the thread's link), at most once per conversation in
 * 10 minutes while the recipient has not read the last one, never to the sender; and messages per
 * sender are limited in a minute.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { ConversationsQuery } from '../../src/pages/messages/MessagesPage';
import { ThreadQuery } from '../../src/pages/messages/ThreadPage';
import { Conversations, MarkRead, SendMessage, Thread } from '../api/conversationOperations';
import { SubmitContact } from '../api/operations';
import { Browser, logIn, noRateLimits, signUp, startTestServer, type TestServer } from './httpServer';

const listing = generateProperties()[0]!;
const landlordFirstName = listing.landlord.name.split(' ')[0]!;
const PUBLIC_URL = 'https://campusnest.example';

const contactForm = { propertyId: listing.id, name: 'Ana Silva', email: 'ana@uni.eu', phone: '+351 912 345 678', message: 'Is it free?' };

async function send(browser: Browser, conversationId: string, text: string) {
  return (await browser.graphql(SendMessage, { conversationId, text })).body.data!.sendMessage;
}

describe('conversations over HTTP', () => {
  let server: TestServer;
  afterEach(() => server.app.close());

  /** Ana writes from the listing page; the landlord logs in on a browser of their own. */
  async function start(rateLimits = noRateLimits) {
    server = await startTestServer({ publicUrl: PUBLIC_URL, rateLimits });
    const student = new Browser(server);
    await signUp(student, server);
    expect((await student.graphql(SubmitContact, { input: contactForm })).body.data?.submitContactForm.ok).toBe(true);
    const landlord = new Browser(server);
    await logIn(landlord, server, listing.landlord.email);
    const { body } = await landlord.graphql(Conversations, {});
    expect(body.data?.unreadConversationCount).toBe(1);
    const id = body.data!.conversations!.edges[0]!.node.id;
    return { student, landlord, id };
  }

  const mails = () => server.lines.filter((line) => line.includes('New message from'));

  it("mails each side about the other's message, with the link to the thread, at most once in 10 minutes while unread", async () => {
    const { student, landlord, id } = await start();
    expect((await send(landlord, id, 'Yes, it is.')).errors).toEqual([]);
    expect(mails()).toEqual([`[CampusNest] New message from ${landlordFirstName} about ${listing.name} to ana@uni.eu: ${PUBLIC_URL}/messages/${id}`]);

    // Ana has not read it: the next one, 5 minutes on, is not mailed; 10 minutes after the mail, it is.
    server.clock.now += 5 * 60_000;
    await send(landlord, id, 'Are you still interested?');
    expect(mails()).toHaveLength(1);
    server.clock.now += 5 * 60_000;
    await send(landlord, id, 'Last call.');
    expect(mails()).toHaveLength(2);

    // Once Ana has read the thread, the next message is mailed at once.
    expect((await student.graphql(MarkRead, { id })).body.data?.markConversationRead.unreadConversationCount).toBe(0);
    server.clock.now += 60_000;
    await send(landlord, id, 'Sorry, one more thing.');
    expect(mails()).toHaveLength(3);

    // Ana's answer goes to the landlord, never to herself.
    await send(student, id, 'I will come on Monday.');
    expect(mails()).toHaveLength(4);
    expect(mails()[3]).toBe(`[CampusNest] New message from Ana about ${listing.name} to ${listing.landlord.email}: ${PUBLIC_URL}/messages/${id}`);
    expect(mails().filter((line) => line.includes('New message from Ana') && line.includes('to ana@uni.eu'))).toEqual([]);
  });

  it('limits the messages a sender writes in a minute', async () => {
    const { landlord, id } = await start({ ...noRateLimits, messagesPerSender: { points: 2, seconds: 60 } });
    for (const text of ['One.', 'Two.']) expect((await send(landlord, id, text)).errors).toEqual([]);
    const refused = await send(landlord, id, 'Three.');
    expect(refused.message).toBeNull();
    expect(refused.errors[0]?.code).toBe('RATE_LIMITED');
    expect(refused.errors[0]?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('answers a third user asking for the thread exactly as an unknown id', async () => {
    const { id } = await start();
    const eve = new Browser(server);
    await signUp(eve, server, 'eve@uni.eu');
    expect((await eve.graphql(Thread, { id })).body).toEqual({ data: { conversation: null } });
    expect((await eve.graphql(Thread, { id: 'unknown' })).body).toEqual({ data: { conversation: null } });
  });

  it("answers the pages' own queries within the server's limits", async () => {
    const { landlord, id } = await start();
    const listed = await landlord.graphql(ConversationsQuery, {});
    expect(listed.body.errors, 'conversations').toBeUndefined();
    const thread = await landlord.graphql(ThreadQuery, { id });
    expect(thread.body.errors).toBeUndefined();
    expect(thread.body.data?.conversation?.id).toBe(id);
  });
});
