/**
 * The built SPA (dist/), as `vite preview` serves it: each route's own HTML (the build writes
 * search.html and property/{id}.html with the route's preload hints; any other route gets
 * index.html), and the static files with their Brotli copies (scripts/build/precompressedAssets.ts
 * writes them) through sirv. Every HTML page gets a `<meta name="campusnest-graphql">` naming the
 * API, which is how the same build knows it runs against this server (src/apollo/endpoint.ts).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

export const ENDPOINT_META = 'campusnest-graphql';

const NAMED_FOR_EVER = new Set(['/sw.js', '/manifest.webmanifest']);

/** The HTML file of a route, relative to the build, or null when the path is a file's. */
export function htmlFileFor(pathname: string): string | null {
  const route = pathname.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
  if (route === '/' || route === '/index') return 'index.html';
  const last = route.slice(route.lastIndexOf('/') + 1);
  // A dot in the last segment is a file (/assets/x.js, /favicon.svg), unless it was asked as .html.
  if (last.includes('.') && !pathname.endsWith('.html')) return null;
  if (route === '/search') return 'search.html';
  const property = /^\/property\/([\w-]+)$/.exec(route);
  if (property) return `property/${property[1]}.html`;
  return 'index.html';
}

export function withEndpointMeta(html: string, endpoint: string): string {
  return html.replace('<head>', `<head>\n    <meta name="${ENDPOINT_META}" content="${endpoint}">`);
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export function createSiteHandler(distDir: string, endpoint: string): Handler {
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`No build in ${distDir}: run npm run build first.`);
  // Keyed by the files that exist, so made-up URLs cannot grow it.
  const pages = new Map<string, Promise<string>>();
  const page = (wanted: string): Promise<string> => {
    // Listings beyond the sample have no page of their own: index.html serves them as it serves any route.
    const file = existsSync(path.join(distDir, wanted)) ? wanted : 'index.html';
    let html = pages.get(file);
    if (!html) {
      html = readFile(path.join(distDir, file), 'utf8').then((text) => withEndpointMeta(text, endpoint));
      pages.set(file, html);
    }
    return html;
  };

  const files = sirv(distDir, {
    brotli: true,
    etag: true,
    setHeaders(response, pathname) {
      // Hashed file names under assets/: a changed file is a new URL. The service worker and the
      // manifest keep their names across deployments, so the browser must ask each time.
      const cache = pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : NAMED_FOR_EVER.has(pathname)
          ? 'no-cache'
          : 'public, max-age=3600';
      response.setHeader('Cache-Control', cache);
    },
    onNoMatch(_request, response) {
      response.statusCode = 404;
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end('Not found');
    },
  });

  return (request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.statusCode = 400;
      response.end();
      return;
    }
    const file = request.method === 'GET' || request.method === 'HEAD' ? htmlFileFor(pathname) : null;
    if (file === null) {
      files(request, response);
      return;
    }
    page(file).then(
      (html) => {
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.setHeader('X-Content-Type-Options', 'nosniff');
        response.end(request.method === 'HEAD' ? undefined : html);
      },
      (error: unknown) => {
        response.statusCode = 500;
        response.end();
        console.error(error);
      },
    );
  };
}
