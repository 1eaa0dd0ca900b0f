/**
 * The account page in server mode (issue #36): two browsers signed in as one account; 'Log out of
 * other devices' in one ends the other's session; 'Download your data' streams the file from the
 * server (its name and JSON checked); 'Delete your account' with the code from the server's output
 * erases it, and the contact then gives 'User not found'.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { enterCode, fillSignup, header } from '../e2e/accounts-helpers';
import { expect, test } from '../e2e/fixtures';
import { lineCount, nextCode } from './serverOutput';

const email = 'account-journey@uni.eu';

async function logIn(page: Page, contact: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(contact);
  const from = lineCount();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, await nextCode(contact, from));
  await expect(page).toHaveURL('/');
}

test('log out of other devices, download the data, and delete the account with a code', async ({ page, browser }) => {
  await page.goto('/signup');
  await fillSignup(page, { first: 'Rosa', last: 'Marin', email });
  let from = lineCount();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, await nextCode(email, from));
  await expect(header(page).getByRole('link', { name: 'Rosa' })).toBeVisible();

  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await logIn(phone, email);
  await expect(header(phone).getByRole('link', { name: 'Rosa' })).toBeVisible();

  await header(page).getByRole('link', { name: 'Rosa' }).click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  // Loaded by its address too: the server knows the route (a page, not a 404).
  const loaded = await page.goto('/account');
  expect(loaded?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Log out of other devices' }).click();
  await expect(page.getByText('Logged out of 1 other device.')).toBeVisible();
  await phone.reload();
  await expect(header(phone).getByRole('link', { name: 'Login' })).toBeVisible();
  await phoneContext.close();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download your data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^campusnest-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    exportedAt: string;
    account: { email: string; firstName: string };
    sessions: Array<{ thisSession: boolean }>;
  };
  expect(download.suggestedFilename()).toBe(`campusnest-data-${data.exportedAt.slice(0, 10)}.json`);
  expect(data.account).toMatchObject({ email, firstName: 'Rosa' });
  expect(data.sessions).toEqual([expect.objectContaining({ thisSession: true })]);

  from = lineCount();
  await page.getByRole('button', { name: 'Delete your account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await enterCode(page, await nextCode(email, from));
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText('User not found')).toBeVisible();
});
