/**
 * HTML-first (docs/architecture.md#html-first): after the build has written each route's HTML
 * (routeEntryPages.ts), render the page into it with React, from the app's own modules loaded
 * through Vite (the same plugins as the browser build: Lingui's macros, the generated listings, the
 * schema), and embed the data the render read. `vite preview` then serves each route its file, and
 * the shell to any route or query that has none (src/prerender/pageFiles.ts).
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { prerenderedFileFor, SHELL_FILE, urlOfPageFile } from '../../src/prerender/pageFiles.ts';
import { withPage } from '../../src/prerender/pageTemplate.ts';
import type { renderPage } from '../../src/prerender/renderPage';

const RENDERER = '/src/prerender/renderPage.tsx';

export function prerenderPages(appEntry: string, files: () => readonly string[]): Plugin {
  let root = '';
  let configFile: string | undefined;
  let outDir = '';
  return {
    name: 'campusnest-prerender-pages',
    configResolved(config) {
      root = config.root;
      configFile = config.configFile;
      outDir = path.resolve(root, config.build.outDir);
    },
    writeBundle: {
      // After routeEntryPages has written the files this fills in.
      order: 'post',
      sequential: true,
      async handler(options, bundle) {
        if (!options.dir) return;
        // Another entry built with this config (the benchmark's floor) has none of these pages.
        const entry = path.resolve(root, appEntry);
        if (!Object.values(bundle).some((file) => file.type === 'chunk' && file.isEntry && file.moduleIds.includes(entry))) return;
        const server = await createServer({
          root,
          configFile,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
          // Its package has no `exports`, so Node would load the CommonJS build, whose default export is
          // not the `styled` function the app imports: Vite's own resolution takes its ES module.
          ssr: { noExternal: ['styled-components'] },
        });
        try {
          const renderer = (await server.ssrLoadModule(RENDERER)) as { renderPage: typeof renderPage };
          // One at a time: each render has the whole backend to itself.
          for (const file of files()) {
            const target = path.join(options.dir, file);
            const page = await renderer.renderPage(urlOfPageFile(file));
            await writeFile(target, withPage(await readFile(target, 'utf8'), page));
          }
        } finally {
          await server.close();
        }
      },
    },
    // Like a static host: each route its prerendered file, any other route (or query) the shell.
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '/';
        const pathname = url.split('?')[0] ?? '/';
        const isRoute = req.method === 'GET' && !path.posix.basename(pathname).includes('.');
        if (isRoute) {
          const file = prerenderedFileFor(url);
          req.url = `/${file !== null && existsSync(path.join(outDir, file)) ? file : SHELL_FILE}`;
        }
        next();
      });
    },
  };
}
