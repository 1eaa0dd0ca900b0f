/**
 * Runtime checks for the conversations key (storageKeys.conversations), which anyone can edit: a
 * record that does not fit is dropped, and a message whose conversation went with it too.
 */
import { MESSAGE_MAX_LENGTH } from '../../lib/messageText';
import { toBookingLine } from './bookingLineRecord';
import type { ConversationRecord, MessageRecord } from './conversations';
import { isObject } from './shapes';

export interface ConversationBook {
  /** The next message's id. */
  nextId: number;
  conversations: ConversationRecord[];
  messages: MessageRecord[];
}

export const NO_CONVERSATIONS: ConversationBook = { nextId: 1, conversations: [], messages: [] };

const isText = (value: unknown, max = 500): value is string => typeof value === 'string' && value.length <= max;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isRole = (value: unknown): value is MessageRecord['senderRole'] => value === 'STUDENT' || value === 'LANDLORD';

function toConversation(value: unknown): ConversationRecord | null {
  if (!isObject(value)) return null;
  const {
    id,
    listingId,
    listingName,
    landlordId,
    landlordName,
    studentId,
    studentEmail,
    studentName,
    lastMessageId,
    lastMessageAt,
    lastMessageStart,
    lastBooking,
    studentUnread,
    landlordUnread,
  } = value;
  if (!isText(id, 100) || id === '' || !isText(listingId) || !isText(listingName) || !isText(landlordId) || !isText(landlordName)) return null;
  if (!(studentId === null || isText(studentId, 100)) || !isText(studentEmail) || !isText(studentName)) return null;
  if (!Number.isInteger(lastMessageId) || !isTime(lastMessageAt) || !isText(lastMessageStart)) return null;
  if (typeof studentUnread !== 'boolean' || typeof landlordUnread !== 'boolean') return null;
  // A line an edit broke is dropped: the list then shows the English start, as for a conversation kept before it had one.
  const line = toBookingLine(lastBooking);
  return {
    id,
    listingId,
    listingName,
    landlordId,
    landlordName,
    studentId,
    studentEmail,
    studentName,
    lastMessageId: lastMessageId as number,
    lastMessageAt,
    lastMessageStart,
    ...(line ? { lastBooking: line } : {}),
    studentUnread,
    landlordUnread,
  };
}

function toMessage(value: unknown): MessageRecord | null {
  if (!isObject(value)) return null;
  const { id, conversationId, senderRole, text, sentAt, booking } = value;
  if (!Number.isInteger(id) || !isText(conversationId, 100) || !isRole(senderRole) || !isText(text, MESSAGE_MAX_LENGTH) || !isTime(sentAt)) return null;
  // A message kept before lines had a kind, or whose kind an edit broke, reads as its text alone.
  const line = toBookingLine(booking);
  return { id: id as number, conversationId, senderRole, text, sentAt, ...(line ? { booking: line } : {}) };
}

export function toConversationBook(value: unknown): ConversationBook {
  if (!isObject(value) || !Array.isArray(value.conversations) || !Array.isArray(value.messages)) return NO_CONVERSATIONS;
  const conversations = value.conversations.map(toConversation).filter((conversation) => conversation !== null);
  if (conversations.length === 0) return NO_CONVERSATIONS;
  const ids = new Set(conversations.map((conversation) => conversation.id));
  const messages = value.messages.map(toMessage).filter((message): message is MessageRecord => message !== null && ids.has(message.conversationId));
  const highest = messages.reduce((max, message) => Math.max(max, message.id), 0);
  const nextId = Number.isInteger(value.nextId) && (value.nextId as number) > highest ? (value.nextId as number) : highest + 1;
  return { nextId, conversations, messages };
}
