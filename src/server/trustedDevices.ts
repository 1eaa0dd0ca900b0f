/**
 * The device cookie: a browser that signed in as a contact carries a random id and an HMAC of that
 * id with the contact, under a key derived from the server's secret. Such a browser is the
 * contact's own, so its codes and tries are counted on their own rather than with everyone's
 * (src/server/rateLimits.ts): whoever spends a contact's budget from elsewhere does not lock its
 * owner out. The cookie names no contact; one for another contact, or forged, is no one's.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a request offers and what its answer sets (src/server/http/sessionCookie.ts). */
export interface DeviceCookieJar {
  readonly receivedDevice: string | null;
  setDevice(value: string): void;
}

export interface TrustedDevices {
  /** A new cookie value for a browser that just signed in as `contact` (`TYPE:contact`). */
  issue(contact: string): string;
  /** The device's id when `cookie` was issued for `contact`, else null. */
  deviceOf(cookie: string | null, contact: string): string | null;
}

const ID = /^[A-Za-z0-9_-]{22}$/;

export function trustedDevices(secret: Buffer): TrustedDevices {
  const key = createHmac('sha256', secret).update('campusnest trusted devices').digest();
  const seal = (id: string, contact: string) => createHmac('sha256', key).update(`${id}\n${contact}`).digest();
  return {
    issue(contact) {
      const id = randomBytes(16).toString('base64url');
      return `${id}.${seal(id, contact).toString('base64url')}`;
    },
    deviceOf(cookie, contact) {
      if (cookie === null) return null;
      const [id, mac, extra] = cookie.split('.');
      if (id === undefined || mac === undefined || extra !== undefined || !ID.test(id)) return null;
      const given = Buffer.from(mac, 'base64url');
      const expected = seal(id, contact);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
