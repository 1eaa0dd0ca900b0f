/**
 * Monaco's web workers, for the GraphiQL page only. GraphiQL ships `graphiql/setup-workers/vite`,
 * but Vite's dependency optimiser cannot follow the `?worker` imports inside a package and the dev
 * server fails on it; imported from our own source, Vite bundles each worker in dev and in builds.
 */
import type { Environment } from 'monaco-editor';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from './graphql.worker.ts?worker';

const environment: Environment = {
  getWorker(_workerId, label) {
    // Monaco asks by language id: 'graphql' for the operation editor, 'json' for the variables,
    // headers and response editors; its base worker serves everything else.
    switch (label) {
      case 'graphql':
        return new GraphQLWorker();
      case 'json':
        return new JsonWorker();
      default:
        return new EditorWorker();
    }
  },
};

window.MonacoEnvironment = environment;
