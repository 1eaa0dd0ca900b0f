/**
 * Where each page's HTML is in the build (docs/architecture.md#html-first). The build prerenders
 * `/`, `/search` and every sample listing into their own files; every other route, and any URL
 * whose query the prerender did not render, gets the shell: the same page with an empty root, which
 * the app renders from nothing. Static hosts map `/search` to `search.html` themselves and send
 * unknown paths to a fallback file, which must be the shell (README, "Deploying").
 */
export const SHELL_FILE = 'shell.html';

/**
 * The prerendered file for a route's URL (path and query), or null when none was rendered for it.
 * Only routes: a request for a file (`/search.html`, as the service worker precaches it) is not one.
 */
export function prerenderedFileFor(url: string): string | null {
  const { pathname, search } = new URL(url, 'http://campusnest.invalid');
  // A filtered search shows other listings than the prerendered one: the shell, not a wrong page.
  if (search !== '') return null;
  const route = pathname.replace(/\/+$/, '') || '/';
  if (route === '/') return 'index.html';
  if (route === '/search') return 'search.html';
  const property = /^\/property\/([\w-]+)$/.exec(route);
  return property ? `property/${property[1]}.html` : null;
}

/** The URL a page file was rendered at: what the build renders into it. */
export function urlOfPageFile(file: string): string {
  if (file === 'index.html') return '/';
  return `/${file.replace(/\.html$/, '')}`;
}
