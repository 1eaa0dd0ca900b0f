/**
 * SchemaLink to the in-browser backend. A real server answers in another process; this one runs on
 * the page's own thread, so each operation starts in a task of its own, and the schema is built
 * (on the first operation, not when the app loads) in tasks of its own too. The work a query sets
 * off then comes in several short tasks instead of one long one that would hold up input.
 */
import { ApolloLink } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { Observable, type Subscription } from 'rxjs';
import type { ApiContext } from '../api/context';
import { prepareSchema } from '../api/schema';
import { nextTask } from './nextTask';

export function createSchemaLink(context: ApiContext): ApolloLink {
  // One build for all operations, even those that arrive while it runs.
  let link: Promise<SchemaLink> | undefined;
  const build = async (): Promise<SchemaLink> => {
    const schemaLink = new SchemaLink({ schema: await prepareSchema(nextTask), context });
    await nextTask();
    return schemaLink;
  };
  const ready = async (): Promise<SchemaLink> => {
    await nextTask();
    return (link ??= build());
  };
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let closed = false;
        let inner: Subscription | undefined;
        ready().then(
          (schemaLink) => {
            if (!closed) inner = schemaLink.request(operation).subscribe(observer);
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
