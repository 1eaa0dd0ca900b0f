/**
 * The browser's conversations (conversations.ts) under one localStorage key: in the browser mode
 * one browser plays both sides in turn, so a handful of conversations is all it ever holds. Each
 * read-modify-write holds the key's Web Lock (webLocks.ts): a tab with a thread open marks it read
 * as another tab's message arrives, and without the lock its write could drop that message.
 */
import { messageStart } from '../../lib/messageText';
import type { BookingLineRecord } from './bookingLineRecord';
import { NO_CONVERSATIONS, type ConversationBook } from './conversationShapes';
import {
  ERASED_NAME,
  MAIL_QUIET_MS,
  otherRole,
  roleOf,
  type ConversationRecord,
  type ConversationRole,
  type ConversationStore,
  type MessageRecord,
  type Written,
} from './conversations';
import { holding, storeLocks } from './webLocks';

export interface ConversationKey {
  read(): ConversationBook;
  write(book: ConversationBook): void;
}

const newestFirst = (a: ConversationRecord, b: ConversationRecord) => b.lastMessageAt - a.lastMessageAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const unreadOf = (conversation: ConversationRecord, role: ConversationRole) => (role === 'STUDENT' ? conversation.studentUnread : conversation.landlordUnread);

/** `mailedAt`: when each side was last mailed, kept in memory only: the browser mails no one (its log is the mail). */
export function browserConversations(key: ConversationKey, randomId: () => string = () => crypto.randomUUID()): ConversationStore {
  const mailedAt = new Map<string, number>();
  const exclusively = <T>(step: () => T): Promise<T> => holding(storeLocks.conversations, step);

  function append(
    book: ConversationBook,
    conversation: ConversationRecord,
    senderRole: ConversationRole,
    text: string,
    now: number,
    booking: BookingLineRecord | null,
  ): Written {
    const message: MessageRecord = { id: book.nextId, conversationId: conversation.id, senderRole, text, sentAt: now, ...(booking ? { booking } : {}) };
    const recipient = otherRole(senderRole);
    const mailKey = `${conversation.id} ${recipient}`;
    const lastMailed = mailedAt.get(mailKey);
    const mailOther = !unreadOf(conversation, recipient) || lastMailed === undefined || now - lastMailed >= MAIL_QUIET_MS;
    if (mailOther) mailedAt.set(mailKey, now);
    const updated: ConversationRecord = {
      ...conversation,
      lastMessageId: message.id,
      lastMessageAt: now,
      lastMessageStart: messageStart(text),
      // Undefined for a written message: JSON leaves it out, as in conversations kept before lines had it.
      lastBooking: booking ?? undefined,
      studentUnread: recipient === 'STUDENT' ? true : conversation.studentUnread,
      landlordUnread: recipient === 'LANDLORD' ? true : conversation.landlordUnread,
    };
    key.write({
      nextId: book.nextId + 1,
      conversations: [...book.conversations.filter((kept) => kept.id !== conversation.id), updated],
      messages: [...book.messages, message],
    });
    return { conversation: updated, message, mailOther };
  }

  const messagesOf = (book: ConversationBook, conversationId: string) =>
    book.messages.filter((message) => message.conversationId === conversationId).sort((a, b) => a.id - b.id);

  return {
    get: (id) => Promise.resolve(key.read().conversations.find((conversation) => conversation.id === id) ?? null),
    ofParticipant: (userId, id) =>
      Promise.resolve(key.read().conversations.find((conversation) => conversation.id === id && roleOf(conversation, userId) !== null) ?? null),

    writeToListing: (details, text, now, booking = null) =>
      exclusively(() => {
        const book = key.read();
        const existing = book.conversations.find(
          (conversation) =>
            conversation.listingId === details.listingId &&
            (details.studentId !== null
              ? conversation.studentId === details.studentId
              : conversation.studentId === null && conversation.studentEmail === details.studentEmail),
        );
        const conversation = existing ?? {
          ...details,
          id: randomId(),
          lastMessageId: 0,
          lastMessageAt: now,
          lastMessageStart: '',
          studentUnread: false,
          landlordUnread: false,
        };
        return append(book, conversation, 'STUDENT', text, now, booking);
      }),

    addMessage: (conversationId, senderRole, text, now, booking = null) =>
      exclusively(() => {
        const book = key.read();
        const conversation = book.conversations.find((kept) => kept.id === conversationId);
        if (!conversation) throw new Error(`No conversation ${conversationId}`);
        return append(book, conversation, senderRole, text, now, booking);
      }),

    ofUser(userId, first, after) {
      const mine = key
        .read()
        .conversations.filter((conversation) => conversation.studentId === userId || conversation.landlordId === userId)
        .sort(newestFirst);
      const start = after === null ? 0 : mine.findIndex((conversation) => newestFirst(conversation, { ...conversation, ...after }) > 0);
      return Promise.resolve(start === -1 ? [] : mine.slice(start, start + first));
    },

    messages(conversationId, { last, before, after }) {
      const all = messagesOf(key.read(), conversationId);
      if (after !== null) {
        const newer = all.filter((message) => message.id > after);
        return Promise.resolve({ messages: newer.slice(0, last), hasPrevious: newer.length < all.length, hasNext: newer.length > last });
      }
      const older = before === null ? all : all.filter((message) => message.id < before);
      const page = older.slice(Math.max(0, older.length - last));
      return Promise.resolve({ messages: page, hasPrevious: older.length > page.length, hasNext: older.length < all.length });
    },

    allMessages: (conversationId) => Promise.resolve(messagesOf(key.read(), conversationId)),

    markRead: (conversationId, role) =>
      exclusively(() => {
        const book = key.read();
        const conversation = book.conversations.find((kept) => kept.id === conversationId);
        if (conversation && unreadOf(conversation, role)) {
          const read = role === 'STUDENT' ? { ...conversation, studentUnread: false } : { ...conversation, landlordUnread: false };
          key.write({ ...book, conversations: book.conversations.map((kept) => (kept.id === conversationId ? read : kept)) });
        }
      }),

    unreadCount: (userId) =>
      Promise.resolve(
        key
          .read()
          .conversations.filter(
            (conversation) =>
              (conversation.studentId === userId && conversation.studentUnread) || (conversation.landlordId === userId && conversation.landlordUnread),
          ).length,
      ),

    messagesOfUserAfter(userId, after, limit) {
      const book = key.read();
      const theirs = new Set(
        book.conversations
          .filter((conversation) => conversation.studentId === userId || conversation.landlordId === userId)
          .map((conversation) => conversation.id),
      );
      const found = book.messages.filter((message) => message.id > after && theirs.has(message.conversationId)).sort((a, b) => a.id - b.id);
      return Promise.resolve(found.slice(0, limit));
    },

    latestMessageId: () => Promise.resolve(key.read().nextId - 1),

    forget: (userId) =>
      exclusively(() => {
        const book = key.read();
        const conversations = book.conversations.map((conversation) => {
          if (conversation.studentId === userId) return { ...conversation, studentId: null, studentEmail: '', studentName: ERASED_NAME, studentUnread: false };
          if (conversation.landlordId === userId) return { ...conversation, landlordId: '', landlordName: ERASED_NAME, landlordUnread: false };
          return conversation;
        });
        key.write({ ...book, conversations });
      }),

    claim: (email, userId) =>
      exclusively(() => {
        const book = key.read();
        const waiting = book.conversations.filter((conversation) => conversation.studentId === null && conversation.studentEmail === email);
        if (waiting.length === 0) return;
        let conversations = book.conversations;
        let messages = book.messages;
        for (const visitor of waiting) {
          const own = conversations.find((conversation) => conversation.studentId === userId && conversation.listingId === visitor.listingId);
          if (!own) {
            conversations = conversations.map((conversation) => (conversation.id === visitor.id ? { ...conversation, studentId: userId } : conversation));
            continue;
          }
          messages = messages.map((message) => (message.conversationId === visitor.id ? { ...message, conversationId: own.id } : message));
          const latest = visitor.lastMessageId > own.lastMessageId ? visitor : own;
          const merged: ConversationRecord = {
            ...own,
            lastMessageId: latest.lastMessageId,
            lastMessageAt: latest.lastMessageAt,
            lastMessageStart: latest.lastMessageStart,
            lastBooking: latest.lastBooking,
            studentUnread: own.studentUnread || visitor.studentUnread,
            landlordUnread: own.landlordUnread || visitor.landlordUnread,
          };
          conversations = conversations
            .filter((conversation) => conversation.id !== visitor.id)
            .map((conversation) => (conversation.id === own.id ? merged : conversation));
        }
        key.write({ nextId: book.nextId, conversations, messages });
      }),
  };
}

export { NO_CONVERSATIONS };
