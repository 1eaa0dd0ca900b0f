import type { ApolloClient } from '@apollo/client';
import { matchPath } from 'react-router-dom';
import type { Prefetch } from '../components/PrefetchLink';
import { preloadPageFor } from './routes';

/** What hovering a link warms up: the page's code, and for a listing its query, so the page opens at once. */
export function createPrefetch(client: ApolloClient): Prefetch {
  return (path) => {
    void preloadPageFor(path);
    const id = matchPath('/property/:id', path)?.params.id;
    if (!id) return;
    // The query's document is imported on the first hover: it names every section of the
    // property page, which the first load of `/` has no use for.
    import('../pages/property/PropertyPageQuery')
      .then(({ PropertyPageQuery }) => client.query({ query: PropertyPageQuery, variables: { id }, fetchPolicy: 'cache-first' }))
      .catch(() => {
        // A failed prefetch is harmless: the property page fetches again and shows its own error.
      });
  };
}
