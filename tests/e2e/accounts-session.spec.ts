import { header, openInbox, signUp } from './accounts-helpers';
import { expect, PLAYWRIGHT_BLOCKED_WORKER, test } from './fixtures';

test('a reload keeps the session', async ({ page }) => {
  const inbox = openInbox(page);
  await signUp(page, inbox, { first: 'Ana', last: 'Silva', email: 'ana@uni.eu' });
  await page.reload();
  await expect(header(page).getByText('Ana')).toBeVisible();
  await page.goto('/search');
  await expect(header(page).getByText('Ana')).toBeVisible();
});

test('logging out in one tab logs out the other, and logging in shows up in both', async ({ page, context }) => {
  const inbox = openInbox(page);
  await signUp(page, inbox, { first: 'Ana', last: 'Silva', email: 'ana@uni.eu' });

  const other = await context.newPage();
  await other.addInitScript(() => {
    (globalThis as { __CAMPUSNEST_LATENCY_SCALE__?: number }).__CAMPUSNEST_LATENCY_SCALE__ = 0;
  });
  const problems: string[] = [];
  other.on('console', (message) => {
    if (message.text() === PLAYWRIGHT_BLOCKED_WORKER) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await other.goto('/search');
  await expect(header(other).getByText('Ana')).toBeVisible();

  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header(other).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header(other).getByText('Ana')).toHaveCount(0);
  await expect(other).toHaveURL('/search');

  await page.goto('/login');
  await page.getByLabel('Email address').fill('ana@uni.eu');
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await page.getByLabel('Verification code').fill(await inbox.next('ana@uni.eu'));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(header(page).getByText('Ana')).toBeVisible();
  await expect(header(other).getByText('Ana')).toBeVisible();
  expect(problems).toEqual([]);
});
