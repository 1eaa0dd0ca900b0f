/**
 * GraphQL over HTTP (graphql-yoga) at /graphql: the app's executable schema with a context per
 * request whose session is the request's cookie. Yoga's own GraphiQL is off: it would load from a
 * CDN; the SPA's /graphiql page, served by the same server, talks to this endpoint instead.
 * Extra yoga plugins (limits, rate limiting) slot in through `plugins`.
 */
import type { GraphQLSchema } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { ApiContext } from '../../api/context';
import type { Listings } from '../../api/data/listings';
import type { Mailer } from '../../api/mailer';
import type { Store } from '../../api/store/types';
import type { Database } from '../db/database';
import { createSqlSession } from '../store/sqlSession';
import type { RequestSessionCookie } from './sessionCookie';

export const GRAPHQL_PATH = '/graphql';

/** What the node:http handler hands yoga with each request. */
export interface RequestContext {
  sessionCookie: RequestSessionCookie;
}

export interface GraphQLOptions {
  schema: GraphQLSchema;
  db: Database;
  store: Store;
  listings: Listings;
  mailer: Mailer;
  now: () => number;
  plugins?: Array<Plugin<ApiContext, RequestContext>>;
}

/** Writes the session cookie the resolvers decided on into the response. */
const sessionCookiePlugin: Plugin<ApiContext, RequestContext> = {
  onResponse({ response, serverContext }) {
    for (const header of serverContext.sessionCookie.outgoing) response.headers.append('Set-Cookie', header);
  },
};

export function createGraphQLHandler({ schema, db, store, listings, mailer, now, plugins = [] }: GraphQLOptions): YogaServerInstance<RequestContext, ApiContext> {
  const catalog = () => Promise.resolve(listings);
  return createYoga<RequestContext, ApiContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    context: ({ sessionCookie }) => ({ store, session: createSqlSession(db, sessionCookie, now), catalog, now, mailer }),
    plugins: [sessionCookiePlugin, ...plugins],
  });
}
