/**
 * SchemaLink to the in-browser backend, shaped like a network hop in two ways:
 * - the schema is built when the first operation arrives rather than when the app loads, so the
 *   spinner and the page's code do not wait for it;
 * - each operation starts in a task of its own (where the browser has `scheduler.yield`), as a
 *   server's answer would arrive, instead of running inside whatever render or effect asked for
 *   it: a page's render, the backend's work and Apollo's cache update stay separate short tasks
 *   and the page keeps answering input in between.
 */
import { ApolloLink } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { Observable, type Subscription } from 'rxjs';
import type { ApiContext } from '../api/context';
import { getSchema } from '../api/schema';

interface TaskScheduler {
  yield?: () => Promise<void>;
}

/** A new task in Chromium; elsewhere (jsdom, Node, older browsers) the next microtask. */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: TaskScheduler };
  return scheduler?.yield ? scheduler.yield() : Promise.resolve();
}

export function createSchemaLink(context: ApiContext): ApolloLink {
  let link: SchemaLink | undefined;
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let subscription: Subscription | undefined;
        let cancelled = false;
        void nextTask().then(() => {
          if (cancelled) return;
          link ??= new SchemaLink({ schema: getSchema(), context });
          subscription = link.request(operation).subscribe(observer);
        });
        return () => {
          cancelled = true;
          subscription?.unsubscribe();
        };
      }),
  );
}
