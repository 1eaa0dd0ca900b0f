/**
 * Contact rules shared by the forms and the resolvers, so a bad email or phone gets the same
 * message whichever side catches it.
 */
export type ContactKind = 'EMAIL' | 'PHONE';

export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

// Deliberately loose: one @, no spaces or control characters, a dot in the domain. Stricter
// patterns reject real addresses; the code we send is the real check.
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const EMAIL_PATTERN = /^[^\s@\u0000-\u001f\u007f]+@[^\s@.\u0000-\u001f\u007f]+(\.[^\s@.\u0000-\u001f\u007f]+)+$/;

export const contactMessages = {
  EMAIL_REQUIRED: 'Please enter your email address.',
  EMAIL_INVALID: 'Please enter a valid email address, like name@example.com.',
  PHONE_REQUIRED: 'Please enter your phone number.',
  PHONE_INVALID: `Please enter a valid phone number with ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits.`,
} as const;

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Drops spaces, dashes, dots and brackets; keeps one leading +. */
export function normalizePhone(raw: string): string {
  const trimmed = raw.trim();
  const plus = trimmed.startsWith('+') ? '+' : '';
  return plus + trimmed.replace(/[\s\-().]/g, '').replace(/^\+/, '');
}

export function normalizeContact(kind: ContactKind, raw: string): string {
  return kind === 'EMAIL' ? normalizeEmail(raw) : normalizePhone(raw);
}

/** Returns a message for the user, or null when the contact is acceptable. */
export function contactProblem(kind: ContactKind, raw: string): string | null {
  const value = normalizeContact(kind, raw);
  if (kind === 'EMAIL') {
    if (value === '') return contactMessages.EMAIL_REQUIRED;
    if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return contactMessages.EMAIL_INVALID;
    return null;
  }
  if (value === '') return contactMessages.PHONE_REQUIRED;
  const digits = value.replace(/^\+/, '');
  if (!/^\d+$/.test(digits) || digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) {
    return contactMessages.PHONE_INVALID;
  }
  return null;
}
