/**
 * Where each page's HTML is in the build (docs/architecture.md#html-first). The build prerenders
 * `/`, `/search` and every sample listing into their own files; every other route, and any URL
 * whose query the prerender did not render, gets the shell: the same page with an empty root, which
 * the app renders from nothing. Static hosts map `/search` to `search.html` themselves and send
 * unknown paths to a fallback file, which must be the shell (README, "Deploying").
 */
// With its extension: vite.config.ts loads this file too, outside Vite's resolver.
import { searchHref } from '../features/search/searchHref.ts';
import { isInfoPath } from '../lib/infoPages.ts';

export { SERVER_SHELL_FILE, SHELL_FILE } from '../lib/shellFiles.ts';

/**
 * The prerendered file for a route's URL (path and query), or null when none was rendered for it.
 * Only routes: a request for a file (`/search.html`, as the service worker precaches it) is not one.
 */
export function prerenderedFileFor(url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://campusnest.invalid');
  const route = pathname.replace(/\/+$/, '') || '/';
  const params = [...searchParams.keys()];
  if (route === '/search') {
    if (params.length === 0) return 'search.html';
    const city = searchParams.get('city');
    if (params.length === 1 && city !== null && CITY_NAME.test(city)) return cityPageFile(city);
  }
  // Any other query shows other listings than the prerendered page: the shell, not a wrong page.
  if (params.length > 0) return null;
  if (route === '/') return 'index.html';
  if (isInfoPath(route)) return `${route.slice(1)}.html`;
  const property = /^\/property\/([\w-]+)$/.exec(route);
  return property ? `property/${property[1]}.html` : null;
}

/** A city's name as a file name can hold it: letters, digits, spaces and hyphens. */
const CITY_NAME = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;
const CITY_PAGE = /^search\/city\/(.+)\.html$/;

export function cityPageFile(city: string): string {
  return `search/city/${city}.html`;
}

/** The URL a page file was rendered at: what the build renders into it. */
export function urlOfPageFile(file: string): string {
  if (file === 'index.html') return '/';
  const city = CITY_PAGE.exec(file)?.[1];
  // Spelt as the app's own links spell it (searchHref), so that following one hydrates.
  if (city !== undefined) return searchHref({ city });
  return `/${file.replace(/\.html$/, '')}`;
}
