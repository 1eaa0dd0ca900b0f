/**
 * SchemaLink to the in-browser backend, its schema built when the first operation arrives rather
 * than when the app loads: the spinner and the page's code do not wait for it.
 */
import { ApolloLink } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import type { ApiContext } from '../api/context';
import { getSchema } from '../api/schema';

export function createSchemaLink(context: ApiContext): ApolloLink {
  let link: SchemaLink | undefined;
  return new ApolloLink((operation) => {
    link ??= new SchemaLink({ schema: getSchema(), context });
    return link.request(operation);
  });
}
