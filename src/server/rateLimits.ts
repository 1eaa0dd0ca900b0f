/**
 * RATE_LIMITED on a server (src/api/rateLimit.ts): per client address, and per contact, message
 * sender or listing, counted in the database (rate-limiter-flexible's Drizzle store over the
 * `rate_limits` table), so that every server sharing one PostgreSQL counts together and a restart
 * forgets nothing. Keys are HMACs under a key derived from the server's secret: the table holds no
 * contact or address in clear, and, unlike a plain hash, its keys cannot be matched against every
 * IPv4 address or a list of emails by whoever reads the database.
 *
 * A contact's codes and tries are counted per requester (the client address, or a device the
 * contact signed in on, trustedDevices.ts) and for all requesters together, except the contact's
 * own devices: an attacker spending the contact's budget from one address, or a few, leaves its
 * owner's own requests through (docs/security.md#locking-a-user-out).
 */
import { createHmac } from 'node:crypto';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimitedAction, LimitSubjects, RateLimit } from '../api/rateLimit';
import type { RateLimitRule, RateLimitSettings } from './config';
import type { Database } from './db/database';
import { rateLimits as rateLimitsTable } from './db/schema';
import { trustedDevices, type DeviceCookieJar } from './trustedDevices';

type Subject = keyof LimitSubjects;

interface Limiters {
  perAddress: RateLimiterDrizzle | null;
  /** Counted after the address, in this order. */
  perSubject: Array<[Subject, RateLimiterDrizzle | null]>;
  /** A contact's, per requester and for all requesters but its own devices (codes and tries). */
  perContact?: { perRequester: RateLimiterDrizzle | null; everywhere: RateLimiterDrizzle | null };
}

/** The limits of one server; `forRequest` gives each request's view of them. */
export interface ServerRateLimits {
  forRequest(clientAddress: string, cookies: DeviceCookieJar): RateLimit;
}

/** The counters' key for a value: the rate limits' own key, so that one HMAC of the server's secret serves one purpose. */
export function rateLimitKeyer(secret: Buffer): (value: string) => string {
  const key = createHmac('sha256', secret).update('campusnest rate limits').digest();
  return (value) => createHmac('sha256', key).update(value).digest('hex');
}

/** Over the limit: the seconds to wait (at least 1); other failures (the database) are thrown. */
async function consume(limiter: RateLimiterDrizzle | null, key: string): Promise<number | null> {
  if (!limiter) return null;
  try {
    await limiter.consume(key);
    return null;
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) return Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
    throw outcome;
  }
}

export function createRateLimits(db: Database, settings: RateLimitSettings, secret: Buffer): ServerRateLimits {
  const keyOf = rateLimitKeyer(secret);
  let sweeping = false;
  const limiter = (name: string, rule: RateLimitRule | null) => {
    if (!rule) return null;
    // Each limiter would sweep the whole table every 5 minutes (rows expired an hour ago); one is enough.
    const clearExpiredByTimeout = !sweeping;
    sweeping = true;
    return new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimitsTable,
      keyPrefix: name,
      points: rule.points,
      duration: rule.seconds,
      clearExpiredByTimeout,
    });
  };
  const codesPerAddress = limiter('send_otp_address', settings.sendOtpPerAddress);
  const limiters: Record<LimitedAction, Limiters> = {
    sendOtp: {
      perAddress: codesPerAddress,
      perSubject: [],
      perContact: {
        perRequester: limiter('send_otp_contact_requester', settings.sendOtpPerContact),
        everywhere: limiter('send_otp_contact', settings.sendOtpPerContactEverywhere),
      },
    },
    verifyOtp: {
      perAddress: limiter('verify_otp_address', settings.verifyOtpPerAddress),
      perSubject: [],
      perContact: {
        perRequester: limiter('verify_otp_contact_requester', settings.verifyOtpPerContact),
        everywhere: limiter('verify_otp_contact', settings.verifyOtpPerContactEverywhere),
      },
    },
    // Sign-ins name a contact as sendOtp does: an address that may ask about no more contacts may not sign in either.
    signIn: { perAddress: codesPerAddress, perSubject: [] },
    contactForm: {
      perAddress: limiter('contact_address', settings.contactFormPerAddress),
      perSubject: [
        ['sender', limiter('contact_sender', settings.contactFormPerSender)],
        ['listing', limiter('contact_listing', settings.contactFormPerListing)],
      ],
    },
    saveProperty: { perAddress: limiter('save_address', settings.savePerAddress), perSubject: [] },
    createListing: { perAddress: null, perSubject: [['landlord', limiter('create_listing_landlord', settings.createListingPerLandlord)]] },
    sendMessage: { perAddress: null, perSubject: [['sender', limiter('message_sender', settings.messagesPerSender)]] },
    requestBooking: { perAddress: null, perSubject: [['sender', limiter('booking_student', settings.bookingRequestsPerStudent)]] },
  };
  const devices = trustedDevices(secret);
  return {
    forRequest(clientAddress, cookies) {
      return {
        async take(action, subjects = {}) {
          const { perAddress, perSubject, perContact } = limiters[action];
          const contact = perContact ? subjects.contact : undefined;
          const device = contact === undefined ? null : devices.deviceOf(cookies.receivedDevice, contact);
          // The address first: an address over its limit then uses up nothing of a contact's, a
          // sender's or a listing's. A contact's own device is counted as itself instead.
          if (device === null) {
            const wait = await consume(perAddress, keyOf(clientAddress));
            if (wait !== null) return wait;
          }
          if (perContact && contact !== undefined) {
            const requester = device === null ? `address ${clientAddress}` : `device ${device}`;
            const requesterWait = await consume(perContact.perRequester, keyOf(`${contact}\n${requester}`));
            if (requesterWait !== null) return requesterWait;
            const everywhereWait = device === null ? await consume(perContact.everywhere, keyOf(contact)) : null;
            if (everywhereWait !== null) return everywhereWait;
          }
          for (const [subject, limiter] of perSubject) {
            const key = subjects[subject];
            const subjectWait = key === undefined ? null : await consume(limiter, keyOf(key));
            if (subjectWait !== null) return subjectWait;
          }
          return null;
        },
        trustDevice(contact) {
          cookies.setDevice(devices.issue(contact));
        },
      };
    },
  };
}
