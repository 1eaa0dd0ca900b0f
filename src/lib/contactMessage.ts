/** The message-the-landlord form's rules, shared by the form and the backend. */
import { hasForbiddenCharacter } from './account';
import type { ContactKind } from './contactTexts';

/** The contact rule (contact.ts), given by the caller, which loads it (loadContactRules.ts). */
export type ContactProblem = (kind: ContactKind, raw: string) => string | null;

export const CONTACT_MESSAGE_LIMITS = { name: 100, message: 2000 } as const;

export const contactMessageFields = ['name', 'email', 'phone', 'message'] as const;
export type ContactMessageField = (typeof contactMessageFields)[number];
export type ContactMessage = Record<ContactMessageField, string>;

/** A message for each field that is not acceptable; empty when the form can be sent. */
export function contactMessageProblems(values: ContactMessage, contactProblem: ContactProblem): Partial<Record<ContactMessageField, string>> {
  const problems: Partial<Record<ContactMessageField, string>> = {};
  const name = values.name.trim();
  const message = values.message.trim();
  if (name === '') problems.name = 'Please enter your name.';
  else if (hasForbiddenCharacter(name)) problems.name = 'Name contains a character that is not allowed.';
  else if (name.length > CONTACT_MESSAGE_LIMITS.name) problems.name = `Name must be at most ${CONTACT_MESSAGE_LIMITS.name} characters.`;
  const email = contactProblem('EMAIL', values.email);
  if (email) problems.email = email;
  const phone = contactProblem('PHONE', values.phone);
  if (phone) problems.phone = phone;
  if (message === '') problems.message = 'Please enter a message.';
  else if (hasForbiddenCharacter(message)) problems.message = 'Message contains a character that is not allowed.';
  else if (message.length > CONTACT_MESSAGE_LIMITS.message) {
    problems.message = `Message must be at most ${CONTACT_MESSAGE_LIMITS.message} characters.`;
  }
  return problems;
}
