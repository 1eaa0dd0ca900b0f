/**
 * The build's prerender (src/prerender/renderPage.tsx), run directly: each page renders complete
 * from the real schema and sample listings, with its data embedded for hydration.
 */
import { describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { prerenderedFileFor, SHELL_FILE, urlOfPageFile } from '../../src/prerender/pageFiles';
import { PRERENDERED_STATE_ID } from '../../src/prerender/prerenderedState';
import { renderPage } from '../../src/prerender/renderPage';

const property = generateProperties()[3]!;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The state element's JSON, parsed back. */
function embedded(state: string): { url: string; locale: string; cache: Record<string, Record<string, unknown>> } {
  const json = new RegExp(`<script type="application/json" id="${PRERENDERED_STATE_ID}">(.*)</script>$`).exec(state)?.[1];
  if (!json) throw new Error('no embedded state');
  return JSON.parse(json) as ReturnType<typeof embedded>;
}

describe('the prerender', () => {
  it('renders a listing with its details, title and photo preloads, and embeds the data it read', async () => {
    const page = await renderPage(`/property/${property.id}`);
    expect(page.title).toBe(`${property.name} · CampusNest`);
    expect(text(page.body)).toContain(property.name);
    expect(text(page.body)).toContain('Interested in this property?');
    // No spinner and no skeleton: the page is complete.
    expect(page.body).not.toMatch(/Loading/);
    expect(page.head).toContain('<style data-styled');
    expect(page.head).toMatch(/<link rel="preload" as="image" href="\/media\//);
    const state = embedded(page.state);
    expect(state).toMatchObject({ url: `/property/${property.id}`, locale: 'en' });
    expect(state.cache[`Property:${property.id}`]).toMatchObject({ name: property.name });
    // Rendered for a fresh visitor: nobody signed in, nothing saved.
    expect(state.cache.ROOT_QUERY).toMatchObject({ me: null, savedCount: 0 });
  });

  it('renders /search with every listing counted and the first page of cards', async () => {
    const page = await renderPage('/search');
    expect(page.title).toBe('All Properties · CampusNest');
    expect(text(page.body)).toContain(`${generateProperties().length} properties found`);
    expect(page.body.match(/<article/g)?.length).toBeGreaterThanOrEqual(6);
    expect(page.body).not.toContain('property-card-skeleton');
  });

  it('renders the home page without the backend having to answer anything but the session', async () => {
    const page = await renderPage('/');
    expect(text(page.body)).toContain('Find your student home near campus');
    expect(Object.keys(embedded(page.state).cache)).toEqual(['ROOT_QUERY']);
  });

  it('keeps a closing tag in the data from ending the state element', async () => {
    const page = await renderPage('/');
    expect(page.state.slice(0, -'</script>'.length)).not.toContain('</');
  });
});

describe('page files', () => {
  it('gives each prerendered route its file, and every other route or query none (the shell)', () => {
    expect(prerenderedFileFor('/')).toBe('index.html');
    expect(prerenderedFileFor('/search')).toBe('search.html');
    expect(prerenderedFileFor('/search/')).toBe('search.html');
    expect(prerenderedFileFor(`/property/${property.id}`)).toBe(`property/${property.id}.html`);
    expect(prerenderedFileFor('/search?city=Berlin')).toBe('search/city/Berlin.html');
    expect(prerenderedFileFor('/privacy')).toBe('privacy.html');
    expect(prerenderedFileFor('/how-it-works/')).toBe('how-it-works.html');
    for (const url of [
      '/privacy?x=1',
      '/search?city=Berlin&bedrooms=2',
      '/search?bedrooms=2',
      '/search?city=../../etc',
      '/search?city=',
      '/?lang=de',
      '/signup',
      '/saved',
      '/property',
      '/property/../../etc/passwd',
      '/search.html',
    ]) {
      expect(prerenderedFileFor(url), url).toBeNull();
    }
    expect(SHELL_FILE).toBe('shell.html');
  });

  it("names the URL each file is rendered at, the inverse of the route's file", () => {
    expect(urlOfPageFile('search/city/Berlin.html')).toBe('/search?city=Berlin');
    for (const file of ['index.html', 'search.html', 'search/city/Berlin.html', `property/${property.id}.html`]) {
      expect(prerenderedFileFor(urlOfPageFile(file))).toBe(file);
    }
  });
});
