/**
 * What the contact rule (contact.ts) says, apart from the rule itself: the translations
 * (src/i18n/problems.ts) need the texts on every page, the rule's libraries only where a contact
 * is checked.
 */
export type ContactKind = 'EMAIL' | 'PHONE';

export const EMAIL_MAX_LENGTH = 254;

export const contactMessages = {
  EMAIL_REQUIRED: 'Please enter your email address.',
  EMAIL_INVALID: 'Please enter a valid email address, like name@example.com.',
  PHONE_REQUIRED: 'Please enter your phone number.',
  PHONE_INVALID: 'Please enter a valid phone number with its country code, like +49 30 1234567.',
} as const;
