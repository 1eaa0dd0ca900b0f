/**
 * What a prerendered page (docs/architecture.md#html-first) carries besides its markup: the URL and
 * language it was rendered for, and the Apollo cache its render read. The client hydrates from this
 * cache, so it renders exactly what the HTML shows without asking the backend again.
 * Embedded as `<script type="application/json">`: data, never run, so the Content Security Policy
 * (no inline scripts) allows it.
 */
import type { Locale } from '../lib/locales';

export const PRERENDERED_STATE_ID = 'campusnest-prerendered';

export interface PrerenderedState {
  /** Path and query the page was rendered at, e.g. `/search` or `/property/p-001`. */
  url: string;
  locale: Locale;
  /** `client.extract()` after the render. */
  cache: unknown;
  /**
   * Set on a page a GraphQL server rendered for one request (src/server/http/site.ts): its
   * endpoint, and whether the request came without a session or visitor cookie, which is what
   * the page, always rendered for an anonymous visitor, shows. Absent on the build's pages, which
   * the in-browser backend's sample rendered.
   */
  server?: { endpoint: string; freshVisitor: boolean };
}

/** The state as an HTML element's text: `<` escaped so that no value can close the element. */
export function stateScript(state: PrerenderedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PRERENDERED_STATE_ID}">${json}</script>`;
}

function isState(value: unknown): value is PrerenderedState {
  if (typeof value !== 'object' || value === null) return false;
  const { url, locale, cache, server } = value as Record<string, unknown>;
  return typeof url === 'string' && typeof locale === 'string' && typeof cache === 'object' && cache !== null && (server === undefined || isServer(server));
}

function isServer(value: unknown): value is PrerenderedState['server'] {
  if (typeof value !== 'object' || value === null) return false;
  const { endpoint, freshVisitor } = value as Record<string, unknown>;
  return typeof endpoint === 'string' && typeof freshVisitor === 'boolean';
}

/**
 * The page's embedded state, or null on a page that has none (or a damaged one). Taken out of the
 * page as it is read: it is start-up data, not content, and the cache holds it from then on.
 */
export function takePrerenderedState(doc: Document = document): PrerenderedState | null {
  const element = doc.getElementById(PRERENDERED_STATE_ID);
  element?.remove();
  const text = element?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isState(value) ? value : null;
  } catch {
    return null;
  }
}
