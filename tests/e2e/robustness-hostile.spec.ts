/**
 * Hostile text in every text field and in the URL renders as inert text and is stored and
 * returned unchanged, or is refused with a clear message; nothing executes. The policy's own
 * protection is switched off here (bypassCSP), so these journeys test React's escaping alone: an
 * injection would run, open a dialog or set the canary, and fail the test.
 */
import type { Page } from '@playwright/test';
import { EARLY_EVENTS_SCRIPT_ID } from '../../scripts/build/earlyEventsScript';
import { generateProperties } from '../../scripts/data/generate';
import { storageKeys } from '../../src/api/store/keys';
import { contactMessages } from '../../src/lib/contactTexts';
import { enterCode, fillSignup, header, openInbox } from './accounts-helpers';
import { appOwnsPage } from './appCode';
import { expect, test } from './fixtures';
import { count } from './robustness';

test.use({ bypassCSP: true });

/** Each would set `window.__xss` or open a dialog if it were ever treated as markup or code. */
const payloads = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '"><svg onload=alert(1)>',
  "' onfocus='alert(1)' autofocus='",
  'javascript:alert(1)',
  '\u202Egnp.exe',
  'Z\u0351\u0364\u0300\u0301a\u0336l\u0338g\u0489o',
  '👩🏽‍💻🏳️‍🌈🇪🇺',
  "'; DROP TABLE users; --",
  '{{constructor.constructor("alert(1)")()}}',
];
const LONG = '<b onclick=alert(1)>é👩🏽‍💻\u202E</b>'.repeat(400).slice(0, 10_000);
const property = generateProperties()[0]!;

const dialogs = new WeakMap<Page, string[]>();

test.beforeEach(({ page }) => {
  const opened: string[] = [];
  dialogs.set(page, opened);
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
});

test.afterEach(async ({ page }) => {
  expect(dialogs.get(page), 'dialogs opened by injected code').toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator(`img[src="x"], svg[onload], script:not([src]):not(#${EARLY_EVENTS_SCRIPT_ID})`).count()).toBe(0);
});

test('sign-up names are stored and shown exactly as typed', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const inbox = openInbox(page);
  for (const [index, name] of payloads.entries()) {
    const email = `hostile${index}@uni.eu`;
    await page.goto('/signup');
    await fillSignup(page, { first: name, last: name, email });
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await enterCode(page, await inbox.next(email));
    await expect(page).toHaveURL('/');
    await expect(header(page).getByText(name, { exact: true })).toBeVisible();
    const stored = await page.evaluate((key) => localStorage.getItem(key), storageKeys.users);
    expect(JSON.parse(stored ?? '[]')).toContainEqual(expect.objectContaining({ firstName: name, lastName: name, email }));
    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  }
  // 10,000 characters do not fit: the field takes at most 50.
  await page.goto('/signup');
  await page.getByLabel('First name').fill(LONG);
  expect((await page.getByLabel('First name').inputValue()).length).toBeLessThanOrEqual(50);
  count(testInfo, { inputs: payloads.length + 1 });
});

test('hostile contact values are refused with a clear message, and no code is sent', async ({ page }, testInfo) => {
  // 24 page loads and forms: about a minute on a busy 2-core machine, more under load.
  test.setTimeout(180_000);
  const inbox = openInbox(page);
  for (const path of ['/signup', '/login']) {
    for (const value of [...payloads, LONG]) {
      await page.goto(path);
      if (path === '/signup') await fillSignup(page, { first: 'Ana', last: 'Silva', email: value });
      else await page.getByLabel('Email address').fill(value);
      await page.getByRole('button', { name: 'Send Verification Code' }).click();
      await expect(page.getByText(contactMessages.EMAIL_INVALID)).toBeVisible();
    }
    await page.goto(path);
    await page.getByRole('radio', { name: 'Phone' }).check();
    if (path === '/signup') {
      await page.getByLabel('First name').fill('Ana');
      await page.getByLabel('Last name').fill('Silva');
    }
    for (const value of payloads.slice(0, 3)) {
      await page.getByLabel('Phone number').fill(value);
      await page.getByRole('button', { name: 'Send Verification Code' }).click();
      await expect(page.getByText(contactMessages.PHONE_INVALID)).toBeVisible();
    }
  }
  expect(inbox.count).toBe(0);
  count(testInfo, { inputs: 2 * (payloads.length + 1 + 3) });
});

/** Fills the listing's contact form with `text` as the name and the message, and valid contacts. */
async function fillContact(page: Page, text: string) {
  const form = page.getByRole('form', { name: 'Interested in this property?' });
  await form.getByLabel('Name').fill(text);
  await form.getByLabel('Email').fill('ana@uni.eu');
  await form.getByLabel('Phone').fill('+31 6 1234 5678');
  await form.getByLabel('Message').fill(text);
  return form;
}

// A test per text: all of them in one test ran past three minutes on a loaded CI machine.
test.describe('the contact form sends hostile text unchanged, and refuses 10,000 characters clearly', () => {
  payloads.forEach((text, index) => {
    test(`text ${index + 1} of ${payloads.length} is sent unchanged`, async ({ page }, testInfo) => {
      const sent: string[] = [];
      page.on('console', (message) => {
        if (message.text().startsWith('[CampusNest] Contact form')) sent.push(message.text());
      });
      await page.goto(`/property/${property.id}`);
      // About what is sent, not about the first moment (first-moment.spec.ts): replacing the message's
      // default text while React hydrates the form can lose the selection (open: see appCode.ts).
      await appOwnsPage(page);
      const form = await fillContact(page, text);
      // Sent from the keyboard, as a keyboard user does. A click first waits, over animation frames,
      // for the button to stand still; twice on loaded CI machines that wait never ended (two
      // minutes, not one retry logged; 30 of 30 passed under load here), cause not found.
      await form.getByRole('button', { name: 'Send Message' }).press('Enter');
      await expect(page.getByText('Message Sent!')).toBeVisible();
      expect(sent.at(-1)).toContain(
        JSON.stringify({ propertyId: property.id, name: text, email: 'ana@uni.eu', phone: '+31 6 1234 5678', message: text }).slice(1, -1),
      );
      count(testInfo, { inputs: 1 });
    });
  });

  test('10,000 characters are refused clearly', async ({ page }, testInfo) => {
    await page.goto(`/property/${property.id}`);
    const form = await fillContact(page, LONG);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(/at most/).first()).toBeVisible();
    await expect(page.getByText('Message Sent!')).toHaveCount(0);
    count(testInfo, { inputs: 1 });
  });
});

const title = (page: Page) => page.getByRole('heading', { level: 1 });

// A test per text: all of them in one test took 3.5 of its 5 minutes on a CI machine.
test.describe('the search boxes and the filters show hostile text as text', () => {
  payloads.forEach((text, index) => {
    test(`text ${index + 1} of ${payloads.length}`, async ({ page }, testInfo) => {
      // Four page loads and searches: past a minute on a loaded CI machine.
      test.setTimeout(120_000);
      for (const by of ['City', 'University'] as const) {
        await page.goto('/');
        // About the text, not the first moment (first-moment.spec.ts): a radio checked while React
        // hydrates it reads as its rendered state until the replay, which Playwright's check() refuses.
        await appOwnsPage(page);
        const box = page.getByRole('search', { name: 'Find a property' });
        await box.getByRole('radio', { name: `Search by ${by}` }).check();
        await box.getByLabel(by, { exact: true }).fill(text);
        await box.getByRole('button', { name: 'Search' }).click();
        await expect(title(page)).toHaveText(by === 'City' ? `Properties in ${text.trim()}` : `Properties near ${text.trim()}`);
        await expect(page.getByText('No properties found')).toBeVisible();
      }
      await page.goto('/search');
      const filters = page.getByRole('complementary', { name: 'Filters' });
      // Beside the map the filters are behind their button.
      await filters.getByRole('button', { name: /^Filters/ }).click();
      await filters.getByLabel('University').fill(text);
      await expect(title(page)).toHaveText(`Properties near ${text.trim()}`);
      await expect(page.getByText('No properties found')).toBeVisible();
      await filters.getByLabel('City').fill(text);
      await expect(title(page)).toHaveText(`Properties in ${text.trim()}`);
      count(testInfo, { inputs: 4 });
    });
  });
});

test.describe('hostile URL query parameters render as text', () => {
  [...payloads, LONG.slice(0, 150)].forEach((text, index, all) => {
    test(`text ${index + 1} of ${all.length}`, async ({ page }, testInfo) => {
      await page.goto(`/search?${new URLSearchParams({ city: text }).toString()}`);
      await expect(title(page)).toHaveText(`Properties in ${text.trim()}`);
      await page.goto(`/search?${new URLSearchParams({ university: text, minPrice: text }).toString()}`);
      await expect(title(page)).toHaveText(`Properties near ${text.trim()}`);
      count(testInfo, { inputs: 2 });
    });
  });
});

test('10,000 characters in a search box or a filter give an empty result, not a failure', async ({ page }, testInfo) => {
  await page.goto('/');
  const box = page.getByRole('search', { name: 'Find a property' });
  await box.getByLabel('City', { exact: true }).fill(LONG);
  await box.getByRole('button', { name: 'Search' }).click();
  await expect(title(page)).toHaveText(/^Properties in <b onclick=alert\(1\)>/);
  await expect(page.getByText('No properties found')).toBeVisible();
  await page.goto('/search');
  await page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('button', { name: /^Filters/ })
    .click();
  await page.getByRole('complementary', { name: 'Filters' }).getByLabel('University').fill(LONG);
  await expect(title(page)).toHaveText(/^Properties near <b onclick=alert\(1\)>/);
  await expect(page.getByText('No properties found')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /couldn't load/ })).toHaveCount(0);
  count(testInfo, { inputs: 2 });
});
