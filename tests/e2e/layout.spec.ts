/**
 * The layout at a phone's width (390 × 844) and a desktop's (1280 × 800): one-row phone header with
 * its menu, the search page's first result near the top and three cards a row beside the map, one
 * left edge for header and content, and the listing's contact bar on phones (issue #31).
 */
import type { Locator, Page } from '@playwright/test';
import { generateProperties } from '../../scripts/data/generate';
import { sampleLandlordAccount } from '../../src/api/data/sampleLandlords';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { layoutShift } from './layoutShift';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

/** A listing's path, read from the search page's first card as a user would reach it. */
async function firstListingPath(page: Page): Promise<string> {
  await page.goto('/search');
  const href = await page.getByRole('region', { name: 'Results' }).getByRole('article').first().getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/property\/[0-9a-f-]{36}$/);
  return href!;
}

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });

test.describe('phone header', () => {
  test.use({ viewport: PHONE });

  for (const url of ['/', '/search?city=Berlin']) {
    test(`is one row of at most 64 px with Saved in it on ${url}`, async ({ page }) => {
      await page.goto(url);
      const header = page.getByRole('banner');
      expect((await box(header)).height).toBeLessThanOrEqual(64);
      const saved = header.getByRole('link', { name: /^Saved/ });
      await expect(saved).toBeVisible();
      await expect(header.getByRole('link', { name: 'CampusNest home' })).toBeVisible();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(header.getByRole('link', { name: 'Browse Properties' })).toBeHidden();
      // Logo, Saved and the menu button share the row.
      const row = [await box(header.getByRole('link', { name: 'CampusNest home' })), await box(saved), await box(menuButton(page))];
      for (const part of row) expect(part.y + part.height).toBeLessThanOrEqual(64);
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });
  }

  for (const lang of ['en', 'de', 'fr', 'es', 'it', 'nl']) {
    test(`fits its row in ${lang}`, async ({ page }) => {
      await page.goto(`/search?city=Berlin&lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const header = page.getByRole('banner');
      expect((await box(header)).height).toBeLessThanOrEqual(64);
      const button = await box(header.locator('button[aria-controls]'));
      expect(button.x + button.width).toBeLessThanOrEqual(PHONE.width - 16);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
  }

  test('the menu opens, keeps a sensible Tab order, closes on Escape and on navigation', async ({ page }) => {
    await page.goto('/');
    const menu = menuButton(page);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${CSS_escape(await menu.getAttribute('aria-controls'))}`);
    await expect(panel.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Language' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await menu.focus();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Browse Properties' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(panel.getByRole('link', { name: 'Browse Properties' })).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('link', { name: 'Browse Properties' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Browse Properties' })).toBeHidden();
  });

  test('nothing on the search page hides under the header', async ({ page }) => {
    await page.goto('/search');
    await page.mouse.wheel(0, 1500);
    const header = await box(page.getByRole('banner'));
    // The header scrolls away with the page rather than covering the results.
    await expect.poll(async () => (await page.getByRole('banner').boundingBox())?.y ?? 0).toBeLessThan(-header.height + 1);
  });
});

test.describe('desktop header', () => {
  test.use({ viewport: DESKTOP });

  test('shows its links in the row and no menu button', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Browse Properties' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
    const logo = await box(header.getByRole('link', { name: 'CampusNest home' }));
    const signUp = await box(header.getByRole('link', { name: 'Sign Up' }));
    expect(Math.abs(logo.y + logo.height / 2 - (signUp.y + signUp.height / 2))).toBeLessThan(2);
  });
});

test.describe('signed-in header', () => {
  // A landlord: every link the header has (Messages, Bookings) and a first name.
  const user = sampleLandlordAccount(generateProperties()[0]!.landlord);
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((seeded) => {
      localStorage.setItem('campusnest:v1:users', JSON.stringify([seeded]));
      localStorage.setItem('campusnest:v1:currentUser', JSON.stringify(seeded));
    }, user);
  });

  // The row's room is the page's column, never wider than theme.layout.maxWidth: a wide screen has
  // no more of it than a laptop (at 1920 px it once wrapped the account onto a second row).
  for (const width of [1200, 1920]) {
    test(`is one row at ${width} px in every language, Messages and Bookings as named icons`, async ({ page }) => {
      // A page in each of six languages: past a minute on a loaded CI machine.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 800 });
      for (const lang of ['en', 'de', 'fr', 'es', 'it', 'nl']) {
        await page.goto(`/search?city=Berlin&lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const header = page.getByRole('banner');
        await expect(header.getByRole('link', { name: user.firstName })).toBeVisible();
        // The logo, whose name is in the page's language.
        const logo = await box(header.getByRole('link').first());
        const language = await box(header.getByRole('combobox'));
        expect(Math.abs(logo.y + logo.height / 2 - (language.y + language.height / 2)), lang).toBeLessThan(2);
        await expect(menuButton(page)).toBeHidden();
      }
      await page.goto('/search?city=Berlin&lang=en');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Messages', exact: true })).toHaveAttribute('title', 'Messages');
      await expect(header.getByRole('link', { name: 'Bookings', exact: true })).toHaveAttribute('title', 'Bookings');
    });
  }

  test("below the column's width (a tablet, 1024 px) is one row with the menu, which opens as a card under its button", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/search?city=Berlin&lang=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const header = page.getByRole('banner');
    expect((await box(header)).height).toBeLessThanOrEqual(64);
    const menu = header.getByRole('button', { name: 'Menü' });
    await menu.click();
    const panel = page.locator(`#${CSS_escape(await menu.getAttribute('aria-controls'))}`);
    await expect(panel.getByRole('link', { name: 'Buchungen' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    const card = await box(panel);
    expect(card.width).toBeLessThan(400);
    expect(card.x + card.width).toBeGreaterThan(1024 - 40);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("a visitor's header between a phone and the column", () => {
  for (const width of [660, 1024]) {
    test(`keeps Sign Up in its one row at ${width} px in every language, Login in the menu`, async ({ page }) => {
      // A page in each of six languages: past a minute on a loaded CI machine.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 800 });
      for (const lang of ['en', 'de', 'fr', 'es', 'it', 'nl']) {
        await page.goto(`/search?city=Berlin&lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const header = page.getByRole('banner');
        expect((await box(header)).height, lang).toBeLessThanOrEqual(64);
        await expect(header.locator('a[href="/login"]')).toBeHidden();
        await expect(header.locator('a[href="/signup"]')).toBeVisible();
        await expect(header.locator('button[aria-controls]')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(width);
      }
    });
  }
});

test.describe('search layout', () => {
  test('on a phone the first result photo is in the top 45 % and the filters sit behind one button', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/search?university=Humboldt%20University%20of%20Berlin');
    const photo = page.getByRole('region', { name: 'Results' }).getByRole('article').first().locator('img').first();
    expect((await box(photo)).y).toBeLessThanOrEqual(0.45 * PHONE.height);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    const filters = page.getByRole('button', { name: /^Filters 1 active/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('spinbutton', { name: 'Min price (€/month)' })).toBeHidden();
    await filters.click();
    await expect(page.getByRole('spinbutton', { name: 'Min price (€/month)' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('at 1280 px three cards a row beside the map, whole names, one left edge with the header', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/search');
    const cards = page.getByRole('region', { name: 'Results' }).getByRole('article');
    await expect(cards.nth(3)).toBeAttached();
    const [first, second, third, fourth] = [await box(cards.nth(0)), await box(cards.nth(1)), await box(cards.nth(2)), await box(cards.nth(3))];
    expect(second.y).toBe(first.y);
    expect(third.y).toBe(first.y);
    expect(fourth.y).toBeGreaterThan(first.y);
    expect(fourth.x).toBe(first.x);
    const map = await box(page.locator('[aria-labelledby="search-map-title"]'));
    expect(third.x + third.width).toBeLessThanOrEqual(map.x);

    const logo = await box(page.getByRole('banner').getByRole('link', { name: 'CampusNest home' }));
    const title = await box(page.getByRole('heading', { level: 1 }));
    expect(title.x).toBe(logo.x);
    expect(first.x).toBe(logo.x);

    // No card's name or university line is cut: each shows all of its text.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('main article h2, main article p:has(> svg) > span')]
        .filter((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
        .map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
});

test.describe('listing contact bar', () => {
  test('on a phone it stays at the bottom, takes the student to the form and focuses its first field', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const path = await firstListingPath(page);
    await page.goto(path);
    const contact = page.getByRole('button', { name: 'Contact landlord' });
    await contact.click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    const bar = await box(contact);
    expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE.height);
    await expect(page.getByText(/^€\d+\/month$/).last()).toBeVisible();

    // At the end of the page the bar rests above the footer: its last line is not under it.
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    const last = page.getByText(/© \d{4} CampusNest\. All rights reserved\./);
    await expect(last).toBeInViewport();
    const lastBox = await box(last);
    const barNow = await box(contact);
    expect(lastBox.y).toBeGreaterThanOrEqual(barNow.y + barNow.height);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('on a phone it is on the prerendered page from the start, with nothing moving', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const path = await firstListingPath(page);
    await page.goto(path);
    const bar = await box(page.getByRole('button', { name: 'Contact landlord' }));
    expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE.height);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('is absent on a desktop', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const path = await firstListingPath(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Interested in this property?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact landlord' })).toBeHidden();
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
});

function CSS_escape(id: string | null): string {
  if (!id) throw new Error('aria-controls is empty');
  return id.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
}
