/**
 * Every journey: latency 0 unless a test opts into the real delays, and a failure if the page
 * throws or logs an error or warning (the one-time-code line is info, so it does not count).
 * Street tiles come from a local file, never the internet.
 * Journeys act as soon as `page.goto` returns, as users do, without waiting for the app to take
 * over a prerendered page (docs/architecture.md#from-the-first-moment).
 */
import { test as base, expect } from '@playwright/test';
import { serveTiles } from './mapTiles';

interface Options {
  /** 1 for the spec's delays; 0 (the default) for none. */
  latency: number;
}

interface Fixtures {
  consoleProblems: string[];
  /** Street tiles from a local file (tests/e2e/mapTiles.ts): no journey reaches the internet. */
  streetTiles: undefined;
}

export const PLAYWRIGHT_BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';

export const test = base.extend<Options & Fixtures>({
  latency: [0, { option: true }],
  streetTiles: [
    async ({ context }, use) => {
      await serveTiles(context);
      await use(undefined);
    },
    { auto: true },
  ],
  consoleProblems: [
    async ({ page, latency }, use) => {
      const problems: string[] = [];
      await page.addInitScript((scale) => {
        (globalThis as { __CAMPUSNEST_LATENCY_SCALE__?: number }).__CAMPUSNEST_LATENCY_SCALE__ = scale;
        // For appOwnsPage (appCode.ts): an event, as a page whose clock a test installed has a fake `performance`.
        document.addEventListener('campusnest:page-ready', () => {
          (globalThis as { __campusnestPageReady?: boolean }).__campusnestPageReady = true;
        });
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
});

export { expect };
