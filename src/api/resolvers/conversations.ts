/**
 * Conversations between students and landlords (docs/product.md#messages). The API decides who
 * may read what: every conversation is looked up from the session's user, and one that is not
 * theirs is answered exactly like one that does not exist (CONVERSATION_NOT_FOUND, or null).
 */
import { GraphQLError } from 'graphql';
import { messageTextProblem } from '../../lib/messageText';
import type { ApiContext } from '../context';
import { invalidInput, rateLimited, userError } from '../errors';
import type { ConversationResolvers, MessageResolvers, MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { simulateLatency } from '../latency';
import { otherRole, otherSideErased, roleOf, type ConversationCursor, type ConversationView, type Written } from '../store/conversations';
import { tellExpiredAtRead } from './bookingExpiry';
import { latestMessagesAsked } from './latestMessagesAsked';
import { propertyForViewer } from './landlord';

export const MAX_CONVERSATIONS_PAGE = 50;
export const MAX_MESSAGES_PAGE = 100;

function invalid(field: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'INVALID_INPUT', field } });
}

const iso = (time: number) => new Date(time).toISOString();

export function encodeConversationCursor({ lastMessageAt, id }: ConversationCursor): string {
  return btoa(`conversation:${lastMessageAt}:${id}`);
}

function decodeConversationCursor(cursor: string): ConversationCursor | null {
  let text: string;
  try {
    text = atob(cursor);
  } catch {
    return null;
  }
  const match = /^conversation:(\d{1,15}):(.{1,100})$/.exec(text);
  return match ? { lastMessageAt: Number(match[1]), id: match[2]! } : null;
}

function messageCursor(cursor: string | null | undefined, field: string): number | null {
  if (cursor === null || cursor === undefined) return null;
  if (!/^\d{1,15}$/.test(cursor)) throw invalid(field, 'Not a cursor of this thread.');
  return Number(cursor);
}

/**
 * The user's conversation `id`, seen from their side; null for a visitor, an unknown id or someone
 * else's. `latest`: the thread's first page the query asks for, which a store may read with it.
 */
async function viewOf(context: ApiContext, id: string, latest: number | null = null): Promise<ConversationView | null> {
  const mine = await context.session.readOwn(context.store.conversations.ofParticipant, id, latest);
  const conversation = mine?.value;
  const role = conversation ? roleOf(conversation, mine.user.id) : null;
  return conversation && role ? { ...conversation, role, userId: mine.user.id } : null;
}

/** A conversation's page on the site, where mails link to. */
const threadPath = (conversationId: string) => `/messages/${encodeURIComponent(conversationId)}`;

/** Mails the other side about a message, when the store says it is time (MAIL_QUIET_MS). */
async function mailOther(context: ApiContext, { conversation, message, mailOther }: Written): Promise<void> {
  if (!mailOther) return;
  const recipient = otherRole(message.senderRole);
  const to = recipient === 'STUDENT' ? conversation.studentEmail : (await (await context.ownedListings()).find(conversation.listingId))?.record.landlord.email;
  if (!to) return;
  await context.mailer.sendConversationMessage({
    to,
    senderName: message.senderRole === 'STUDENT' ? conversation.studentName : conversation.landlordName,
    listingName: conversation.listingName,
    text: message.text,
    threadPath: threadPath(conversation.id),
  });
}

/** The contact form's conversation (resolvers/contact.ts): the student's about the listing, started or added to. */
export async function writeFromContactForm(
  context: ApiContext,
  { listingId, email, name, text }: { listingId: string; email: string; name: string; text: string },
): Promise<string | null> {
  const listing = await (await context.ownedListings()).find(listingId);
  if (!listing) return null;
  const user = await context.session.currentUser();
  // A landlord trying their own form has no one to talk to.
  if (user?.id === listing.ownerId) return null;
  const firstWord = (full: string) => full.trim().split(/\s+/)[0] ?? full;
  // The landlord hears of it through the contact form's own mail (resolvers/contact.ts), with a link to the thread.
  const { conversation } = await context.store.conversations.writeToListing(
    {
      listingId,
      listingName: listing.record.name,
      landlordId: listing.ownerId,
      landlordName: firstWord(listing.record.landlord.name),
      studentId: user?.id ?? null,
      studentEmail: email,
      studentName: user?.firstName ?? firstWord(name),
    },
    text,
    context.now(),
  );
  return threadPath(conversation.id);
}

export const conversationQueries: Pick<QueryResolvers, 'conversations' | 'conversation' | 'unreadConversationCount'> = {
  async conversations(_parent, { first, after }, context) {
    const size = first;
    if (!Number.isInteger(size) || size < 1 || size > MAX_CONVERSATIONS_PAGE) throw invalid('first', `first must be between 1 and ${MAX_CONVERSATIONS_PAGE}.`);
    const cursor = after === null || after === undefined ? null : decodeConversationCursor(after);
    if (after && !cursor) throw invalid('after', 'Not a cursor of this list.');
    await simulateLatency('conversations');
    await tellExpiredAtRead(context);
    // One more than asked, to know whether another page follows; with the session's check where the store can.
    const mine = await context.session.readOwn(context.store.conversations.ofUser, size + 1, cursor);
    if (!mine) return null;
    const { user, value: found } = mine;
    const page = found.slice(0, size);
    const edges = page.map((conversation) => ({
      cursor: encodeConversationCursor(conversation),
      node: { ...conversation, role: roleOf(conversation, user.id)!, userId: user.id },
    }));
    return { edges, pageInfo: { hasNextPage: found.length > size, endCursor: edges.at(-1)?.cursor ?? null } };
  },

  async conversation(_parent, { id }, context, info) {
    await simulateLatency('conversations');
    await tellExpiredAtRead(context);
    return viewOf(context, id, latestMessagesAsked(info, MAX_MESSAGES_PAGE));
  },

  async unreadConversationCount(_parent, _args, context) {
    await tellExpiredAtRead(context);
    // Asked by the header of every signed-in page: the session's check in the count's own statement.
    return (await context.session.readOwn(context.store.conversations.unreadCount))?.value ?? 0;
  },
};

export const conversationMutations: Pick<MutationResolvers, 'sendMessage' | 'markConversationRead'> = {
  async sendMessage(_parent, { conversationId, text }, context) {
    const refused = (error: ReturnType<typeof userError>) => ({ message: null, conversation: null, errors: [error] });
    const user = await context.session.currentUser();
    if (!user) return refused(userError('SIGN_IN_REQUIRED'));
    const problem = messageTextProblem(text);
    if (problem) return refused(invalidInput('text', problem));
    const wait = await context.rateLimit?.take('sendMessage', { sender: `user ${user.id}` });
    if (wait) return refused(rateLimited(wait, 'text'));
    const view = await viewOf(context, conversationId);
    if (!view) return refused(userError('CONVERSATION_NOT_FOUND', 'conversationId'));
    if (otherSideErased(view, view.role)) return refused(userError('RECIPIENT_DELETED', 'text'));
    await simulateLatency('sendMessage');
    const written = await context.store.conversations.addMessage(view.id, view.role, text.trim(), context.now());
    // Kept first: a mail relay that fails loses no message (the error is the request's, as the contact form's).
    await mailOther(context, written);
    const conversation: ConversationView = { ...written.conversation, role: view.role, userId: user.id };
    return { message: { ...written.message, conversation }, conversation, errors: [] };
  },

  async markConversationRead(_parent, { id }, context) {
    const user = await context.session.currentUser();
    if (!user) return { conversation: null, unreadConversationCount: 0, errors: [userError('SIGN_IN_REQUIRED')] };
    const view = await viewOf(context, id);
    if (!view)
      return {
        conversation: null,
        unreadConversationCount: await context.store.conversations.unreadCount(user.id),
        errors: [userError('CONVERSATION_NOT_FOUND', 'id')],
      };
    await context.store.conversations.markRead(view.id, view.role);
    const read: ConversationView = view.role === 'STUDENT' ? { ...view, studentUnread: false } : { ...view, landlordUnread: false };
    return { conversation: read, unreadConversationCount: await context.store.conversations.unreadCount(user.id), errors: [] };
  },
};

/** A page of conversations names the same few listings again and again: each is looked up once per request. */
const listingsSeen = new WeakMap<ApiContext, Map<string, ReturnType<typeof propertyForViewer>>>();

function listingOf(context: ApiContext, id: string): ReturnType<typeof propertyForViewer> {
  let seen = listingsSeen.get(context);
  if (!seen) {
    seen = new Map();
    listingsSeen.set(context, seen);
  }
  let found = seen.get(id);
  if (!found) {
    found = propertyForViewer(context, id);
    seen.set(id, found);
  }
  return found;
}

export const conversationFields: ConversationResolvers = {
  id: (conversation) => conversation.id,
  // Published and read with the conversation (a server's conversation_of_session), or looked up as any listing's page is.
  listing: (conversation, _args, context) =>
    conversation.publishedListing
      ? { ...conversation.publishedListing, ownership: { status: 'PUBLISHED', ownerId: null } }
      : listingOf(context, conversation.listingId),
  listingName: (conversation) => conversation.listingName,
  myRole: (conversation) => conversation.role,
  otherName: (conversation) => (conversation.role === 'STUDENT' ? conversation.landlordName : conversation.studentName),
  lastMessageStart: (conversation) => conversation.lastMessageStart,
  lastBookingLine: (conversation) => conversation.lastBooking ?? null,
  lastMessageAt: (conversation) => iso(conversation.lastMessageAt),
  unread: (conversation) => (conversation.role === 'STUDENT' ? conversation.studentUnread : conversation.landlordUnread),
  async messages(conversation, { last, before, after }, context) {
    const size = last;
    if (!Number.isInteger(size) || size < 1 || size > MAX_MESSAGES_PAGE) throw invalid('last', `last must be between 1 and ${MAX_MESSAGES_PAGE}.`);
    const request = { last: size, before: messageCursor(before, 'before'), after: messageCursor(after, 'after') };
    const read = request.before === null && request.after === null && conversation.latest?.last === size ? conversation.latest.page : null;
    const page = read ?? (await context.store.conversations.messages(conversation.id, request));
    const edges = page.messages.map((message) => ({ cursor: String(message.id), node: { ...message, conversation } }));
    return {
      edges,
      pageInfo: {
        hasPreviousPage: page.hasPrevious,
        hasNextPage: page.hasNext,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    };
  },
};

export const messageFields: MessageResolvers = {
  id: (message) => String(message.id),
  text: (message) => message.text,
  senderRole: (message) => message.senderRole,
  senderName: (message) => (message.senderRole === 'STUDENT' ? message.conversation.studentName : message.conversation.landlordName),
  isMine: (message) => message.senderRole === message.conversation.role,
  sentAt: (message) => iso(message.sentAt),
  bookingLine: (message) => message.booking ?? null,
};
