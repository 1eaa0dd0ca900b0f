// monaco-editor ships no types for its worker entry point. Declared for our one use of it, the
// GraphQL worker, whose creation data is monaco-graphql's.
declare module 'monaco-editor/esm/vs/editor/editor.worker.js' {
  import type { worker } from 'monaco-editor';
  import type { ICreateData } from 'monaco-graphql/esm/typings/index.js';

  /** Starts the worker's request server, handing language requests to the object `create` returns. */
  export function initialize(create: (context: worker.IWorkerContext, createData: ICreateData) => unknown): void;
}
