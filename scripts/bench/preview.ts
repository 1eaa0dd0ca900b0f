/**
 * A static server for a build folder (`vite preview` with the project's config, so it serves the
 * build's Brotli copies as `npm run preview` does), stopped by the caller.
 */
import path from 'node:path';
import { preview, type PreviewServer } from 'vite';

export const benchPort = Number(process.env.BENCH_PORT ?? 4304);

const projectRoot = path.resolve(import.meta.dirname, '../..');

export async function servePreview(outDir: string, port = benchPort): Promise<PreviewServer> {
  return preview({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    root: projectRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
}

export async function withPreview<T>(outDir: string, run: (origin: string) => Promise<T>): Promise<T> {
  const server = await servePreview(outDir);
  try {
    return await run(`http://127.0.0.1:${benchPort}`);
  } finally {
    await server.close();
  }
}
