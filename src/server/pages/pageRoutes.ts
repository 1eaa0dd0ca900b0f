/**
 * Which page of the app a path is, as the server must know to answer with the right status
 * (docs/server.md#pages): the app's routes (src/app/routes.tsx; tests/server/pageHead.test.ts keeps
 * the two in step), a listing by id, or nothing the app has, which is a 404.
 */
import { isInfoPath } from '../../lib/infoPages';

export type PageRoute = { kind: 'home' } | { kind: 'listing'; id: string } | { kind: 'search' } | { kind: 'info' } | { kind: 'page' } | { kind: 'missing' };

// /account is signed-in only: the app's guard sends a visitor to log in, as under /landlord.
const APP_PAGES = new Set(['/signup', '/login', '/saved', '/account', '/graphiql']);

/** The signed-in pages under /landlord, /messages and /bookings (whose guard, in the app, sends a visitor to log in). */
const SIGNED_IN_PAGES = [/^\/landlord$/, /^\/landlord\/new$/, /^\/landlord\/[^/]+\/edit$/, /^\/messages$/, /^\/messages\/[^/]+$/, /^\/bookings$/];

/** Ids are the listings' UUIDs; anything much longer is no listing, and is not asked about. */
const MAX_ID_LENGTH = 100;

export function pageRoute(pathname: string): PageRoute {
  // The HTML files the service worker precaches are the shell under another name.
  if (pathname.endsWith('.html')) return { kind: 'page' };
  const route = pathname.replace(/\/+$/, '') || '/';
  if (route === '/') return { kind: 'home' };
  if (route === '/search') return { kind: 'search' };
  const listing = /^\/property\/([^/]+)$/.exec(route);
  if (listing) return listing[1]!.length <= MAX_ID_LENGTH ? { kind: 'listing', id: listing[1]! } : { kind: 'missing' };
  if (SIGNED_IN_PAGES.some((page) => page.test(route))) return { kind: 'page' };
  if (isInfoPath(route)) return { kind: 'info' };
  return APP_PAGES.has(route) ? { kind: 'page' } : { kind: 'missing' };
}
