/**
 * The production build's Content Security Policy: every screen, GraphiQL included, works under it
 * without a single violation, and it does block inline and third-party scripts.
 */
import { earlyEventsScriptHash } from '../../scripts/build/earlyEventsScript';
import { generateProperties } from '../../scripts/data/generate';
import { DEFAULT_TILES_URL, tileOrigin } from '../../src/lib/mapTiles';
import { expect, test } from './fixtures';
import { allowConsoleProblems, count, cspViolations, watchCsp } from './robustness';

const propertyId = generateProperties()[0]!.id;
const screens = ['/', '/search', '/search?city=Berlin', `/property/${propertyId}`, '/signup', '/login', '/no-such-page', '/graphiql'];

test.beforeEach(async ({ page }) => {
  await watchCsp(page);
});

for (const path of screens) {
  test(`${path} loads under the policy without a violation`, async ({ page }, testInfo) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    // Our own origin, and inline only the script that holds early clicks, by its hash.
    expect(policy).toContain(`script-src 'self' ${earlyEventsScriptHash()};`);
    // No other origin than the street tiles', for images and the service worker's tile cache.
    const tiles = tileOrigin(DEFAULT_TILES_URL)!;
    expect(policy).toContain(`img-src 'self' data: blob: ${tiles};`);
    expect(policy).toContain(`connect-src 'self' ${tiles};`);
    expect(policy!.replaceAll(` ${tiles};`, ';')).not.toMatch(/https?:|\*/);
    expect(await cspViolations(page)).toEqual([]);
    count(testInfo, { inputs: 1 });
  });
}

test('inline and third-party scripts are refused', async ({ page, consoleProblems }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.evaluate(() => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__pwned = "inline"';
    document.body.append(inline);
    const remote = document.createElement('script');
    remote.src = 'https://attacker.example/steal.js';
    document.body.append(remote);
    const handler = document.createElement('div');
    handler.innerHTML = '<img src="/favicon.svg" onload="window.__pwned = \'handler\'">';
    document.body.append(handler);
  });
  await expect.poll(async () => (await cspViolations(page)).length).toBe(3);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  // Chromium reports each refusal on the console; these three are the point of this test.
  const refused = (problem: string) => problem.includes('Content Security Policy');
  expect(consoleProblems.filter(refused)).toHaveLength(3);
  allowConsoleProblems(consoleProblems, refused);
  count(testInfo, { inputs: 3, faults: 3 });
});
