/**
 * How the server keeps secrets it hands out: session ids and verification tokens are long random
 * values, so a plain SHA-256 of each is enough; one-time codes have only a million values, so they
 * are kept as an HMAC under a server key that the database never sees.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A random value for a cookie or a token: 32 bytes, base64url. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

export interface CodeHasher {
  hash: (code: string) => string;
  /** Compares in constant time, so timing tells nothing about the stored HMAC. */
  matches: (storedHmac: string, typed: string) => boolean;
}

export function codeHasher(key: Buffer): CodeHasher {
  const hash = (code: string) => createHmac('sha256', key).update(code).digest('hex');
  return {
    hash,
    matches(storedHmac, typed) {
      const expected = Buffer.from(storedHmac, 'hex');
      const actual = Buffer.from(hash(typed), 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
