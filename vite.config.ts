/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { compileHints } from './scripts/build/compileHints.ts';
import { graphqlDocuments } from './scripts/build/graphqlDocuments.ts';
import { graphqlSchemaAst } from './scripts/build/graphqlSchemaAst.ts';
import { prerenderPages } from './scripts/build/prerenderPages.ts';
import { cityPageFile } from './src/prerender/pageFiles.ts';
import { infoPages } from './src/lib/infoPages.ts';
import { precompressedAssets } from './scripts/build/precompressedAssets.ts';
import { routeEntryPages } from './scripts/build/routeEntryPages.ts';
import { serverRenderBuild } from './scripts/build/serverRenderBuild.ts';
import { serviceWorker } from './scripts/build/serviceWorker.ts';
import { generateProperties } from './scripts/data/generate.ts';
import { sampleData } from './scripts/data/vitePlugin.ts';
import { cspMeta } from './scripts/build/contentSecurityPolicy.ts';
import { earlyEvents } from './scripts/build/earlyEventsScript.ts';

/**
 * Each kind of page the build prerenders and the server renders, by its path's first segment (the
 * section the app preloads a page's code by, src/app/routes.tsx), with the module it loads.
 */
const renderedPageKinds = [
  { section: 'search', modules: ['src/pages/search/SearchPage.tsx'] },
  { section: 'property', modules: ['src/pages/property/PropertyPage.tsx'] },
  ...infoPages.map(({ path, page }) => ({ section: path.slice(1), modules: [`src/pages/info/${page}.tsx`] })),
];
const modulesOf = (section: string) => renderedPageKinds.find((kind) => kind.section === section)!.modules;

/** The pages the build prerenders besides /, with the code each hints (src/prerender/pageFiles.ts). */
function prerenderedPages() {
  const properties = generateProperties();
  const cities = [...new Set(properties.map((property) => property.city))];
  return [
    ...['search.html', ...cities.map(cityPageFile)].map((file) => ({ file, modules: modulesOf('search') })),
    ...properties.map((property) => ({ file: `property/${property.id}.html`, modules: modulesOf('property') })),
    ...infoPages.map(({ path }) => ({ file: `${path.slice(1)}.html`, modules: modulesOf(path.slice(1)) })),
  ];
}

/**
 * What turns the app's sources into code, for the browser build and for the server's render of
 * pages (scripts/build/serverRenderBuild.ts).
 */
function appTransforms(): PluginOption[] {
  return [
    // The year the prerendered and server-rendered pages print in the footer (src/app/layout/Footer.tsx).
    { name: 'campusnest-build-year', config: () => ({ define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) } }) },
    // Lingui's macros (t`…`, <Trans>) become catalog lookups at build time. @vitejs/plugin-react 6 no
    // longer runs Babel, so the macro gets a Babel pass of its own, before React's transform, and only
    // over the UI's files (the backend and the scripts have no messages).
    // The same pass gives each styled component an id from its file and name rather than from the
    // order in which components were created, which differs between the build's prerender and the
    // browser: hydration needs the server's class names to be the browser's.
    babel({
      include: /\/src\/(app|pages|features|components|i18n|styles)\/.*\.tsx?$/,
      plugins: ['@lingui/babel-plugin-lingui-macro', ['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
    }),
    react(),
    // Compiles a PO catalog (src/locales) into a JavaScript module when the app imports it.
    lingui({ failOnCompileError: true }),
    sampleData(),
    graphqlSchemaAst(),
    graphqlDocuments(),
  ];
}

/** The typed-operation tests that hold for every store (tests/api/stores.ts). */
const storeTests = [
  'tests/api/auth.test.ts',
  'tests/api/properties.test.ts',
  'tests/api/contact.test.ts',
  'tests/api/saved.test.ts',
  'tests/api/suggestions.test.ts',
  'tests/api/landlord.test.ts',
  'tests/api/listingPhotos.test.ts',
  'tests/api/account.test.ts',
  'tests/api/conversations.test.ts',
  'tests/api/bookings.test.ts',
];

export default defineConfig({
  plugins: [
    ...appTransforms(),
    cspMeta(),
    earlyEvents(),
    routeEntryPages('src/main.tsx', {
      // The first operation (the session check) loads it on every page.
      startup: ['src/apollo/inBrowserBackend.ts'],
      // Server mode's first operation loads HttpLink (src/apollo/serverLink.ts) instead.
      serverStartup: [fileURLToPath(import.meta.resolve('@apollo/client/link/http'))],
      pages: prerenderedPages,
      serverPages: () => renderedPageKinds,
    }),
    prerenderPages('src/main.tsx', () => ['index.html', ...prerenderedPages().map((page) => page.file)]),
    serverRenderBuild('src/main.tsx', 'src/prerender/serverRender.tsx', appTransforms),
    compileHints(),
    precompressedAssets(),
    serviceWorker(),
  ],
  optimizeDeps: {
    // GraphiQL's GraphQL worker (src/pages/graphiql/graphql.worker.ts) imports these. The dependency
    // scan does not follow `?worker` imports, so without this the dev server would only find them on
    // the first visit to /graphiql, re-bundle and reload the page.
    include: ['monaco-editor/esm/vs/editor/editor.worker.js', 'monaco-graphql/esm/GraphQLWorker.js'],
  },
  build: {
    target: 'es2022',
    reportCompressedSize: true,
    // Every browser the es2022 target runs in preloads modules natively, except Safari before 17,
    // where a preload hint is merely skipped: the polyfill is dead weight on the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, in one chunk. Left to itself Rolldown splits off
            // each module a lazy chunk also uses (Apollo's link, rxjs, graphql's visitor…) into small
            // shared chunks that / loads all the same: more requests and worse compression (+3 KB gzip).
            { name: 'startup', tags: ['$initial'] },
            // The contact rule and its libraries (about 30 KB gzip), loaded when a contact is first
            // checked (src/lib/loadContactRules.ts), never with the other rules, which / loads.
            { name: 'contact-rule', test: /\/src\/lib\/contact\.ts$|\/node_modules\/(libphonenumber-js|validator)\// },
            // The rules the backend and the lazy forms share: one small chunk, not one per file.
            { name: 'rules', test: /\/src\/lib\// },
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    // graphql-js refuses a schema built by another copy of itself; transforming graphql-tools and Apollo
    // makes them share the ESM graphql the tests import instead of loading the CommonJS one.
    server: { deps: { inline: [/@graphql-tools\//, /@apollo\/client/, /@escape\.tech\//, /graphql-jit/, /graphql-http/] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          // tests/fuzz runs here too, FUZZ_RUNS inputs per property (200 unless npm run test:fuzz).
          include: ['tests/api/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
        },
      },
      // The typed-operation tests again over the server's SQL store, and the server's own tests,
      // on embedded PostgreSQL (PGlite) and on a real PostgreSQL (tests/server/postgresCluster.ts).
      ...(['pglite', 'postgres'] as const).map((engine) => ({
        extends: true as const,
        // graphql-jit's builds import graphql's CommonJS files (graphql/error/index.js) even as ESM:
        // here every module shares that CommonJS copy, as under Node (graphql has no ESM entry for
        // Node), and not the ESM one Vite would pick, which graphql-js would refuse to mix with it.
        resolve: {
          alias: [
            { find: /^graphql$/, replacement: fileURLToPath(new URL('node_modules/graphql/index.js', import.meta.url)) },
            { find: /^graphql\/(.+?)(\.m?js)?$/, replacement: fileURLToPath(new URL('node_modules/graphql/', import.meta.url)) + '$1.js' },
          ],
        },
        test: {
          name: engine,
          environment: 'node' as const,
          include: [...storeTests, 'tests/server/**/*.test.ts'],
          env: { CAMPUSNEST_TEST_STORE: engine },
          setupFiles: ['tests/server/sqlSetup.ts'],
          globalSetup: engine === 'postgres' ? ['tests/server/postgresCluster.ts'] : [],
          // A database answers over a socket (or a WebAssembly engine): slower than memory, never timing-bound.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
    ],
  },
});
