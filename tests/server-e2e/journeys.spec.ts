/**
 * The main journeys in server mode: the same pages over HTTP, the session in a cookie, codes and
 * messages on the server's output. Each account journey uses contacts of its own: the server is
 * shared by every test.
 */
import type { Page } from '@playwright/test';
import { generateProperties } from '../../scripts/data/generate';
import { enterCode, fillSignup, header } from '../e2e/accounts-helpers';
import { expect, test } from '../e2e/fixtures';
import { allowConsoleProblems } from '../e2e/robustness';
import { lineCount, nextCode, nextLine } from './serverOutput';
import { journeyListings } from './journeyListings';

const sample = generateProperties();

/** Where the page's API requests and fetches go: the server's /graphql alone when the in-browser backend never runs. */
function watchGraphql(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/graphql' || request.resourceType() === 'fetch') urls.push(pathname);
  });
  return urls;
}

async function signUp(page: Page, first: string, email: string) {
  await page.goto('/signup');
  await fillSignup(page, { first, last: 'Tester', email });
  const from = lineCount();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await enterCode(page, await nextCode(email, from));
  await expect(page.getByRole('heading', { name: 'Welcome to CampusNest!' })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(header(page).getByText(first)).toBeVisible();
}

test('search by city from the home page', async ({ page }) => {
  const requests = watchGraphql(page);
  await page.goto('/');
  const hero = page.getByRole('search', { name: 'Find a property' });
  await hero.getByLabel('City', { exact: true }).fill('Berlin');
  await hero.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/search?city=Berlin');
  await expect(page.getByRole('heading', { name: 'Properties in Berlin' })).toBeVisible();
  const berlin = sample.filter((property) => property.city === 'Berlin');
  await expect(page.getByText(`${berlin.length} properties found`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article')).toHaveCount(berlin.length);
  expect(requests.length).toBeGreaterThan(0);
  expect(new Set(requests)).toEqual(new Set(['/graphql']));
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('campusnest:v1')))).toEqual([]);
});

test("loads the link to the server and the page's own code with the page, and none of the in-browser backend's code", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  await page.goto('/search?city=Vienna');
  await expect(page.getByRole('heading', { name: 'Properties in Vienna' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
  // Apollo's HttpLink has a chunk of its own (src/apollo/serverLink.ts); the in-browser backend and
  // the schema builder it runs are chunks of their own too, and the server's shell hints neither.
  expect(scripts.some((file) => /\/http-[\w-]+\.js$/.test(file))).toBe(true);
  expect(scripts.filter((file) => /\/(inBrowserBackend|buildASTSchema)-[\w-]+\.js$/.test(file))).toEqual([]);
  const hinted = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(hinted.some((file) => /\/http-[\w-]+\.js$/.test(file))).toBe(true);
  // The rendered page hints its own code too, so hydrating it does not wait for the entry to ask.
  expect(hinted.some((file) => /\/SearchPage-[\w-]+\.js$/.test(file))).toBe(true);
  await page.goto(`/property/${sample[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: sample[0]!.name })).toBeVisible();
  const listingHints = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(listingHints.some((file) => /\/PropertyPage-[\w-]+\.js$/.test(file))).toBe(true);
  // A page the server does not render keeps the plain server shell.
  const login = await (await page.request.get('/login')).text();
  expect(login).not.toMatch(/(SearchPage|PropertyPage)-[\w-]+\.js/);
  expect(login).toMatch(/\/http-[\w-]+\.js/);
});

test('sort by price: cheapest first through "Load more", kept on reload, then dearest first', async ({ page }) => {
  const requests = watchGraphql(page);
  // The catalogue's order breaks ties in price, on the server as in the browser.
  const byPrice = (sign: number) =>
    [...sample].sort((a, b) => sign * (a.price - b.price) || sample.indexOf(a) - sample.indexOf(b)).map((property) => property.name);
  const names = page.getByRole('region', { name: 'Results', exact: true }).getByRole('article').getByRole('heading', { level: 2 });
  await page.goto('/search');
  await expect(page.getByText('50 properties found')).toBeVisible();
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL('/search?sort=price-asc');
  await expect(names).toHaveText(byPrice(1).slice(0, 24));
  await page.getByRole('button', { name: 'Load more properties' }).click();
  await expect(names).toHaveText(byPrice(1).slice(0, 48));
  await page.reload();
  await expect(sort).toHaveValue('price-asc');
  await expect(names).toHaveText(byPrice(1).slice(0, 24));
  await sort.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL('/search?sort=price-desc');
  await expect(names).toHaveText(byPrice(-1).slice(0, 24));
  expect(new Set(requests)).toEqual(new Set(['/graphql']));
});

test('a property page, opened directly and after a reload; an unknown one is a 404 with the not-found page', async ({ page, consoleProblems }) => {
  const property = sample[7]!;
  const found = await page.goto(`/property/${property.id}`);
  expect(found?.status()).toBe(200);
  await expect(page).toHaveTitle(`${property.name} · CampusNest`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.name);
  await expect(page.getByText(property.landlord.email)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.name);
  const missing = await page.goto('/property/not-a-real-id');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('Property not found')).toBeVisible();
  // Chromium reports the page's own 404 in the console.
  allowConsoleProblems(consoleProblems, (problem) => problem.includes('status of 404'));
});

test('sign up: the code comes from the server output, and the session survives a reload and reaches another tab', async ({ page, context }) => {
  const other = await context.newPage();
  await other.goto('/');
  await expect(header(other).getByRole('link', { name: 'Login' })).toBeVisible();
  await signUp(page, 'Sofia', 'sofia.server@uni.eu');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'campusnest_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  await expect(header(other).getByText('Sofia')).toBeVisible();
  await page.reload();
  await expect(header(page).getByText('Sofia')).toBeVisible();
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header(other).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('log in with a code from the server output', async ({ page, browser }) => {
  await signUp(page, 'Luca', 'luca.server@uni.eu');
  // Another browser: no cookie, so only the account on the server can sign it in.
  const fresh = await browser.newPage();
  await fresh.goto('/login');
  await fresh.getByLabel('Email address').fill('Luca.Server@uni.eu');
  const from = lineCount();
  await fresh.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(fresh.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await enterCode(fresh, await nextCode('luca.server@uni.eu', from));
  await expect(fresh).toHaveURL('/');
  await expect(header(fresh).getByText('Luca')).toBeVisible();
  await fresh.close();
});

test('contact a landlord: the server prints the message for the property and its landlord', async ({ page }) => {
  const property = journeyListings.contact;
  await page.goto(`/property/${property.id}`);
  const form = page.getByRole('form', { name: 'Interested in this property?' });
  await form.getByLabel('Name').fill('Ana Server');
  await form.getByLabel('Email').fill('ana.server@uni.eu');
  await form.getByLabel('Phone').fill('+31 6 1234 5678');
  const from = lineCount();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent! The landlord will get back to you within 24 hours.')).toBeVisible();
  const line = await nextLine(/^\[CampusNest\] Contact message for .*Ana Server/, from);
  expect(line).toContain(property.name);
  expect(line).toContain(property.landlord.email);
  // With the link to the conversation the message started, where the landlord answers.
  expect(line).toMatch(/ http:\/\/\S+\/messages\/\S+$/);
});

test('GraphiQL at /graphiql runs its default query against the server', async ({ page }) => {
  test.setTimeout(120_000);
  const requests = watchGraphql(page);
  await page.goto('/graphiql');
  // GraphiQL and Monaco are a few MB: the first visit takes longer than a page of the app.
  await expect(page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('region', { name: 'Operation Editor' })).toContainText('BerlinProperties', { timeout: 45_000 });
  await page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' }).click();
  await expect(page.getByRole('region', { name: 'Result Window' })).toContainText('"totalCount"');
  expect(new Set(requests)).toEqual(new Set(['/graphql']));
});
