/**
 * One HTML file per deep-linkable route, each the app's index.html plus preload hints for what
 * that route will fetch: its page's code and the listings it reads. Without them a deep link
 * downloads those one after another (the entry script, which asks for the page's code, which asks
 * for the listings); with them the browser fetches them all while it parses the HTML.
 * No photo is preloaded: the page renders in slices after its data arrives, and on a busy machine
 * that can be more than the ~3 s after `load` within which Chromium expects a preload to be used
 * (it warns otherwise).
 *
 * Static hosts serve `/search` from `search.html` (`vite preview`, Netlify, Cloudflare Pages,
 * GitHub Pages all do); any other path still gets index.html, which works for every route.
 */
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

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

export function routeEntryPages(appEntry: string, pages: () => readonly RouteEntryPage[]): Plugin {
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
      // What index.html already loads needs no second hint.
      const loaded = new Set(chunkFilesFor(bundle, [entryModule]));
      await Promise.all(
        pages().map(async (page) => {
          const ids = page.modules.map((id) => (id.startsWith('\0') ? id : path.resolve(root, id)));
          const scripts = chunkFilesFor(bundle, ids).filter((file) => !loaded.has(file));
          const hints = scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
          const target = path.join(options.dir!, page.file);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, html.replace('  </head>', `    ${hints.join('\n    ')}\n  </head>`));
        }),
      );
    },
  };
}
