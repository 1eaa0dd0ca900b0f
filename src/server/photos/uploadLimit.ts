/**
 * Photo uploads per signed-in user, counted in the database like the other rate limits
 * (src/server/rateLimits.ts): re-encoding a 10 MB photo costs the server far more than a query.
 * The key is the rate limits' HMAC of the user id.
 */
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitRule } from '../config';
import type { Database } from '../db/database';
import { rateLimits as rateLimitsTable } from '../db/schema';
import { rateLimitKeyer } from '../rateLimits';

/** Resolves with the seconds to wait when `userId` is over the limit, or null. */
export type UploadLimit = (userId: string) => Promise<number | null>;

export function createUploadLimit(db: Database, rule: RateLimitRule | null, secret: Buffer): UploadLimit {
  if (!rule) return () => Promise.resolve(null);
  const keyOf = rateLimitKeyer(secret);
  // The other limiters sweep the shared table already.
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimitsTable,
    keyPrefix: 'photo_upload_user',
    points: rule.points,
    duration: rule.seconds,
    clearExpiredByTimeout: false,
  });
  return async (userId) => {
    try {
      await limiter.consume(keyOf(`user:${userId}`));
      return null;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      throw outcome;
    }
  };
}
