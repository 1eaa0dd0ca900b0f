/**
 * The shell pages' file names, which the build writes (scripts/build/routeEntryPages.ts), the
 * service worker falls back to, and the server serves (src/server/http/site.ts): one place for
 * what they must agree on, below both the prerender and the server.
 */

/** The page with an empty root, which the app renders from nothing (src/prerender/pageFiles.ts). */
export const SHELL_FILE = 'shell.html';

/**
 * The shell as a GraphQL server serves it: the same page, hinting the link to the server (Apollo's
 * HttpLink) where shell.html hints the in-browser backend, which server mode never runs.
 */
export const SERVER_SHELL_FILE = 'shell-server.html';

/** Where the build puts the server's shell of each page it renders, hinting that page's code too. */
export const SERVER_PAGE_SHELLS_DIR = 'shell-server';

/**
 * A path's section, its first segment (`search` for `/search`, `property` for every listing): what
 * the app preloads a page's code by (src/app/routes.tsx) and the server picks a page's shell by.
 */
export const pageSection = (pathname: string) => pathname.split('/')[1] ?? '';

/** The server's shell for the pages of a section. */
export const serverPageShellFile = (section: string) => `${SERVER_PAGE_SHELLS_DIR}/${section}.html`;
