/**
 * Apollo Client over the app's backend: the in-browser schema (SchemaLink), or a GraphQL server
 * (HttpLink) when the configuration names one (endpoint.ts). Pages talk GraphQL and nothing else,
 * so they cannot tell which.
 */
import { ApolloClient, type ApolloLink } from '@apollo/client';
import type { ApiContext } from '../api/context';
import { createCache } from './cache';
import { graphqlEndpoint } from './endpoint';
import { createSchemaLink } from './schemaLink';
import { createServerLink } from './serverLink';

/** With a `context`, the in-browser backend runs with it (tests); without, the configuration decides. */
export function createApolloClient(context?: ApiContext): ApolloClient {
  const endpoint = context ? null : graphqlEndpoint();
  return createApolloClientOver(endpoint === null ? createSchemaLink(context) : createServerLink(endpoint));
}

/** The same client over another link: a server's render runs the page's operations in its own process. */
export function createApolloClientOver(link: ApolloLink): ApolloClient {
  return new ApolloClient(apolloClientOptions(link));
}

/** The app's client options over `link`, for a client of another class (the server's one-pass renders). */
export function apolloClientOptions(link: ApolloLink, cache: { resultCaching?: boolean } = {}): ApolloClient.Options {
  return { link, cache: createCache(cache), dataMasking: true };
}
