import type { Locator, Page, Route } from '@playwright/test';
import type { PropertyRecord } from '../../src/api/data/model';
import { expectedSearch } from '../api/expectedSearch';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { layoutShift } from './layoutShift';
import { openFilters } from './filters';

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const cards = (page: Page) => results(page).getByRole('article');
const countLine = (page: Page) => page.getByText(/^\d+ propert(y|ies) found$/);

/**
 * Waits for the count the oracle predicts and for exactly its listings on the first page. Run
 * before any per-card check, which an empty or stale list would otherwise pass.
 */
async function showsExactly(page: Page, expected: PropertyRecord[]) {
  expect(expected.length).toBeGreaterThan(0);
  await expect(countLine(page)).toHaveText(`${expected.length} properties found`);
  await expect(cards(page).getByRole('heading')).toHaveText(expected.slice(0, 24).map((property) => property.name));
}

async function numbers(locator: Locator, pattern: RegExp): Promise<number[]> {
  const texts = await locator.allTextContents();
  return texts.map((text) => Number(pattern.exec(text)?.[1]));
}

test.describe('search page', () => {
  test("'All Properties' finds 50 and loading more shows all 50 cards", async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'All Properties' })).toBeVisible();
    await expect(page.getByText('50 properties found')).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more properties' }).click();
    await expect(cards(page)).toHaveCount(48);
    await page.getByRole('button', { name: 'Load more properties' }).click();
    await expect(cards(page)).toHaveCount(50);
    await expect(page.getByRole('button', { name: 'Load more properties' })).toHaveCount(0);
  });

  test('the price filters keep every card within the range, in the URL and after a reload', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByText('50 properties found')).toBeVisible();
    await openFilters(page);
    await page.getByLabel('Min price (€/month)').fill('600');
    await page.getByLabel('Max price (€/month)').fill('1000');
    await expect(page).toHaveURL(/minPrice=600/);
    await expect(page).toHaveURL(/maxPrice=1000/);
    const expected = expectedSearch({ minPrice: 600, maxPrice: 1000 });
    await showsExactly(page, expected);
    await page.reload();
    await openFilters(page);
    await expect(page.getByLabel('Min price (€/month)')).toHaveValue('600');
    await showsExactly(page, expected);
    const prices = await numbers(cards(page), /€(\d+)\/month/);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(600);
      expect(price).toBeLessThanOrEqual(1000);
    }
  });

  test('4+ bedrooms gives only homes with four or more', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByText('50 properties found')).toBeVisible();
    await openFilters(page);
    // click, not check(): in the page's first moment the choice may read as before while the app takes over (browse-home.spec.ts).
    await page.getByRole('radio', { name: '4+' }).click();
    await expect(page.getByRole('radio', { name: '4+' })).toBeChecked();
    await expect(page).toHaveURL(/bedrooms=4%2B/);
    await showsExactly(page, expectedSearch({ minBedrooms: 4 }));
    const beds = await numbers(cards(page), /(\d+) beds?/);
    for (const count of beds) expect(count).toBeGreaterThanOrEqual(4);
    expect(beds).toContain(5);
  });

  test('the city and university boxes filter the list', async ({ page }) => {
    await page.goto('/search');
    await openFilters(page);
    await page.getByLabel('City').fill('rome');
    await expect(page.getByRole('heading', { name: 'Properties in rome' })).toBeVisible();
    await showsExactly(page, expectedSearch({ city: 'rome' }));
    for (const text of await cards(page).allTextContents()) expect(text).toContain('Rome');
    await page.getByLabel('City').fill('');
    await page.getByLabel('University').fill('sapienza');
    await expect(page.getByRole('heading', { name: 'Properties near sapienza' })).toBeVisible();
    await showsExactly(page, expectedSearch({ university: 'sapienza' }));
    for (const text of await cards(page).allTextContents()) expect(text).toContain('Near Sapienza');
  });

  test('Clear All Filters returns to all properties', async ({ page }) => {
    await page.goto('/search?city=Paris&minPrice=400&bedrooms=2');
    await expect(page.getByRole('heading', { name: 'Properties in Paris' })).toBeVisible();
    await openFilters(page);
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: 'All Properties' })).toBeVisible();
    await expect(page.getByText('50 properties found')).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue('');
  });

  test('shows the no-results message', async ({ page }) => {
    await page.goto('/search?city=Atlantis');
    await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search criteria')).toBeVisible();
  });

  test('Back restores the previous filters', async ({ page }) => {
    await page.goto('/search');
    await openFilters(page);
    // click, not check(): in the page's first moment the choice may read as before while the app takes over (browse-home.spec.ts).
    await page.getByRole('radio', { name: '3' }).click();
    await expect(page.getByRole('radio', { name: '3' })).toBeChecked();
    await expect(page).toHaveURL(/bedrooms=3/);
    await cards(page).first().click();
    await expect(page.getByRole('heading', { name: 'Interested in this property?' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/bedrooms=3/);
    await openFilters(page);
    await expect(page.getByRole('radio', { name: '3' })).toBeChecked();
  });

  test('on a phone the filters fold behind a button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search');
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('City')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('City')).toBeVisible();
    await expect(page.getByText('50 properties found')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('has no axe violations with results and with none', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByText('50 properties found')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/search?city=Atlantis');
    await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('with the real latency', () => {
  test.use({ latency: 1 });

  test('shows six skeletons on a search and a spinner on a property page, when they are rendered from nothing', async ({ page }) => {
    // The loading states last as long as the listings take to arrive. Holding their download
    // until the test has seen them keeps a busy machine from finishing first.
    let listings = await holdDownloads(page, /\/assets\/properties-[\w-]+\.js$/);
    // A sorted search, and a listing reached by a link with a query, have no prerendered HTML
    // (docs/architecture.md#html-first): the app renders them from nothing, with its loading states.
    await page.goto('/search?sort=price-asc');
    await listings.requested;
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page.getByTestId('property-card-skeleton')).toHaveCount(6);
    await listings.release();
    await expect(page.getByText('50 properties found')).toBeVisible();
    await expect(page.getByTestId('property-card-skeleton')).toHaveCount(0);
    // Cards land in the skeletons' boxes and the footer stays put: no layout shift (Lighthouse CLS).
    expect(await layoutShift(page)).toBeLessThan(0.1);
    const href = await cards(page).first().getByRole('link').getAttribute('href');
    listings = await holdDownloads(page, /\/assets\/properties-[\w-]+\.js$/);
    await page.goto(`${href!}?from=search`);
    await listings.requested;
    await expect(page.getByRole('status').filter({ hasText: 'Loading property' })).toBeAttached();
    await listings.release();
    await expect(page.getByRole('heading', { name: 'Interested in this property?' })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.1);
  });
});

/**
 * Holds back the responses to requests matching `pattern` (routing also turns off the HTTP cache,
 * so a new page asks again). `requested` settles once one has been held; `release` lets them
 * through and stops holding.
 */
async function holdDownloads(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = () => {};
  const seen = new Promise<void>((resolve) => {
    requested = resolve;
  });
  const held: Promise<void>[] = [];
  const handler = (route: Route) => {
    requested();
    const passed = released.then(() => route.continue());
    held.push(passed);
    return passed;
  };
  await page.route(pattern, handler);
  return {
    requested: seen,
    async release() {
      release();
      // Unrouting first would hand the held requests on without us, and our continue would fail.
      await Promise.all(held);
      await page.unroute(pattern, handler);
    },
  };
}
