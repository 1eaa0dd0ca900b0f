/**
 * From the first moment (docs/architecture.md#from-the-first-moment): on a prerendered page, what a
 * user does before the app has loaded is done once it has, never dropped and never turned into
 * something else. Each journey holds the app's code back (appCode.ts), acts on the bare HTML as a
 * user on a busy phone would, then lets the app start and checks the outcome.
 */
import { generateProperties } from '../../scripts/data/generate';
import { storageKeys } from '../../src/api/store/keys';
import { addDays, utcToday } from '../../src/lib/calendarDate';
import { LANGUAGE_KEY } from '../../src/i18n/preference';
import { appOwnsPage, openHeld } from './appCode';
import { expect, test } from './fixtures';
import { openEndedStay } from './openEndedStay';
import { seedStorage } from './robustness';

const [listing] = generateProperties();
// A place with no end date or longest stay, and a stay of its shortest length from a week on.
const { listing: openEnded, stayIn, stayOut } = openEndedStay(generateProperties(), addDays(utcToday(), 7));

for (const viewport of [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the home search by university, chosen and sent before the app runs, searches by university', async ({ page }) => {
      const release = await openHeld(page, '/');
      const hero = page.getByRole('search', { name: 'Find a property' });
      // The choice shows at once, as the browser draws it; the app hears of it when it runs.
      await hero.getByRole('radio', { name: 'Search by University' }).check();
      await hero.getByRole('textbox').fill('Sorbonne University');
      await hero.getByRole('textbox').press('Enter');
      // Nothing happens in the bare page: no reload, no search by city.
      await expect(page).toHaveURL(/\/$/);
      release();
      await expect(page).toHaveURL(/\/search\?university=Sorbonne(\+|%20)University$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties near Sorbonne University');
    });

    test("the closing call to action's Search button, pressed before the app runs, searches", async ({ page }) => {
      const release = await openHeld(page, '/');
      const closing = page.getByRole('search', { name: 'Start your search' });
      await closing.getByRole('textbox').fill('Rome');
      await closing.getByRole('button', { name: 'Search' }).click();
      release();
      await expect(page).toHaveURL(/\/search\?city=Rome$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties in Rome');
    });

    test('a language picked before the app runs is applied', async ({ page }) => {
      const release = await openHeld(page, '/');
      if (viewport.name === 'phone') {
        // On a phone the list is in the header's menu: the button's click is held and replayed first.
        await page.getByRole('button', { name: 'Menu' }).click();
        release();
        await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
        await page.getByLabel('Language').selectOption('de');
      } else {
        await page.getByLabel('Language').selectOption('de');
        release();
      }
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('search').first().getByRole('radio', { name: 'Nach Hochschule' })).toBeVisible();
    });

    test('a max price typed before the app runs filters the search', async ({ page }) => {
      const release = await openHeld(page, '/search?city=Berlin');
      // On a phone and beside the map the filters are behind a button: its click is held too, and replayed first.
      await page.getByRole('button', { name: /^Filters/ }).click();
      release();
      await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'true');
      await page.getByLabel('Max price (€/month)').fill('700');
      await expect(page).toHaveURL(/maxPrice=700/);
      await expect(page).toHaveURL(/city=Berlin/);
      await expect(page.getByLabel('Max price (€/month)')).toHaveValue('700');
    });

    test('an order picked before the app runs sorts the results', async ({ page }) => {
      const release = await openHeld(page, '/search?city=Berlin');
      await page.getByLabel('Sort by').selectOption('price-asc');
      release();
      await expect(page).toHaveURL(/sort=price-asc/);
      await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    });

    test('a heart pressed before the app runs saves the listing', async ({ page }) => {
      const release = await openHeld(page, '/search');
      await page
        .getByRole('button', { name: `Save ${listing!.name}` })
        .first()
        .click();
      release();
      await expect(page.getByRole('button', { name: `Remove ${listing!.name} from saved` }).first()).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('banner').getByRole('link', { name: /^Saved/ })).toHaveText('Saved1');
    });

    test('a contact message typed and sent before the app runs is sent', async ({ page }) => {
      const release = await openHeld(page, `/property/${listing!.id}`);
      await page.getByLabel('Name').fill('Ana Lima');
      await page.getByLabel('Email').fill('ana@uni.eu');
      await page.getByLabel('Phone').fill('+351 912 345 678');
      await page.getByRole('button', { name: 'Send Message' }).click();
      release();
      await expect(page.getByText('Message Sent!')).toBeVisible();
    });

    test("the 'Book' dates typed before the app runs are the stay", async ({ page }) => {
      const release = await openHeld(page, `/property/${openEnded.id}`);
      const panel = page.getByRole('region', { name: 'Book' });
      await panel.getByLabel('Move-in').fill(stayIn);
      await panel.getByLabel('Move-out').fill(stayOut);
      release();
      // Replayed a task apart, the second date must not start from a URL without the first.
      await expect(page).toHaveURL(new RegExp(`moveIn=${stayIn}&moveOut=${stayOut}$`));
      await expect(panel).toContainText(`Stay: ${openEnded.minStayMonths} month`);
      await expect(panel.getByLabel('Move-in')).toHaveValue(stayIn);
      await expect(panel.getByRole('button', { name: 'Request to book' })).toBeEnabled();
    });

    test('a photo opened before the app runs opens full screen', async ({ page }) => {
      const release = await openHeld(page, `/property/${listing!.id}`);
      await page.getByRole('button', { name: /^Open photo 1 of \d+ full screen/ }).click();
      release();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('img')).toHaveAttribute('alt', `${listing!.name}, photo 1 of ${listing!.images.length}`);
    });
  });
}

test('by keyboard alone: the arrow key that picks University, typing and Enter, before the app runs', async ({ page }) => {
  const release = await openHeld(page, '/');
  const hero = page.getByRole('search', { name: 'Find a property' });
  await hero.getByRole('radio', { name: 'Search by City' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Humboldt');
  await page.keyboard.press('Enter');
  release();
  await expect(page).toHaveURL(/\/search\?university=Humboldt$/);
});

test('a visitor the page was not rendered for (German) keeps what they did on the English HTML', async ({ page }) => {
  await seedStorage(page, { [LANGUAGE_KEY]: 'de' });
  const release = await openHeld(page, '/');
  const hero = page.getByRole('search', { name: 'Find a property' });
  await hero.getByRole('radio', { name: 'Search by University' }).click();
  await hero.getByRole('textbox').fill('Humboldt');
  await hero.getByRole('textbox').press('Enter');
  release();
  await expect(page).toHaveURL(/\/search\?university=Humboldt$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a signed-out visitor with a saved listing: a heart pressed on the HTML applies to the page the app renders', async ({ page }) => {
  const [, second] = generateProperties();
  await seedStorage(page, { [storageKeys.saved]: JSON.stringify({ visitor: [{ id: listing!.id, savedAt: Date.now() }], users: {} }) });
  const release = await openHeld(page, '/search');
  await page
    .getByRole('button', { name: `Save ${second!.name}` })
    .first()
    .click();
  release();
  await appOwnsPage(page);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Saved/ })).toHaveText('Saved2');
  await expect(page.getByRole('button', { name: `Remove ${second!.name} from saved` }).first()).toHaveAttribute('aria-pressed', 'true');
});

test('without holding anything back, acting as soon as the page shows works', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('search', { name: 'Find a property' });
  await hero.getByRole('radio', { name: 'Search by University' }).click();
  // The plain box, or the combobox that replaces it once the app runs and the focus enters the form.
  await hero.getByRole('textbox').or(hero.getByRole('combobox')).fill('Sorbonne');
  await hero.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties near Sorbonne');
});
