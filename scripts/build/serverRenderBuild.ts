/**
 * Server mode renders each page at request time (docs/architecture.md#rendered-by-the-server) with
 * the app's own modules, which need the app's build-time transforms (Lingui's macros,
 * styled-components' ids, the schema and the documents). After the browser build, this builds
 * src/prerender/serverRender.tsx with those same transforms into dist-ssr/serverRender.js, a Node
 * module whose packages stay in node_modules; `npm run server` imports it. Outside dist/, which the
 * server serves as files.
 */
import path from 'node:path';
import { build, type Plugin, type PluginOption } from 'vite';

export const SERVER_RENDER_DIR = 'dist-ssr';
export const SERVER_RENDER_FILE = 'serverRender.js';

export function serverRenderBuild(appEntry: string, renderEntry: string, transforms: () => PluginOption[]): Plugin {
  let root = '';
  let builtApp = false;
  return {
    name: 'campusnest-server-render-build',
    apply: (config, env) => env.command === 'build' && !env.isSsrBuild && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
    },
    writeBundle(_options, bundle) {
      // Another entry built with this config (the benchmark's floor) is not the app.
      const entry = path.resolve(root, appEntry);
      builtApp ||= Object.values(bundle).some((file) => file.type === 'chunk' && file.isEntry && file.moduleIds.includes(entry));
    },
    async closeBundle() {
      if (!builtApp) return;
      await build({
        root,
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
        plugins: transforms(),
        // Its package has no `exports`, so Node would load the CommonJS build, whose default export is
        // not the `styled` function the app imports: bundled, from its ES module.
        ssr: { noExternal: ['styled-components'] },
        build: {
          ssr: renderEntry,
          outDir: path.join(root, SERVER_RENDER_DIR),
          emptyOutDir: true,
          target: 'node20',
          rolldownOptions: { output: { entryFileNames: SERVER_RENDER_FILE } },
        },
      });
    },
  };
}
