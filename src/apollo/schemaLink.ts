/**
 * SchemaLink to the in-browser backend. A real server answers in another process; this one runs on
 * the page's own thread, so each operation starts in a task of its own; the backend's code runs and
 * its schema is built on the first operation (not as part of the app's start-up script), in tasks
 * of their own; and each result reaches Apollo in a task after the one that computed it, as a
 * server's answer would. The work a query sets off then comes in several short tasks instead of one
 * long one that would hold up input.
 */
import { ApolloLink } from '@apollo/client';
import { Kind, type DocumentNode } from 'graphql';
import type { SchemaLink } from '@apollo/client/link/schema';
import { concatMap, Observable, type Subscription } from 'rxjs';
import type { ApiContext } from '../api/context';
import { nextTask } from './nextTask';

/** Passes a value on in a later task; in order, so a result still comes before its completion. */
async function inNextTask<T>(value: T): Promise<T> {
  await nextTask();
  return value;
}

/** Whether an operation reads the schema itself (`__schema`, `__type`): only then are descriptions needed. */
function isIntrospection(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.selectionSet.selections.some(
        (selection) => selection.kind === Kind.FIELD && (selection.name.value === '__schema' || selection.name.value === '__type'),
      ),
  );
}

/** `context` defaults to the app's own: browser storage, the sample data, the real clock. */
export function createSchemaLink(context?: ApiContext): ApolloLink {
  // One build for all operations, even those that arrive while it runs.
  let backend: Promise<{ schemaLink: SchemaLink; describedLink: () => Promise<SchemaLink> }> | undefined;
  const build = async () => {
    const module = await import('./inBrowserBackend');
    await nextTask();
    const schema = await module.prepareSchema(nextTask);
    const appContext = context ?? module.createAppContext();
    const schemaLink = new module.SchemaLink({ schema, context: appContext });
    // Same context, so GraphiQL's introspection and the pages share one store.
    let described: Promise<SchemaLink> | undefined;
    const describedLink = () => (described ??= module.prepareDescribedSchema().then((full) => new module.SchemaLink({ schema: full, context: appContext })));
    await nextTask();
    return { schemaLink, describedLink };
  };
  const ready = async (operation: ApolloLink.Operation): Promise<SchemaLink> => {
    await nextTask();
    const { schemaLink, describedLink } = await (backend ??= build());
    return isIntrospection(operation.query) ? describedLink() : schemaLink;
  };
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let closed = false;
        let inner: Subscription | undefined;
        ready(operation).then(
          (schemaLink) => {
            if (!closed) inner = schemaLink.request(operation).pipe(concatMap(inNextTask)).subscribe(observer);
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
