/**
 * The contact rule, shared by the forms and the backend in both modes (docs/product.md#validation):
 * one plain address or one phone number, in one canonical form, so that a contact names exactly one
 * inbox or phone and one account.
 *
 * - Unicode NFKC first, so full-width and other compatibility forms are the letters they look
 *   like; then any invisible or control character (U+200B, U+0085, a lone surrogate...) is refused
 *   rather than dropped, since a contact that differs invisibly is someone else's.
 * - An email is validator's `isEmail` on that text, without display names (`x <victim@...>`),
 *   quoted local parts or IP domains: one address, never a list (`x,victim@...`) or a route
 *   (`attacker:victim@...`). Lower-cased, as contacts always were here.
 * - A phone number must give its country code (`+` or `00`); libphonenumber-js (its small `min`
 *   metadata) checks it and writes it in E.164: `+49 30 1234567`, `0049301234567` and
 *   `+49 (0)30 1234567` are all `+49301234567`.
 *
 * Its libraries weigh more than the first page may carry (docs/performance.md): load it with
 * loadContactRules.ts.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import isEmail from 'validator/lib/isEmail.js';
import { contactMessages, EMAIL_MAX_LENGTH, type ContactKind } from './contactTexts';

export type ContactCheck = { contact: string; problem: null } | { contact: null; problem: string };

// Other (Cc control, Cf format such as U+200B, Cs lone surrogates, Co, Cn unassigned) and line or
// paragraph separators: nothing anyone types into an address on purpose.
const INVISIBLE = /[\p{C}\p{Zl}\p{Zp}]/u;
// What may separate a phone number's digits; letters and anything else are refused.
const PHONE_CHARACTERS = /^\+[\d\s().\-/]+$/;

function checkEmail(raw: string): ContactCheck {
  const text = raw.normalize('NFKC').trim().toLowerCase();
  if (text === '') return { contact: null, problem: contactMessages.EMAIL_REQUIRED };
  const plain =
    text.length <= EMAIL_MAX_LENGTH &&
    !INVISIBLE.test(text) &&
    !/[\s"]/.test(text) &&
    isEmail(text, { allow_display_name: false, require_display_name: false, allow_ip_domain: false, require_tld: true });
  return plain ? { contact: text, problem: null } : { contact: null, problem: contactMessages.EMAIL_INVALID };
}

function checkPhone(raw: string): ContactCheck {
  const text = raw.normalize('NFKC').trim();
  if (text === '') return { contact: null, problem: contactMessages.PHONE_REQUIRED };
  const invalid = { contact: null, problem: contactMessages.PHONE_INVALID } as const;
  if (INVISIBLE.test(text)) return invalid;
  // 00 is the international prefix from most of Europe: the same number as +.
  const international = text.startsWith('00') ? `+${text.slice(2)}` : text;
  if (!PHONE_CHARACTERS.test(international)) return invalid;
  const number = parsePhoneNumberFromString(international);
  if (!number?.isValid() || number.ext !== undefined) return invalid;
  return { contact: number.number, problem: null };
}

export function checkContact(kind: ContactKind, raw: string): ContactCheck {
  return kind === 'EMAIL' ? checkEmail(raw) : checkPhone(raw);
}

/** A message for the user, or null when the contact is acceptable. */
export function contactProblem(kind: ContactKind, raw: string): string | null {
  return checkContact(kind, raw).problem;
}

/**
 * How an account made before this rule may hold `contact` (canonical), best first. Phones were
 * kept as typed less spaces, dashes, dots and brackets: `0049…` and `+49 (0)30…` (as `+49030…`)
 * are the same number. A number kept without its country code is matched by none: it could be any
 * country's, and matching it would let the owner of one sign in to another's account.
 */
export function storedForms(kind: ContactKind, contact: string): string[] {
  if (kind === 'EMAIL') return [contact];
  const number = parsePhoneNumberFromString(contact);
  if (!number) return [contact];
  const country = number.countryCallingCode;
  const national = number.nationalNumber;
  return [contact, `00${country}${national}`, `+${country}0${national}`, `00${country}0${national}`];
}
