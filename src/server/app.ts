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
 * heap; and how many may wait, about a second's renders on this machine: past that a page is
 * answered with the shell at once (pages/renderSlots.ts).
 */
const RENDER_SLOTS = 4;
const RENDER_LINE = 16;

/** Headers are a few hundred bytes: a client still sending them after this is not a slow network. */
const HEADERS_TIMEOUT_MS = 10_000;

class BodyTooLarge extends Error {}

/** The request's body, refusing it as soon as it passes `limit` bytes. */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.off('data', onData);
        reject(new BodyTooLarge());
      } else chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => {
      resolve(Buffer.concat(chunks));
    });
    request.once('error', reject);
  });
}

/**
 * 413 once the rest of the body has been read and dropped, so that the client reads the answer
 * instead of a reset connection; a body that goes on past 10 times the limit has its connection cut.
 */
function refuseBody(request: IncomingMessage, response: ServerResponse, limit: number): void {
  let dropped = 0;
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limit * 10) request.destroy();
  });
  request.once('end', () => {
    sendHttpError(response, 'PAYLOAD_TOO_LARGE', `The request body is over ${limit} bytes.`);
  });
  request.resume();
}

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
  const listings = new SqlListings(db, database.driver);
  const pageCache = new PageCache(PAGE_CACHE);
  // A landlord's change shows in the next page rendered, not after the cache's seconds.
  const ownedListings = new SqlOwnedListings(db, database.driver, () => {
    pageCache.clear();
  });
  const signals = openConversationSignals(database.driver);
  const graphqlOptions = {
    schema: loadSchema(),
    db,
    store: createSqlStore(db, codeHasher(secretKey), now),
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

  /** The request's body within the limit; null when it was refused (answered already). */
  const bodyOf = async (request: IncomingMessage, response: ServerResponse): Promise<Buffer | undefined | null> => {
    const declared = Number(request.headers['content-length']);
    if (declared > limits.maxBodyBytes) {
      refuseBody(request, response, limits.maxBodyBytes);
      return null;
    }
    const method = request.method ?? 'GET';
    if (method === 'GET' || method === 'HEAD') return undefined;
    try {
      return await readBody(request, limits.maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) refuseBody(request, response, limits.maxBodyBytes);
      else response.destroy();
      return null;
    }
  };
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

  // Requests still being worked on. A client that hangs up does not stop its resolvers: the
  // database must stay open until they are done, not only until the connections are.
  const handling = new Set<Promise<void>>();
  /** Keeps `work` among the requests in flight until it settles. */
  const keep = (work: Promise<void>) => {
    const kept: Promise<void> = work.finally(() => {
      handling.delete(kept);
    });
    handling.add(kept);
  };
  /** `keep`, with a failure the handler did not answer answered 500 (or its connection cut once answering began). */
  const track = (work: Promise<void>, response: ServerResponse, failure: string) => {
    keep(
      work.catch((error: unknown) => {
        console.error(`[CampusNest] ${failure}`, error);
        if (response.headersSent) response.destroy();
        else sendHttpError(response, 'INTERNAL_SERVER_ERROR');
      }),
    );
  };

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
        track(liveStream(request, response), response, 'A live stream failed:');
      } else if (pathname === GRAPHQL_PATH) {
        track(graphql(request, response), response, 'A GraphQL request failed outside its handler:');
      } else if (pathname === ACCOUNT_EXPORT_PATH) {
        const sessionCookie = new RequestSessionCookie(request, cameOverHttps(request, trustProxy), now);
        track(accountExport(request, response, sessionCookie, clientAddress(request, trustProxy)), response, 'An account export failed:');
      } else if (photoRoutes && isPhotoPath(pathname)) {
        track(photoRoutes(request, response, pathname), response, 'A photo request failed:');
      } else if (site) {
        // A page being rendered reads the database too: closing waits for it as for /graphql.
        const rendering = site(request, response);
        if (rendering) keep(rendering);
      } else {
        response.statusCode = 404;
        response.end();
      }
    },
  );

  /** Stops listening; requests in flight get `graceMs`, then every connection is closed. */
  function closeServer(graceMs: number): Promise<void> {
    let graceOver: () => void = () => undefined;
    const graceEnded = new Promise<void>((resolve) => {
      graceOver = resolve;
    });
    return new Promise((resolve, reject) => {
      server.close((error) => {
        clearInterval(sweep);
        if (error) {
          clearTimeout(deadline);
          reject(error);
          return;
        }
        // Handlers of requests whose client left may still be running; they get the rest of the grace.
        void Promise.race([Promise.allSettled([...handling]), graceEnded]).then(() => {
          clearTimeout(deadline);
          resolve();
        });
      });
      // Connections kept alive between requests go now; those with a request in flight once it is answered.
      server.closeIdleConnections();
      const sweep = setInterval(() => {
        server.closeIdleConnections();
      }, 50);
      const deadline = setTimeout(() => {
        server.closeAllConnections();
        graceOver();
      }, graceMs);
      if (graceMs === 0) {
        server.closeAllConnections();
        graceOver();
      }
    });
  }

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
        await closeServer(graceMs);
      } finally {
        await signals.close();
      }
    },
  };
}
