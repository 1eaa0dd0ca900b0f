/**
 * The built SPA (dist/) for the server mode: every route, and every HTML file the service worker
 * precaches, is the server's shell (shell-server.html: the shell, hinting the link to this server
 * instead of the in-browser backend), which the app renders from nothing. The build's prerendered
 * pages (docs/architecture.md#html-first) show the sample listings to a fresh visitor; this server's
 * listings and visitors are its own. The static files go with their Brotli copies
 * (scripts/build/precompressedAssets.ts writes them) through sirv. Every HTML page gets a
 * `<meta name="campusnest-graphql">` naming the API, which is how the same build knows it runs
 * against this server (src/apollo/endpoint.ts).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { SERVER_SHELL_FILE } from '../../prerender/pageFiles';

export const ENDPOINT_META = 'campusnest-graphql';

const NAMED_FOR_EVER = new Set(['/sw.js', '/manifest.webmanifest']);

/** Whether a path asks for a page (a route, or an HTML file) rather than a static file. */
export function isPagePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  // A dot in the last segment is a file (/assets/x.js, /favicon.svg), unless it is an HTML file.
  return !last.includes('.') || pathname.endsWith('.html');
}

export function withEndpointMeta(html: string, endpoint: string): string {
  return html.replace('<head>', `<head>\n    <meta name="${ENDPOINT_META}" content="${endpoint}">`);
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export function createSiteHandler(distDir: string, endpoint: string): Handler {
  if (!existsSync(path.join(distDir, SERVER_SHELL_FILE))) throw new Error(`No build in ${distDir}: run npm run build first.`);
  // Read once, on the first page asked for.
  let shell: Promise<string> | undefined;
  const page = (): Promise<string> => (shell ??= readFile(path.join(distDir, SERVER_SHELL_FILE), 'utf8').then((text) => withEndpointMeta(text, endpoint)));

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
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isPagePath(pathname)) {
      files(request, response);
      return;
    }
    page().then(
      (html) => {
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.setHeader('X-Content-Type-Options', 'nosniff');
        // Against clickjacking: the pages' CSP is a meta tag, which cannot carry frame-ancestors.
        // X-Frame-Options is the same refusal for browsers that predate frame-ancestors.
        response.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
        response.setHeader('X-Frame-Options', 'DENY');
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
