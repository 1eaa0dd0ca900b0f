/**
 * A second visit, painted from the service worker's cache: after one visit has installed the
 * worker, each page is opened again under a phone's conditions (Lighthouse's mobile preset: 4x CPU
 * slowdown, slow 4G at 150 ms round trips and 1.6 Mbps), and its Largest Contentful Paint read
 * from the browser's own PerformanceObserver. Median of `runs` navigations per page.
 * Lighthouse resets storage before each run (so its service worker would be gone) and simulates
 * throttling from a network trace, which a cache-served page barely has: hence a measurement of
 * our own, with DevTools' throttling applied to the real page.
 */
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium';

export const repeatVisitLcpTargetMs = 800;

/** Every LCP candidate the page reports, newest last. */
function recordLcp(): void {
  const entries: number[] = [];
  (window as unknown as { __lcp: number[] }).__lcp = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) entries.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

export async function measureRepeatVisits(origin: string, paths: readonly string[], runs = 5): Promise<{ path: string; medianMs: number; runsMs: number[] }[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await context.addInitScript(recordLcp);
    const page = await context.newPage();
    // The first visit: the worker installs and precaches everything.
    await page.goto(`${origin}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const results = [];
    for (const path of paths) {
      const runsMs: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        await page.goto(`${origin}${path}`, { waitUntil: 'load' });
        if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) throw new Error(`${path} was not served by the service worker`);
        // LCP is final once the page has had a moment with nothing new to paint: wait for a candidate.
        await page.waitForFunction(() => (window as unknown as { __lcp: number[] }).__lcp.length > 0);
        await page.waitForLoadState('networkidle');
        runsMs.push(await page.evaluate(() => (window as unknown as { __lcp: number[] }).__lcp.at(-1) ?? Number.NaN));
      }
      const sorted = [...runsMs].sort((a, b) => a - b);
      results.push({ path, medianMs: sorted[Math.floor(sorted.length / 2)]!, runsMs });
    }
    return results;
  } finally {
    await browser.close();
  }
}
