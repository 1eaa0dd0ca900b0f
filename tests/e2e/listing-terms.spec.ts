/**
 * Issue #32 in the browser: a student picks move-in and move-out dates and a room type and sees
 * only the places that suit the stay (the oracle: src/lib/listingTerms.ts over the generator's own
 * listings, tests/api/expectedSearch.ts), at a desktop's and a phone's width; a listing's price
 * breakdown and availability; 'Available now' on a prerendered page visited after the build's day.
 */
import type { Page } from '@playwright/test';
import type { PropertyRecord } from '../../src/api/data/model';
import { addDays, addMonths, utcToday } from '../../src/lib/calendarDate';
import { expectedSearch } from '../api/expectedSearch';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { openFilters } from './filters';

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const cards = (page: Page) => results(page).getByRole('article');
const countLine = (page: Page) => page.getByText(/^\d+ propert(y|ies) found$/);

async function showsExactly(page: Page, expected: PropertyRecord[]) {
  expect(expected.length).toBeGreaterThan(0);
  await expect(countLine(page)).toHaveText(`${expected.length} properties found`);
  await expect(cards(page).getByRole('heading')).toHaveText(expected.slice(0, 24).map((property) => property.name));
}

// The build generated its listings today (UTC), as the oracle does: free days are relative to it.
const moveIn = addDays(utcToday(), 45);
const moveOut = addMonths(moveIn, 6);
const tooEarly = addDays(moveIn, -1);

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('dates and a room type show only the places free for the stay', async ({ page }, testInfo) => {
      await page.goto('/search');
      await openFilters(page);
      await page.getByLabel('Move-in').fill(moveIn);
      await page.getByLabel('Move-out').fill(moveOut);
      await page.getByLabel('Room type').selectOption({ label: 'Studio' });
      await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ moveIn, moveOut, roomType: 'studio' });
      const studios = expectedSearch({ moveIn, moveOut, roomType: 'STUDIO' });
      await showsExactly(page, studios);
      for (const text of await cards(page).allTextContents()) expect(text).toContain('Studio');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`search-${viewport.width}.png`) });
      await cards(page).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`search-cards-${viewport.width}.png`) });

      // A move-out before the move-in is said beside the field and not searched for.
      await page.getByLabel('Move-out').fill(tooEarly);
      await expect(page.getByText('Move-out must be after move-in.')).toBeVisible();
      await expect(page.getByLabel('Move-out')).toHaveAttribute('aria-invalid', 'true');
      await showsExactly(page, expectedSearch({ moveIn, roomType: 'STUDIO' }));
      expect(await axeViolations(page)).toEqual([]);
      if (viewport.name === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // Back to the good stay, then a listing from it: its terms suit the stay.
      await page.getByLabel('Move-out').fill(moveOut);
      await showsExactly(page, studios);
      const first = studios[0]!;
      await cards(page).first().getByRole('link', { name: first.name }).click();
      await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
      const prices = page.getByRole('region', { name: 'Price breakdown' });
      await expect(prices).toContainText(`Rent€${first.price}/month`);
      await expect(prices).toContainText(first.billsIncluded ? 'Included — ' : `about €${first.billsEstimate}/month, not included`);
      const availability = page.getByRole('region', { name: 'Availability' });
      await expect(availability).toContainText(`Minimum stay: ${first.minStayMonths} month`);
      await expect(availability).toContainText('Room type: Studio');
      expect(await axeViolations(page)).toEqual([]);
      await prices.evaluate((element) => {
        element.scrollIntoView({ block: 'start' });
      });
      await page.screenshot({ path: testInfo.outputPath(`listing-${viewport.width}.png`) });
    });
  });
}

test("a prerendered search visited after the build's day says 'Available now' for the places free by then, without a hydration mismatch", async ({ page }) => {
  const buildDay = utcToday();
  // Within the build's year: the footer's '© {year}' is the HTML's until the app renders it again.
  const later = [addDays(buildDay, 30), `${buildDay.slice(0, 4)}-12-31`].sort()[0]!;
  const listings = expectedSearch({}).slice(0, 24);
  expect(listings.some((listing) => listing.availableFrom > buildDay && listing.availableFrom <= later)).toBe(true);
  // The fixture fails the test on any console error or warning, which a mismatch would log.
  await page.clock.setFixedTime(new Date(`${later}T12:00:00Z`));
  await page.goto('/search');
  await expect(countLine(page)).toHaveText('50 properties found');
  const lines = listings.map((listing) => (listing.availableFrom <= later ? 'Available now' : /Available from \d{1,2} [A-Z][a-z]{2} \d{4}/));
  for (const [index, line] of lines.entries()) await expect(cards(page).nth(index)).toContainText(line);
});
