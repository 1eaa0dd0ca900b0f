import { expect, type Page } from '@playwright/test';

/**
 * Holds back the app's entry script until the returned function is called: until then the page is
 * its HTML alone, as on a busy phone in the seconds before the app has loaded. Acting in that window
 * is acting "in the first moment", deterministically rather than by racing the app.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens `path` with the app held back (holdAppCode): the page shows its HTML, prerendered or the server's, and nothing has hydrated it. */
export async function openHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdAppCode(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#main h1')).toBeVisible();
  return release;
}

/**
 * Once React owns the page: it has hydrated it or rendered it afresh, and the page has committed
 * (src/app/PageReady.tsx dispatches campusnest:page-ready then). Before it, hydration can still set a field's value,
 * and with it the caret, under a test's select-all-and-type.
 */
export async function appOwnsPage(page: Page): Promise<void> {
  // Polled from the test's side: a page whose clock a test has installed or paused runs no timers
  // and no animation frames of its own. The flag is set by tests/e2e/fixtures.ts on the page-ready event.
  await expect
    .poll(() => page.evaluate(() => (globalThis as { __campusnestPageReady?: boolean }).__campusnestPageReady === true), { timeout: 30_000 })
    .toBe(true);
}
