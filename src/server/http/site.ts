/**
 * The built SPA (dist/) for the server mode. `/`, searches, listings and unknown routes are
 * rendered from the database by the app's own React code (docs/server.md#rendered-pages) into the
 * server's shell (shell-server.html: the shell, hinting the link to this server instead of the
 * in-browser backend; a search's, a listing's or an information page's copy,
 * shell-server/{section}.html, hints the page's code too); every other route, and every HTML file
 * the service worker precaches, is that shell, which the app renders from nothing. Each page has its own status, title, description and,
 * for a listing, its link-preview tags and JSON-LD (pages/pageHead.ts; docs/server.md#pages). The
 * build's prerendered pages show the sample listings; this server's listings and visitors are its
 * own. The static files go with their Brotli copies (scripts/build/precompressedAssets.ts writes
 * them) through sirv. Every HTML page gets a `<meta name="campusnest-graphql">` naming the API,
 * which is how the same build knows it runs against this server (src/apollo/endpoint.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import type { PropertyRecord } from '../../api/data/model';
import { pageSection, SERVER_PAGE_SHELLS_DIR, SERVER_SHELL_FILE, serverPageShellFile } from '../../lib/shellFiles';
import { isDatabaseUnavailable } from '../db/unavailable';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './graphqlErrors';
import { listingHead, listingMissingHead, missingHead, searchHead, withHead, type PageHead } from '../pages/pageHead';
import type { CachedPage, PageCache } from '../pages/pageCache';
import type { PageRun } from '../pages/pageOperations';
import type { KnownListing } from '../pages/knownListing';
import { encodedPage, pageEncoding } from '../pages/pageEncoding';
import type { PageRenderer } from '../pages/pageRenderer';
import { RenderAbandoned, RenderBusy, type RenderSlots } from '../pages/renderSlots';
import { pageRoute, type PageRoute } from '../pages/pageRoutes';
import { SESSION_COOKIE, VISITOR_COOKIE } from './sessionCookie';
import { robotsTxt, sitemapPart, sitemapXml, type SitemapListings } from '../pages/sitemap';

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

/** Settles, for the pages it renders, once the answer is sent: the server waits for it before it closes the database. */
export type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | undefined;

/** What the pages need of the database: a listing by id, and the listings' ids for the sitemap. */
export interface SitePages {
  listing(id: string): Promise<PropertyRecord | null>;
  sitemap: SitemapListings;
  /** The public origin for absolute URLs (PUBLIC_URL), e.g. `https://campusnest.example`. */
  origin: string;
}

interface Answer {
  status: number;
  head: PageHead | null;
  headers?: Record<string, string>;
  /** A listing page's listing as the head read it, for the page's own query (pages/knownListing.ts). */
  listing?: KnownListing;
}

/** The status and head of a page, from its route and, for a listing, the database. */
async function answerFor(pages: SitePages, pathname: string, search: string): Promise<Answer> {
  const route = pageRoute(pathname);
  if (route.kind === 'missing') return { status: 404, head: missingHead() };
  if (route.kind === 'search') return { status: 200, head: searchHead(new URLSearchParams(search), pages.origin) };
  if (route.kind === 'page' || route.kind === 'home' || route.kind === 'info') return { status: 200, head: null };
  try {
    const listing = await pages.listing(route.id);
    const known = { id: route.id, record: listing };
    return listing ? { status: 200, head: listingHead(listing, pages.origin), listing: known } : { status: 404, head: listingMissingHead(), listing: known };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // The shell all the same: the app shows its own page for an outage, and retries.
    return { status: 503, head: null, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } };
  }
}

function sendText(response: ServerResponse, request: IncomingMessage, status: number, type: string, body: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', type);
  response.setHeader('Cache-Control', 'public, max-age=3600');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.end(request.method === 'HEAD' ? undefined : body);
}

const SITEMAP_PART = /^\/sitemap-(\d{1,9})\.xml$/;

/** /robots.txt, /sitemap.xml and its parts; false for any other path. */
async function served(pages: SitePages, pathname: string, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const xml = 'application/xml; charset=utf-8';
  if (pathname === '/robots.txt') {
    sendText(response, request, 200, 'text/plain; charset=utf-8', robotsTxt(pages.origin));
    return true;
  }
  if (pathname === '/sitemap.xml') {
    sendText(response, request, 200, xml, await sitemapXml(pages.sitemap, pages.origin));
    return true;
  }
  const part = SITEMAP_PART.exec(pathname);
  if (!part) return false;
  const body = await sitemapPart(pages.sitemap, pages.origin, Number(part[1]));
  if (body === null) sendText(response, request, 404, 'text/plain; charset=utf-8', 'Not found');
  else sendText(response, request, 200, xml, body);
  return true;
}

/** How the server renders pages' bodies (docs/server.md#rendered-pages); without it, every page is the shell. */
export interface PageRendering {
  renderer: PageRenderer;
  /** One render's operations, run in this process for an anonymous visitor, given the listing its head read. */
  operations: (known?: KnownListing) => PageRun;
  cache: PageCache;
  /** How many renders run at once (pages/renderSlots.ts). */
  slots: RenderSlots;
}

/** The routes whose body the server renders; the others are the shell, which the app renders. */
const RENDERED: ReadonlySet<PageRoute['kind']> = new Set(['home', 'search', 'listing', 'info', 'missing']);

/** Whether a request carries who its visitor is: a session, or a visitor's saves. */
function hasVisitorCookie(request: IncomingMessage): boolean {
  const cookies = request.headers.cookie;
  return cookies !== undefined && (cookies.includes(`${SESSION_COOKIE}=`) || cookies.includes(`${VISITOR_COOKIE}=`));
}

/**
 * Shared caches may keep a page only for visitors without a cookie (the page is the anonymous one
 * for everyone, but the state it embeds says whether the request had a cookie); a page for a
 * visitor with one is theirs alone. An outage's page is never kept.
 */
function cacheControl(status: number, freshVisitor: boolean): string {
  if (status === 503) return 'no-store';
  return freshVisitor ? `public, max-age=${SHARED_PAGE_SECONDS}, stale-while-revalidate=${SHARED_PAGE_STALE_SECONDS}` : 'private, no-store';
}

export const SHARED_PAGE_SECONDS = 60;
const SHARED_PAGE_STALE_SECONDS = 600;

function pageHeaders(response: ServerResponse): void {
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  // Against clickjacking: the pages' CSP is a meta tag, which cannot carry frame-ancestors.
  // X-Frame-Options is the same refusal for browsers that predate frame-ancestors.
  response.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
  response.setHeader('X-Frame-Options', 'DENY');
}

export function createSiteHandler(distDir: string, endpoint: string, pages: SitePages, rendering: PageRendering | null = null): Handler {
  if (!existsSync(path.join(distDir, SERVER_SHELL_FILE))) throw new Error(`No build in ${distDir}: run npm run build first.`);
  // Each shell read once, on the first page that asks for it: a rendered page's section has its
  // own, hinting its code as well (scripts/build/routeEntryPages.ts), every other path the plain one.
  const sectionShells = new Set(
    existsSync(path.join(distDir, SERVER_PAGE_SHELLS_DIR))
      ? readdirSync(path.join(distDir, SERVER_PAGE_SHELLS_DIR)).flatMap((file) => (file.endsWith('.html') ? [file.slice(0, -'.html'.length)] : []))
      : [],
  );
  const shells = new Map<string, Promise<string>>();
  const page = (pathname: string): Promise<string> => {
    const section = pageSection(pathname);
    const file = sectionShells.has(section) ? serverPageShellFile(section) : SERVER_SHELL_FILE;
    let shell = shells.get(file);
    if (!shell) {
      shell = readFile(path.join(distDir, file), 'utf8').then((text) => withEndpointMeta(text, endpoint));
      shells.set(file, shell);
    }
    return shell;
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

  const failed = (response: ServerResponse, error: unknown) => {
    console.error('[CampusNest] A page failed:', error);
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.statusCode = 500;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end('Unexpected error.');
  };

  /**
   * A page's HTML with its body rendered, from the page cache when another request rendered it a
   * moment ago. A render that fails serves the shell with the page's status and head: the app then
   * renders the page in the browser.
   */
  const renderedPage = (
    using: PageRendering,
    url: string,
    pathname: string,
    search: string,
    acceptLanguage: string | undefined,
    freshVisitor: boolean,
    abandoned: AbortSignal,
  ): Promise<CachedPage> => {
    const locale = using.renderer.pageLocale(search, acceptLanguage);
    const templateFor = async () => {
      const [shellHtml, answer] = await Promise.all([page(pathname), answerFor(pages, pathname, search)]);
      return { answer, template: answer.head ? withHead(shellHtml, answer.head) : shellHtml };
    };
    const shell = ({ answer, template }: Awaited<ReturnType<typeof templateFor>>) => ({
      page: { status: answer.status, html: template, body: 'shell' as const },
      keep: false,
    });
    return using.cache.get(`${freshVisitor ? 'fresh' : 'known'} ${locale} ${url}`, async () => {
      let prepared: Awaited<ReturnType<typeof templateFor>> | undefined;
      try {
        // The page's status and head inside the slot too: what a render waits for is all in it.
        return await using.slots.run(async () => {
          prepared = await templateFor();
          const { answer, template } = prepared;
          const run = using.operations(answer.listing);
          const parts = await using.renderer.renderServerPage({ url, locale, execute: run.execute });
          const unavailable = answer.status === 503 || run.unavailable;
          const html = using.renderer.serverPageHtml(template, parts, { url, locale, endpoint, freshVisitor });
          return { page: { status: unavailable ? 503 : answer.status, html, body: 'rendered' as const }, keep: !unavailable };
        }, abandoned);
      } catch (error) {
        if (!(error instanceof RenderBusy || error instanceof RenderAbandoned))
          console.error('[CampusNest] A page failed to render; serving the shell:', error);
        return shell(prepared ?? (await templateFor()));
      }
    });
  };

  return (request, response) => {
    let pathname: string;
    let search: string;
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      pathname = decodeURIComponent(url.pathname);
      search = url.search;
    } catch {
      response.statusCode = 400;
      response.end();
      return;
    }
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (reading && !isPagePath(pathname)) {
      served(pages, pathname, request, response).then(
        (done) => {
          if (!done) files(request, response);
        },
        (error: unknown) => {
          if (isDatabaseUnavailable(error)) {
            response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
            sendText(response, request, 503, 'text/plain; charset=utf-8', 'Service unavailable.');
          } else failed(response, error);
        },
      );
      return;
    }
    if (!reading) {
      files(request, response);
      return;
    }
    const route = pageRoute(pathname);
    if (rendering && RENDERED.has(route.kind)) {
      const url = (request.url ?? '/').startsWith('/') ? (request.url ?? '/') : `${pathname}${search}`;
      const freshVisitor = !hasVisitorCookie(request);
      const encoding = pageEncoding(request.headers['accept-encoding']);
      // The connection closed before the answer was sent: a render still waiting for a slot is dropped.
      const left = new AbortController();
      response.on('close', () => {
        if (!response.writableFinished) left.abort();
      });
      return renderedPage(rendering, url, pathname, search, request.headers['accept-language'], freshVisitor, left.signal)
        .then(async (page) => ({ page, body: encoding === null ? page.html : await encodedPage(page, encoding) }))
        .then(
          ({ page: { status, body: how }, body }) => {
            response.statusCode = status;
            // Which the page is: for the bench and for anyone tracing a page without its content.
            response.setHeader('X-CampusNest-Body', how);
            if (status === 503) response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
            pageHeaders(response);
            response.setHeader('Cache-Control', cacheControl(status, freshVisitor));
            response.setHeader('Vary', 'Cookie, Accept-Language, Accept-Encoding');
            if (encoding !== null) response.setHeader('Content-Encoding', encoding);
            response.end(request.method === 'HEAD' ? undefined : body);
          },
          (error: unknown) => {
            failed(response, error);
          },
        );
    }
    Promise.all([page(pathname), answerFor(pages, pathname, search)]).then(
      ([html, answer]) => {
        response.statusCode = answer.status;
        for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value);
        pageHeaders(response);
        response.setHeader('Cache-Control', 'no-cache');
        response.end(request.method === 'HEAD' ? undefined : answer.head ? withHead(html, answer.head) : html);
      },
      (error: unknown) => {
        failed(response, error);
      },
    );
  };
}
