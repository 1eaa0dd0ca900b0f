/**
 * `npm run server`: scripts/server/start.ts bundled by esbuild into dist-server/start.mjs (the
 * project's own code in one file; packages stay in node_modules), then run in this process. Plain
 * Node runs it, without a TypeScript loader: tsx's loader works in a thread of its own, which holds
 * memory for as long as the server runs (docs/server.md#under-load). Bundling is quick, so it
 * happens at every start and the bundle is never stale.
 */
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

// React and the other packages the page renderer uses run their production builds (a development
// build of React renders a page several times slower) unless told otherwise.
process.env.NODE_ENV ??= 'production';

const root = path.resolve(import.meta.dirname, '../..');
const bundle = path.join(root, 'dist-server', 'start.mjs');
// Servers started at once (the test suites) each write their own file and swap it in whole.
const written = `${bundle}.${process.pid}.tmp`;

mkdirSync(path.dirname(bundle), { recursive: true });
await build({
  entryPoints: [path.join(root, 'scripts/server/start.ts')],
  outfile: written,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
// esbuild's own process is not needed once the bundle is written.
await stop();
renameSync(written, bundle);
await import(pathToFileURL(bundle).href);
