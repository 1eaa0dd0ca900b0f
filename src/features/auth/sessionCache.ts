import type { ApolloCache, Unmasked } from '@apollo/client';
import { SessionQuery } from './session';
import type { SessionQuery as SessionData } from '../../gql/graphql';

export type SessionUser = NonNullable<Unmasked<SessionData>['me']>;

/**
 * Makes the new session visible at once: the header reads the Session query, so writing the
 * signed-in user there replaces the full page reload the spec describes (docs/product.md, departure 7).
 */
export function writeSessionUser(cache: ApolloCache, user: SessionUser): void {
  cache.writeQuery({ query: SessionQuery, data: { me: user } });
}
