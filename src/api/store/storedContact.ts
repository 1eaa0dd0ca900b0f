/**
 * How the browser store reads the contacts it holds: accounts and codes written by earlier
 * versions kept a contact as typed less spaces, dashes, dots and brackets (phones) or lower-cased
 * (emails). Reading repairs that shape only; it never drops an account that sign-up's older, looser
 * rule accepted. The rule for what may be typed now is src/lib/contact.ts, which the resolvers
 * apply, and storedForms there finds these older spellings at log-in.
 */
import { EMAIL_MAX_LENGTH, type ContactKind } from '../../lib/contactTexts';

const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 15;

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const EMAIL_PATTERN = /^[^\s@\u0000-\u001f\u007f]+@[^\s@.\u0000-\u001f\u007f]+(\.[^\s@.\u0000-\u001f\u007f]+)+$/;

function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Drops spaces, dashes, dots and brackets; keeps one leading +. */
function normalizePhone(raw: string): string {
  const trimmed = raw.trim();
  const plus = trimmed.startsWith('+') ? '+' : '';
  return plus + trimmed.replace(/[\s\-().]/g, '').replace(/^\+/, '');
}

/** A stored contact in its stored shape. */
export function normalizeStoredContact(kind: ContactKind, raw: string): string {
  return kind === 'EMAIL' ? normalizeEmail(raw) : normalizePhone(raw);
}

/** Whether a stored contact is one any version's sign-up could have made. */
export function isStoredContact(kind: ContactKind, raw: string): boolean {
  const value = normalizeStoredContact(kind, raw);
  if (kind === 'EMAIL') return value !== '' && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
  const digits = value.replace(/^\+/, '');
  return /^\d+$/.test(digits) && digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
}
