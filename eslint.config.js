import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'dist-ssr', 'src/gql', 'src/api/generated', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // The backend layer must read like a server: no UI imports inside src/api.
      'no-restricted-imports': 'off',
    },
  },
  {
    // The layers of src/ (docs/architecture.md), each importing only the ones below it:
    // main.tsx > app > pages > features > components > styles; lib and gql are shared leaves;
    // apollo sits beside the UI and reaches src/api, the backend, which imports nothing of the UI;
    // src/server (Node only) serves src/api, and nothing else in src/ may import it.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Its TypeScript settings, with the resolver in the plugin's current interface.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones() }],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', '@apollo/*', 'styled-components'], message: 'src/api is the backend: no UI libraries.' },
            // src/api also runs in Node without Vite (server mode, tests): the build adapts it from outside.
            { regex: '^virtual:|\\?(ast|raw|url|worker)$', message: 'src/api runs without Vite: no virtual modules or import queries.' },
            // ...and in the browser: Node's own modules belong in src/server.
            { regex: '^node:', message: 'src/api also runs in the browser: no Node modules (server code goes in src/server).' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // CommonJS on purpose: the bench's PostGraphile 4 (scripts/bench/postgraphile) is a CommonJS package.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

/** One zone per layer: what it may not import. Page and feature folders also stay out of each other. */
function layerZones() {
  const everything = ['main.tsx', 'app', 'pages', 'features', 'components', 'i18n', 'locales', 'styles', 'lib', 'gql', 'apollo', 'api', 'server', 'prerender'];
  const layer = (target, allowed, message) => ({
    target: `src/${target}`,
    from: everything.filter((name) => ![target, ...allowed].includes(name)).map((name) => `src/${name}`),
    message,
  });
  const siblings = (folder) =>
    readdirSync(new URL(`src/${folder}`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({
        target: `src/${folder}/${entry.name}`,
        from: `src/${folder}`,
        except: [`./${entry.name}`],
        message: `${folder}/${entry.name} may not import another of src/${folder}: move what they share down a layer.`,
      }));
  return [
    layer('app', ['pages', 'features', 'components', 'i18n', 'styles', 'lib', 'gql', 'apollo'], 'app is the top UI layer: nothing but main.tsx imports it.'),
    layer('pages', ['features', 'components', 'i18n', 'styles', 'lib', 'gql'], 'Pages use features, components, i18n, styles, lib and gql.'),
    layer('features', ['components', 'i18n', 'styles', 'lib', 'gql'], 'Features use components, i18n, styles, lib and gql.'),
    layer('components', ['i18n', 'styles', 'lib', 'gql'], 'Shared components use i18n, styles, lib and gql only.'),
    // Languages: detection, catalogs, formats. Below every UI layer; the catalogs are its own.
    layer('i18n', ['locales', 'lib', 'gql'], 'i18n serves the UI layers: it may use its catalogs, lib and gql, nothing of the UI.'),
    layer('locales', [], 'The catalogs are data: they import nothing.'),
    layer('styles', [], 'Styles import nothing of the app.'),
    layer('lib', [], 'lib holds rules both the backend and the UI read: it imports neither.'),
    layer('apollo', ['api', 'lib', 'gql'], 'apollo is the client and its link to the backend: no UI.'),
    layer('api', ['lib'], 'src/api is the backend: it may use lib, never the UI or the client.'),
    layer('server', ['api', 'lib'], 'src/server runs src/api over HTTP and SQL in Node: it may use api and lib, never the UI.'),
    // The app rendered to HTML, at build time and by the server's page renderer (as a built file, never an import).
    layer(
      'prerender',
      ['app', 'pages', 'features', 'components', 'i18n', 'styles', 'lib', 'gql', 'apollo', 'api'],
      'prerender renders the app: it may use the UI, apollo, api and lib, never src/server.',
    ),
    ...siblings('pages'),
    ...siblings('features'),
  ];
}
