/** A static server for a build folder (`vite preview`), stopped by the caller. */
import { preview, type PreviewServer } from 'vite';

export const benchPort = Number(process.env.BENCH_PORT ?? 4304);

export async function servePreview(outDir: string, port = benchPort): Promise<PreviewServer> {
  return preview({
    configFile: false,
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
