/**
 * The link to a GraphQL server: Apollo's HttpLink, loaded on the first operation so that the
 * in-browser mode's first load never carries it. Same-origin cookies go with every request: the
 * server's session is one. Every request also names itself as an API call with a header that no
 * HTML form or simple cross-site request can send (the server's CSRF prevention,
 * docs/security.md#server-mode); a JSON POST already passes, a GET would need it.
 */
import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';
import { CSRF_HEADER } from '../lib/csrf';

export function createServerLink(uri: string): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  const ready = () =>
    (link ??= import('@apollo/client/link/http').then(
      ({ HttpLink }) => new HttpLink({ uri, credentials: 'same-origin', headers: { [CSRF_HEADER]: '1' } }),
      (error: unknown) => {
        // Forget a failed download so that the next operation tries again.
        link = undefined;
        throw error;
      },
    ));
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let closed = false;
        let inner: Subscription | undefined;
        ready().then(
          (http) => {
            if (!closed) inner = http.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => {
            observer.error(error);
          },
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}
