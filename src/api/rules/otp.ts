/**
 * The one-time code lifecycle (docs/product.md#code-lifecycle, departure 8) as pure functions over a record,
 * so every rule can be tested without storage or time.
 */
import { CODE_LENGTH } from '../../lib/code';
import type { ContactType, OtpIntent } from '../generated/resolvers';

export const OTP_TTL_MS = 300_000;
export const OTP_MAX_ATTEMPTS = 5;

/**
 * What a code, and the verification it gives, is for: signing up or logging in (absent, as in
 * every record kept before there was another purpose), or deleting the account. A code verifies
 * only for its own purpose, so a log-in code cannot delete an account and the other way round.
 */
export type CodePurpose = 'DELETE_ACCOUNT';

export function purposeOfIntent(intent: OtpIntent | null | undefined): CodePurpose | undefined {
  return intent === 'DELETE_ACCOUNT' ? 'DELETE_ACCOUNT' : undefined;
}

export interface PendingCode {
  contact: string;
  code: string;
  type: ContactType;
  /** Epoch milliseconds after which the code no longer verifies. */
  expires: number;
  /** Wrong tries so far. */
  attempts: number;
  purpose?: CodePurpose;
}

export type RandomFill = (buffer: Uint32Array) => Uint32Array;

const cryptoFill: RandomFill = (buffer) => crypto.getRandomValues(buffer);

/** A uniformly random 6-digit string; rejection sampling avoids modulo bias. */
export function generateCode(fill: RandomFill = cryptoFill): string {
  const range = 10 ** CODE_LENGTH;
  const limit = Math.floor(0x1_0000_0000 / range) * range;
  const buffer = new Uint32Array(1);
  for (;;) {
    const [value] = fill(buffer);
    if (value !== undefined && value < limit) return String(value % range).padStart(CODE_LENGTH, '0');
  }
}

export function issueCode(contact: string, type: ContactType, now: number, fill?: RandomFill, purpose?: CodePurpose): PendingCode {
  const pending: PendingCode = { contact, type, code: generateCode(fill), expires: now + OTP_TTL_MS, attempts: 0 };
  return purpose ? { ...pending, purpose } : pending;
}

export type VerifyFailure = 'OTP_EXPIRED' | 'INVALID_OTP' | 'TOO_MANY_ATTEMPTS';

export interface VerifyResult {
  outcome: 'VERIFIED' | VerifyFailure;
  /** What the pending record becomes: null means delete it. */
  next: PendingCode | null;
}

export interface CodeAttempt {
  contact: string;
  type: ContactType;
  code: string;
  purpose?: CodePurpose;
}

/** How a stored code is compared with the one typed: a store that keeps codes hashed hashes the attempt. */
export type CodeMatcher = (stored: string, typed: string) => boolean;

const sameCode: CodeMatcher = (stored, typed) => stored === typed;

export function verifyCode(pending: PendingCode | null, attempt: CodeAttempt, now: number, codeMatches = sameCode): VerifyResult {
  if (pending === null || now > pending.expires) return { outcome: 'OTP_EXPIRED', next: null };
  const matches =
    pending.contact === attempt.contact && pending.type === attempt.type && pending.purpose === attempt.purpose && codeMatches(pending.code, attempt.code);
  if (matches) return { outcome: 'VERIFIED', next: null };
  const attempts = pending.attempts + 1;
  if (attempts >= OTP_MAX_ATTEMPTS) return { outcome: 'TOO_MANY_ATTEMPTS', next: null };
  return { outcome: 'INVALID_OTP', next: { ...pending, attempts } };
}
