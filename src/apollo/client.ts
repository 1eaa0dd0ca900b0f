/**
 * Apollo Client over the in-browser schema. Swapping SchemaLink for an HttpLink to a real server
 * is the only change a backend move needs: pages talk GraphQL and nothing else.
 */
import { ApolloClient } from '@apollo/client';
import type { ApiContext } from '../api/context';
import { createApiContext } from '../api/createContext';
import { createCache } from './cache';
import { createSchemaLink } from './schemaLink';

export function createApolloClient(context: ApiContext = createApiContext()): ApolloClient {
  return new ApolloClient({
    link: createSchemaLink(context),
    cache: createCache(),
    dataMasking: true,
  });
}
