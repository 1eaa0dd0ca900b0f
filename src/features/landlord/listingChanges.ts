/**
 * After a landlord changes a listing, what the app had loaded about the search (its pages, the
 * saved list, a listing's status) may be stale: it is forgotten, so the next search asks again and
 * students in this browser find the change at once. The listing's own fields update in place
 * through the cache's normalisation (Property:id).
 */
import type { ApolloCache } from '@apollo/client';

export function forgetSearches(cache: ApolloCache): void {
  for (const fieldName of ['properties', 'savedProperties', 'listingStatus', 'property', 'myListings']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
