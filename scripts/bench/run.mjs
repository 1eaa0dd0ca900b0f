// `npm run bench` / `npm run bench:bundle`. Node 20 cannot run TypeScript, so the benchmark is
// loaded through Vite's module runner, which compiles it. The exit code is the benchmark's: non-zero when a target is missed.
import path from 'node:path';
import { createServer } from 'vite';

// The module runner would otherwise set development, and the builds below would inherit it.
process.env.NODE_ENV = 'production';

// No config file: the runner only compiles the benchmark's own TypeScript for Node; the builds it
// makes load vite.config.ts themselves. (The app config's dev-only settings, such as dependency
// pre-bundling for GraphiQL, would only slow this down.)
const options = {
  configFile: false,
  root: path.resolve(import.meta.dirname, '../..'),
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
};
const server = await createServer(options);
try {
  const { main } = await server.ssrLoadModule('/scripts/bench/main.ts');
  process.exitCode = await main(process.argv.slice(2));
} finally {
  await server.close();
}
