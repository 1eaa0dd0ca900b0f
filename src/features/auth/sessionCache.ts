import type { ApolloCache, Unmasked } from '@apollo/client';
import { SessionQuery } from './session';
import type { SessionQuery as SessionData } from '../../gql/graphql';

export type SessionUser = NonNullable<Unmasked<SessionData>['me']>;

/**
 * Makes the new session visible at once: the header reads the Session query, so writing the
 * signed-in user there replaces the full page reload the spec describes (docs/product.md, departure 7).
 * What belongs to whoever is signed in is forgotten: the visitor's saves have just joined the
 * account's (docs/product.md#saved-listings), so the saved count and list and every listing's
 * `isSaved` are read again. The caller refetches the session for the new count.
 */
export function writeSessionUser(cache: ApolloCache, user: SessionUser): void {
  const savedCount = cache.readQuery({ query: SessionQuery })?.savedCount ?? 0;
  cache.writeQuery({ query: SessionQuery, data: { me: user, savedCount } });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'savedProperties' });
  // extract() is the normalised store, keyed by entity id ('Property:{id}'); its type is the cache's own.
  for (const id of Object.keys(cache.extract() as Record<string, unknown>)) {
    if (id.startsWith('Property:')) cache.evict({ id, fieldName: 'isSaved' });
  }
}
