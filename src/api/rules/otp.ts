/**
 * The one-time code lifecycle (docs/product.md#code-lifecycle, departure 8) as pure functions over a record,
 * so every rule can be tested without storage or time.
 */
import { CODE_LENGTH } from '../../lib/code';
import type { ContactType } from '../generated/resolvers';

export const OTP_TTL_MS = 300_000;
export const OTP_MAX_ATTEMPTS = 5;

export interface PendingCode {
  contact: string;
  code: string;
  type: ContactType;
  /** Epoch milliseconds after which the code no longer verifies. */
  expires: number;
  /** Wrong tries so far. */
  attempts: number;
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

export function issueCode(contact: string, type: ContactType, now: number, fill?: RandomFill): PendingCode {
  return { contact, type, code: generateCode(fill), expires: now + OTP_TTL_MS, attempts: 0 };
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
}

/** How a stored code is compared with the one typed: a store that keeps codes hashed hashes the attempt. */
export type CodeMatcher = (stored: string, typed: string) => boolean;

const sameCode: CodeMatcher = (stored, typed) => stored === typed;

export function verifyCode(pending: PendingCode | null, attempt: CodeAttempt, now: number, codeMatches = sameCode): VerifyResult {
  if (pending === null || now > pending.expires) return { outcome: 'OTP_EXPIRED', next: null };
  const matches = pending.contact === attempt.contact && pending.type === attempt.type && codeMatches(pending.code, attempt.code);
  if (matches) return { outcome: 'VERIFIED', next: null };
  const attempts = pending.attempts + 1;
  if (attempts >= OTP_MAX_ATTEMPTS) return { outcome: 'TOO_MANY_ATTEMPTS', next: null };
  return { outcome: 'INVALID_OTP', next: { ...pending, attempts } };
}
