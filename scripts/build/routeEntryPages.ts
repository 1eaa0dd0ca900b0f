/**
 * One HTML file per deep-linkable route, each index.html plus preload hints for its page's code, so
 * a deep link fetches the entry and the page's chunk together instead of one after the other. The
 * build then prerenders these pages (prerenderPages.ts): their HTML carries the page's data, so
 * they hint neither the backend nor the listings. The shell (shell.html), which every other route
 * gets and which renders from nothing, hints what every page loads on demand as it starts (the
 * in-browser backend's chunk) instead; the server's shell (shell-server.html) hints what it loads in
 * server mode (the link to the server) in its place. Each kind of page the server renders gets a
 * server shell of its own as well (shell-server/{section}.html), hinting both the link and the
 * page's code: on the plain server shell, a rendered page asked for its code only once the entry
 * had run, where the build's prerendered files fetch it beside the entry.
 * No photo is preloaded: on a busy machine the page can be slower than the ~3 s after `load`
 * within which Chromium expects a preload to be used (it warns otherwise).
 *
 * Static hosts serve `/search` from `search.html` (`vite preview`, Netlify, Cloudflare Pages,
 * GitHub Pages all do); any other path must get shell.html (src/prerender/pageFiles.ts).
 */
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { SERVER_SHELL_FILE, SHELL_FILE, serverPageShellFile } from '../../src/lib/shellFiles.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export interface RouteEntryPage {
  /** Where the file goes in the build, e.g. `search.html` for `/search`. */
  file: string;
  /** Source modules the route loads on demand (paths from the project root, or virtual ids). */
  modules: readonly string[];
}

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

/** The chunks holding `moduleIds`, and every chunk they import statically, in load order. */
function chunkFilesFor(bundle: OutputBundle, moduleIds: readonly string[]): string[] {
  const chunks = chunksOf(bundle);
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    chunk.imports.forEach(add);
    files.add(fileName);
  };
  for (const id of moduleIds) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`routeEntryPages: no chunk holds ${id}`);
    add(chunk.fileName);
  }
  return [...files];
}

export interface RouteEntryPagesOptions {
  /** Source modules every page rendered from nothing loads on demand as soon as it starts. */
  startup: readonly string[];
  /** The same in server mode, where the link to the server replaces the in-browser backend. */
  serverStartup: readonly string[];
  pages: () => readonly RouteEntryPage[];
  /** The pages `npm run server` renders, by their path's first segment, and the modules each loads. */
  serverPages: () => ReadonlyArray<{ section: string; modules: readonly string[] }>;
}

const hintsFor = (files: readonly string[]) => files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
// Before </head> wherever it is: other plugins (vite-plugin-pwa's manifest link) append to the
// head without the template's line break.
const withHints = (html: string, hints: readonly string[]) =>
  hints.length === 0 ? html : html.replace(/\n?[ \t]*<\/head>/, `\n    ${hints.join('\n    ')}\n  </head>`);

export function routeEntryPages(appEntry: string, { startup, serverStartup, pages, serverPages }: RouteEntryPagesOptions): Plugin {
  let root = '';
  return {
    name: 'campusnest-route-entry-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || !options.dir) return;
      const html = String(index.source);
      const entry = chunksOf(bundle).find((chunk) => chunk.isEntry);
      // Another entry built with this config (the benchmark's floor) has none of these routes.
      const entryModule = path.resolve(root, appEntry);
      if (!entry?.moduleIds.includes(entryModule)) return;
      const resolve = (ids: readonly string[]) => ids.map((id) => (id.startsWith('\0') ? id : path.resolve(root, id)));
      // What index.html already loads needs no second hint.
      const loaded = new Set(chunkFilesFor(bundle, [entryModule]));
      const notLoaded = (ids: readonly string[]) => chunkFilesFor(bundle, resolve(ids)).filter((file) => !loaded.has(file));
      await writeFile(path.join(options.dir, SHELL_FILE), withHints(html, hintsFor(notLoaded(startup))));
      await writeFile(path.join(options.dir, SERVER_SHELL_FILE), withHints(html, hintsFor(notLoaded(serverStartup))));
      const written = [
        ...pages(),
        ...serverPages().map(({ section, modules }) => ({ file: serverPageShellFile(section), modules: [...serverStartup, ...modules] })),
      ];
      await Promise.all(
        written.map(async (page) => {
          const target = path.join(options.dir!, page.file);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, withHints(html, hintsFor(notLoaded(page.modules))));
        }),
      );
    },
  };
}
