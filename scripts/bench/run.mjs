// `npm run bench` / `npm run bench:bundle`. Node 20 cannot run TypeScript, so the benchmark is
// loaded through Vite's module runner, which compiles it and resolves `?raw` imports exactly as
// the app's build does. The exit code is the benchmark's: non-zero when a target is missed.
import { createServer } from 'vite';

// The module runner would otherwise set development, and the builds below would inherit it.
process.env.NODE_ENV = 'production';

const server = await createServer({
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { main } = await server.ssrLoadModule('/scripts/bench/main.ts');
  process.exitCode = await main(process.argv.slice(2));
} finally {
  await server.close();
}
