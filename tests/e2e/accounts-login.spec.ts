import { expectNoAxeViolations } from './axe';
import { CLOCK_START, enterCode, header, openInbox, pauseClock, requestLoginCode, signUp } from './accounts-helpers';
import { expect, test } from './fixtures';

test('an unknown contact is told on screen, before any code is sent', async ({ page }) => {
  const inbox = openInbox(page);
  await page.goto('/login');
  await expectNoAxeViolations(page);
  await requestLoginCode(page, { email: 'nobody@uni.eu' });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('User not found');
  await expect(page.getByRole('heading', { name: /Verify your/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await alert.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/signup');
  expect(inbox.count).toBe(0);
});

test('a wrong code says Invalid OTP, and the right one still works', async ({ page }) => {
  const inbox = openInbox(page);
  await signUp(page, inbox, { first: 'Ana', last: 'Silva', email: 'ana@uni.eu' });
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await requestLoginCode(page, { email: 'ana@uni.eu' });
  const code = await inbox.next('ana@uni.eu');
  await enterCode(page, code === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert')).toHaveText('Invalid OTP');
  await expect(page).toHaveURL('/login');
  await expectNoAxeViolations(page);
  await enterCode(page, code);
  await expect(page).toHaveURL('/');
  await expect(header(page).getByText('Ana')).toBeVisible();
});

test('Back from the code screen keeps what was typed', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Jan');
  await page.getByLabel('Last name').fill('Novak');
  await page.getByLabel('Email address').fill('jan@uni.eu');
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Jan');
  await expect(page.getByLabel('Last name')).toHaveValue('Novak');
  await expect(page.getByLabel('Email address')).toHaveValue('jan@uni.eu');
  await expect(page.getByLabel('Email address')).toBeFocused();
});

test('the code box takes a pasted code with spaces or dashes, and Verify Code waits for 6 digits', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Jan');
  await page.getByLabel('Last name').fill('Novak');
  await page.getByLabel('Email address').fill('jan@uni.eu');
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  const box = page.getByLabel('Verification code');
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(box).toHaveAttribute('inputmode', 'numeric');
  const verify = page.getByRole('button', { name: 'Verify Code' });
  await expect(verify).toBeDisabled();
  await page.keyboard.type('12a3-45');
  await expect(box).toHaveValue('12345');
  await expect(verify).toBeDisabled();
  for (const pasted of ['123 456', '123-456']) {
    await box.fill('');
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    await box.press('ControlOrMeta+V');
    await expect(box).toHaveValue('123456');
    await expect(verify).toBeEnabled();
  }
});

test.describe('with the clock under control', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
  });

  test('an expired code says OTP expired; Resend Code sends a new one and restarts at 5:00', async ({ page }) => {
    const inbox = openInbox(page);
    await signUp(page, inbox, { first: 'Ana', last: 'Silva', email: 'ana@uni.eu' });
    await header(page).getByRole('button', { name: 'Logout' }).click();
    // Left running, the countdown could show 4:59 on a slow machine before the test saw 5:00.
    await requestLoginCode(page, { email: 'ana@uni.eu' }, () => pauseClock(page));
    const stale = await inbox.next('ana@uni.eu');
    await expect(page.getByText('Code expires in 5:00')).toBeVisible();
    await page.clock.fastForward(1000);
    await expect(page.getByText('Code expires in 4:59')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Code' })).toHaveCount(0);

    await page.clock.fastForward('04:59');
    await expect(page.getByText('Code expires in 0:00')).toBeVisible();
    await page.clock.fastForward(1000);
    await enterCode(page, stale);
    await expect(page.getByRole('alert')).toHaveText('OTP expired');

    await page.getByRole('button', { name: 'Resend Code' }).click();
    const fresh = await inbox.next('ana@uni.eu');
    await expect(page.getByText('Code expires in 5:00')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Code' })).toHaveCount(0);
    await enterCode(page, fresh);
    await expect(page).toHaveURL('/');
    await expect(header(page).getByText('Ana')).toBeVisible();
  });
});
