/**
 * A page that fails (here: its code cannot be downloaded, as after a deploy or on a flaky
 * network) shows a recoverable message inside the layout; the header keeps working and
 * "Try again" brings the page back.
 */
import { expect, test } from './fixtures';
import { allowConsoleProblems, axeViolations, count } from './robustness';

/** The refused download and React's report of the error its boundary caught. */
const provoked = (problem: string) => problem.includes('net::ERR_FAILED') || problem.includes('dynamically imported module');

test('a page whose code fails to load shows a recoverable error inside the layout', async ({ page, consoleProblems }, testInfo) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();

  const blocked = (url: URL) => /\/assets\/SearchPage[-.]/.test(url.pathname);
  await page.route(blocked, (route) => route.abort('failed'));
  await header.getByRole('link', { name: 'Browse Properties' }).click();

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Something went wrong on this page' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '/work/wt/shots/reliability/route-error-1280.png', fullPage: true });

  // The header still navigates, and leaving the broken page clears the error.
  await header.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(alert).toHaveCount(0);

  await header.getByRole('link', { name: 'Browse Properties' }).click();
  await expect(alert).toBeVisible();
  await page.unroute(blocked);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { name: 'All Properties' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  allowConsoleProblems(consoleProblems, provoked);
  count(testInfo, { inputs: 1, faults: 2 });
});

test('the error message fits a phone screen', async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(/\/assets\/PropertyPage[-.]/, (route) => route.abort('failed'));
  await page.goto('/property/anything');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/work/wt/shots/reliability/route-error-390.png', fullPage: true });
  allowConsoleProblems(consoleProblems, provoked);
});
