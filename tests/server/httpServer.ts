/**
 * A real CampusNest server for one test file: the app's HTTP handler on 127.0.0.1 and an ephemeral
 * port, over this project's test database, with a clock the test moves and the console mailer's
 * lines collected. Requests go through fetch with a cookie jar of one cookie, as a browser keeps it.
 */
import type { ResultOf, TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import type { Mailer } from '../../src/api/mailer';
import { createApp, type App } from '../../src/server/app';
import { defaultLimits, type RateLimitSettings, type RequestLimits } from '../../src/server/config';
import type { PhotoStorage } from '../../src/server/photos/photoStorage';
import { createServerMailer } from '../../src/server/mail/serverMailer';
import type { DatabaseHandle } from '../../src/server/db/database';
import type { PageRenderer } from '../../src/server/pages/pageRenderer';
import type { LiveLimits } from '../../src/server/http/liveStreams';
import { DEVICE_COOKIE, SESSION_COOKIE, VISITOR_COOKIE } from '../../src/server/http/sessionCookie';
import { Login, SendOtp, Signup, VerifyOtp } from '../api/operations';
import { sentDocument } from '../../scripts/server/sentDocument';
import { resetAccounts, testDatabase } from './testDatabase';

export const TEST_SECRET = Buffer.from('tests only: the HMAC key of one-time codes');

export interface TestServer {
  url: string;
  database: DatabaseHandle;
  /** What the console mailer printed. */
  lines: string[];
  clock: { now: number };
  app: App;
}

/** Limits off unless a test sets them: other files send more codes than the defaults allow. */
export const noRateLimits: RateLimitSettings = {
  sendOtpPerContact: null,
  sendOtpPerContactEverywhere: null,
  sendOtpPerAddress: null,
  verifyOtpPerContact: null,
  verifyOtpPerContactEverywhere: null,
  verifyOtpPerAddress: null,
  contactFormPerAddress: null,
  contactFormPerSender: null,
  contactFormPerListing: null,
  savePerAddress: null,
  photoUploadsPerUser: null,
  createListingPerLandlord: null,
  messagesPerSender: null,
  bookingRequestsPerStudent: null,
};

export interface TestServerOptions {
  /** The console mailer, its lines collected in `lines`, unless a test needs another. */
  mailer?: Mailer;
  trustProxy?: boolean;
  distDir?: string | null;
  publicUrl?: string;
  rateLimits?: RateLimitSettings;
  limits?: Partial<RequestLimits>;
  photos?: PhotoStorage | null;
  /** The page renderer (src/prerender/serverRender.tsx); without it pages are the shell. */
  renderer?: PageRenderer | null;
  live?: Partial<LiveLimits>;
}

export async function startTestServer({
  mailer,
  trustProxy = false,
  distDir = null,
  publicUrl,
  rateLimits = noRateLimits,
  limits = {},
  photos = null,
  renderer = null,
  live = {},
}: TestServerOptions = {}): Promise<TestServer> {
  const database = await testDatabase();
  await resetAccounts(database);
  const lines: string[] = [];
  const clock = { now: Date.parse('2026-11-22T10:00:00Z') };
  const app = createApp({
    database,
    mailer: mailer ?? createServerMailer({ transport: 'console' }, (line) => lines.push(line), publicUrl),
    secretKey: TEST_SECRET,
    distDir,
    trustProxy,
    ...(publicUrl ? { publicUrl } : {}),
    now: () => clock.now,
    rateLimits,
    limits: { ...defaultLimits, ...limits },
    photos,
    renderer,
    live,
  });
  const url = await app.listen(0, '127.0.0.1');
  return { url, database, lines, clock, app };
}

export interface GraphQLResponse<T> {
  status: number;
  body: { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  setCookies: string[];
}

/** One browser: it sends back the session (and visitor) cookie the server last set, and forgets a cleared one. */
export class Browser {
  cookie: string | null = null;
  visitor: string | null = null;
  /** The device cookie a sign-in sets (src/server/trustedDevices.ts). */
  device: string | null = null;

  constructor(
    private readonly server: TestServer,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** A typed document (tests/api's or the app's), sent as the app sends it; its answer typed by codegen. */
  graphql<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
  ): Promise<GraphQLResponse<TData>>;
  /**
   * A document written as text, on purpose: floods of aliases, malformed or hostile documents, the
   * smallest probes (limits, fuzz, floods, unavailable, firstStart): the text is what they test.
   */
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>>;
  async graphql(query: string | DocumentNode, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<unknown>> {
    const response = await fetch(`${this.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.headers, ...this.cookieHeader() },
      body: JSON.stringify({ query: typeof query === 'string' ? query : sentDocument(query), variables }),
    });
    const setCookies = response.headers.getSetCookie();
    for (const header of setCookies) {
      const value = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(header)?.[1];
      if (value !== undefined) this.cookie = /Max-Age=0/i.test(header) || value === '' ? null : value;
      const visitor = new RegExp(`^${VISITOR_COOKIE}=([^;]*)`).exec(header)?.[1];
      if (visitor !== undefined) this.visitor = visitor === '' ? null : visitor;
      const device = new RegExp(`^${DEVICE_COOKIE}=([^;]*)`).exec(header)?.[1];
      if (device !== undefined) this.device = device === '' ? null : device;
    }
    return { status: response.status, body: (await response.json()) as GraphQLResponse<unknown>['body'], setCookies };
  }

  /** A page, asked for as this browser asks: with its cookies. */
  page(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${this.server.url}${pathname}`, { headers: { ...headers, ...this.cookieHeader() } });
  }

  /** The Cookie header this browser sends. */
  cookieHeader(): Record<string, string> {
    const cookies = [
      ...(this.cookie ? [`${SESSION_COOKIE}=${this.cookie}`] : []),
      ...(this.visitor ? [`${VISITOR_COOKIE}=${this.visitor}`] : []),
      ...(this.device ? [`${DEVICE_COOKIE}=${this.device}`] : []),
    ];
    return cookies.length > 0 ? { cookie: cookies.join('; ') } : {};
  }
}

/** The last code the console mailer printed for `contact`. */
export function lastCodeFor(server: TestServer, contact: string): string {
  const prefix = `[CampusNest] Verification code for ${contact}: `;
  const line = server.lines.findLast((entry) => entry.startsWith(prefix));
  if (!line) throw new Error(`no code was sent to ${contact}`);
  return line.slice(prefix.length);
}

export async function verifiedToken(browser: Browser, server: TestServer, contact: string, intent: 'SIGNUP' | 'LOGIN'): Promise<string> {
  const sent = await browser.graphql(SendOtp, { input: { type: 'EMAIL', contact, intent } });
  if (!sent.body.data?.sendOtp.sent) throw new Error(`no code was sent: ${JSON.stringify(sent.body)}`);
  const { body } = await browser.graphql(VerifyOtp, { input: { type: 'EMAIL', contact, code: lastCodeFor(server, contact) } });
  const token = body.data?.verifyOtp.verificationToken;
  if (!token) throw new Error(`verification failed: ${JSON.stringify(body)}`);
  return token;
}

export async function signUp(browser: Browser, server: TestServer, contact = 'ana@uni.eu'): Promise<GraphQLResponse<ResultOf<typeof Signup>>> {
  const token = await verifiedToken(browser, server, contact, 'SIGNUP');
  return browser.graphql(Signup, { input: { firstName: 'Ana', lastName: 'Silva', type: 'EMAIL', contact, verificationToken: token } });
}

/** Logs `browser` in as `contact` with a code it asks for. */
export async function logIn(browser: Browser, server: TestServer, contact: string): Promise<GraphQLResponse<ResultOf<typeof Login>>> {
  const token = await verifiedToken(browser, server, contact, 'LOGIN');
  return browser.graphql(Login, { input: { type: 'EMAIL', contact, verificationToken: token } });
}
