/**
 * Pages the server renders at request time (docs/server.md#rendered-pages), with the page renderer
 * itself (src/prerender/serverRender.tsx, which the build turns into dist-ssr/serverRender.js) over
 * this project's test database: each page's content and status, its embedded data, the language,
 * and that every visitor gets the anonymous page, shared caches only when it holds no cookie.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import * as renderer from '../../src/prerender/serverRender';
import { PRERENDERED_STATE_ID } from '../../src/prerender/prerenderedState';
import { SaveProperty } from '../api/operations';
import { Browser, signUp, startTestServer, type TestServer } from './httpServer';

/** What the build's template has where a render goes: the root, the title, the head's end, the entry. */
const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title>CampusNest</title>',
  '    <meta name="description" content="shell">',
  '    <script type="module" crossorigin src="/assets/index-1a2b.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/http-3c4d.js">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const sample = generateProperties();
const listing = sample[2]!;
const berlin = sample.filter((property) => property.city === 'Berlin');

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

interface Embedded {
  url: string;
  locale: string;
  cache: Record<string, Record<string, unknown>>;
  server: { endpoint: string; freshVisitor: boolean };
}

function embedded(html: string): Embedded {
  const json = new RegExp(`<script type="application/json" id="${PRERENDERED_STATE_ID}">(.*?)</script>`).exec(html)?.[1];
  if (!json) throw new Error('no embedded state');
  return JSON.parse(json) as Embedded;
}

describe('rendered pages', () => {
  let dist: string;
  let server: TestServer;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'campusnest-rendered-'));
    writeFileSync(path.join(dist, 'shell-server.html'), TEMPLATE);
    server = await startTestServer({ distDir: dist, publicUrl: 'https://campusnest.example', renderer });
  });
  afterAll(async () => {
    await server.app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${server.url}${pathname}`, { headers });

  it("renders a listing's content into the page, with the data it read embedded for the browser to hydrate", async () => {
    const response = await get(`/property/${listing.id}`, { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('x-campusnest-body')).toBe('rendered');
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain(listing.name);
    expect(text).toMatch(new RegExp(`€${listing.price}\\s*/month`));
    expect(text).toContain(listing.description.split('\n')[0]!.trim());
    expect(text).toContain(listing.landlord.email);
    expect(html).toContain('<style data-styled');
    expect(html).toContain('<meta property="og:title"');
    // The app starts after the page has loaded, as on the build's pages.
    expect(html).toContain('<script defer src="/start-after-load.js" data-entry="/assets/index-1a2b.js" data-preload="/assets/http-3c4d.js"></script>');
    const state = embedded(html);
    expect(state).toMatchObject({ url: `/property/${listing.id}`, locale: 'en', server: { endpoint: '/graphql', freshVisitor: true } });
    expect(state.cache[`Property:${listing.id}`]).toMatchObject({ name: listing.name, isSaved: false });
    expect(state.cache.ROOT_QUERY).toMatchObject({ me: null, savedCount: 0 });
  });

  it("renders a search's title, count and cards, whatever else its query string holds", async () => {
    const html = await (await get('/search?city=Berlin&bedrooms=banana&sort=%00&minPrice=-5')).text();
    expect(html).toContain('<title>Properties in Berlin · CampusNest</title>');
    expect(textOf(html)).toContain(`${berlin.length} properties found`);
    for (const property of berlin) expect(textOf(html)).toContain(property.name);
    expect(html).not.toContain('property-card-skeleton');
    // Eight kilobytes of a hostile place: the page, its search for it, and the markup escaped.
    const hostile = await get(`/search?university=${encodeURIComponent('"><script>alert(1)</script>'.repeat(150))}&sort=${'x'.repeat(500)}`);
    expect(hostile.status).toBe(200);
    const hostileHtml = await hostile.text();
    expect(textOf(hostileHtml)).toContain('No properties found');
    expect(hostileHtml).not.toContain('<script>alert(1)');
  });

  it('renders the information pages, in the language asked for', async () => {
    const privacy = await get('/privacy');
    expect(privacy.status).toBe(200);
    expect(privacy.headers.get('x-campusnest-body')).toBe('rendered');
    // The page's own words, not the footer's link to it.
    expect(textOf(await privacy.text())).toContain('What we keep');
    const cookies = await (await get('/cookies', { 'accept-language': 'de' })).text();
    expect(cookies).toMatch(/<html lang="de"/);
    expect(textOf(cookies)).toContain('campusnest_session');
  });

  it('answers an unknown listing and an unknown route 404 with their pages', async () => {
    const listingMissing = await get('/property/not-a-listing');
    expect(listingMissing.status).toBe(404);
    expect(textOf(await listingMissing.text())).toContain('Property not found');
    const pageMissing = await get('/no/such/page');
    expect(pageMissing.status).toBe(404);
    expect(textOf(await pageMissing.text())).toContain('Page not found');
    const malformed = await get(`/property/${'%F0%9F%92%A9'.repeat(60)}`);
    expect(malformed.status).toBe(404);
    expect(textOf(await malformed.text())).toContain('Page not found');
  });

  it('renders in the language of ?lang=, else of Accept-Language, else English', async () => {
    const linked = await (await get('/search?city=Berlin&lang=fr', { 'accept-language': 'de' })).text();
    expect(linked).toMatch(/<html lang="fr"/);
    expect(embedded(linked).locale).toBe('fr');
    const accepted = await (await get('/search?city=Berlin', { 'accept-language': 'nl;q=0.4, de-AT;q=0.8, xx' })).text();
    expect(accepted).toMatch(/<html lang="de"/);
    expect(textOf(accepted)).toContain('Unterkünfte in Berlin');
    const unknown = await (await get('/search?city=Berlin', { 'accept-language': 'ja, zh;q=0.9' })).text();
    expect(unknown).toMatch(/<html lang="en"/);
  });

  it('serves two visitors the anonymous page, each marked with whether they came with a cookie, and lets shared caches keep only the cookieless one', async () => {
    const signedIn = new Browser(server);
    await signUp(signedIn, server, 'rendered-pages@uni.eu');
    await signedIn.graphql(SaveProperty, { id: listing.id });
    const saver = new Browser(server);
    await saver.graphql(SaveProperty, { id: listing.id });
    expect(saver.visitor).not.toBeNull();
    const stranger = new Browser(server);

    for (const visitor of [signedIn, saver]) {
      const response = await visitor.page(`/property/${listing.id}`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
      const html = await response.text();
      expect(html).not.toContain('Ana');
      const state = embedded(html);
      // Their own header and heart come from the browser, which renders the page afresh for them.
      expect(state.server.freshVisitor).toBe(false);
      expect(state.cache[`Property:${listing.id}`]).toMatchObject({ isSaved: false });
      expect(state.cache.ROOT_QUERY).toMatchObject({ me: null, savedCount: 0 });
    }
    const response = await stranger.page(`/property/${listing.id}`);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(embedded(await response.text()).server.freshVisitor).toBe(true);
  });
});
