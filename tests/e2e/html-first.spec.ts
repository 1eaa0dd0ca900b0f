/**
 * HTML-first (docs/architecture.md#html-first): the build's prerendered pages show their content
 * before any script runs and without JavaScript at all; the app hydrates them in place (the same
 * nodes, no mismatch, nothing asked of the backend); a visitor they were not rendered for gets the
 * app's own page over them.
 */
import type { Browser, Page } from '@playwright/test';
import { storageKeys } from '../../src/api/store/keys';
import { LANGUAGE_KEY } from '../../src/i18n/preference';
import { generateProperties } from '../../scripts/data/generate';
import { PLAYWRIGHT_BLOCKED_WORKER, expect, test } from './fixtures';
import { layoutShift } from './layoutShift';
import { holdAppCode } from './appCode';
import { seedStorage } from './robustness';

const [listing, other] = generateProperties();
const prerendered = ['/', '/search', '/search?city=Berlin', `/property/${listing!.id}`];

/** The lines of text a reader sees in the page's main region. */
async function visibleLines(page: Page): Promise<string[]> {
  const text = await page.locator('#main').innerText();
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

async function withoutJavaScript<T>(browser: Browser, path: string, read: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await read(page);
  } finally {
    await context.close();
  }
}

test.describe('a fresh visitor on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of prerendered) {
    test(`${path}: the HTML shows the page without JavaScript; hydrating keeps its nodes and asks the backend nothing`, async ({ browser, context }) => {
      const withoutScripts = await withoutJavaScript(browser, path, async (page) => {
        await expect(page.locator('#main h1')).toBeVisible();
        return visibleLines(page);
      });

      // A page of our own (not the fixture's, whose goto waits for the app) with the app's code held back.
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.text() === PLAYWRIGHT_BLOCKED_WORKER) return;
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
      });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const release = await holdAppCode(page);
      await page.goto(path, { waitUntil: 'commit' });
      const heading = page.locator('#main h1');
      await expect(heading).toBeVisible();
      await heading.evaluate((element) => {
        (element as HTMLElement & { prerendered?: boolean }).prerendered = true;
      });

      release();
      await page.waitForFunction(() => {
        const element = document.querySelector('#main h1');
        return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      });
      await page.waitForLoadState('networkidle');
      // The very element the HTML made, now React's: hydrated, not rendered again.
      expect(await heading.evaluate((element) => (element as HTMLElement & { prerendered?: boolean }).prerendered)).toBe(true);
      expect(requested.filter((file) => /\/assets\/(inBrowserBackend|properties)-/.test(file))).toEqual([]);
      // Every line the app shows was already in the HTML.
      expect(await visibleLines(page)).toEqual(withoutScripts);
      expect(problems).toEqual([]);
    });
  }
});

test('on a wide screen the map moves into the box the HTML already has: no layout shift', async ({ page }) => {
  await page.goto('/search?city=Berlin');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
});

test('the HTML of every sample listing holds its name, price and the contact form', async ({ request }) => {
  for (const property of generateProperties()) {
    const html = await (await request.get(`/property/${property.id}`)).text();
    const text = html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
    expect(text, property.id).toContain(property.name);
    expect(text, property.id).toContain(`€${property.price}`);
    expect(text, property.id).toContain('Interested in this property?');
  }
});

test("a visitor with a saved listing gets their hearts and count, not the fresh visitor's", async ({ page }) => {
  await seedStorage(page, { [storageKeys.saved]: JSON.stringify({ visitor: [{ id: listing!.id, savedAt: Date.now() }], users: {} }) });
  await page.goto('/search');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Saved/ })).toHaveText('Saved1');
  await expect(page.getByRole('button', { name: `Remove ${listing!.name} from saved` }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: `Save ${other!.name}` }).first()).toHaveAttribute('aria-pressed', 'false');
});

test("a signed-in user gets a contact form with their own name and email, not the fresh visitor's empty one", async ({ page }) => {
  const ana = { id: 'u-ana', firstName: 'Ana', lastName: 'Silva', email: 'ana@uni.eu', phone: null, isVerified: true };
  await seedStorage(page, { [storageKeys.users]: JSON.stringify([ana]), [storageKeys.currentUser]: JSON.stringify(ana) });
  await page.goto(`/property/${listing!.id}`);
  const form = page.getByRole('form', { name: 'Interested in this property?' });
  await expect(form.getByLabel('Name')).toHaveValue('Ana Silva');
  await expect(form.getByLabel('Email')).toHaveValue('ana@uni.eu');
  await expect(form.getByLabel('Phone')).toHaveValue('');
  await form.getByLabel('Name').fill('Ana M. Silva');
  await expect(form.getByLabel('Name')).toHaveValue('Ana M. Silva');
});

test('a visitor who reads German gets the listing in German over the English HTML', async ({ page }) => {
  await seedStorage(page, { [LANGUAGE_KEY]: 'de' });
  await page.goto(`/property/${listing!.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Zurück zur Suche' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing!.name);
});
