import type { APIRequestContext } from '@playwright/test';
import { COMPILE_HINT } from '../../scripts/build/compileHints';
import { expect, test } from './fixtures';

/**
 * The scripts an HTML page starts: its entry and its modulepreload hints, or on a prerendered page
 * the same named on its start script (public/start-after-load.js), which fetches them after load.
 */
async function scriptsOf(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const named = [...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g)].map((match) => match[1]!);
  const started = /<script defer src="\/start-after-load\.js" data-entry="([^"]+)" data-preload="([^"]*)">/.exec(html);
  return started ? [started[1]!, ...started[2]!.split(' ').filter(Boolean), ...named] : named;
}

const text = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

test('a prerendered page hints its own code and not the backend; the shell hints the backend', async ({ request }) => {
  // Their HTML carries their data, so a fresh visitor's browser never needs the backend to show them.
  const home = await scriptsOf(request, '/');
  expect(home.some((file) => file.includes('/inBrowserBackend-'))).toBe(false);
  expect(home.some((file) => file.includes('/SearchPage-'))).toBe(false);
  for (const path of ['/search', '/search?city=Berlin']) {
    const search = await scriptsOf(request, path);
    expect(
      search.some((file) => file.includes('/inBrowserBackend-')),
      path,
    ).toBe(false);
    expect(
      search.filter((file) => file.includes('/SearchPage-')),
      path,
    ).toHaveLength(1);
  }

  // Any other route or query renders from nothing, and its first operation needs the backend.
  for (const path of ['/search?bedrooms=2', '/signup', '/saved']) {
    expect(
      (await scriptsOf(request, path)).filter((file) => file.includes('/inBrowserBackend-')),
      path,
    ).toHaveLength(1);
  }
});

test("the scripts a page runs at start-up are marked for eager compilation, GraphiQL's are not", async ({ request }) => {
  const search = await scriptsOf(request, '/search');
  expect(search.length).toBeGreaterThan(3);
  for (const file of search) {
    expect((await text(request, file)).startsWith(`${COMPILE_HINT}\n`), file).toBe(true);
  }

  // GraphiQL's page is named by the entry, which loads it on demand; Monaco by that page.
  const graphiqlPage = /assets\/GraphiQLPage-[\w-]+\.js/.exec(await text(request, search[0]!))?.[0];
  expect(graphiqlPage).toBeDefined();
  const graphiqlCode = await text(request, `/${graphiqlPage}`);
  const monaco = /monaco-editor-[\w-]+\.js/.exec(graphiqlCode)?.[0];
  expect(monaco).toBeDefined();
  expect(graphiqlCode.startsWith(COMPILE_HINT)).toBe(false);
  expect((await text(request, `/assets/${monaco}`)).startsWith(COMPILE_HINT)).toBe(false);
});

test("the map's code, styles and outlines are not among what / loads, and load on a search", async ({ page, request }) => {
  const home = await scriptsOf(request, '/');
  expect(home.some((file) => /leaflet|MapFrame/i.test(file))).toBe(false);
  const entry = await text(request, home[0]!);
  expect(entry).not.toContain('leaflet-container');

  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => /leaflet|MapFrame/i.test(path))).toEqual([]);

  await page.goto('/search?city=Berlin');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  expect(fetched.filter((path) => /\/assets\/leafletMaps-[\w-]+\.(js|css)$/.test(path)).length).toBe(2);
});
