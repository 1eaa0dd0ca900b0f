import { expectNoAxeViolations } from './axe';
import { CLOCK_START, enterCode, fillSignup, header, openInbox, pauseClock, requestLoginCode } from './accounts-helpers';
import { expect, test } from './fixtures';

test('sign up with an email, log out, and log in again with it', async ({ page }) => {
  const inbox = openInbox(page);
  await page.clock.install({ time: CLOCK_START });
  await page.goto('/signup');
  await expectNoAxeViolations(page);
  await fillSignup(page, { first: 'Maria', last: 'Rossi', email: 'maria.rossi@uni.eu' });
  // The countdown starts with the code screen: stopped, it still reads 5:00 however late we look.
  await pauseClock(page);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();

  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText('We sent a 6-digit code to')).toHaveText('We sent a 6-digit code to maria.rossi@uni.eu');
  await expect(page.getByText('Code expires in 5:00')).toBeVisible();
  await page.clock.resume();
  await expectNoAxeViolations(page);
  // The welcome leaves after 2 s: stopped, the clock lets the test see it and time its exit.
  await pauseClock(page);
  await enterCode(page, await inbox.next('maria.rossi@uni.eu'));

  await expect(page.getByRole('heading', { name: 'Welcome to CampusNest!' })).toBeVisible();
  await expect(page.getByText('Your account has been created successfully. Redirecting you to the homepage...')).toBeVisible();
  await expect(header(page).getByText('Maria')).toBeVisible();
  await page.clock.runFor(1_999);
  await expect(page).toHaveURL('/signup');
  await page.clock.runFor(1);
  await expect(page).toHaveURL('/');
  await expect(header(page).getByText('Maria')).toBeVisible();
  await page.clock.resume();

  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header(page).getByText('Maria')).toHaveCount(0);

  await requestLoginCode(page, { email: 'Maria.Rossi@uni.eu' });
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await enterCode(page, await inbox.next('maria.rossi@uni.eu'));
  await expect(page).toHaveURL('/');
  await expect(header(page).getByText('Maria')).toBeVisible();
});

test('sign up and log in with a phone number', async ({ page }) => {
  const inbox = openInbox(page);
  await page.goto('/signup');
  await fillSignup(page, { first: 'Jan', last: 'Novak', phone: '+420 601 234 567' });
  await expect(page.getByLabel('Phone number')).toHaveAttribute('type', 'tel');
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
  await enterCode(page, await inbox.next('+420601234567'));
  await expect(page.getByRole('heading', { name: 'Welcome to CampusNest!' })).toBeVisible();
  await expect(page).toHaveURL('/');
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

  await requestLoginCode(page, { phone: '+420-601-234-567' });
  await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
  await enterCode(page, await inbox.next('+420601234567'));
  await expect(page).toHaveURL('/');
  await expect(header(page).getByText('Jan')).toBeVisible();
});

test('a contact that already has an account is refused, with a link to log in', async ({ page }) => {
  const inbox = openInbox(page);
  await page.goto('/signup');
  await fillSignup(page, { first: 'Maria', last: 'Rossi', email: 'maria@uni.eu' });
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, await inbox.next('maria@uni.eu'));
  await expect(page).toHaveURL('/');
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/signup');
  await fillSignup(page, { first: 'Maria', last: 'Again', email: 'maria@uni.eu' });
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('An account with this email already exists. Please log in instead.');
  await alert.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/login');
  expect(inbox.count).toBe(1);
});

test.describe('at the real speed', () => {
  test.use({ latency: 1 });

  test("the sign-up button reads 'Sending OTP...' while the code is on its way", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.goto('/signup');
    await fillSignup(page, { first: 'Maria', last: 'Rossi', email: 'slow@uni.eu' });
    // The send takes 1 s of the page's clock: stopped, a slow machine cannot finish it unseen.
    await pauseClock(page);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByRole('button', { name: 'Sending OTP...' })).toBeVisible();
    await page.clock.runFor(999);
    await expect(page.getByRole('button', { name: 'Sending OTP...' })).toBeVisible();
    // The 1 s starts once the contact rule has loaded (src/lib/loadContactRules.ts), on the page's
    // own time: the clock moves on until the code screen shows.
    const verify = page.getByRole('heading', { name: 'Verify your email' });
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return verify.isVisible();
      })
      .toBe(true);
  });
});
