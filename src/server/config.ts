/** The server's settings, from the environment (docs/server.md lists every variable). */
import path from 'node:path';

/** How mail leaves the server (MAIL_TRANSPORT and its settings; mail/serverMailer.ts sends it). */
export type MailSettings = { transport: 'console' } | { transport: 'json'; from: string } | { transport: 'smtp'; url: string; from: string };

export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its files, and where a generated secret key is kept. */
  dataDir: string;
  /** A real PostgreSQL instead of PGlite. */
  databaseUrl: string | null;
  mail: MailSettings;
  /** The HMAC key for one-time codes; null to use (or create) DATA_DIR/secret.key. */
  secretKey: string | null;
  /** Believe X-Forwarded-Proto and X-Forwarded-For from a reverse proxy (the cookie's Secure flag, the client's address). */
  trustProxy: boolean;
  /** The origin of absolute URLs in pages' link-preview tags, the sitemap and robots.txt. */
  publicUrl: string;
  /** Serve /graphql alone: no SPA, so no build is needed. */
  apiOnly: boolean;
  limits: RequestLimits;
  rateLimits: RateLimitSettings;
  /** How long SIGTERM waits for requests in flight before closing their connections. */
  shutdownTimeoutMs: number;
  /** PostgreSQL: how long one statement of a request may run (the driver waits a little longer for a silent server). */
  statementTimeoutMs: number;
}

/** What one GraphQL request may be (docs/server.md#limits). */
export interface RequestLimits {
  maxBodyBytes: number;
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxTokens: number;
  maxDirectives: number;
  /**
   * How long a request may take to arrive, headers and body (then 408 and the connection closed):
   * a client sending a byte now and then would otherwise hold a connection for Node's 300 s.
   */
  requestTimeoutMs: number;
}

/** At most `points` actions in `seconds`; null when that limit is off. */
export interface RateLimitRule {
  points: number;
  seconds: number;
}

/**
 * A contact's codes and tries are counted per requester (its client address, or a device it signed
 * in on) and, more loosely, for every requester but its own devices together: one address cannot
 * spend a contact's budget and lock its owner out (docs/security.md#locking-a-user-out).
 */
export interface RateLimitSettings {
  sendOtpPerContact: RateLimitRule | null;
  sendOtpPerContactEverywhere: RateLimitRule | null;
  sendOtpPerAddress: RateLimitRule | null;
  verifyOtpPerContact: RateLimitRule | null;
  verifyOtpPerContactEverywhere: RateLimitRule | null;
  verifyOtpPerAddress: RateLimitRule | null;
  contactFormPerAddress: RateLimitRule | null;
  /** Per the email a message gives as its sender's. */
  contactFormPerSender: RateLimitRule | null;
  contactFormPerListing: RateLimitRule | null;
  /** saveProperty calls, which make a visitor (a cookie and rows) for each request without one. */
  savePerAddress: RateLimitRule | null;
  /** Photo uploads (POST /api/photos) per signed-in user. */
  photoUploadsPerUser: RateLimitRule | null;
  /** New listings per landlord (issue #33). */
  createListingPerLandlord: RateLimitRule | null;
  /** Conversation messages (sendMessage) per signed-in sender. */
  messagesPerSender: RateLimitRule | null;
  /** Requests to book (requestBooking) per signed-in student. */
  bookingRequestsPerStudent: RateLimitRule | null;
}

export const defaultLimits: RequestLimits = {
  maxBodyBytes: 100_000,
  maxDepth: 8,
  maxAliases: 15,
  // Above graphql-armor's count of the search page's own query at the largest page the API serves
  // (tests/server/limits.test.ts sends it), which counts list sizes given as variables too.
  maxCost: 60_000,
  maxTokens: 1_000,
  maxDirectives: 50,
  requestTimeoutMs: 30_000,
};

export const defaultRateLimits: RateLimitSettings = {
  sendOtpPerContact: { points: 5, seconds: 900 },
  sendOtpPerContactEverywhere: { points: 20, seconds: 900 },
  sendOtpPerAddress: { points: 30, seconds: 900 },
  verifyOtpPerContact: { points: 10, seconds: 900 },
  verifyOtpPerContactEverywhere: { points: 20, seconds: 900 },
  verifyOtpPerAddress: { points: 60, seconds: 900 },
  contactFormPerAddress: { points: 20, seconds: 3600 },
  contactFormPerSender: { points: 10, seconds: 3600 },
  contactFormPerListing: { points: 30, seconds: 3600 },
  savePerAddress: { points: 120, seconds: 900 },
  // Eight photos a listing, with retries, for a few listings an hour.
  photoUploadsPerUser: { points: 60, seconds: 3600 },
  createListingPerLandlord: { points: 1, seconds: 60 },
  // A quick back-and-forth, not a flood of mail to the other side.
  messagesPerSender: { points: 20, seconds: 60 },
  // A student comparing places asks a few landlords, not every listing in a city.
  bookingRequestsPerStudent: { points: 10, seconds: 3600 },
};

export class ConfigError extends Error {}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 4000;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65_535) throw new ConfigError(`PORT must be a port number, not "${value}".`);
  return number;
}

function mail(env: NodeJS.ProcessEnv): MailSettings {
  const transport = env.MAIL_TRANSPORT ?? 'console';
  const from = env.MAIL_FROM ?? 'CampusNest <no-reply@campusnest.localhost>';
  if (transport === 'console') return { transport };
  if (transport === 'json') return { transport, from };
  if (transport === 'smtp') {
    if (!env.SMTP_URL) throw new ConfigError('MAIL_TRANSPORT=smtp needs SMTP_URL, such as smtps://user:password@smtp.example.org:465.');
    return { transport, url: env.SMTP_URL, from };
  }
  throw new ConfigError(`MAIL_TRANSPORT must be console, json or smtp, not "${transport}".`);
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) throw new ConfigError(`${name} must be a whole number above 0, not "${value}".`);
  return number;
}

/** `5/900` is 5 per 900 seconds; `off` turns the limit off. */
function rateLimitRule(env: NodeJS.ProcessEnv, name: string, fallback: RateLimitRule | null): RateLimitRule | null {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (value === 'off') return null;
  const match = /^(\d{1,9})\/(\d{1,9})$/.exec(value);
  const points = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  if (!match || points < 1 || seconds < 1) throw new ConfigError(`${name} must be "points/seconds" such as 5/900, or off, not "${value}".`);
  return { points, seconds };
}

function limits(env: NodeJS.ProcessEnv): RequestLimits {
  return {
    maxBodyBytes: positiveInteger(env, 'MAX_BODY_BYTES', defaultLimits.maxBodyBytes),
    maxDepth: positiveInteger(env, 'MAX_DEPTH', defaultLimits.maxDepth),
    maxAliases: positiveInteger(env, 'MAX_ALIASES', defaultLimits.maxAliases),
    maxCost: positiveInteger(env, 'MAX_COST', defaultLimits.maxCost),
    maxTokens: positiveInteger(env, 'MAX_TOKENS', defaultLimits.maxTokens),
    maxDirectives: positiveInteger(env, 'MAX_DIRECTIVES', defaultLimits.maxDirectives),
    requestTimeoutMs: positiveInteger(env, 'REQUEST_TIMEOUT_MS', defaultLimits.requestTimeoutMs),
  };
}

function rateLimits(env: NodeJS.ProcessEnv): RateLimitSettings {
  return {
    sendOtpPerContact: rateLimitRule(env, 'RATE_LIMIT_SEND_OTP_CONTACT', defaultRateLimits.sendOtpPerContact),
    sendOtpPerContactEverywhere: rateLimitRule(env, 'RATE_LIMIT_SEND_OTP_CONTACT_ALL', defaultRateLimits.sendOtpPerContactEverywhere),
    sendOtpPerAddress: rateLimitRule(env, 'RATE_LIMIT_SEND_OTP_ADDRESS', defaultRateLimits.sendOtpPerAddress),
    verifyOtpPerContact: rateLimitRule(env, 'RATE_LIMIT_VERIFY_OTP_CONTACT', defaultRateLimits.verifyOtpPerContact),
    verifyOtpPerContactEverywhere: rateLimitRule(env, 'RATE_LIMIT_VERIFY_OTP_CONTACT_ALL', defaultRateLimits.verifyOtpPerContactEverywhere),
    verifyOtpPerAddress: rateLimitRule(env, 'RATE_LIMIT_VERIFY_OTP_ADDRESS', defaultRateLimits.verifyOtpPerAddress),
    contactFormPerAddress: rateLimitRule(env, 'RATE_LIMIT_CONTACT_ADDRESS', defaultRateLimits.contactFormPerAddress),
    contactFormPerSender: rateLimitRule(env, 'RATE_LIMIT_CONTACT_SENDER', defaultRateLimits.contactFormPerSender),
    contactFormPerListing: rateLimitRule(env, 'RATE_LIMIT_CONTACT_LISTING', defaultRateLimits.contactFormPerListing),
    savePerAddress: rateLimitRule(env, 'RATE_LIMIT_SAVE_ADDRESS', defaultRateLimits.savePerAddress),
    photoUploadsPerUser: rateLimitRule(env, 'RATE_LIMIT_PHOTO_UPLOADS_USER', defaultRateLimits.photoUploadsPerUser),
    createListingPerLandlord: rateLimitRule(env, 'RATE_LIMIT_CREATE_LISTING_LANDLORD', defaultRateLimits.createListingPerLandlord),
    messagesPerSender: rateLimitRule(env, 'RATE_LIMIT_MESSAGES_SENDER', defaultRateLimits.messagesPerSender),
    bookingRequestsPerStudent: rateLimitRule(env, 'RATE_LIMIT_BOOKING_REQUESTS_STUDENT', defaultRateLimits.bookingRequestsPerStudent),
  };
}

/** PUBLIC_URL as an origin (`https://campusnest.example`), or where this server listens. */
function publicUrl(value: string | undefined, host: string, listening: number): string {
  if (!value) return `http://${host.includes(':') ? `[${host}]` : host}:${listening}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http(s) origin such as https://campusnest.example, not ${JSON.stringify(value)}.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`PUBLIC_URL must be an http(s) origin, not ${JSON.stringify(value)}.`);
  return url.origin;
}

const yes = (value: string | undefined) => value === '1' || value === 'true';

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || null,
    mail: mail(env),
    secretKey: env.SECRET_KEY || null,
    trustProxy: yes(env.TRUST_PROXY),
    publicUrl: publicUrl(env.PUBLIC_URL, env.HOST || '127.0.0.1', port(env.PORT)),
    apiOnly: yes(env.API_ONLY),
    limits: limits(env),
    rateLimits: rateLimits(env),
    shutdownTimeoutMs: positiveInteger(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    statementTimeoutMs: positiveInteger(env, 'STATEMENT_TIMEOUT_MS', 10_000),
  };
}
