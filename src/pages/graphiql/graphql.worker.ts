/**
 * Monaco's GraphQL language worker (completion, validation, hover), the same few lines as
 * monaco-graphql's own `esm/graphql.worker.js`. It is our source rather than a `?worker` import of
 * that file because the Vite dev server serves a worker inside node_modules unbundled, and two of
 * its dependencies (nullthrows, picomatch-browser) are CommonJS that a module worker cannot import;
 * from our source, the dev server pre-bundles them like any other dependency.
 */
import { initialize } from 'monaco-editor/esm/vs/editor/editor.worker.js';
import { GraphQLWorker } from 'monaco-graphql/esm/GraphQLWorker.js';

// Like every Monaco worker: the first message from the editor starts the worker's request server.
globalThis.onmessage = () => {
  initialize((context, createData) => new GraphQLWorker(context, createData));
};
