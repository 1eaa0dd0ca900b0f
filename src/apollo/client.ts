/**
 * Apollo Client over the in-browser schema. Swapping SchemaLink for an HttpLink to a real server
 * is the only change a backend move needs: pages talk GraphQL and nothing else.
 */
import { ApolloClient } from '@apollo/client';
import type { ApiContext } from '../api/context';
import { createCache } from './cache';
import { createSchemaLink } from './schemaLink';

/** Without a `context`, the backend runs with the app's own (see createSchemaLink). */
export function createApolloClient(context?: ApiContext): ApolloClient {
  return new ApolloClient({
    link: createSchemaLink(context),
    cache: createCache(),
    dataMasking: true,
  });
}
