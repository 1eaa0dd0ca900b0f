/**
 * Apollo Client over the app's backend: the in-browser schema (SchemaLink), or a GraphQL server
 * (HttpLink) when the configuration names one (endpoint.ts). Pages talk GraphQL and nothing else,
 * so they cannot tell which.
 */
import { ApolloClient } from '@apollo/client';
import type { ApiContext } from '../api/context';
import { createCache } from './cache';
import { graphqlEndpoint } from './endpoint';
import { createSchemaLink } from './schemaLink';
import { createServerLink } from './serverLink';

/** With a `context`, the in-browser backend runs with it (tests); without, the configuration decides. */
export function createApolloClient(context?: ApiContext): ApolloClient {
  const endpoint = context ? null : graphqlEndpoint();
  return new ApolloClient({
    link: endpoint === null ? createSchemaLink(context) : createServerLink(endpoint),
    cache: createCache(),
    dataMasking: true,
  });
}
