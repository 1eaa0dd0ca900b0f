/**
 * How long a prerendered page is seen before it is the app's (docs/architecture.md#from-the-first-moment):
 * from the first contentful paint to the layout's `campusnest:page-ready` mark, on a fresh visit
 * under a phone's conditions (Lighthouse's mobile preset: 4x CPU slowdown, 150 ms round trips,
 * 1.6 Mbps). What the visitor does in that time is held and replayed; this says how long they wait
 * for it. Median of `runs` visits per page, each in a new browser context (nothing cached).
 */
import { chromium } from '@playwright/test';
import { PAGE_READY_EVENT } from '../../src/app/PageReady';
import { chromiumFlags, chromiumPath } from './chromium';

export interface TimeToReady {
  path: string;
  medianMs: number;
  runsMs: number[];
}

export async function measureTimeToReady(origin: string, paths: readonly string[], runs = 5): Promise<TimeToReady[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const results: TimeToReady[] = [];
    for (const path of paths) {
      const runsMs: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          serviceWorkers: 'block',
        });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: 150,
            downloadThroughput: (1.6 * 1024 * 1024) / 8,
            uploadThroughput: (750 * 1024) / 8,
          });
          await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
          await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PAGE_READY_EVENT, { timeout: 60_000 });
          runsMs.push(
            await page.evaluate((mark) => {
              const ready = performance.getEntriesByName(mark)[0]!.startTime;
              const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
              return ready - paint;
            }, PAGE_READY_EVENT),
          );
        } finally {
          await context.close();
        }
      }
      const sorted = [...runsMs].sort((a, b) => a - b);
      results.push({ path, medianMs: sorted[Math.floor(sorted.length / 2)]!, runsMs });
    }
    return results;
  } finally {
    await browser.close();
  }
}
