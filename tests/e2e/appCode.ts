import type { Page } from '@playwright/test';

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

/**
 * Once React owns the page: it has hydrated it or rendered it afresh, and the page has committed
 * (src/app/PageReady.tsx marks that moment). Before it, hydration can still set a field's value,
 * and with it the caret, under a test's select-all-and-type.
 */
export function appOwnsPage(page: Page): Promise<unknown> {
  return page.waitForFunction(() => performance.getEntriesByName('campusnest:page-ready').length > 0);
}
