/**
 * Apollo Client over the in-browser schema. Swapping SchemaLink for an HttpLink to a real server
 * is the only change a backend move needs: pages talk GraphQL and nothing else.
 */
import { ApolloClient } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import type { ApiContext } from '../api/context';
import { createApiContext } from '../api/createContext';
import { schema } from '../api/schema';
import { createCache } from './cache';

export function createApolloClient(context: ApiContext = createApiContext()): ApolloClient {
  return new ApolloClient({
    link: new SchemaLink({ schema, context }),
    cache: createCache(),
    dataMasking: true,
  });
}
