/**
 * Conversations (docs/product.md#messages): one student and one landlord about one listing, and
 * their messages. Both stores implement this interface (browserConversations.ts over localStorage,
 * src/server/store/sqlConversations.ts over SQL); the resolvers (resolvers/conversations.ts) decide
 * who may read what, and the account page may call `ofUser` and `allMessages` to export or erase a
 * user's conversations.
 */
import type { PropertyNode } from '../data/model';
import type { BookingLineRecord } from './bookingLineRecord';
import type { OwnRead } from './ownRead';

export type ConversationRole = 'STUDENT' | 'LANDLORD';

/** Who writes as the student: a signed-in user, or a visitor by the email they typed (normalised). */
export type StudentKey = { user: string } | { email: string };

export interface ConversationRecord {
  id: string;
  listingId: string;
  /** Kept as it was when the conversation started, for when the listing goes. */
  listingName: string;
  landlordId: string;
  landlordName: string;
  /** Null while a visitor's conversation waits for its email to sign up or log in. */
  studentId: string | null;
  studentEmail: string;
  studentName: string;
  lastMessageId: number;
  lastMessageAt: number;
  /** The latest message's start (lib/messageText.ts messageStart). */
  lastMessageStart: string;
  /** The latest message's request-to-book line, when it is one (absent: a written message, or kept before conversations had it). */
  lastBooking?: BookingLineRecord;
  /** Whether each side has a message it has not read. */
  studentUnread: boolean;
  landlordUnread: boolean;
}

export interface MessageRecord {
  /** Increasing across all conversations, so it orders a thread and serves as its cursor. */
  id: number;
  conversationId: string;
  senderRole: ConversationRole;
  text: string;
  sentAt: number;
  /** A request to book's line: its kind and figures, for the reader's language; absent for a message someone wrote (so older stored messages read unchanged). */
  booking?: BookingLineRecord;
}

/**
 * What a thread's page shows first, when the store read it with the conversation (a server, in the
 * statement that checks the session): its latest `last` messages, and its listing as published
 * (null: not published). Absent: not read, for the resolvers to ask.
 */
export interface ThreadFirstPage {
  latest?: { last: number; page: MessagePage };
  publishedListing?: PropertyNode | null;
}

/** A conversation as the signed-in user sees it (the schema's Conversation): from their side. */
export type ConversationView = ConversationRecord & ThreadFirstPage & { role: ConversationRole; userId: string };
/** A message with the conversation it was read through, for its sender's name and `isMine`. */
export type MessageView = MessageRecord & { conversation: ConversationView };

/** Everything about a new conversation but its messages. */
export type NewConversation = Pick<ConversationRecord, 'listingId' | 'listingName' | 'landlordId' | 'landlordName' | 'studentEmail' | 'studentName'> & {
  studentId: string | null;
};

/** Where a page of conversations continues: after the one with this latest message. */
export interface ConversationCursor {
  lastMessageAt: number;
  id: string;
}

export interface MessagePageRequest {
  last: number;
  before: number | null;
  after: number | null;
}

export interface MessagePage {
  /** Oldest first. */
  messages: MessageRecord[];
  hasPrevious: boolean;
  hasNext: boolean;
}

export interface Written {
  conversation: ConversationRecord;
  message: MessageRecord;
  /**
   * Whether the other side should be mailed about it: not when they already had unread messages
   * there and were mailed less than MAIL_QUIET_MS ago (docs/product.md#messages).
   */
  mailOther: boolean;
}

/** At most one mail per conversation and recipient in this while, as long as the earlier one is unread. */
export const MAIL_QUIET_MS = 10 * 60 * 1000;

/** The side a message does not come from. */
export const otherRole = (role: ConversationRole): ConversationRole => (role === 'STUDENT' ? 'LANDLORD' : 'STUDENT');

/** Which side `userId` is on, or null when the conversation is not theirs. */
export function roleOf(conversation: ConversationRecord, userId: string): ConversationRole | null {
  if (conversation.studentId === userId) return 'STUDENT';
  if (conversation.landlordId === userId) return 'LANDLORD';
  return null;
}

export interface ConversationStore {
  get(id: string): Promise<ConversationRecord | null>;
  /**
   * The conversation `id` when the user is one of its sides, else null (Thread: read with the
   * session's check where the store can, and then with its first page, `latest` messages).
   */
  readonly ofParticipant: OwnRead<[id: string, latest?: number | null], (ConversationRecord & ThreadFirstPage) | null>;
  /**
   * The contact form's step, as one: adds the student's message to their conversation about the
   * listing (a user's by user id, a visitor's by email among those no account has joined yet), or
   * starts one.
   */
  writeToListing(conversation: NewConversation, text: string, now: number, booking?: BookingLineRecord | null): Promise<Written>;
  /** Adds a message to a conversation that exists (`booking`: a request to book's line). */
  addMessage(conversationId: string, senderRole: ConversationRole, text: string, now: number, booking?: BookingLineRecord | null): Promise<Written>;
  /**
   * A page of the user's conversations (either side), the latest message first (the messages list:
   * read with the session's check where the store can).
   */
  readonly ofUser: OwnRead<[first: number, after: ConversationCursor | null], ConversationRecord[]>;
  /** A page of a conversation's messages, oldest first (MessagePageRequest as Conversation.messages). */
  messages(conversationId: string, page: MessagePageRequest): Promise<MessagePage>;
  /** Every message of a conversation, oldest first (an account's export). */
  allMessages(conversationId: string): Promise<MessageRecord[]>;
  markRead(conversationId: string, role: ConversationRole): Promise<void>;
  /**
   * The user's messages (either side, any conversation) newer than the message `after`, oldest
   * first, at most `limit`: what a live subscription sends, and replays after a lost connection.
   */
  messagesOfUserAfter(userId: string, after: number, limit: number): Promise<MessageRecord[]>;
  /** The latest message's id of all conversations (0 without any): a live subscription's first cursor. */
  latestMessageId(): Promise<number>;
  /** How many of the user's conversations hold a message they have not read (the header's count, read as ofUser). */
  readonly unreadCount: OwnRead<[], number>;
  /**
   * At sign-up and log-in by a code for `email`: the visitors' conversations kept under it become
   * the user's (a conversation the user already has about the same listing takes their messages).
   */
  claim(email: string, userId: string): Promise<void>;
  /**
   * An erased account's side of its conversations (docs/product.md#account): the other side keeps
   * the conversation and every message, the erased user's shown as 'Deleted user'; nothing left
   * names or reaches the erased user (no id, email or name), so no claim can join it again.
   */
  forget(userId: string): Promise<void>;
}

/** Whether the side `role` writes to has erased their account (`forget`): a reply would reach nobody. */
export function otherSideErased(conversation: ConversationRecord, role: ConversationRole): boolean {
  return role === 'STUDENT' ? conversation.landlordId === '' : conversation.studentId === null && conversation.studentEmail === '';
}

/** What `forget` leaves of an erased side: its name empty, which the pages show as 'Deleted user'. */
export const ERASED_NAME = '';
