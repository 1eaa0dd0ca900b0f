/**
 * Whatever localStorage holds or does, the app renders and keeps working: bad values in each key
 * never cost another key its data, version 0's keys are migrated, and a storage that throws is
 * reported to the user once.
 */
import type { Page } from '@playwright/test';
import { legacyKeys, storageKeys } from '../../src/api/store/keys';
import { enterCode, fillSignup, header, openInbox } from './accounts-helpers';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { breakStorage, count, seedStorage, type StorageFailure } from './robustness';

type Key = keyof typeof storageKeys;

const ana = { id: 'u1', firstName: 'Ana', lastName: 'Silva', email: 'ana@uni.eu', phone: null, isVerified: true };
const valid: Record<Key, string> = {
  users: JSON.stringify([ana]),
  currentUser: JSON.stringify(ana),
  pendingCode: JSON.stringify({ contact: 'ana@uni.eu', code: '123456', type: 'EMAIL', expires: Date.now() + 600_000, attempts: 0 }),
  saved: JSON.stringify({ visitor: [], users: { u1: [{ id: 'p1', savedAt: Date.now() }] } }),
  listings: JSON.stringify({ listings: [], deleted: ['p2'] }),
  conversations: JSON.stringify({ nextId: 1, conversations: [], messages: [] }),
  bookings: JSON.stringify([]),
};
const NOTICE = /will be lost when you close or reload this page/;

const badValues: Record<string, string> = {
  'invalid JSON': '{"id": "u1", "firstName": ',
  'the wrong shape': '{"id": 42, "firstName": ["<img src=x onerror=alert(1)>"]}',
  'a v0 record': JSON.stringify({ id: 'u1', firstName: 'Old', lastName: 'Shape', email: 'OLD@uni.eu', type: 'email' }),
  'a huge string': 'x'.repeat(4 * 1024 * 1024),
};

function storedValues(page: Page): Promise<Record<string, string | undefined>> {
  return page.evaluate(() => {
    const values: Record<string, string> = {};
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key !== null) values[key] = localStorage.getItem(key) ?? '';
    }
    return values;
  });
}

for (const key of Object.keys(storageKeys) as Key[]) {
  for (const [label, raw] of Object.entries(badValues)) {
    test(`${key} holding ${label}: the app renders and the other keys keep their data`, async ({ page }, testInfo) => {
      const seed = Object.fromEntries((Object.keys(storageKeys) as Key[]).map((name) => [storageKeys[name], name === key ? raw : valid[name]]));
      await seedStorage(page, seed);
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (key === 'currentUser') await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
      else await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(header).toContainText(key === 'currentUser' ? 'Sign Up' : 'Ana');
      // A bad session, saved list, conversations or bookings key is repaired as soon as the app asks
      // who is signed in, how many are saved and how many conversations are unread (a signed-in read
      // of the conversations first tells the bookings that expired, reading their key).
      const readAtOnce = key === 'currentUser' || key === 'saved' || key === 'conversations' || key === 'bookings';
      if (readAtOnce) await expect.poll(async () => (await storedValues(page))[storageKeys[key]]).toBeUndefined();
      const stored = await storedValues(page);
      if (key !== 'users') expect(JSON.parse(stored[storageKeys.users] ?? '[]')).toEqual([ana]);
      // Proof the huge value really was stored: keys the home page does not need stay as they were.
      if (label === 'a huge string' && !readAtOnce) expect(stored[storageKeys[key]]?.length).toBe(raw.length);
      await page.getByRole('banner').getByRole('link', { name: 'Browse Properties' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Storage notice' })).toHaveCount(0);
      count(testInfo, { inputs: 1, faults: 1 });
    });
  }
}

test("version 0's keys are migrated: the old session is signed in and the old keys are gone", async ({ page }, testInfo) => {
  const old = { id: 'legacy-1', firstName: 'Jonas', lastName: 'Doe', phone: '+31 (6) 1234-5678' };
  await seedStorage(page, {
    [legacyKeys.users]: JSON.stringify([old, { id: 'broken' }]),
    [legacyKeys.currentUser]: JSON.stringify(old),
    [legacyKeys.pendingCode]: JSON.stringify({ contact: '+31 6 12345678', code: '111111', type: 'phone', expires: Date.now() + 60_000 }),
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toContainText('Jonas');
  const stored = await storedValues(page);
  expect(JSON.parse(stored[storageKeys.users] ?? '[]')).toEqual([
    { id: 'legacy-1', firstName: 'Jonas', lastName: 'Doe', email: null, phone: '+31612345678', isVerified: true },
  ]);
  for (const key of Object.values(legacyKeys)) expect(stored[key]).toBeUndefined();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  count(testInfo, { inputs: 1, faults: 1 });
});

const failures: Record<StorageFailure, string> = {
  blocked: 'every localStorage call throws a SecurityError',
  full: 'every write throws a QuotaExceededError',
  'no-localStorage': 'reading window.localStorage throws',
};

for (const [failure, description] of Object.entries(failures) as Array<[StorageFailure, string]>) {
  test(`when ${description}: the app works and says once that the session will not be kept`, async ({ page }, testInfo) => {
    await breakStorage(page, failure);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const notice = page.getByRole('status', { name: 'Storage notice' });
    await expect(notice).toContainText(NOTICE);
    if (failure === 'blocked') {
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: '/work/wt/shots/reliability/storage-notice-1280.png' });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/work/wt/shots/reliability/storage-notice-390.png' });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Browse Properties' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByText(NOTICE)).toHaveCount(1);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await header.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    count(testInfo, { inputs: 1, faults: 1 });
  });
}

test('with storage blocked, a user can sign up, is told once, and is signed out after a reload', async ({ page }, testInfo) => {
  await breakStorage(page, 'blocked');
  const inbox = openInbox(page);
  await page.goto('/signup');
  await fillSignup(page, { first: 'Mia', last: 'Lund', email: 'mia@uni.eu' });
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, await inbox.next('mia@uni.eu'));
  await expect(page).toHaveURL('/');
  await expect(header(page).getByText('Mia')).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(1);
  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(1);
  count(testInfo, { inputs: 1, faults: 1 });
});
