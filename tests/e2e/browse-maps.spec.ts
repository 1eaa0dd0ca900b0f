/**
 * Maps, distance and sorting (issue 16) as a user meets them: at 1280 px the map stands beside
 * the list, at 390 px a List / Map switch shows one at a time; pins are named buttons in the list's
 * order, reachable by keyboard; a pin opens a small card that Escape closes; the property page has
 * its own small map; and a map that fails to load leaves the list working and says so.
 */
import type { Page } from '@playwright/test';
import { generateProperties, universityRecords } from '../../scripts/data/generate';
import { distanceKm } from '../../src/lib/geo';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

const sample = generateProperties();
const results = (page: Page) => page.getByRole('region', { name: 'Results', exact: true });
const cards = (page: Page) => results(page).getByRole('article');
/** Leaflet fades a pin card in; axe would measure the contrast of text half faded (it failed so once). */
const faded = (page: Page) => expect(page.locator('.cn-pin-popup')).toHaveCSS('opacity', '1');
const map = (page: Page) => page.getByRole('region', { name: 'Map of the properties in the list' });
const pins = (page: Page) => map(page).getByRole('button', { name: / per month, / });
/** How many listings the map's markers hold: one a pin, a cluster its number. */
const held = (page: Page) =>
  map(page).evaluate((container) =>
    [...container.querySelectorAll('.cn-pin, .cn-cluster')].reduce(
      (sum, marker) => sum + (marker.classList.contains('cn-cluster') ? Number(marker.textContent) : 1),
      0,
    ),
  );
const found = (page: Page) => page.getByText(/^\d+ properties found$/);
const pinName = (property: (typeof sample)[number]) => `€${property.price} per month, ${property.name}`;
const km = (property: (typeof sample)[number]) => distanceKm(property.coordinates, property.universityCampus).toFixed(1);

test.describe('at 1280 px', () => {
  test('the map stands beside the list holding every card as a named price pin or in a cluster, and the chosen university marked', async ({ page }) => {
    await page.goto('/search?city=Barcelona&university=barcelona');
    await expect(found(page)).toBeVisible();
    const barcelona = sample.filter((p) => p.city === 'Barcelona' && p.university.toLowerCase().includes('barcelona'));
    await expect(cards(page)).toHaveCount(barcelona.length);
    await expect(map(page)).toBeVisible();
    // Each listing is a pin, or in a cluster where pins would cover each other (beside the list the map is 360 px wide).
    await expect.poll(() => held(page)).toBe(barcelona.length);
    // The chosen universities are labelled landmarks; the city's third university is a landmark too.
    for (const name of ['University of Barcelona', 'Autonomous University of Barcelona', 'Pompeu Fabra University']) {
      await expect(map(page).getByText(name, { exact: true })).toBeAttached();
    }
    await expect(map(page).locator('.cn-landmark.is-chosen')).toHaveCount(2);
    await expect(
      map(page)
        .getByText(/^\d+ (m|km)$/)
        .first(),
    ).toBeVisible(); // Leaflet's scale
    await expect(page.getByText(`${barcelona.length} properties on the map, priced per month.`)).toBeVisible();
    // The list and the map share the screen without a horizontal scroll bar.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });

  test('hovering or focusing a card highlights its pin, and a pin its card', async ({ page }) => {
    // Vienna's first listing has a pin of its own at this width (elsewhere it may be in a cluster).
    await page.goto('/search?city=Vienna');
    const first = sample.filter((p) => p.city === 'Vienna')[0]!;
    const pin = map(page).getByRole('button', { name: pinName(first), exact: true });
    await expect(pin).toBeVisible();
    await cards(page).first().hover();
    await expect(pin).toHaveClass(/is-active/);
    await page.mouse.move(0, 0);
    await expect(pin).not.toHaveClass(/is-active/);
    await pin.focus();
    await expect(results(page).locator('article[data-active="true"]')).toHaveCount(1);
    await expect(results(page).locator('article[data-active="true"]')).toContainText(first.name);
    await pin.blur();
    await expect(results(page).locator('article[data-active="true"]')).toHaveCount(0);
  });

  test('by keyboard alone: Tab reaches the pins, Enter opens a pin card, Escape closes it and returns to the pin', async ({ page }) => {
    await page.goto('/search?city=Copenhagen');
    const copenhagen = sample.filter((p) => p.city === 'Copenhagen');
    await expect(pins(page).first()).toBeVisible();
    const first = map(page).getByRole('button', { name: pinName(copenhagen[0]!), exact: true });
    // Tab from the last card onwards until the first pin has the focus.
    await results(page).getByRole('link').last().focus();
    for (let step = 0; step < 10 && !(await first.evaluate((node) => node === document.activeElement)); step += 1) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog', { name: copenhagen[0]!.name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: copenhagen[0]!.name })).toBeFocused();
    await expect(card).toContainText(`€${copenhagen[0]!.price}/month`);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await faded(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // The card's link leads to the property, and Back to search returns to this search.
    await page.keyboard.press('Enter');
    await card.getByRole('link', { name: copenhagen[0]!.name }).click();
    await expect(page).toHaveURL(`/property/${copenhagen[0]!.id}`);
    await page.getByRole('link', { name: 'Back to search' }).click();
    await expect(page).toHaveURL(/\/search\?city=Copenhagen$/);
  });

  test('overlapping pins cluster; a cluster zooms in and hands the focus to its first pin', async ({ page }) => {
    await page.goto('/search');
    await expect(found(page)).toHaveText('50 properties found');
    const cluster = map(page)
      .getByRole('button', { name: /^\d+ properties, €\d+ to €\d+ per month\. Zoom in$/ })
      .first();
    await expect(cluster).toBeVisible();
    const size = Number(await cluster.textContent());
    expect(size).toBeGreaterThan(1);
    await cluster.focus();
    await page.keyboard.press('Enter');
    // Focus lands on the first listing's pin, or on the smaller cluster that still holds it.
    await expect(map(page).locator('.cn-pin:focus, .cn-cluster:focus')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a map that cannot load says so, and the list keeps working', async ({ page, consoleProblems }) => {
    const mapChunk = /\/assets\/leafletMaps-[\w-]+\.js$/;
    await page.route(mapChunk, (route) => route.abort());
    await page.goto('/search?city=Berlin');
    await expect(page.getByText('The map could not be loaded. The list of properties still works.')).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    expect(await axeViolations(page)).toEqual([]);
    // Trying again reloads the page (browsers keep a failed module download); the search is in the URL.
    await page.unroute(mapChunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/city=Berlin&sort=price-asc/);
    await expect(pins(page).first()).toBeVisible();
    // The blocked download is the only complaint the browser logged.
    const unexpected = consoleProblems.filter((problem) => !/Failed to load resource|Failed to fetch dynamically imported module|leafletMaps/.test(problem));
    expect(unexpected).toEqual([]);
    consoleProblems.length = 0;
  });

  test('honours reduced motion: no animated zoom', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/search?city=Vienna');
    await expect(pins(page).first()).toBeVisible();
    // Leaflet marks an animated map's container and markers; a still map's markers just hide while zooming.
    await expect(page.locator('.leaflet-container.leaflet-fade-anim')).toHaveCount(0);
    await expect(page.locator('.leaflet-marker-icon.leaflet-zoom-animated')).toHaveCount(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.reload();
    await expect(pins(page).first()).toBeVisible();
    await expect(page.locator('.leaflet-container.leaflet-fade-anim')).toHaveCount(1);
    expect(await page.locator('.leaflet-marker-icon.leaflet-zoom-animated').count()).toBeGreaterThan(0);
  });
});

test.describe('sorting', () => {
  test('price low to high and high to low, in the URL, kept on reload and when loading more', async ({ page }) => {
    await page.goto('/search');
    await expect(found(page)).toHaveText('50 properties found');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort.getByRole('option')).toHaveText(['Recommended', 'Price: low to high', 'Price: high to low']);
    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    const ascending = sample.map((p) => p.price).sort((a, b) => a - b);
    const prices = async () =>
      (
        await cards(page)
          .locator('p')
          .filter({ hasText: /^€\d+\/month$/ })
          .allTextContents()
      ).map((text) => Number(/\d+/.exec(text)![0]));
    await expect.poll(prices).toEqual(ascending.slice(0, 24));
    await page.getByRole('button', { name: 'Load more properties' }).click();
    await expect(cards(page)).toHaveCount(48);
    expect(await prices()).toEqual(ascending.slice(0, 48));
    await page.reload();
    await expect(sort).toHaveValue('price-asc');
    await sort.selectOption('price-desc');
    await expect.poll(prices).toEqual([...ascending].reverse().slice(0, 24));
  });

  test('distance to campus: offered once a university is chosen, every card says how far, nearest first', async ({ page }) => {
    await page.goto('/search?university=technical');
    await expect(found(page)).toBeVisible();
    const technical = sample.filter((p) => p.university.toLowerCase().includes('technical'));
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Distance to campus' });
    await expect(page).toHaveURL(/sort=distance/);
    const nearest = [...technical].sort((a, b) => Number(km(a)) - Number(km(b)));
    await expect(cards(page).first()).toContainText(`${km(nearest[0]!)} km to ${nearest[0]!.university}`);
    for (const [index, property] of nearest.slice(0, 24).entries()) {
      await expect(cards(page).nth(index)).toContainText(`${km(property)} km to ${property.university}`);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an unknown or malformed sort in the URL falls back to recommended with no error', async ({ page }) => {
    for (const query of ['?sort=cheapest', '?sort=distance', '?sort=PRICE_DESC&city=Rome', '?sort=%F0%9F%92%A5']) {
      await page.goto(`/search${query}`);
      await expect(found(page)).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recommended');
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a List / Map switch shows one at a time; the map loads only when asked for', async ({ page }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('leafletMaps')) mapRequests.push(request.url());
    });
    await page.goto('/search?university=sapienza');
    await expect(found(page)).toBeVisible();
    const list = page.getByRole('radio', { name: 'List' });
    const mapChoice = page.getByRole('radio', { name: 'Map' });
    await expect(list).toBeChecked();
    await expect(cards(page).first()).toBeVisible();
    await expect(map(page)).toHaveCount(0);
    expect(mapRequests).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // The switch writes the URL, and the router renders the change in a transition: the radio shows
    // the choice once that commits, which under load can be after check() looks (it fails then).
    await mapChoice.click();
    await expect(mapChoice).toBeChecked();
    await expect(page).toHaveURL(/view=map/);
    await expect(pins(page).first()).toBeVisible();
    await expect(results(page)).toBeHidden();
    expect(mapRequests.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    // By keyboard: arrow keys move between the two choices.
    await mapChoice.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(list).toBeChecked();
    await expect(cards(page).first()).toBeVisible();
    await expect(map(page)).toHaveCount(0);
  });

  test('the phone map opens a pin card that links to the property', async ({ page }) => {
    await page.goto('/search?city=Vienna&view=map');
    const vienna = sample.filter((p) => p.city === 'Vienna');
    const pin = map(page).getByRole('button', { name: pinName(vienna[0]!), exact: true });
    await pin.click();
    const card = page.getByRole('dialog', { name: vienna[0]!.name });
    await expect(card).toBeVisible();
    await faded(page);
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('link', { name: vienna[0]!.name }).click();
    await expect(page).toHaveURL(`/property/${vienna[0]!.id}`);
  });

  test('the property page has a small map with the listing and its university, and the distance', async ({ page }) => {
    const property = sample.find((p) => p.city === 'Copenhagen')!;
    await page.goto(`/property/${property.id}`);
    await expect(page.getByText(`${km(property)} km to ${property.university}`).first()).toBeVisible();
    const location = page.getByRole('region', { name: 'Location' });
    await location.scrollIntoViewIfNeeded();
    await expect(location.getByText(`Coordinates: ${property.coordinates.lat.toFixed(4)}, ${property.coordinates.lng.toFixed(4)}`)).toBeVisible();
    const small = location.getByRole('region', { name: `Map: ${property.name} and ${property.university}, ${km(property)} km apart in a straight line` });
    await expect(small).toBeVisible();
    await expect(small.getByText('This property')).toBeVisible();
    await expect(small.getByText(property.university, { exact: true })).toBeVisible();
    await expect(small.getByText(`${km(property)} km`, { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('every university has its campus within its city, as the maps draw them', () => {
  for (const university of universityRecords()) {
    const listings = sample.filter((p) => p.university === university.name);
    for (const listing of listings) expect(listing.universityCampus).toEqual(university.campus);
  }
});
