/**
 * GraphQL over HTTP (graphql-yoga) at /graphql: the app's executable schema with a context per
 * request whose session is the request's cookie. Yoga's own GraphiQL is off: it would load from a
 * CDN; the SPA's /graphiql page, served by the same server, talks to this endpoint instead.
 *
 * What it refuses before running anything (docs/server.md#limits): requests without a CSRF-proof
 * header or content type (useCSRFPrevention), and documents over the depth, alias, cost, token and
 * directive limits (graphql-armor). A database that cannot be reached is SERVICE_UNAVAILABLE,
 * HTTP 503 with Retry-After. Documents a client repeats run compiled (graphql-jit). Extra yoga
 * plugins slot in through `plugins`.
 */
// Renamed, like csrfPrevention below: a yoga plugin, not a React hook.
import { useGraphQlJit as graphqlJit } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
// Renamed: it is a yoga plugin, not a React hook.
import { useCSRFPrevention as csrfPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { BREAK, getOperationAST, getVariableValues, GraphQLError, visit, type DocumentNode, type GraphQLSchema, type ValidationContext } from 'graphql';
import { createGraphQLError, createLogger, createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { ApiContext } from '../../api/context';
import type { Listings } from '../../api/data/listings';
import type { Mailer } from '../../api/mailer';
import type { Store } from '../../api/store/types';
import type { RequestLimits } from '../config';
import type { Database } from '../db/database';
import { isDatabaseUnavailable, rootCause } from '../db/unavailable';
import type { ServerRateLimits } from '../rateLimits';
import { createSqlSession } from '../store/sqlSession';
import { perRequestStore } from '../store/sqlStore';
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

/**
 * A document refused before it runs is the client's mistake: 400 (with the GraphQL-over-HTTP media
 * type; legacy application/json clients get 200, as the specification asks). graphql-armor reports
 * its refusals as plain GraphQL errors, which would otherwise be answered 200.
 */
function asBadRequest<E extends Error>(error: E, code: string): E | GraphQLError {
  // By name rather than instanceof: a library may bring its own copy of graphql-js (as Vitest loads them).
  if (error.name !== 'GraphQLError') return error;
  const extensions = (error as Partial<GraphQLError>).extensions ?? {};
  if (extensions.http !== undefined && error instanceof GraphQLError) return error;
  const { nodes, source, positions, path, originalError } = error as Partial<GraphQLError>;
  return new GraphQLError(error.message, {
    nodes,
    source,
    positions,
    path,
    originalError,
    extensions: { ...extensions, code: extensions.code ?? code, http: { spec: true, status: 400, ...(extensions.http ?? {}) } },
  });
}

/**
 * yoga parses a GET's `variables` and `extensions` with JSON.parse and answers a SyntaxError as an
 * unexpected error (500, logged); checked here first, a broken parameter is the client's 400.
 */
const getParametersAreJson: Plugin<ApiContext, RequestContext> = {
  onRequestParse({ request }) {
    if (request.method !== 'GET') return;
    const parameters = new URL(request.url).searchParams;
    for (const name of ['variables', 'extensions']) {
      const value = parameters.get(name);
      if (value === null) continue;
      try {
        JSON.parse(value);
      } catch {
        throw createGraphQLError(`The ${name} parameter is not valid JSON.`, { extensions: { code: 'BAD_REQUEST', http: { spec: true, status: 400 } } });
      }
    }
  },
};

const refusedDocumentsAreBadRequests: Plugin<ApiContext, RequestContext> = {
  onParse() {
    return ({ result, replaceParseResult }) => {
      if (result instanceof Error) replaceParseResult(asBadRequest(result, 'GRAPHQL_PARSE_FAILED'));
    };
  },
  onValidate() {
    return ({ result, setResult }) => {
      if (result.length > 0) setResult(result.map((error: Error) => asBadRequest(error, 'GRAPHQL_VALIDATION_FAILED')));
    };
  },
};

function armor(limits: RequestLimits) {
  // exposeLimits: the message names the limit, so a developer over it knows what to change. By
  // default a rule throws out of graphql-js's validate(), which yoga then answers as an unexpected
  // error; reported instead, the refusal is a validation error like any other.
  const reported = {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
  };
  return EnvelopArmorPlugin({
    maxDepth: { n: limits.maxDepth, ...reported },
    maxAliases: { n: limits.maxAliases, ...reported },
    costLimit: { maxCost: limits.maxCost, ...reported },
    // Counted while parsing: its refusal is a syntax error, which refusedDocumentsAreBadRequests marks.
    maxTokens: { n: limits.maxTokens, exposeLimits: true },
    maxDirectives: { n: limits.maxDirectives, ...reported },
    // The schema is public (GraphiQL, introspection): suggestions give nothing away, and help.
    blockFieldSuggestion: { enabled: false },
  });
}

/** Whether `document` holds a string literal anywhere (arguments, input objects, variables' defaults, directives). */
function hasStringLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue() {
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * Documents asked for a second time run compiled by graphql-jit into one function (the app's own
 * queries, from the first repeat on). Interpreted, a search page's 24 cards cost the executor about
 * a megabyte of short-lived objects and most of a millisecond (docs/server.md#under-load). A
 * document seen once is interpreted (as Mercurius's `jit` option does): compiling it would cost
 * more than running it, and a client sending ever new documents would otherwise have the server
 * compile each. yoga's parser cache hands back the same DocumentNode for the same text, so a
 * document is known by identity; `verdicts` forgets it when that cache does.
 *
 * Never compiled, whatever their count:
 * - Documents with a string literal. graphql-jit writes literal arguments into the code it
 *   generates (JSON.stringify, then its own marker for dates turned back into `new Date(…)`), so a
 *   string starting with that marker runs as code (tests/server/compiledExecution.test.ts). The
 *   app's documents pass every string as a variable, which stays data.
 * - Variables that do not fit the operation: the interpreter's refusal is the request error the
 *   GraphQL-over-HTTP specification answers with 400 (with graphql-js's wording), where
 *   graphql-jit's would be an execution result (200).
 *
 * The compiled answer is the interpreted one, except for the order of a field selected both
 * directly and through fragments (JSON readers do not see it) and the `locations` of an error a
 * resolver raises (the app reads neither).
 */
function compiledWhenRepeated(schema: GraphQLSchema) {
  const verdicts = new WeakMap<DocumentNode, 'seen once' | 'compiled' | 'interpreted'>();
  return graphqlJit({}, {
    enableIf({ document, operationName, variableValues }) {
      let verdict = verdicts.get(document);
      if (verdict === undefined) {
        verdicts.set(document, 'seen once');
        return false;
      }
      if (verdict === 'seen once') {
        verdict = hasStringLiteral(document) ? 'interpreted' : 'compiled';
        verdicts.set(document, verdict);
      }
      if (verdict === 'interpreted') return false;
      const operation = getOperationAST(document, operationName);
      if (!operation) return false;
      return getVariableValues(schema, operation.variableDefinitions ?? [], variableValues ?? {}).errors === undefined;
    },
  });
}

/**
 * yoga's logger, except that an unreachable database is one short line every 10 s at most, not a
 * stack and the failed SQL for every request of an outage.
 */
function serverLogger() {
  const logger = createLogger('info');
  let lastOutageLine = -Infinity;
  return {
    ...logger,
    error(...args: unknown[]) {
      const outage = args.find(isDatabaseUnavailable);
      if (outage === undefined) {
        logger.error(...args);
        return;
      }
      if (performance.now() - lastOutageLine < 10_000) return;
      lastOutageLine = performance.now();
      const cause = rootCause(outage);
      const detail = cause instanceof Error ? cause.message.split('\n')[0] : 'no detail';
      console.error(`[CampusNest] The database is unreachable; answering SERVICE_UNAVAILABLE (${detail}).`);
    },
  };
}

export function createGraphQLHandler({ schema, db, store, listings, mailer, now, limits, rateLimits, plugins = [] }: GraphQLOptions): YogaServerInstance<RequestContext, ApiContext> {
  const catalog = () => Promise.resolve(listings);
  return createYoga<RequestContext, ApiContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    logging: serverLogger(),
    maskedErrors: {
      maskError(error, message, isDev) {
        return isDatabaseUnavailable(error) ? serviceUnavailableError() : maskError(error, message, isDev);
      },
    },
    context: ({ sessionCookie, clientAddress }) => ({
      store: perRequestStore(store),
      session: createSqlSession(db, sessionCookie, now),
      catalog,
      now,
      mailer,
      rateLimit: rateLimits.forAddress(clientAddress),
    }),
    plugins: [compiledWhenRepeated(schema), csrfPrevention({ requestHeaders: [CSRF_HEADER] }), getParametersAreJson, armor(limits), refusedDocumentsAreBadRequests, sessionCookiePlugin, ...plugins],
  });
}
