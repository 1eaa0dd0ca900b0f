/**
 * GraphQL over HTTP at /graphql: the app's executable schema, with a context per request whose
 * session is the request's cookie. The protocol (methods, media types, parameters, status codes)
 * is graphql-http's, the reference implementation of the GraphQL-over-HTTP specification whose
 * audit tests/server/audit.test.ts runs; around it, what this server adds:
 *
 * - CSRF prevention (csrf.ts): 403 before anything else is read.
 * - Documents parsed and validated once per text, with the limits (documents.ts): 400; the cost
 *   again with the request's list sizes when they are variables.
 * - Variables that do not fit the operation: refused as graphql-http refuses a request (400 for
 *   application/graphql-response+json), where it would answer graphql-js's execution result for
 *   them (200). The executor coerces them, once (compiledExecution.ts).
 * - Documents a client repeats run compiled (compiledExecution.ts).
 * - A database that cannot be reached: SERVICE_UNAVAILABLE, 503 with Retry-After; other unexpected
 *   errors masked and logged (graphqlErrors.ts).
 *
 * No GraphiQL of its own: the SPA's /graphiql page, served by the same server, talks to this
 * endpoint. (graphql-yoga served it before; its per-request fetch objects cost more of the server's
 * thread than running a search page: docs/server.md#under-load.)
 */
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { getOperationAST, GraphQLError, type GraphQLSchema } from 'graphql';
import { createHandler, type OperationArgs, type RequestParams, type Response } from 'graphql-http';
import type { AccountErasure } from '../../api/account/accountErasure';
import type { ApiContext } from '../../api/context';
import type { ConversationSignals } from '../../api/conversationSignals';
import type { Listings } from '../../api/data/listings';
import type { ListingPhotoStore } from '../../api/photos/listingPhotoStore';
import type { OwnedListings } from '../../api/data/ownedListings';
import type { Mailer } from '../../api/mailer';
import type { Store } from '../../api/store/types';
import type { RequestLimits } from '../config';
import type { Database } from '../db/database';
import type { ServerRateLimits } from '../rateLimits';
import { createSqlSession, createVisitorSweep, type SessionCookie } from '../store/sqlSession';
import { perRequestStore } from '../store/sqlStore';
import { compiledWhenRepeated } from './compiledExecution';
import { lacksCsrfProof } from './csrf';
import { httpErrorBody, httpErrors, type HttpErrorCode } from './httpErrors';
import { createDocumentCache, createVariableCostCheck } from './documents';
import { createErrorFormatter, isUnavailableError, UNAVAILABLE_RETRY_AFTER_SECONDS } from './graphqlErrors';
import type { DeviceCookieJar } from '../trustedDevices';
import type { RequestSessionCookie } from './sessionCookie';

export const GRAPHQL_PATH = '/graphql';

/** What the node:http handler hands the GraphQL layer with each request. */
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
  ownedListings: OwnedListings;
  accountErasure: AccountErasure;
  mailer: Mailer;
  now: () => number;
  limits: RequestLimits;
  rateLimits: ServerRateLimits;
  /** The uploaded photos the listing mutations use; null on a server without photo storage. */
  photos?: ListingPhotoStore | null;
  /** What wakes live subscriptions (src/server/live/conversationSignals.ts). */
  conversationSignals?: ConversationSignals;
}

export interface GraphQLAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: string | null;
}

/** A request as the handler sees it: the node request, its body read, and what app.ts adds. */
export type GraphQLHandler = (request: IncomingMessage, body: string | undefined, context: RequestContext) => Promise<GraphQLAnswer>;

/** Per request: whether the database was away, which makes the answer a 503. */
interface HandlerContext {
  request: RequestContext;
  unavailable: boolean;
}

/** The resolvers' context as graphql-http's type for it wants it: an object type, not an interface. */
type ExecutionContext = { [Key in keyof ApiContext]: ApiContext[Key] };

/** graphql-http reads headers by name; node keeps repeated ones as arrays. */
function headerReader(request: IncomingMessage) {
  return {
    get(name: string): string | null {
      const value = request.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : (value ?? null);
    },
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

/**
 * The media type graphql-http answers a request with, by its own rule (lib/handler.js): the first
 * entry of Accept that is application/graphql-response+json, or else application/json, application/*
 * or *\/*, in UTF-8. Only asked for requests graphql-http has already found one acceptable type in.
 */
function answerMediaType(accept: string | null): string {
  // Clients send the same Accept with every request: the last one's answer is kept.
  if (accept === lastAccept.header) return lastAccept.mediaType;
  const mediaType = mediaTypeFor(accept);
  lastAccept = { header: accept, mediaType };
  return mediaType;
}

let lastAccept: { header: string | null; mediaType: string } = { header: null, mediaType: JSON_TYPE };

function mediaTypeFor(accept: string | null): string {
  for (const entry of (accept ?? '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [mediaType, ...parameters] = entry.split(';');
    const charset = parameters.find((parameter) => parameter.includes('charset=')) ?? 'charset=utf-8';
    if (mediaType === 'application/graphql-response+json' && charset === 'charset=utf-8') return GRAPHQL_RESPONSE_TYPE;
    if (
      (mediaType === 'application/json' || mediaType === 'application/*' || mediaType === '*/*') &&
      (charset === 'charset=utf-8' || charset === 'charset=utf8')
    )
      return JSON_TYPE;
  }
  return JSON_TYPE;
}

/** A request's errors, answered as graphql-http answers those onSubscribe returns (lib/handler.js, makeResponse). */
function requestErrors(errors: readonly GraphQLError[], mediaType: string, formatError: (error: GraphQLError) => unknown): Response {
  const refused = mediaType === GRAPHQL_RESPONSE_TYPE;
  return [
    JSON.stringify({ errors: errors.map(formatError) }),
    { status: refused ? 400 : 200, statusText: refused ? 'Bad Request' : 'OK', headers: { 'content-type': mediaType } },
  ];
}

/** The resolvers' context for one request: its session from its cookies, its rate limits from its address. */
export function createContextFactory({
  db,
  store,
  listings,
  ownedListings,
  accountErasure,
  mailer,
  now,
  rateLimits,
  photos,
  conversationSignals,
}: Omit<GraphQLOptions, 'schema' | 'limits'>): (request: { sessionCookie: SessionCookie & DeviceCookieJar; clientAddress: string }) => ApiContext {
  const catalog = () => Promise.resolve(listings);
  const owned = () => Promise.resolve(ownedListings);
  const sweepVisitors = createVisitorSweep(db, now);
  return ({ sessionCookie, clientAddress }) => ({
    store: perRequestStore(store),
    session: createSqlSession(db, sessionCookie, now, sweepVisitors),
    catalog,
    ownedListings: owned,
    accountErasure,
    now,
    mailer,
    rateLimit: rateLimits.forRequest(clientAddress, sessionCookie),
    ...(photos ? { photos } : {}),
    ...(conversationSignals ? { conversationSignals } : {}),
  });
}

export function createGraphQLHandler(options: GraphQLOptions): GraphQLHandler {
  const { schema, limits } = options;
  const formatError = createErrorFormatter();
  const prepare = createDocumentCache(schema, limits);
  const costWithVariables = createVariableCostCheck(schema, limits);
  const contextFor = createContextFactory(options);

  const handle = createHandler<IncomingMessage, HandlerContext, ExecutionContext>({
    schema,
    execute: compiledWhenRepeated(schema),
    formatError,
    onSubscribe(request, params: RequestParams): OperationArgs<ExecutionContext> | readonly GraphQLError[] {
      const prepared = prepare(params.query);
      if ('errors' in prepared) return prepared.errors;
      const { document } = prepared;
      const operation = getOperationAST(document, params.operationName);
      if (!operation)
        return [new GraphQLError('Could not determine what operation to execute.', { extensions: { code: 'BAD_REQUEST' satisfies HttpErrorCode } })];
      const tooCostly = costWithVariables(document, operation, params.variables);
      if (tooCostly.length > 0) return tooCostly;
      return {
        schema,
        document,
        operationName: params.operationName,
        variableValues: params.variables,
        contextValue: contextFor(request.context.request),
      };
    },
    onOperation(request, _args, result) {
      if (result.errors?.some(isUnavailableError)) request.context.unavailable = true;
      const mediaType = answerMediaType(request.raw.headers.accept ?? null);
      // No data at all: the executor refused the request before running it (its variables).
      if (!('data' in result)) return requestErrors(result.errors ?? [], mediaType, formatError);
      // A result without errors is written here: graphql-http's writer passes every value through
      // a replacer (for Error objects), which for a search page's 24 cards cost more than all of
      // the rest of its JSON.
      if (result.errors === undefined) return [JSON.stringify(result), { status: 200, statusText: 'OK', headers: { 'content-type': mediaType } }];
    },
  });

  return async (request, body, requestContext) => {
    if (lacksCsrfProof(request.headers)) {
      return { status: httpErrors.CSRF_REQUIRED.status, headers: { 'content-type': JSON_TYPE }, body: httpErrorBody('CSRF_REQUIRED') };
    }
    const context: HandlerContext = { request: requestContext, unavailable: false };
    const [answer, init] = await handle({
      method: request.method ?? 'GET',
      url: request.url ?? GRAPHQL_PATH,
      headers: headerReader(request),
      body: body ?? null,
      raw: request,
      context,
    });
    const headers: OutgoingHttpHeaders = { ...init.headers };
    if (context.unavailable) headers['retry-after'] = String(UNAVAILABLE_RETRY_AFTER_SECONDS);
    return { status: context.unavailable ? 503 : init.status, headers, body: answer };
  };
}
