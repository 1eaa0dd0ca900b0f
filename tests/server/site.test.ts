/** The SPA as the server serves it: the server's shell for every page, naming the API; static files with their Brotli copies. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { isPagePath } from '../../src/server/http/site';
import { infoPages } from '../../src/lib/infoPages';
import { pageRoute } from '../../src/server/pages/pageRoutes';
import { sitemapPart, sitemapXml } from '../../src/server/pages/sitemap';
import { sqlSitemapListings } from '../../src/server/store/sitemapListings';
import { SqlOwnedListings } from '../../src/server/store/sqlOwnedListings';
import { startTestServer, type TestServer } from './httpServer';
import { testDatabase } from './testDatabase';

const page = (name: string) => `<!doctype html>\n<html>\n  <head>\n    <title>${name}</title>\n  </head>\n  <body></body>\n</html>\n`;
const script = 'console.log("CampusNest");'.repeat(100);
const listing = generateProperties()[0]!;
const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

describe('the site', () => {
  let dist: string;
  let server: TestServer;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'campusnest-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'property'));
    writeFileSync(path.join(dist, 'shell.html'), page('shell'));
    writeFileSync(path.join(dist, 'shell-server.html'), page('server shell'));
    mkdirSync(path.join(dist, 'shell-server'));
    for (const section of ['search', 'property']) {
      writeFileSync(
        path.join(dist, 'shell-server', `${section}.html`),
        page('server shell').replace('</head>', `<meta name="shell" content="${section}"></head>`),
      );
    }
    writeFileSync(path.join(dist, 'index.html'), page('index'));
    writeFileSync(path.join(dist, 'search.html'), page('search'));
    writeFileSync(path.join(dist, 'property', 'abc-123.html'), page('property abc-123'));
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), script);
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'sw.js'), script);
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}');
    server = await startTestServer({ distDir: dist, publicUrl: 'https://campusnest.example' });
  });
  afterAll(async () => {
    await server.app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${server.url}${pathname}`, { headers });

  it("serves every route the server's shell, never a page prerendered from the sample nor the in-browser shell, with the API named in a meta tag", async () => {
    for (const pathname of ['/', '/search?city=Berlin', `/property/${listing.id}`, '/property/not-a-listing', '/signup', '/graphiql', '/no/such/route']) {
      const response = await get(pathname);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, pathname).toContain('<meta name="campusnest-graphql" content="/graphql">');
      expect(html, pathname).not.toContain('property abc-123');
      expect(html, pathname).not.toMatch(/<title>(shell|index|search)<\/title>/);
    }
  });

  it("serves a rendered page's section its own server shell (hinting its code), every other route the plain one", async () => {
    const shells: Record<string, string | null> = {
      '/search?city=Berlin': 'search',
      '/search': 'search',
      [`/property/${listing.id}`]: 'property',
      '/property/not-a-listing': 'property',
      '/': null,
      '/signup': null,
      '/searching': null,
      '/no/such/route': null,
    };
    for (const [pathname, section] of Object.entries(shells)) {
      const html = await (await get(pathname)).text();
      expect(/<meta name="shell" content="([a-z]+)">/.exec(html)?.[1] ?? null, pathname).toBe(section);
    }
  });

  it('answers each page with its status: 404 for an unknown listing, a malformed id and an unknown route, 200 for the rest', async () => {
    const statuses: Record<string, number> = {
      '/': 200,
      '/search': 200,
      '/search?city=Berlin&university=%3Cscript%3E': 200,
      [`/property/${listing.id}`]: 200,
      '/signup': 200,
      '/login': 200,
      '/saved': 200,
      '/graphiql': 200,
      '/index.html': 200,
      '/property/abc-123': 404,
      [`/property/${'x'.repeat(5000)}`]: 404,
      '/property/%00': 404,
      '/property': 404,
      '/no/such/route': 404,
      '/property/a/b': 404,
    };
    for (const [pathname, status] of Object.entries(statuses)) expect((await get(pathname)).status, pathname).toBe(status);
  });

  it('gives a listing its title, description, canonical URL, Open Graph and Twitter tags and JSON-LD, with absolute URLs from PUBLIC_URL', async () => {
    const html = await (await get(`/property/${listing.id}`)).text();
    const url = `https://campusnest.example/property/${listing.id}`;
    expect(html).toContain(`<title>${escaped(listing.name)} · CampusNest</title>`);
    expect(html).not.toContain('<title>server shell</title>');
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain(`<meta property="og:title" content="${escaped(listing.name)}">`);
    expect(html).toContain(`<meta property="og:description" content="€${listing.price}/month · ${listing.city} · Near ${escaped(listing.university)}">`);
    expect(html).toContain(`<meta property="og:image" content="https://campusnest.example${listing.images[0]!}">`);
    expect(html).toContain(`<meta property="og:url" content="${url}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const data = JSON.parse(jsonLd ?? 'null') as { '@type': string; name: string; offers: { price: number; priceCurrency: string } };
    expect(data['@type']).toBe('Accommodation');
    expect(data.name).toBe(listing.name);
    expect(data.offers).toMatchObject({ price: listing.price, priceCurrency: 'EUR' });
  });

  it('escapes what a listing or a query string holds, and gives searches a title and a canonical URL', async () => {
    const html = await (await get('/search?city=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>Properties in &#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; · CampusNest</title>');
    const berlin = await (await get('/search?city=Berlin&minPrice=300')).text();
    expect(berlin).toContain('<title>Properties in Berlin · CampusNest</title>');
    expect(berlin).toContain('<link rel="canonical" href="https://campusnest.example/search?city=Berlin">');
    const long = await (await get(`/search?university=${'a'.repeat(10_000)}`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(long)?.[1]?.length).toBeLessThan(150);
    const missing = await (await get('/property/abc-123')).text();
    expect(missing).toContain('<title>Property not found · CampusNest</title>');
  });

  it('lists the listings in /sitemap.xml and points to it from /robots.txt', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('Sitemap: https://campusnest.example/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    const urls = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toHaveLength(generateProperties().length + 2);
    expect(urls).toContain(`https://campusnest.example/property/${listing.id}`);
    expect(urls).toContain('https://campusnest.example/');
  });

  it("answers an unpublished listing's page 404 and leaves it out of the sitemap until it is published again", async () => {
    const owned = new SqlOwnedListings(server.database.db, server.database.driver);
    const taken = generateProperties()[7]!;
    const url = `https://campusnest.example/property/${taken.id}`;
    await owned.setStatus(taken.id, 'UNPUBLISHED');
    try {
      expect((await get(`/property/${taken.id}`)).status).toBe(404);
      expect(await (await get('/sitemap.xml')).text()).not.toContain(url);
    } finally {
      await owned.setStatus(taken.id, 'PUBLISHED');
    }
    expect((await get(`/property/${taken.id}`)).status).toBe(200);
    expect(await (await get('/sitemap.xml')).text()).toContain(url);
  });

  it('forbids other sites to frame any page, by headers (a meta tag cannot say frame-ancestors)', async () => {
    for (const pathname of ['/', '/login', '/property/abc-123', '/index.html', '/graphiql']) {
      const response = await get(pathname);
      expect(response.headers.get('content-security-policy'), pathname).toBe("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), pathname).toBe('DENY');
    }
    const head = await fetch(`${server.url}/saved`, { method: 'HEAD' });
    expect(head.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends the Brotli copy of a script to browsers that accept it, cached for good', async () => {
    const response = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe(script);
    const plain = await get('/assets/app-1a2b.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('has the browser ask again for the service worker and the manifest, which keep their names', async () => {
    for (const pathname of ['/sw.js', '/manifest.webmanifest']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('cache-control'), pathname).toBe('no-cache');
    }
  });

  it("serves the precache the server's shell with the API named, so the offline app stays in server mode", async () => {
    for (const pathname of ['/index.html?__WB_REVISION__=1', '/search.html', '/property/abc-123.html', '/shell.html']) {
      const html = await (await get(pathname)).text();
      expect(html, pathname).toContain('<title>server shell</title>');
      expect(html, pathname).toContain('<meta name="campusnest-graphql" content="/graphql">');
    }
  });

  it('answers 404 for a missing file', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
  });

  it('tells pages from static files', () => {
    expect(isPagePath('/property/../../etc/passwd')).toBe(true);
    expect(isPagePath('/search.html')).toBe(true);
    expect(isPagePath('/favicon.svg')).toBe(false);
    expect(isPagePath('/assets/app-1a2b.js')).toBe(false);
  });
});

describe('the sitemap past one file', () => {
  it('becomes an index of files of at most N listings each, the site pages in the first, every listing exactly once', async () => {
    const database = await testDatabase();
    const listings = sqlSitemapListings(database.db);
    const origin = 'https://campusnest.example';
    const index = await sitemapXml(listings, origin, 20);
    const parts = [...index.matchAll(/<loc>https:\/\/campusnest\.example\/sitemap-(\d+)\.xml<\/loc>/g)].map((match) => Number(match[1]));
    expect(index).toContain('<sitemapindex');
    expect(parts).toEqual([0, 1, 2, 3]);
    const urls: string[] = [];
    for (const part of parts) {
      const xml = await sitemapPart(listings, origin, part, 20);
      const locs = [...(xml ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
      expect(locs.length).toBeLessThanOrEqual(20);
      urls.push(...locs);
    }
    expect(await sitemapPart(listings, origin, 4, 20)).toBeNull();
    expect(await sitemapPart(listings, origin, -1, 20)).toBeNull();
    expect(urls).toHaveLength(new Set(urls).size);
    expect(urls.filter((url) => url.includes('/property/')).sort()).toEqual(
      generateProperties()
        .map((property) => `${origin}/property/${property.id}`)
        .sort(),
    );
    expect(urls).toContain(`${origin}/`);
  });
});

describe("the server's page routes", () => {
  it("know every route of the app's router (src/app/routes.tsx)", () => {
    const source = readFileSync(new URL('../../src/app/routes.tsx', import.meta.url), 'utf8');
    const paths = [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!).filter((route) => route !== '*');
    expect(paths.length).toBeGreaterThan(5);
    for (const route of paths) {
      const expected =
        route === '/property/:id' ? 'listing' : route === '/search' ? 'search' : route === '/property' ? 'missing' : route === '/' ? 'home' : 'page';
      expect(pageRoute(route.replace(':id', 'some-id')).kind, route).toBe(expected);
    }
    for (const { path } of infoPages) expect(pageRoute(path).kind, path).toBe('info');
  });
});
