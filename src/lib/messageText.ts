/** A conversation message's rule (docs/product.md#messages), shared by the reply box and the backend. */
import { hasForbiddenCharacter } from './account';

export const MESSAGE_MAX_LENGTH = 5000;
/**
 * How long a conversation begun without an account is kept after its last message, unless an
 * account with its email joins it: the privacy page's period, which server mode's retention sweep keeps.
 */
export const UNCLAIMED_CONVERSATION_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** How much of the latest message a conversation list shows. */
export const MESSAGE_START_LENGTH = 140;

export const messageTextProblems = {
  empty: 'Please write a message.',
  tooLong: 'A message is at most 5,000 characters.',
  forbidden: 'Message contains a character that is not allowed.',
} as const;

/** Why this text cannot be sent, or null; the text sent is the trimmed one. */
export function messageTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return messageTextProblems.empty;
  if (trimmed.length > MESSAGE_MAX_LENGTH) return messageTextProblems.tooLong;
  if (hasForbiddenCharacter(trimmed)) return messageTextProblems.forbidden;
  return null;
}

export function messageStart(text: string): string {
  return text.length <= MESSAGE_START_LENGTH ? text : `${text.slice(0, MESSAGE_START_LENGTH - 1)}…`;
}
