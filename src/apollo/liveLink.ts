/**
 * Subscriptions over Server-Sent Events with graphql-sse's client, one stream per subscription.
 * It never retries by itself: a retry would send the subscription's first variables again, while
 * the app resumes from the cursor of the last event it saw (features/messages/liveConversations.ts).
 */
import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { createClient } from 'graphql-sse';
import { Observable } from 'rxjs';

export function createLiveLink(url: string, headers: Record<string, string>): ApolloLink {
  const client = createClient({ url, credentials: 'same-origin', headers, retryAttempts: 0 });
  return new ApolloLink(
    (operation) =>
      new Observable((observer) =>
        client.subscribe(
          { query: print(operation.query), variables: operation.variables, ...(operation.operationName ? { operationName: operation.operationName } : {}) },
          {
            next: (result) => {
              observer.next(result as ApolloLink.Result);
            },
            complete: () => {
              observer.complete();
            },
            error: (error: unknown) => {
              observer.error(error instanceof Error ? error : new Error('The live stream failed.', { cause: error }));
            },
          },
        ),
      ),
  );
}
