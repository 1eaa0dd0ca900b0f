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
import type { RenderedPage, renderPage } from '../../src/prerender/renderPage';

const RENDERER = '/src/prerender/renderPage.tsx';

/** What starts the app on a prerendered page, after it has loaded and painted (public/start-after-load.js). */
export const START_SCRIPT = '/start-after-load.js';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\n?[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page with its app code started by START_SCRIPT instead of at once: the module script and its
 * preload hints would have the browser fetch and run the app's code while the page's photos load,
 * though the HTML already shows the page (Lighthouse counts that code into the page's LCP).
 */
export function startingAfterLoad(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('prerenderPages: the page has no entry script');
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  return html
    .replace(PRELOAD, '')
    .replace(ENTRY, `<script defer src="${START_SCRIPT}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`);
}

/** The template with the page in it; each insertion point must be there exactly once. */
export function withPage(template: string, page: RenderedPage): string {
  const parts: Array<[RegExp, (found: string) => string]> = [
    [/<div id="root"><\/div>/, () => `<div id="root">${page.body}</div>\n    ${page.state}`],
    [/\n?[ \t]*<\/head>/, (found) => `\n    ${page.head}${found}`],
    // The page's title before the template's, as React puts it when it renders in the browser: the
    // first is the document's, and the template's stays for when a page without one replaces it.
    [/<title>[^<]*<\/title>/, (found) => (page.title === null ? found : `<title>${page.title}</title>\n    ${found}`)],
  ];
  const filled = parts.reduce((html, [pattern, insert]) => {
    if (!pattern.test(html)) throw new Error(`prerenderPages: the page has no ${String(pattern)}`);
    return html.replace(pattern, insert);
  }, template);
  return startingAfterLoad(filled);
}

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
