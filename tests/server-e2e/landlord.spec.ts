/**
 * Landlords in server mode (issue #33): a sample landlord logs in through the guard with the code
 * on the server's output, unpublishes their listing and every other browser's search loses it at
 * once, its page answering 404 with 'This property is no longer available.'; another account
 * cannot edit it; republished, it is back for everyone.
 */
import type { Browser, Page } from '@playwright/test';
import { enterCode, fillSignup } from '../e2e/accounts-helpers';
import { expect, test } from '../e2e/fixtures';
import { allowConsoleProblems } from '../e2e/robustness';
import { lineCount, nextCode } from './serverOutput';
import { journeyListings } from './journeyListings';

const listing = journeyListings.landlord;
const cityUrl = `/search?city=${encodeURIComponent(listing.city)}`;

async function studentSees(browser: Browser, expected: number) {
  const student = await browser.newPage();
  await student.goto(cityUrl);
  await expect(student.getByText(/^\d+ properties found$/)).toBeVisible();
  await expect(student.getByRole('region', { name: 'Results' }).getByRole('link', { name: listing.name, exact: true })).toHaveCount(expected);
  await student.close();
}

async function logInThroughGuard(page: Page, email: string) {
  await page.goto('/landlord');
  await expect(page).toHaveURL(/\/login\?next=%2Flandlord$/);
  await page.getByLabel('Email address').fill(email);
  const from = lineCount();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, await nextCode(email, from));
  await expect(page).toHaveURL(/\/landlord$/);
}

test('a landlord unpublishes and republishes a listing for everyone; another account cannot edit it', async ({ page, browser, consoleProblems }) => {
  await logInThroughGuard(page, listing.landlord.email);
  const row = page.getByRole('article', { name: listing.name });
  await expect(row).toContainText('Published');
  await studentSees(browser, 1);

  await row.getByRole('button', { name: `Unpublish ${listing.name}` }).click();
  await expect(row).toContainText('Unpublished');
  await studentSees(browser, 0);

  const student = await browser.newPage();
  const gone = await student.goto(`/property/${listing.id}`);
  expect(gone?.status()).toBe(404);
  await expect(student.getByRole('heading', { name: 'This property is no longer available.' })).toBeVisible();
  await student.close();
  // The owner still sees it, with the banner holding 'Publish'.
  await page.goto(`/property/${listing.id}`);
  const banner = page.getByRole('region', { name: 'Your listing' });
  await expect(banner).toContainText('This listing is unpublished: only you can see it.');

  // Someone else's account finds no such listing of theirs.
  const mallory = await browser.newPage();
  await mallory.goto('/signup?next=%2Flandlord');
  await fillSignup(mallory, { first: 'Mallory', last: 'Tester', email: 'mallory.landlord@uni.eu' });
  const from = lineCount();
  await mallory.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(mallory, await nextCode('mallory.landlord@uni.eu', from));
  await expect(mallory.getByRole('heading', { name: 'You have no listings yet' })).toBeVisible();
  await mallory.goto(`/landlord/${listing.id}/edit`);
  await expect(mallory.getByRole('heading', { name: 'Listing not found' })).toBeVisible();
  await mallory.close();

  await banner.getByRole('button', { name: 'Publish' }).click();
  await expect(banner).toContainText('This is your listing. Students can find it.');
  await studentSees(browser, 1);
  // Chromium reports the listing page's own 404 in the console.
  allowConsoleProblems(consoleProblems, (problem) => problem.includes('status of 404'));
});
