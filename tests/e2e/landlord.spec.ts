/**
 * Landlords (issue #33) in the browser mode, against the production build: the guard sends a
 * visitor to log in and back; a sample landlord logs in with their owner card's email (the code
 * read from the console), finds their listing, unpublishes it (gone from the search, and its page
 * tells a student it is no longer available), publishes it again (back), and edits its price (the
 * search's card shows the new one). Axe-clean pages at 1280 and 390 px.
 */
import type { Page } from '@playwright/test';
import { generateProperties } from '../../scripts/data/generate';
import { enterCode, openInbox, type Inbox } from './accounts-helpers';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

const listing = generateProperties()[8]!;
const cityOf = (page: Page) => page.goto(`/search?city=${encodeURIComponent(listing.city)}`);
const card = (page: Page) => page.getByRole('main').getByRole('link', { name: listing.name, exact: true });

async function logInFromGuard(page: Page, inbox: Inbox, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, await inbox.next(email));
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('a visitor opening a landlord page logs in and comes back to it; a new landlord sees the empty state', async ({ page }) => {
      const inbox = openInbox(page);
      await page.goto('/landlord/new');
      await expect(page).toHaveURL(/\/login\?next=%2Flandlord%2Fnew$/);
      // An account of their own, through sign-up, which keeps where they were going.
      await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
      await expect(page).toHaveURL(/\/signup\?next=%2Flandlord%2Fnew$/);
      await page.getByLabel('First name').fill('Lena');
      await page.getByLabel('Last name').fill('Vogel');
      await page.getByLabel('Email address').fill('lena@uni.eu');
      await page.getByRole('button', { name: 'Send Verification Code' }).click();
      await enterCode(page, await inbox.next('lena@uni.eu'));
      await expect(page).toHaveURL(/\/landlord\/new$/);
      await expect(page.getByRole('heading', { name: 'Add a listing', level: 1 })).toBeVisible();
      await expect(page.getByLabel('City', { exact: true })).toHaveValue('Berlin');
      expect(await axeViolations(page, { exclude: ['.leaflet-container'] })).toEqual([]);

      await page.getByRole('link', { name: 'Back to your listings' }).click();
      await expect(page.getByRole('heading', { name: 'Your listings', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'You have no listings yet' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Add a listing' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a hostile next= is ignored after log-in', async ({ page }) => {
      const inbox = openInbox(page);
      await page.goto('/login?next=%2F%5Cevil.example');
      await logInFromGuard(page, inbox, listing.landlord.email);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$|localhost:\d+\/$/);
    });

    test('a sample landlord unpublishes a listing, republishes it and edits its price; the search follows at once', async ({ page }) => {
      const inbox = openInbox(page);
      await page.goto('/landlord');
      await expect(page).toHaveURL(/\/login\?next=%2Flandlord$/);
      await logInFromGuard(page, inbox, listing.landlord.email);
      await expect(page).toHaveURL(/\/landlord$/);
      const row = page.getByRole('article', { name: listing.name });
      await expect(row).toContainText('Published');
      await expect(row).toContainText(`€${listing.price}/month`);
      expect(await axeViolations(page)).toEqual([]);

      await row.getByRole('button', { name: `Unpublish ${listing.name}` }).click();
      await expect(row).toContainText('Unpublished');
      await expect(row.getByRole('button', { name: `Publish ${listing.name}` })).toBeVisible();
      await cityOf(page);
      await expect(page.getByText(/^\d+ properties found$/)).toBeVisible();
      await expect(card(page)).toHaveCount(0);

      // The owner sees it with a banner holding 'Publish'; a student is told it is gone.
      await page.goto(`/property/${listing.id}`);
      const banner = page.getByRole('region', { name: 'Your listing' });
      await expect(banner).toContainText('This listing is unpublished: only you can see it.');
      await page.goto('/landlord');
      await page
        .getByRole('article', { name: listing.name })
        .getByRole('button', { name: `Publish ${listing.name}` })
        .click();
      await expect(page.getByRole('article', { name: listing.name })).toContainText('Published');
      await cityOf(page);
      await expect(card(page)).toHaveCount(1);

      await page.goto('/landlord');
      await page.getByRole('link', { name: `Edit ${listing.name}` }).click();
      await expect(page.getByRole('heading', { name: 'Edit listing', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Name')).toHaveValue(listing.name);
      await page.getByLabel('Monthly rent (€)').fill(String(listing.price + 15));
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page).toHaveURL(/\/landlord$/);
      await expect(page.getByRole('article', { name: listing.name })).toContainText(`€${listing.price + 15}/month`);
      await cityOf(page);
      await expect(
        page
          .getByRole('main')
          .getByRole('article')
          .filter({ has: page.getByRole('link', { name: listing.name, exact: true }) }),
      ).toContainText(`€${listing.price + 15}/month`);
    });

    test('a student opening an unpublished listing is told it is no longer available', async ({ page }) => {
      const inbox = openInbox(page);
      await page.goto('/login?next=%2Flandlord');
      await logInFromGuard(page, inbox, listing.landlord.email);
      await page
        .getByRole('article', { name: listing.name })
        .getByRole('button', { name: `Unpublish ${listing.name}` })
        .click();
      await expect(page.getByRole('article', { name: listing.name })).toContainText('Unpublished');
      await page.goto('/');
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('button', { name: 'Logout' }).click();
      // On a phone the header's links are in the closed menu by now.
      await expect(page.getByRole('link', { name: 'Login', includeHidden: true })).toHaveCount(1);
      await page.goto(`/property/${listing.id}`);
      await expect(page.getByRole('heading', { name: 'This property is no longer available.' })).toBeVisible();
    });
  });
}
