/**
 * The link to a GraphQL server: Apollo's HttpLink for queries and mutations, and for subscriptions
 * graphql-sse's client over Server-Sent Events at the endpoint's /stream (docs/server.md#live-updates).
 * Both are loaded on their first operation so that the in-browser mode's first load carries
 * neither. Same-origin cookies go with every request: the server's session is one. Every request
 * also names itself as an API call with a header that no HTML form or simple cross-site request can
 * send (the server's CSRF prevention, docs/security.md#server-mode).
 */
import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { CSRF_HEADER } from '../lib/csrf';

/** A link built on its first operation; a failed download is forgotten so that the next one tries again. */
function lazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  const ready = () =>
    (link ??= load().catch((error: unknown) => {
      link = undefined;
      throw error;
    }));
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let closed = false;
        let inner: Subscription | undefined;
        ready().then(
          (loaded) => {
            if (!closed) inner = loaded.request(operation, forward).subscribe(observer);
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

const isSubscription = (operation: ApolloLink.Operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION;

export function createServerLink(uri: string): ApolloLink {
  const headers = { [CSRF_HEADER]: '1' };
  const http = lazyLink(() => import('@apollo/client/link/http').then(({ HttpLink }) => new HttpLink({ uri, credentials: 'same-origin', headers })));
  const live = lazyLink(() => import('./liveLink').then(({ createLiveLink }) => createLiveLink(`${uri.replace(/\/$/, '')}/stream`, headers)));
  return ApolloLink.split(isSubscription, live, http);
}
