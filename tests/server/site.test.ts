/** The SPA as the server serves it: the server's shell for every page, naming the API; static files with their Brotli copies. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPagePath } from '../../src/server/http/site';
import { startTestServer, type TestServer } from './httpServer';

const page = (name: string) => `<!doctype html>\n<html>\n  <head>\n    <title>${name}</title>\n  </head>\n  <body></body>\n</html>\n`;
const script = 'console.log("CampusNest");'.repeat(100);

describe('the site', () => {
  let dist: string;
  let server: TestServer;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'campusnest-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'property'));
    writeFileSync(path.join(dist, 'shell.html'), page('shell'));
    writeFileSync(path.join(dist, 'shell-server.html'), page('server shell'));
    writeFileSync(path.join(dist, 'index.html'), page('index'));
    writeFileSync(path.join(dist, 'search.html'), page('search'));
    writeFileSync(path.join(dist, 'property', 'abc-123.html'), page('property abc-123'));
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), script);
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'sw.js'), script);
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}');
    server = await startTestServer({ distDir: dist });
  });
  afterAll(async () => {
    await server.app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${server.url}${pathname}`, { headers });

  it("serves every route the server's shell, never a page prerendered from the sample nor the in-browser shell, with the API named in a meta tag", async () => {
    for (const pathname of ['/', '/search?city=Berlin', '/property/abc-123', '/property/not-built', '/signup', '/graphiql', '/no/such/route']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, pathname).toContain('<title>server shell</title>');
      expect(html).toContain('<meta name="campusnest-graphql" content="/graphql">');
    }
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
