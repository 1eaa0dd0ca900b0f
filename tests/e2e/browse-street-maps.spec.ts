/**
 * Street maps (issue 31, item 1): both maps draw street tiles from the configured source (here a
 * local tile served for OpenStreetMap's addresses, tests/e2e/mapTiles.ts) with its credit; without
 * a connection the outlines stay and the map says that streets need one. Pins never cover each
 * other and every university name shown is whole, at 1280 and 390 px.
 */
import type { Page } from '@playwright/test';
import { generateProperties } from '../../scripts/data/generate';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { failTiles, TILE_URLS } from './mapTiles';
import { allowConsoleProblems } from './robustness';

const sample = generateProperties();
const cities = [...new Set(sample.map((property) => property.city))];
const searchMap = (page: Page) => page.getByRole('region', { name: 'Map of the properties in the list' });
/** The search map with what stands over it (its notes) and under it (its caption). */
const searchMapSection = (page: Page) => page.getByRole('region', { name: 'Map of the results' });
const drawnTiles = (page: Page) => page.locator('.leaflet-tile-pane img.leaflet-tile-loaded');
const NOTE = 'Street map needs a connection.';
const offline = (problem: string) => problem.includes('Failed to load resource: net::ERR_INTERNET_DISCONNECTED');

/** Counts the tile requests the page makes. */
function watchTiles(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (TILE_URLS.test(request.url())) requested.push(request.url());
  });
  return requested;
}

async function openListingMap(page: Page, property: (typeof sample)[number]) {
  await page.goto(`/property/${property.id}`);
  const location = page.getByRole('region', { name: 'Location' });
  await location.scrollIntoViewIfNeeded();
  const small = location.getByRole('region', { name: new RegExp(`^Map: `) });
  await expect(small).toBeVisible();
  return location;
}

/**
 * What the search map shows once its pins are drawn: the listings the markers hold (a pin one, a
 * cluster its number), the pairs of markers whose boxes meet, and the university names that are
 * shown but not whole inside the map.
 */
function markersAndLabels(page: Page) {
  return searchMap(page).evaluate((container) => {
    const box = container.getBoundingClientRect();
    const markers = [...container.querySelectorAll<HTMLElement>('.cn-pin, .cn-cluster')];
    const rects = markers.map((marker) => marker.getBoundingClientRect());
    const overlaps: string[] = [];
    rects.forEach((a, i) => {
      rects.slice(i + 1).forEach((b, j) => {
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          overlaps.push(`${markers[i]!.textContent} × ${markers[i + 1 + j]!.textContent}`);
      });
    });
    const held = markers.reduce((sum, marker) => sum + (marker.classList.contains('cn-cluster') ? Number(marker.textContent) : 1), 0);
    const cut = [...container.querySelectorAll<HTMLElement>('.cn-landmark-name')]
      .filter((name) => getComputedStyle(name).visibility !== 'hidden' && name.getBoundingClientRect().width > 0)
      .filter((name) => {
        const rect = name.getBoundingClientRect();
        return rect.left < box.left || rect.right > box.right;
      })
      .map((name) => name.textContent);
    return { held, overlaps, cut };
  });
}

for (const { width, height, searchPath } of [
  { width: 1280, height: 800, searchPath: '/search?city=Berlin' },
  { width: 390, height: 844, searchPath: '/search?city=Berlin&view=map' },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the search map draws street tiles from the configured source, with its credit', async ({ page }) => {
      const requested = watchTiles(page);
      await page.goto(searchPath);
      await expect(searchMap(page)).toBeVisible();
      await expect(drawnTiles(page).first()).toBeVisible();
      expect(requested.length).toBeGreaterThan(0);
      const credit = searchMap(page).getByRole('link', { name: 'OpenStreetMap contributors' });
      await expect(credit).toBeVisible();
      await expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
      await expect(searchMapSection(page).getByText(NOTE)).toHaveCount(0);
      // Tiles lie over the outlines, which stay underneath as the fallback.
      await expect(searchMap(page).locator('.leaflet-outlines-pane path').first()).toBeAttached();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("the listing's map draws street tiles, with their credit", async ({ page }) => {
      const requested = watchTiles(page);
      const location = await openListingMap(
        page,
        sample.find((property) => property.city === 'Copenhagen')!,
      );
      await expect(location.locator('.leaflet-tile-pane img.leaflet-tile-loaded').first()).toBeVisible();
      expect(requested.length).toBeGreaterThan(0);
      await expect(location.getByRole('link', { name: 'OpenStreetMap contributors' })).toBeVisible();
      await expect(location.getByText(NOTE)).toHaveCount(0);
    });

    test('without a connection both maps keep their outlines and say that streets need one', async ({ page, consoleProblems }) => {
      await failTiles(page);
      await page.goto(searchPath);
      const note = searchMapSection(page).getByRole('status').filter({ hasText: NOTE });
      await expect(note).toBeVisible();
      await expect(searchMap(page).locator('.leaflet-outlines-pane path').first()).toBeVisible();
      await expect(drawnTiles(page)).toHaveCount(0);
      // The outlines are what shows now, so they are credited.
      await expect(searchMap(page).getByRole('link', { name: 'Natural Earth' })).toBeVisible();
      await expect(
        searchMap(page)
          .getByRole('button', { name: / per month, |Zoom in$/ })
          .first(),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const location = await openListingMap(
        page,
        sample.find((property) => property.city === 'Vienna')!,
      );
      await expect(location.getByRole('status').filter({ hasText: NOTE })).toBeVisible();
      await expect(location.locator('.leaflet-outlines-pane path').first()).toBeVisible();
      await expect(location.getByText('This property')).toBeVisible();
      allowConsoleProblems(consoleProblems, offline);
    });

    // A test per city: all of them in one took more than a test's minute on a loaded CI machine.
    for (const city of cities) {
      test(`in ${city} the pins never cover each other and the university names are whole, also one zoom closer`, async ({ page }) => {
        // Without animation the view settles at once after each fit and zoom.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const count = sample.filter((property) => property.city === city).length;
        await page.goto(`/search?city=${encodeURIComponent(city)}${width < 1100 ? '&view=map' : ''}`);
        await expect(page.getByText(`${count} properties on the map, priced per month.`)).toBeVisible();
        await expect.poll(() => markersAndLabels(page), { message: city }).toEqual({ held: count, overlaps: [], cut: [] });
        await searchMap(page).getByRole('button', { name: 'Zoom in', exact: true }).click();
        await expect.poll(() => markersAndLabels(page), { message: `${city}, closer` }).toMatchObject({ overlaps: [], cut: [] });
      });
    }
  });
}
