/**
 * Pages the server renders (docs/server.md#rendered-pages): what a client without JavaScript reads
 * (a search engine, a link preview), that a fresh visitor's browser hydrates them without asking for
 * their data again, that a signed-in visitor is served their own page and nobody else's, and that
 * what a user does before the app has started is done once it has.
 */
import type { APIResponse, Page } from '@playwright/test';
import { generateProperties } from '../../scripts/data/generate';
import { enterCode, fillSignup, header } from '../e2e/accounts-helpers';
import { appOwnsPage, openHeld } from '../e2e/appCode';
import { expect, test } from '../e2e/fixtures';
import { lineCount, nextCode } from './serverOutput';

const sample = generateProperties();
const listing = sample[5]!;
const berlin = sample.filter((property) => property.city === 'Berlin');

/** The page's text as a reader without a browser gets it: tags dropped, entities read. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function read(response: APIResponse) {
  const html = await response.text();
  return { status: response.status(), html, text: textOf(html), headers: response.headers() };
}

test.describe('without JavaScript', () => {
  test("a listing's HTML carries its content, its tags and a 200", async ({ request }) => {
    const page = await read(await request.get(`/property/${listing.id}`));
    expect(page.status).toBe(200);
    expect(page.text).toContain(listing.name);
    expect(page.text).toMatch(new RegExp(`€${listing.price}\\s*/month`));
    expect(page.text).toContain(listing.description.split('\n')[0]!.trim());
    expect(page.text).toContain(listing.landlord.email);
    expect(page.text).toContain('Interested in this property?');
    expect(page.html).toContain(`<meta property="og:title" content="${listing.name.replace(/'/g, '&#39;')}">`);
    expect(page.html).toContain('<script type="application/ld+json">');
    expect(page.html).toMatch(/<html lang="en"/);
    // The early-events script is there, and its hash is what the page's policy allows.
    expect(page.html).toContain('<script id="campusnest-early-events">');
    expect(page.html).toMatch(/script-src &#39;self&#39; &#39;sha256-/);
  });

  test("a search's HTML carries its title, count and cards", async ({ request }) => {
    const page = await read(await request.get('/search?city=Berlin'));
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Properties in Berlin · CampusNest</title>');
    expect(page.text).toContain(`${berlin.length} properties found`);
    for (const property of berlin) expect(page.text).toContain(property.name);
    expect(page.html.match(/<article/g)).toHaveLength(berlin.length);
  });

  test('the home page, the not-found pages and another language', async ({ request }) => {
    const home = await read(await request.get('/'));
    expect(home.status).toBe(200);
    expect(home.text).toContain('Find your student home near campus');
    const missingListing = await read(await request.get('/property/not-a-real-id'));
    expect(missingListing.status).toBe(404);
    expect(missingListing.text).toContain('Property not found');
    expect(missingListing.text).toContain('Back to search');
    const missingPage = await read(await request.get('/no/such/page'));
    expect(missingPage.status).toBe(404);
    expect(missingPage.text).toContain("We couldn't find the page you were looking for.");
    const german = await read(await request.get('/search?city=Berlin', { headers: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' } }));
    expect(german.html).toMatch(/<html lang="de"/);
    expect(german.text).toContain('Unterkünfte in Berlin');
    expect(german.headers.vary).toContain('Accept-Language');
  });

  test("the information pages' HTML carries their words", async ({ request }) => {
    const privacy = await read(await request.get('/privacy'));
    expect(privacy.status).toBe(200);
    expect(privacy.text).toContain('What we keep');
    const cookies = await read(await request.get('/cookies', { headers: { 'Accept-Language': 'fr' } }));
    expect(cookies.html).toMatch(/<html lang="fr"/);
    expect(cookies.text).toContain('campusnest_session');
  });

  test('hostile input gets a page and its status, never a stack trace', async ({ request }) => {
    for (const [path, status] of [
      [`/property/${'%E2%80%AE'.repeat(40)}`, 404],
      ['/property/%27%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', 404],
      [`/search?city=${'<script>'.repeat(300)}&minPrice=-1&maxPrice=abc&bedrooms=99&sort=%00`, 200],
    ] as const) {
      const page = await read(await request.get(path));
      expect(page.status, path).toBe(status);
      expect(page.html, path).toContain('<div id="root"><');
      expect(page.html, path).not.toMatch(/<script>alert|at \w+ \(.*:\d+:\d+\)/);
    }
  });
});

test.describe('caches', () => {
  test('shared caches may keep a page only for a visitor without a cookie', async ({ request }) => {
    const anonymous = await request.get(`/property/${listing.id}`);
    expect(anonymous.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(anonymous.headers().vary).toContain('Cookie');
    const known = await request.get(`/property/${listing.id}`, { headers: { Cookie: 'campusnest_session=someone' } });
    expect(known.headers()['cache-control']).toBe('private, no-store');
    expect(known.headers().vary).toContain('Cookie');
  });
});

/** The page's GraphQL operations, by name. */
function watchOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    names.push(body?.operationName ?? request.url());
  });
  return names;
}

test("a fresh visitor's browser hydrates the server's page without asking for its data", async ({ page }) => {
  const operations = watchOperations(page);
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.name);
  await appOwnsPage(page);
  // The page is the app's: a click on the gallery opens the viewer, drawn by React.
  await page.getByRole('button', { name: /^Open photo 1 of \d+ full screen/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(operations.filter((name) => name === 'PropertyPage' || name === 'Session')).toEqual([]);
});

test('an information page the server rendered is hydrated, and its links work', async ({ page }) => {
  await page.goto('/cookies');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'campusnest_session' })).toBeVisible();
  await appOwnsPage(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test("a signed-in visitor gets their own header over the anonymous page, which nobody else's page shows", async ({ page, browser }) => {
  const email = 'rendered-pages@uni.example';
  await page.goto('/signup');
  await fillSignup(page, { first: 'Renata', last: 'Tester', email });
  const from = lineCount();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, await nextCode(email, from));
  await expect(header(page).getByText('Renata')).toBeVisible();

  const served = await page.goto(`/property/${listing.id}`);
  expect(served?.headers()['cache-control']).toBe('private, no-store');
  // The HTML is the anonymous page, for everyone alike; the app renders the visitor's own over it.
  expect(await served?.text()).not.toContain('Renata');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.name);
  await expect(header(page).getByText('Renata')).toBeVisible();

  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    const theirs = await other.goto(`/property/${listing.id}`);
    expect(theirs?.headers()['cache-control']).toMatch(/^public/);
    expect(await theirs?.text()).not.toContain('Renata');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(listing.name);
    await expect(header(other).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header(other).getByText('Renata')).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});

test.describe('from the first moment', () => {
  test('the home search by university, chosen and sent before the app runs, searches by university', async ({ page }) => {
    const release = await openHeld(page, '/');
    const hero = page.getByRole('search', { name: 'Find a property' });
    await hero.getByRole('radio', { name: 'Search by University' }).check();
    await hero.getByRole('textbox').fill('Sorbonne University');
    await hero.getByRole('textbox').press('Enter');
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect(page).toHaveURL(/\/search\?university=Sorbonne(\+|%20)University$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties near Sorbonne University');
  });

  test('a max price typed before the app runs filters the search', async ({ page }) => {
    const release = await openHeld(page, '/search?city=Berlin');
    await page.getByRole('button', { name: /^Filters/ }).click();
    release();
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Max price (€/month)').fill('700');
    await expect(page).toHaveURL(/maxPrice=700/);
    await expect(page).toHaveURL(/city=Berlin/);
  });

  test('a heart pressed before the app runs saves the listing', async ({ page }) => {
    const property = berlin[0]!;
    const release = await openHeld(page, '/search?city=Berlin');
    await page.getByRole('button', { name: `Save ${property.name}` }).click();
    release();
    await expect(page.getByRole('button', { name: `Remove ${property.name} from saved` })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Saved/ })).toHaveText('Saved1');
  });
});
