/**
 * CampusNest as an HTTP service: the SPA at /, GraphQL at /graphql, on one node:http server over
 * an opened, migrated database. The caller (scripts/server/start.ts, the tests) opens the database
 * and fills the catalogue; this file only serves.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setLatencyScale } from '../api/latency';
import type { Mailer } from '../api/mailer';
import { defaultLimits, defaultRateLimits, type RateLimitSettings, type RequestLimits } from './config';
import { scheduleBookingExpirySweep } from './store/bookingExpirySweep';
import { scheduleRetentionSweep } from './store/retentionSweep';
import type { DatabaseHandle } from './db/database';
import { clientAddress } from './http/clientAddress';
import { createContextFactory, createGraphQLHandler, GRAPHQL_PATH, type RequestContext } from './http/graphql';
import { cameOverHttps, RequestSessionCookie } from './http/sessionCookie';
import { createSiteHandler } from './http/site';
import { createLiveStreams, defaultLiveLimits, LIVE_PATH, type LiveLimits } from './http/liveStreams';
import { openConversationSignals } from './live/conversationSignals';
import { sendHttpError } from './http/httpErrors';
import { bodyReader } from './http/requestBody';
import { RequestsInFlight } from './http/requestsInFlight';
import { closeGracefully } from './http/gracefulClose';
import { createAccountExportRoute } from './http/accountExportRoute';
import { ACCOUNT_EXPORT_PATH } from '../lib/accountExport';
import { PageCache } from './pages/pageCache';
import { RenderSlots } from './pages/renderSlots';
import { createPageOperations } from './pages/pageOperations';
import type { PageRenderer } from './pages/pageRenderer';
import { sqlSitemapListings } from './store/sitemapListings';
import { createPhotoRoutes, isPhotoPath } from './photos/photoRoutes';
import type { PhotoStorage } from './photos/photoStorage';
import { serverListingPhotos } from './photos/serverListingPhotos';
import { createUploadLimit } from './photos/uploadLimit';
import { createRateLimits } from './rateLimits';
import { loadSchema } from './schemaFile';
import { codeHasher } from './store/secrets';
import { SqlListings } from './store/sqlListings';
import { SqlOwnedListings } from './store/sqlOwnedListings';
import { createSqlStore } from './store/sqlStore';
import { createSqlAccountErasure } from './store/sqlAccountErasure';

export interface AppOptions {
  database: DatabaseHandle;
  mailer: Mailer;
  secretKey: Buffer;
  /** The built SPA; null serves the API alone. */
  distDir: string | null;
  trustProxy?: boolean;
  /** The public origin of absolute URLs in pages, the sitemap and robots.txt (PUBLIC_URL). */
  publicUrl?: string;
  /** The clock of every rule (code expiry, sessions); tests move it. The rate limits keep real time. */
  now?: () => number;
  limits?: RequestLimits;
  rateLimits?: RateLimitSettings;
  /** Where uploaded listing photos are kept (DATA_DIR/photos); null answers their routes with 404. */
  photos?: PhotoStorage | null;
  /** Renders pages' bodies (dist-ssr/serverRender.js, or the module itself in tests); without it every page is the shell. */
  renderer?: PageRenderer | null;
  /** The live streams' limits (http/liveStreams.ts); tests shorten them. */
  live?: Partial<LiveLimits>;
}

export interface App {
  server: Server;
  listen(port: number, host: string): Promise<string>;
  /**
   * Stops listening at once; requests in flight may finish for `graceMs` (0: cut them now), then
   * every connection is closed. Resolves when none is left.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/**
 * Rendered pages kept for everyone who asks for the same one within a few seconds
 * (pages/pageCache.ts): long enough that a burst of visits to one page renders it once, short
 * enough that a changed listing shows soon. 16 MB holds a few hundred pages in the server's heap.
 */
const PAGE_CACHE = { ttlMs: 5_000, maxBytes: 16 * 1024 * 1024 };

/**
 * Renders at once: enough to keep the database busy while another render runs, few enough for the
 * heap (2 and 8 slots measured no better than 4). How many may wait: a request in the line holds
 * nothing but itself (a render asks its data once it has a slot, and renders in one synchronous
 * pass), so the line is as long as 32 clients at once need, and a client gets the rendered page
 * however long it waits; past that a page is answered with the shell at once (pages/renderSlots.ts).
 * A shorter line answers most of a burst of pages never rendered before with the shell
 * (docs/performance.md#server-rendered-pages).
 */
const RENDER_SLOTS = 4;
const RENDER_LINE = 32;

/** Headers are a few hundred bytes: a client still sending them after this is not a slow network. */
const HEADERS_TIMEOUT_MS = 10_000;

export function createApp({
  database,
  mailer,
  secretKey,
  distDir,
  trustProxy = false,
  publicUrl = 'http://127.0.0.1:4000',
  now = Date.now,
  limits = defaultLimits,
  rateLimits = defaultRateLimits,
  photos = null,
  renderer = null,
  live = {},
}: AppOptions): App {
  // The simulated delays are the browser backend's stand-in for a network; a server has a real one.
  setLatencyScale(0);
  const { db } = database;
  const listings = new SqlListings(db, database.searchDriver);
  const pageCache = new PageCache(PAGE_CACHE);
  // A landlord's change shows in the next page rendered, not after the cache's seconds.
  const ownedListings = new SqlOwnedListings(db, database.driver, () => {
    pageCache.clear();
  });
  const signals = openConversationSignals(database.driver);
  const graphqlOptions = {
    schema: loadSchema(),
    db,
    store: createSqlStore(db, database.driver, codeHasher(secretKey), now),
    listings,
    ownedListings,
    accountErasure: createSqlAccountErasure(ownedListings, photos),
    mailer,
    now,
    limits,
    rateLimits: createRateLimits(db, rateLimits, secretKey),
    photos: photos && serverListingPhotos(photos),
    conversationSignals: signals,
  };
  const handleGraphQL = createGraphQLHandler(graphqlOptions);
  const contextFor = createContextFactory(graphqlOptions);
  const operations = createPageOperations(graphqlOptions.schema, contextFor);
  const accountExport = createAccountExportRoute({ contextFor });
  const liveStreams = createLiveStreams({ schema: graphqlOptions.schema, limits, live: { ...defaultLiveLimits, ...live }, contextFor });
  const rendering =
    distDir !== null && renderer !== null ? { renderer, operations, cache: pageCache, slots: new RenderSlots(RENDER_SLOTS, RENDER_LINE) } : null;
  // Every language and page module loaded before the first request, so that no render shows a spinner.
  const prepared = rendering
    ? rendering.renderer.prepareServerRender(operations().execute).catch((error: unknown) => {
        console.error('[CampusNest] Preparing the page renderer failed:', error);
      })
    : Promise.resolve();
  // What the privacy page promises to forget, forgotten hourly (docs/server.md#retention).
  const stopSweeping = scheduleRetentionSweep(db, now, {
    photos,
    onError: (error: unknown) => {
      console.error('[CampusNest] The retention sweep failed; it runs again within the hour:', error);
    },
  });
  // Expired requests to book, mailed to both sides within a minute of their deadline (docs/product.md#bookings).
  const stopBookingSweep = scheduleBookingExpirySweep({ store: graphqlOptions.store, ownedListings, mailer }, now, (error: unknown) => {
    console.error('[CampusNest] Mailing expired booking requests failed; it runs again within the minute:', error);
  });
  const site =
    distDir === null
      ? null
      : createSiteHandler(distDir, GRAPHQL_PATH, { listing: (id) => listings.get(id), sitemap: sqlSitemapListings(db), origin: publicUrl }, rendering);
  const photoRoutes =
    photos === null
      ? null
      : createPhotoRoutes({ storage: photos, db, now, trustProxy, uploadLimit: createUploadLimit(db, rateLimits.photoUploadsPerUser, secretKey) });
  let closing = false;

  const bodyOf = bodyReader(limits.maxBodyBytes);
  const requestContext = (request: IncomingMessage): RequestContext => ({
    sessionCookie: new RequestSessionCookie(request, cameOverHttps(request, trustProxy), now),
    clientAddress: clientAddress(request, trustProxy),
  });

  const liveStream = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await bodyOf(request, response);
    if (body === null) return;
    if (closing) {
      sendHttpError(response, 'SERVICE_UNAVAILABLE', undefined, { connection: 'close', 'retry-after': '1' });
      return;
    }
    await liveStreams.handle(request, response, body?.toString('utf8') ?? '', requestContext(request));
  };

  const graphql = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await bodyOf(request, response);
    if (body === null) return;
    const context = requestContext(request);
    const answer = await handleGraphQL(request, body?.toString('utf8'), context);
    const cookies = context.sessionCookie.outgoing;
    if (cookies.length > 0) answer.headers['set-cookie'] = cookies;
    // A server on its way down asks the client to take its next request elsewhere.
    if (closing) answer.headers.connection = 'close';
    // Headers set, not written: end() then sends them with the body's length, in one write.
    response.statusCode = answer.status;
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) response.setHeader(name, value);
    response.end(answer.body ?? undefined);
  };

  const inFlight = new RequestsInFlight();

  const server = createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, limits.requestTimeoutMs),
      // Node checks these timeouts every 30 s by default, which a slow client would have on top.
      connectionsCheckingInterval: Math.min(1_000, limits.requestTimeoutMs),
    },
    (request, response) => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      if (pathname === LIVE_PATH) {
        inFlight.track(liveStream(request, response), response, 'A live stream failed:');
      } else if (pathname === GRAPHQL_PATH) {
        inFlight.track(graphql(request, response), response, 'A GraphQL request failed outside its handler:');
      } else if (pathname === ACCOUNT_EXPORT_PATH) {
        const sessionCookie = new RequestSessionCookie(request, cameOverHttps(request, trustProxy), now);
        inFlight.track(accountExport(request, response, sessionCookie, clientAddress(request, trustProxy)), response, 'An account export failed:');
      } else if (photoRoutes && isPhotoPath(pathname)) {
        inFlight.track(photoRoutes(request, response, pathname), response, 'A photo request failed:');
      } else if (site) {
        // A page being rendered reads the database too: closing waits for it as for /graphql.
        const rendering = site(request, response);
        if (rendering) inFlight.keep(rendering);
      } else {
        response.statusCode = 404;
        response.end();
      }
    },
  );

  return {
    server,
    async listen(port, host) {
      await prepared;
      await signals.ready;
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve(`http://${shownHost}:${address.port}`);
        });
      });
    },
    async close({ graceMs = 0 } = {}) {
      closing = true;
      stopSweeping();
      stopBookingSweep();
      // Streams never finish by themselves: they end now, and their clients resume on another server.
      liveStreams.closeAll();
      try {
        await closeGracefully(server, inFlight, graceMs);
      } finally {
        await signals.close();
      }
    },
  };
}
