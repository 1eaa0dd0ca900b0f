/**
 * The installable, offline app (scripts/build/serviceWorker.ts): after one visit the service worker
 * has precached the app, and with the network off a student reloads, searches, filters, opens
 * listings and keeps a saved list; what must leave the device (a code, a message) says it is
 * offline and keeps what was typed. A new deployment is offered, never forced.
 * Only these journeys let the service worker run (the config blocks it elsewhere, so that the
 * others see every request).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sirv from 'sirv';
import { EDITOR_MARKERS, TILE_CACHE_NAME } from '../../scripts/build/serviceWorker';
import { generateProperties } from '../../scripts/data/generate';
import { expectNoAxeViolations } from './axe';
import { fillSignup } from './accounts-helpers';
import { expect, test } from './fixtures';
import { openFilters } from './filters';
import { TILE_URLS } from './mapTiles';

test.use({ serviceWorkers: 'allow' });

const OFFLINE_BANNER = "You're offline. You can keep browsing, searching and opening listings; sending a verification code or a message needs a connection.";
const NEXT_DEPLOYMENT = "self.addEventListener('message', (event) => { if (event.data === 'deployment?') event.source?.postMessage('next'); });";
const results = (page: Page) => page.getByRole('region', { name: 'Results' });

/** A first visit, until the service worker has installed (precached everything) and controls the page. */
async function visitOnce(page: Page, url = '/'): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first page loaded before the worker existed; from the next load on, it answers.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('with the network off after one visit: reload, search, filter, open listings, save, and deep links', async ({ page, context }) => {
  await visitOnce(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Connection' })).toHaveText(OFFLINE_BANNER);
  await expectNoAxeViolations(page);

  const hero = page.getByRole('search', { name: 'Find a property' });
  await hero.getByLabel('City', { exact: true }).fill('Berlin');
  await hero.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Properties in Berlin' })).toBeVisible();
  const berlin = generateProperties().filter((property) => property.city === 'Berlin');
  await expect(page.getByText(`${berlin.length} properties found`)).toBeVisible();

  // A bedroom count some Berlin listing has, so the filtered list is not empty.
  const beds = Math.min(berlin[0]!.bedrooms, 4);
  await openFilters(page);
  await page.getByRole('radio', { name: beds === 4 ? '4+' : String(beds), exact: true }).check();
  const filtered = berlin.filter((property) => (beds === 4 ? property.bedrooms >= 4 : property.bedrooms === beds));
  await expect(page.getByText(`${filtered.length} properties found`)).toBeVisible();

  const first = filtered[0]!;
  await results(page)
    .getByRole('button', { name: `Save ${first.name}` })
    .click();
  await results(page).getByRole('link', { name: first.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByText(`€${first.price}/month`).first()).toBeVisible();

  await page.getByRole('link', { name: /^Saved/ }).click();
  await expect(page.getByRole('region', { name: 'Saved listings' }).getByRole('heading', { name: first.name })).toBeVisible();

  // Typed into the address bar while offline: each route's page comes from the cache.
  const other = generateProperties().find((property) => property.city === 'Paris')!;
  await page.goto(`/property/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
  await page.goto('/search?city=Paris');
  await expect(page.getByRole('heading', { name: 'Properties in Paris' })).toBeVisible();
  await page.goto('/saved');
  await expect(page.getByRole('heading', { name: 'Saved listings' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status', { name: 'Connection' })).toBeHidden();
});

test('the street tiles a user has seen are kept, as CORS answers, and drawn again with no connection', async ({ page, context }) => {
  await visitOnce(page, '/search?city=Berlin');
  // The worker controls the page now: the map's tiles go through its cache.
  const drawn = page.locator('.leaflet-tile-pane img.leaflet-tile-loaded');
  await expect(drawn.first()).toBeVisible();
  const cached = () =>
    page.evaluate(async (name) => {
      const cache = await caches.open(name);
      const keys = await cache.keys();
      const responses = await Promise.all(keys.map((key) => cache.match(key)));
      // Tiles still on their way or not yet stored: the reload below would ask the network for them.
      const tiles = [...document.querySelectorAll<HTMLImageElement>('.leaflet-tile-pane img.leaflet-tile')];
      const stored = new Set(keys.map((key) => key.url));
      const missing = tiles.filter((tile) => !tile.classList.contains('leaflet-tile-loaded') || !stored.has(tile.src)).length;
      return { count: responses.length, missing, types: [...new Set(responses.map((response) => response?.type))] };
    }, TILE_CACHE_NAME);
  await expect.poll(async () => (await cached()).count).toBeGreaterThan(0);
  await expect.poll(async () => (await cached()).missing).toBe(0);
  // Not opaque: an opaque answer would count megabytes against the browser's quota.
  expect((await cached()).types).toEqual(['cors']);

  // No tile server any more: whatever the map draws now comes from the worker's cache.
  await context.unroute(TILE_URLS);
  await context.route(TILE_URLS, (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Connection' })).toHaveText(OFFLINE_BANNER);
  await expect(drawn.first()).toBeVisible();
  await context.setOffline(false);
});

test('offline, the contact form and the code say so and keep everything typed', async ({ page, context }) => {
  await visitOnce(page, '/search');
  await context.setOffline(true);
  await results(page).getByRole('article').first().getByRole('link').click();
  const form = page.getByRole('form', { name: 'Interested in this property?' });
  await form.getByLabel('Name').fill('Ana Silva');
  await form.getByLabel('Email').fill('ana@uni.eu');
  await form.getByLabel('Phone').fill('+31 6 1234 5678');
  await form.getByLabel('Message').fill('Is it free in September?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText("You're offline. Your message is kept here: send it once you're back online.");
  await expect(form.getByLabel('Name')).toHaveValue('Ana Silva');
  await expect(form.getByLabel('Message')).toHaveValue('Is it free in September?');
  await expectNoAxeViolations(page);
  // Back online, the same form sends.
  await context.setOffline(false);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent! The landlord will get back to you within 24 hours.')).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await fillSignup(page, { first: 'Ana', last: 'Silva', email: 'ana@uni.eu' });
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText("You're offline. Connect to the internet to get a verification code; what you typed is kept.")).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ana');
  await expect(page.getByLabel('Email address')).toHaveValue('ana@uni.eu');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
});

test('the precache holds the app, its pages, listings and media, and never GraphiQL or Monaco', () => {
  const dist = path.join(process.cwd(), 'dist');
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!);
  for (const page of ['index.html', 'search.html', ...generateProperties().map((property) => `property/${property.id}.html`)]) expect(urls).toContain(page);
  expect(urls.some((url) => /^assets\/properties-[\w-]+\.js$/.test(url))).toBe(true);
  expect(urls.some((url) => /^assets\/leafletMaps-[\w-]+\.js$/.test(url))).toBe(true);
  expect(urls.filter((url) => url.startsWith('media/')).length).toBeGreaterThan(10);
  expect(urls).toContain('manifest.webmanifest');
  expect(urls.some((url) => /GraphiQLPage|monaco|\.worker-|codicon/i.test(url))).toBe(false);
  // Scripts only: Leaflet's stylesheet names the Monaco font.
  for (const url of urls.filter((file) => file.endsWith('.js'))) {
    const text = readFileSync(path.join(dist, url), 'utf8');
    expect(EDITOR_MARKERS.filter((marker) => marker.test(text)).map(String), url).toEqual([]);
  }
});

test('the manifest makes the app installable: name, start URL, standalone, icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).not.toBeNull();
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'CampusNest', start_url: '/', display: 'standalone' });
  for (const size of ['192x192', '512x512']) expect(manifest.icons.some((icon) => icon.sizes === size)).toBe(true);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
});

test.describe('a new deployment', () => {
  // A copy of the build on a server of its own, so that "deploying" (changing sw.js) touches no other test.
  let root: string;
  let server: Server;
  let origin: string;
  test.beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'campusnest-deploy-'));
    cpSync(path.join(process.cwd(), 'dist'), root, { recursive: true });
    const files = sirv(root, { dev: true, single: true });
    server = createServer((request, response) => {
      files(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  test('is offered, and the page reloads into it only when the user says so', async ({ page }) => {
    await visitOnce(page, `${origin}/`);
    const swFile = path.join(root, 'sw.js');
    // The next deployment's worker answers a question the current one does not.
    writeFileSync(swFile, `${readFileSync(swFile, 'utf8')}\n${NEXT_DEPLOYMENT}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    const prompt = page.getByRole('status', { name: 'Update' });
    await expect(prompt).toContainText('A new version of CampusNest is available.');
    await expectNoAxeViolations(page);
    // Nothing changes until the user chooses.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    // The page is now run by the new worker (the old one would never answer).
    const answer = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => {
            resolve(event.data);
          });
          navigator.serviceWorker.controller?.postMessage('deployment?');
        }),
    );
    expect(answer).toBe('next');
  });

  test('can be put off with Later', async ({ page }) => {
    await visitOnce(page, `${origin}/search`);
    const swFile = path.join(root, 'sw.js');
    writeFileSync(swFile, `${readFileSync(swFile, 'utf8')}\n${NEXT_DEPLOYMENT}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    const prompt = page.getByRole('status', { name: 'Update' });
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('heading', { name: 'All Properties' })).toBeVisible();
  });
});
