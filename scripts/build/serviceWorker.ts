/**
 * The installable, offline app (docs/architecture.md#offline): a web app manifest and a Workbox
 * service worker that precaches everything a student browses with — the app shell, each route's
 * HTML, the listings chunk, the maps, the media — so that a second visit paints from the cache and
 * browsing, searching and opening listings keep working with no network.
 *
 * GraphiQL and Monaco (a developer page, megabytes of editor) are never precached. Which files
 * those are is read from the bundle, not from a list of names: everything reachable only through
 * the GraphiQL page's lazy import, and any emitted file carrying the editor's markers (its web
 * workers are separate bundles that no chunk imports).
 */
import { loadEnv, type Plugin, type Rolldown } from 'vite';
import { SERVER_PAGE_SHELLS_DIR, SERVER_SHELL_FILE, SHELL_FILE } from '../../src/lib/shellFiles.ts';
import { mapTiles, tileUrlPattern } from '../../src/lib/mapTiles.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { TILE_CACHE_NAME } from '../../src/lib/deviceStorage.ts';

type RuntimeCaching = NonNullable<NonNullable<Parameters<typeof VitePWA>[0]>['workbox']>['runtimeCaching'];

/** OpenStreetMap's standard tiles average about 25 KB: 2,000 of them keep the tile cache near 50 MB. */
export const TILE_CACHE_ENTRIES = 2000;
export { TILE_CACHE_NAME };

/**
 * The street tiles a user has seen, kept for offline use: cache first (a tile of a given address
 * rarely changes), at most TILE_CACHE_ENTRIES for 30 days, the oldest dropped first, and all of
 * them dropped if the browser runs out of room. Only complete CORS answers (status 200) are kept;
 * the maps ask for tiles with CORS (src/features/map/streetTiles.ts), so none is opaque.
 */
function tileCaching(env: Record<string, string | undefined>): NonNullable<RuntimeCaching> {
  const tiles = mapTiles(env);
  if (tiles === null) return [];
  return [
    {
      urlPattern: tileUrlPattern(tiles.url),
      handler: 'CacheFirst',
      options: {
        cacheName: TILE_CACHE_NAME,
        expiration: { maxEntries: TILE_CACHE_ENTRIES, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
  ];
}

/** Fills `runtimeCaching` from the build's environment once Vite has read it, before the worker's plugin reads its options. */
function tileCache(runtimeCaching: NonNullable<RuntimeCaching>): Plugin {
  return {
    name: 'campusnest-tile-cache',
    apply: 'build',
    configResolved(config) {
      runtimeCaching.splice(0, runtimeCaching.length, ...tileCaching(loadEnv(config.mode, config.envDir || config.root, 'VITE_')));
    },
  };
}

const GRAPHIQL_PAGE = '/src/pages/graphiql/GraphiQLPage.tsx';
/** What only the editor's files contain (the same markers tests/e2e/graphiql.spec.ts looks for). */
export const EDITOR_MARKERS = [/monaco/i, /graphiql-/, /_VSCODE_/];

/** Every file reachable from `starts` by static or dynamic import, CSS and assets, not passing `stop`. */
function reachable(bundle: Rolldown.OutputBundle, starts: readonly string[], stop: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || stop.has(file)) return;
    seen.add(file);
    const output = bundle[file];
    if (output?.type !== 'chunk') return;
    const { imports, dynamicImports, viteMetadata } = output;
    for (const next of [...imports, ...dynamicImports, ...(viteMetadata?.importedCss ?? []), ...(viteMetadata?.importedAssets ?? [])]) visit(next);
  };
  for (const start of starts) visit(start);
  return seen;
}

/** The files of the build that belong to GraphiQL alone, filled in as the bundle is written. */
function graphiqlFiles(found: Set<string>): Plugin {
  return {
    name: 'campusnest-graphiql-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(GRAPHIQL_PAGE));
      // Builds without the page (the bench's floor) have nothing to leave out; tests/e2e/offline.spec.ts
      // checks the app's precache for GraphiQL and Monaco, so a renamed page cannot slip in.
      if (!page) return;
      const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const app = reachable(bundle, entries, new Set([page.fileName]));
      for (const file of reachable(bundle, [page.fileName], new Set())) if (!app.has(file)) found.add(file);
      for (const output of Object.values(bundle)) {
        const text = output.type === 'chunk' ? output.code : typeof output.source === 'string' ? output.source : null;
        if (text !== null && !app.has(output.fileName) && EDITOR_MARKERS.some((marker) => marker.test(text))) found.add(output.fileName);
      }
    },
  };
}

export function serviceWorker(): Plugin[] {
  const graphiql = new Set<string>();
  const runtimeCaching: NonNullable<RuntimeCaching> = [];
  return [
    graphiqlFiles(graphiql),
    tileCache(runtimeCaching),
    ...VitePWA({
      // The app registers the worker itself, after the page has loaded, and asks before an update.
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'CampusNest',
        short_name: 'CampusNest',
        description: 'Verified student accommodation in European university cities.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f8fafc',
        theme_color: '#3730a3',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // The manifest is added by the plugin itself.
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // Workbox's own default, and the server's shells: a GraphQL server serves them for every
        // page, shell.html among them.
        globIgnores: ['**/node_modules/**/*', SERVER_SHELL_FILE, `${SERVER_PAGE_SHELLS_DIR}/**`],
        manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => !graphiql.has(entry.url)), warnings: [] })],
        // The listings chunk and the maps are larger than Workbox's 2 MB default would take.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        // /search?city=Berlin is /search.html to the cache: the page reads its filters from the URL
        // and, finding its prerendered HTML rendered for another URL, renders afresh over it.
        ignoreURLParametersMatching: [/./],
        // Any other route (a listing beyond the sample, /saved, /login…) is the app shell.
        navigateFallback: `/${SHELL_FILE}`,
        // A download of the account's data (server mode) must reach the server, never the shell.
        navigateFallbackDenylist: [/^\/graphiql/, /^\/graphql/, /^\/api\//],
        cleanupOutdatedCaches: true,
        runtimeCaching,
      },
    }),
  ];
}
