/**
 * Every journey: latency 0 unless a test opts into the real delays, and a failure if the page
 * throws or logs an error or warning (the one-time-code line is info, so it does not count).
 */
import { test as base, expect } from '@playwright/test';

interface Options {
  /** 1 for the spec's delays; 0 (the default) for none. */
  latency: number;
}

interface Fixtures {
  consoleProblems: string[];
  waitsForHydration: undefined;
}

export const PLAYWRIGHT_BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';

export const test = base.extend<Options & Fixtures>({
  latency: [0, { option: true }],
  consoleProblems: [
    async ({ page, latency }, use) => {
      const problems: string[] = [];
      await page.addInitScript((scale) => {
        (globalThis as { __CAMPUSNEST_LATENCY_SCALE__?: number }).__CAMPUSNEST_LATENCY_SCALE__ = scale;
      }, latency);
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // playwright.config.ts blocks the service worker; Playwright does so by replacing register()
        // with this warning of its own, which says nothing about the app.
        if (message.text() === PLAYWRIGHT_BLOCKED_WORKER) return;
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
      });
      await use(problems);
      expect(problems, 'console errors and page errors').toEqual([]);
    },
    { auto: true },
  ],
  // A prerendered page (docs/architecture.md#html-first) shows its controls before its code has run,
  // and a click then does nothing, as for a user. Each journey's `page.goto` waits until React owns
  // the page's content: hydrated, or rendered afresh over it.
  waitsForHydration: [
    async ({ page }, use) => {
      const goto = page.goto.bind(page);
      page.goto = async (...args: Parameters<typeof page.goto>) => {
        const response = await goto(...args);
        await page.waitForFunction(() => {
          const content = document.querySelector('#main > *');
          return content === null || Object.keys(content).some((key) => key.startsWith('__reactFiber$'));
        });
        return response;
      };
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
