/**
 * Production builds for the benchmark: the app and the floor entry, each with the app's own
 * vite.config.ts, into temporary folders. Records which source modules went into which chunk,
 * so a check can name a forbidden library rather than guess it from minified text.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

export interface BuiltApp {
  outDir: string;
  /** Chunk file name (as served, e.g. `/assets/index-x.js`) to the module ids inside it. */
  modulesByChunk: Map<string, string[]>;
}

function moduleRecorder(modulesByChunk: Map<string, string[]>): Plugin {
  return {
    name: 'bench-module-recorder',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modulesByChunk.set(`/${output.fileName}`, Object.keys(output.modules));
      }
    },
  };
}

export async function buildBench(which: 'app' | 'floor'): Promise<BuiltApp> {
  const outDir = mkdtempSync(path.join(tmpdir(), `campusnest-bench-${which}-`));
  const modulesByChunk = new Map<string, string[]>();
  await build({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    root: which === 'app' ? projectRoot : path.join(projectRoot, 'scripts/bench/floor'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [moduleRecorder(modulesByChunk)],
    build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 10_000 },
  });
  return { outDir, modulesByChunk };
}
