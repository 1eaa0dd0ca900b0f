/**
 * Saved listings in Chromium (docs/product.md#saved-listings): save from search and from a listing,
 * see them on /saved and in the header's count, remove them, keep a visitor's saves through a
 * log-in, by mouse and by keyboard, at desktop and phone widths; axe on every new state.
 */
import type { Page } from '@playwright/test';
import { stampKey, storageKeys } from '../../src/lib/deviceStorage';
import { enterCode, fillSignup, header, openInbox } from './accounts-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const savedLink = (page: Page) => header(page).getByRole('link', { name: /^Saved/ });
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const savedList = (page: Page) => page.getByRole('region', { name: 'Saved listings' });

async function firstCardNames(page: Page, count: number): Promise<string[]> {
  await expect(results(page).getByRole('article')).toHaveCount(24);
  const names = await results(page).getByRole('article').getByRole('heading').allTextContents();
  return names.slice(0, count);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('save from search and from a listing, see them on /saved and in the header, remove them', async ({ page }) => {
      await page.goto('/search');
      const [first, second] = await firstCardNames(page, 2);
      await expect(savedLink(page)).toHaveText('Saved');
      await results(page)
        .getByRole('button', { name: `Save ${first}` })
        .click();
      // Named now after what a press would do.
      await expect(results(page).getByRole('button', { name: `Remove ${first} from saved` })).toHaveAttribute('aria-pressed', 'true');
      await expect(savedLink(page)).toHaveText('Saved1');
      await expectNoAxeViolations(page);

      await results(page).getByRole('link', { name: second }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!);
      const pageHeart = page.getByRole('button', { name: `Save ${second}` });
      await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
      await pageHeart.click();
      await expect(page.getByRole('button', { name: `Remove ${second} from saved` })).toHaveAttribute('aria-pressed', 'true');
      await expect(savedLink(page)).toHaveText('Saved2');
      await expectNoAxeViolations(page);

      await savedLink(page).click();
      await expect(page).toHaveURL(/\/saved$/);
      await expect(page).toHaveTitle('Saved listings · CampusNest');
      await expect(page.getByText('2 saved listings')).toBeVisible();
      await expect(savedList(page).getByRole('heading', { level: 2 })).toHaveText([second!, first!]);
      await expectNoAxeViolations(page);

      await savedList(page)
        .getByRole('button', { name: `Remove ${second} from saved` })
        .click();
      await expect(savedList(page).getByRole('article')).toHaveCount(1);
      await expect(savedLink(page)).toHaveText('Saved1');
      await expect(page.getByRole('heading', { level: 1, name: 'Saved listings' })).toBeFocused();
      await savedList(page)
        .getByRole('button', { name: `Remove ${first} from saved` })
        .click();
      await expect(page.getByRole('heading', { name: 'No saved listings yet' })).toBeVisible();
      await expect(savedLink(page)).toHaveText('Saved');
      await expectNoAxeViolations(page);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'No saved listings yet' })).toBeVisible();
      await page.getByRole('link', { name: 'Browse properties', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'All Properties' })).toBeVisible();
    });
  });
}

test('two tabs saving at the same moment keep every save', async ({ context }) => {
  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) await tab.goto('/search');
  const names = await firstCardNames(tabs[0]!, 6);
  await expect(results(tabs[1]!).getByRole('article')).toHaveCount(24);
  // Three rounds, each tab pressing its own heart at once: each save holds the saved key's Web Lock and waits for the last holder's write.
  for (let round = 0; round < 3; round += 1)
    await Promise.all(
      tabs.map((tab, index) =>
        results(tab)
          .getByRole('button', { name: `Save ${names[round * 2 + index]}` })
          .click(),
      ),
    );
  for (const [index, tab] of tabs.entries())
    for (let round = 0; round < 3; round += 1)
      await expect(results(tab).getByRole('button', { name: `Remove ${names[round * 2 + index]} from saved` })).toHaveAttribute('aria-pressed', 'true');
  await tabs[0]!.goto('/saved');
  await expect(savedList(tabs[0]!).getByRole('article')).toHaveCount(6);
  expect((await savedList(tabs[0]!).getByRole('article').getByRole('heading').allTextContents()).sort()).toEqual([...names].sort());
  await expect(savedLink(tabs[0]!)).toHaveText('Saved6');
  // Each save was stamped for the next holder of the lock (src/api/store/writeFence.ts).
  expect(Number(await tabs[0]!.evaluate((key) => localStorage.getItem(key), stampKey(storageKeys.saved)))).toBeGreaterThanOrEqual(6);
});

test('by keyboard alone: Tab to a heart, save with Enter, open /saved, remove with Space', async ({ page }) => {
  await page.goto('/search');
  const [first] = await firstCardNames(page, 1);
  const link = results(page).getByRole('link', { name: first });
  await link.focus();
  await page.keyboard.press('Tab');
  const heart = results(page).getByRole('button', { name: `Save ${first}` });
  await expect(heart).toBeFocused();
  await page.keyboard.press('Enter');
  const pressed = results(page).getByRole('button', { name: `Remove ${first} from saved` });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await expect(pressed).toBeFocused();
  await savedLink(page).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/saved$/);
  const savedHeart = savedList(page).getByRole('button', { name: `Remove ${first} from saved` });
  await savedHeart.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { name: 'No saved listings yet' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved listings' })).toBeFocused();
});

test("a visitor's saves are kept through sign-up and log-in; log-out shows the visitor's empty list", async ({ page }) => {
  const inbox = openInbox(page);
  await page.goto('/search');
  const [first, second] = await firstCardNames(page, 2);
  await results(page)
    .getByRole('button', { name: `Save ${first}` })
    .click();
  await expect(savedLink(page)).toHaveText('Saved1');

  // On through the header, as a user goes: a reload at once could leave before the save is kept.
  await header(page).getByRole('link', { name: 'Sign Up' }).click();
  await fillSignup(page, { first: 'Lena', last: 'Berg', email: 'lena@uni.eu' });
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, await inbox.next('lena@uni.eu'));
  await expect(header(page)).toContainText('Lena');
  await expect(savedLink(page)).toHaveText('Saved1');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(savedLink(page)).toHaveText('Saved');

  await page.goto('/search');
  await results(page)
    .getByRole('button', { name: `Save ${second}` })
    .click();
  await expect(savedLink(page)).toHaveText('Saved1');
  await header(page).getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email address').fill('lena@uni.eu');
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, await inbox.next('lena@uni.eu'));
  await expect(header(page)).toContainText('Lena');
  await expect(savedLink(page)).toHaveText('Saved2');
  await savedLink(page).click();
  await expect(savedList(page).getByRole('heading', { level: 2 })).toHaveText([second!, first!]);
  await expect(page.getByText(/Kept in this browser/)).toHaveCount(0);
});

test('/saved shows skeletons while it loads', async ({ page }) => {
  await page.addInitScript(() => {
    (globalThis as { __CAMPUSNEST_LATENCY_SCALE__?: number }).__CAMPUSNEST_LATENCY_SCALE__ = 20;
  });
  await page.goto('/saved');
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(page.getByTestId('property-card-skeleton')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('heading', { name: 'No saved listings yet' })).toBeVisible();
});
