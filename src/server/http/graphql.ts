/**
 * GraphQL over HTTP (graphql-yoga) at /graphql: the app's executable schema with a context per
 * request whose session is the request's cookie. Yoga's own GraphiQL is off: it would load from a
 * CDN; the SPA's /graphiql page, served by the same server, talks to this endpoint instead.
 *
 * What it refuses before running anything (docs/server.md#limits): requests without a CSRF-proof
 * header or content type (useCSRFPrevention), and documents over the depth, alias, cost, token and
 * directive limits (graphql-armor). A database that cannot be reached is SERVICE_UNAVAILABLE,
 * HTTP 503 with Retry-After. Extra yoga plugins slot in through `plugins`.
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
// Renamed: it is a yoga plugin, not a React hook.
import { useCSRFPrevention as csrfPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { GraphQLSchema } from 'graphql';
import { createGraphQLError, createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { ApiContext } from '../../api/context';
import type { Listings } from '../../api/data/listings';
import type { Mailer } from '../../api/mailer';
import type { Store } from '../../api/store/types';
import type { RequestLimits } from '../config';
import type { Database } from '../db/database';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { ServerRateLimits } from '../rateLimits';
import { createSqlSession } from '../store/sqlSession';
import type { RequestSessionCookie } from './sessionCookie';

export const GRAPHQL_PATH = '/graphql';

/** The header a non-browser client may send for GET requests and simple content types (CSRF prevention). */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/** Seconds a client is told to wait (Retry-After) when the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const SERVICE_UNAVAILABLE_MESSAGE = 'CampusNest is temporarily unavailable. Please try again in a few seconds.';

/** What the node:http handler hands yoga with each request. */
export interface RequestContext {
  sessionCookie: RequestSessionCookie;
  /** Where the request came from (src/server/http/clientAddress.ts), for the rate limits. */
  clientAddress: string;
}

export interface GraphQLOptions {
  schema: GraphQLSchema;
  db: Database;
  store: Store;
  listings: Listings;
  mailer: Mailer;
  now: () => number;
  limits: RequestLimits;
  rateLimits: ServerRateLimits;
  plugins?: Array<Plugin<ApiContext, RequestContext>>;
}

/** Writes the session cookie the resolvers decided on into the response. */
const sessionCookiePlugin: Plugin<ApiContext, RequestContext> = {
  onResponse({ response, serverContext }) {
    for (const header of serverContext.sessionCookie.outgoing) response.headers.append('Set-Cookie', header);
  },
};

export function serviceUnavailableError() {
  return createGraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      http: { status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } },
    },
  });
}

function armor(limits: RequestLimits) {
  // exposeLimits: the message names the limit, so a developer over it knows what to change.
  return EnvelopArmorPlugin({
    maxDepth: { n: limits.maxDepth, exposeLimits: true },
    maxAliases: { n: limits.maxAliases, exposeLimits: true },
    costLimit: { maxCost: limits.maxCost, exposeLimits: true },
    maxTokens: { n: limits.maxTokens, exposeLimits: true },
    maxDirectives: { n: limits.maxDirectives, exposeLimits: true },
    // The schema is public (GraphiQL, introspection): suggestions give nothing away, and help.
    blockFieldSuggestion: { enabled: false },
  });
}

export function createGraphQLHandler({ schema, db, store, listings, mailer, now, limits, rateLimits, plugins = [] }: GraphQLOptions): YogaServerInstance<RequestContext, ApiContext> {
  const catalog = () => Promise.resolve(listings);
  return createYoga<RequestContext, ApiContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    maskedErrors: {
      maskError(error, message, isDev) {
        return isDatabaseUnavailable(error) ? serviceUnavailableError() : maskError(error, message, isDev);
      },
    },
    context: ({ sessionCookie, clientAddress }) => ({
      store,
      session: createSqlSession(db, sessionCookie, now),
      catalog,
      now,
      mailer,
      rateLimit: rateLimits.forAddress(clientAddress),
    }),
    plugins: [csrfPrevention({ requestHeaders: [CSRF_HEADER] }), armor(limits), sessionCookiePlugin, ...plugins],
  });
}
