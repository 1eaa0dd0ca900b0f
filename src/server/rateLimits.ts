/**
 * RATE_LIMITED on a server: how many codes may be asked for and tried, per contact and per client
 * address, counted in the database (rate-limiter-flexible's Drizzle store over the `rate_limits`
 * table), so that every server sharing one PostgreSQL counts together and a restart forgets
 * nothing. Keys are SHA-256 hashes: the table holds no contact or address in clear.
 */
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { ContactType } from '../api/generated/resolvers';
import type { LimitedAction, RateLimit } from '../api/rateLimit';
import type { RateLimitRule, RateLimitSettings } from './config';
import type { Database } from './db/database';
import { rateLimits as rateLimitsTable } from './db/schema';
import { sha256 } from './store/secrets';

interface Limiters {
  perContact: RateLimiterDrizzle | null;
  perAddress: RateLimiterDrizzle | null;
}

/** The limits of one server; `forAddress` gives each request's view of them. */
export interface ServerRateLimits {
  forAddress(clientAddress: string): RateLimit;
}

/** Over the limit: the seconds to wait (at least 1); other failures (the database) are thrown. */
async function consume(limiter: RateLimiterDrizzle | null, key: string): Promise<number | null> {
  if (!limiter) return null;
  try {
    await limiter.consume(sha256(key));
    return null;
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) return Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
    throw outcome;
  }
}

export function createRateLimits(db: Database, settings: RateLimitSettings): ServerRateLimits {
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
    sendOtp: { perContact: limiter('send_otp_contact', settings.sendOtpPerContact), perAddress: codesPerAddress },
    verifyOtp: { perContact: limiter('verify_otp_contact', settings.verifyOtpPerContact), perAddress: limiter('verify_otp_address', settings.verifyOtpPerAddress) },
    // Sign-ins name a contact as sendOtp does: an address that may ask about no more contacts may not sign in either.
    signIn: { perContact: null, perAddress: codesPerAddress },
  };
  return {
    forAddress(clientAddress) {
      return {
        async take(action: LimitedAction, type: ContactType, contact: string) {
          const { perAddress, perContact } = limiters[action];
          // The address first: an address over its limit then uses up nothing of the contact's.
          return (await consume(perAddress, clientAddress)) ?? (await consume(perContact, `${type}:${contact}`));
        },
      };
    },
  };
}
