/**
 * A rendered page put into the build's HTML template (docs/architecture.md#html-first): the markup
 * into `#root`, the embedded state after it, the styles and the page's title into the head, and
 * the app's code started after the page has loaded. Shared by the build's prerender
 * (scripts/build/prerenderPages.ts) and the server's render of each request (serverRender.tsx).
 */
import type { RenderedPage } from './renderedPage';

/** What starts the app on a rendered page, after it has loaded and painted (public/start-after-load.js). */
export const START_SCRIPT = '/start-after-load.js';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\n?[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page with its app code started by START_SCRIPT instead of at once: the module script and its
 * preload hints would have the browser fetch and run the app's code while the page's photos load,
 * though the HTML already shows the page (Lighthouse counts that code into the page's LCP).
 */
export function startingAfterLoad(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('pageTemplate: the page has no entry script');
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  return html
    .replace(PRELOAD, '')
    .replace(ENTRY, () => `<script defer src="${START_SCRIPT}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`);
}

/**
 * The element after the page's markup that the head's `rel=expect` link waits for. The browser
 * paints a long document as it arrives; a paint in the middle of the header drew it half-built
 * (the language list without its languages, the account without its links), and what followed
 * moved it: a layout shift on a busy machine. Waiting for the page's end paints it whole (the
 * embedded state after it still comes later).
 */
export const PAGE_PARSED_ID = 'page-parsed';
const EXPECT_PAGE = `<link rel="expect" href="#${PAGE_PARSED_ID}" blocking="render">`;

/** The template with the page in it; each insertion point must be there exactly once. */
export function withPage(template: string, page: RenderedPage): string {
  // The entry swapped first, while the page is the template alone: its patterns scan a few
  // kilobytes, not the rendered page.
  const started = startingAfterLoad(template);
  const parts: Array<[RegExp, (found: string) => string]> = [
    [/\n?[ \t]*<\/head>/, (found) => `\n    ${EXPECT_PAGE}\n    ${page.head}${found}`],
    // The page's title before the template's, as React puts it when it renders in the browser: the
    // first is the document's, and the template's stays for when a page without one replaces it.
    [/<title>[^<]*<\/title>/, (found) => (page.title === null ? found : `<title>${page.title}</title>\n    ${found}`)],
    [/<div id="root"><\/div>/, () => `<div id="root">${page.body}</div><template id="${PAGE_PARSED_ID}"></template>\n    ${page.state}`],
  ];
  // Every insertion point found in the template alone, then the page put together in one pass: a
  // pattern run over the page as it grew flattened and scanned its styles again for each part.
  const insertions = parts
    .map(([pattern, insert]) => {
      const found = pattern.exec(started);
      if (!found) throw new Error(`pageTemplate: the page has no ${String(pattern)}`);
      return { at: found.index, end: found.index + found[0].length, text: insert(found[0]) };
    })
    .sort((a, b) => a.at - b.at);
  let html = '';
  let from = 0;
  for (const { at, end, text } of insertions) {
    html += started.slice(from, at) + text;
    from = end;
  }
  return html + started.slice(from);
}
