/**
 * The signed-in user's new messages as they are written (Subscription.conversationEvents, issue #34):
 * the store is read from the subscription's cursor each time the signals say one of the user's
 * conversations changed, so a notification is only ever a wake-up. Nothing is lost between two
 * wake-ups, nor while a client was away: it subscribes again with its last cursor and the same read
 * sends what came since. Only conversations the user is on are read, so no one else's message can
 * be sent.
 */
import { GraphQLError } from 'graphql';
import { EventQueue } from '../../lib/eventQueue';
import type { ApiContext } from '../context';
import type { ConversationEvent, SubscriptionResolvers } from '../generated/resolvers';
import { roleOf, type ConversationRecord, type ConversationView, type MessageView } from '../store/conversations';

/** Messages read at once; a client back after a long absence gets them in a few reads. */
const BATCH = 100;

export interface ConversationEventData extends Omit<ConversationEvent, '__typename' | 'message' | 'conversation'> {
  message: MessageView | null;
  conversation: ConversationView | null;
}

type Payload = { conversationEvents: ConversationEventData };

function parseCursor(after: string | null | undefined): number | null {
  if (after === null || after === undefined) return null;
  if (!/^\d{1,15}$/.test(after)) throw new GraphQLError('Not a cursor of these events.', { extensions: { code: 'INVALID_INPUT', field: 'after' } });
  return Number(after);
}

async function openEvents(context: ApiContext, after: string | null | undefined): Promise<AsyncIterableIterator<Payload>> {
  const cursorGiven = parseCursor(after);
  const signals = context.conversationSignals;
  if (!signals) throw new GraphQLError('Live updates need a CampusNest server.', { extensions: { code: 'LIVE_UPDATES_UNAVAILABLE' } });
  const user = await context.session.currentUser();
  if (!user) throw new GraphQLError('Please log in first.', { extensions: { code: 'SIGN_IN_REQUIRED' } });
  const store = context.store.conversations;
  let cursor = cursorGiven ?? (await store.latestMessageId());

  let stop: () => void = () => undefined;
  const queue = new EventQueue<Payload>(() => {
    stop();
  });
  const send = (event: ConversationEventData) => {
    queue.push({ conversationEvents: event });
  };
  let lastCount: number | null = null;
  if (cursorGiven === null) {
    lastCount = await store.unreadCount(user.id);
    send({ cursor: String(cursor), message: null, conversation: null, unreadConversationCount: lastCount });
  }

  /**
   * Sends every message of the user's past the cursor; without any, the count when it changed (a
   * conversation read in another tab or device).
   */
  const drain = async () => {
    for (let first = true; ; first = false) {
      const found = await store.messagesOfUserAfter(user.id, cursor, BATCH);
      if (queue.closed) return;
      if (found.length === 0) {
        if (!first) return;
        const count = await store.unreadCount(user.id);
        if (count !== lastCount && lastCount !== null) send({ cursor: String(cursor), message: null, conversation: null, unreadConversationCount: count });
        lastCount = count;
        return;
      }
      const unreadConversationCount = await store.unreadCount(user.id);
      lastCount = unreadConversationCount;
      const conversations = new Map<string, ConversationRecord | null>();
      for (const message of found) {
        cursor = message.id;
        if (!conversations.has(message.conversationId)) conversations.set(message.conversationId, await store.get(message.conversationId));
        const conversation = conversations.get(message.conversationId) ?? null;
        const role = conversation && roleOf(conversation, user.id);
        if (!conversation || !role) continue;
        const view: ConversationView = { ...conversation, role, userId: user.id };
        send({ cursor: String(message.id), message: { ...message, conversation: view }, conversation: view, unreadConversationCount });
      }
      if (found.length < BATCH) return;
    }
  };

  // Wake-ups during a read ask for one more read after it, never two at once.
  let reading = false;
  let again = false;
  // Read through a function: the linter cannot see that `wake` sets it during the awaited read.
  const isAgain = () => again;
  const wake = () => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    void (async () => {
      try {
        do {
          again = false;
          await drain();
        } while (isAgain() && !queue.closed);
      } catch {
        // The store is away: the stream ends, and the client comes back with its cursor.
        queue.end();
      } finally {
        reading = false;
      }
    })();
  };
  // Watched before the first read: a message written meanwhile is either read now or wakes it again.
  stop = signals.watch(user.id, wake);
  wake();
  return queue;
}

export const conversationSubscriptions: Pick<SubscriptionResolvers, 'conversationEvents'> = {
  conversationEvents: {
    subscribe: (_parent, { after }, context) => openEvents(context, after),
  },
};
