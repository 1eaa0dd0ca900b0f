/**
 * The account page (issue #36) in the browser mode, against the production build: a new user opens
 * it from the header's first name, renames themselves, downloads their data (the file's name and
 * JSON checked), and deletes the account with the code read from the console; then '/' says so and
 * logging in again says 'User not found'. Axe-clean and used by keyboard at 1280 and 390 px.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { enterCode, header, openInbox, requestLoginCode, signUp } from './accounts-helpers';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/** The header's first name: in the phone header's menu at 390 px. */
async function openAccountFromHeader(page: Page, name: string, phone: boolean) {
  if (phone) await header(page).getByRole('button', { name: 'Menu' }).click();
  await header(page).getByRole('link', { name, exact: true }).click();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    const phone = width === 390;
    test.use({ viewport: { width, height: phone ? 844 : 800 } });

    test('a user renames themselves, downloads their data and deletes their account with a code', async ({ page }) => {
      const inbox = openInbox(page);
      const email = `lena-${width}@uni.eu`;
      await signUp(page, inbox, { first: 'Lena', last: 'Vogel', email });

      await openAccountFromHeader(page, 'Lena', phone);
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue('Lena');
      await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/account-shots/account-${width}.png`, fullPage: true });

      // By keyboard: Enter in a field saves, Tab goes from one name to the other and on to Save.
      await page.getByLabel('First name').fill('Lena Marie');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Last name')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Save changes' })).toBeFocused();
      await page.getByLabel('Last name').press('Enter');
      await expect(page.getByText('Your name was saved.')).toBeVisible();
      if (phone) await header(page).getByRole('button', { name: 'Menu' }).click();
      await expect(header(page).getByRole('link', { name: 'Lena Marie' })).toBeVisible();
      if (phone) await header(page).getByRole('button', { name: 'Menu' }).click();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download your data' }).click()]);
      const today = new Date().toISOString().slice(0, 10);
      expect(download.suggestedFilename()).toBe(`campusnest-data-${today}.json`);
      const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
        product: string;
        exportedAt: string;
        account: { firstName: string; email: string };
        sessions: Array<{ thisSession: boolean }>;
      };
      expect(data.product).toBe('CampusNest');
      expect(data.exportedAt.slice(0, 10)).toBe(today);
      expect(data.account).toMatchObject({ firstName: 'Lena Marie', email });
      expect(data.sessions).toEqual([{ createdAt: null, expiresAt: null, thisSession: true }]);

      await page.getByRole('button', { name: 'Log out of other devices' }).click();
      await expect(page.getByText('No other device was logged in.')).toBeVisible();

      await page.getByRole('button', { name: 'Delete your account' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
      await expect(page.getByLabel('Verification code')).toBeFocused();
      await expect(page.getByText('Entering the code deletes your account and everything it holds. This cannot be undone.')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/account-shots/delete-code-${width}.png` });
      await enterCode(page, await inbox.next(email));

      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible();
      await page.screenshot({ path: `/tmp/account-shots/deleted-${width}.png` });
      if (phone) await header(page).getByRole('button', { name: 'Menu' }).click();
      await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

      await requestLoginCode(page, { email });
      await expect(page.getByText('User not found')).toBeVisible();
    });
  });
}

test('a visitor opening /account is sent to log in and back', async ({ page }) => {
  const inbox = openInbox(page);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel('First name').fill('Omar');
  await page.getByLabel('Last name').fill('Haddad');
  await page.getByLabel('Email address').fill('omar@uni.eu');
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, await inbox.next('omar@uni.eu'));
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
});
