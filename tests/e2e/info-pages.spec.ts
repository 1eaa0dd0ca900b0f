/**
 * The footer's pages in Chromium (docs/product.md#information-pages): prerendered (their text is in
 * the HTML before any script runs), reached from the footer at phone and desktop widths, axe clean.
 */
import { storedEntries, storedRows } from '../../src/lib/deviceStorage';
import { infoPages } from '../../src/lib/infoPages';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

test('every footer page is prerendered: its heading is in the HTML the server sends', async ({ request }) => {
  for (const { path } of infoPages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  }
  const cookies = await (await request.get('/cookies')).text();
  for (const { name } of storedEntries) expect(cookies).toContain(name);
});

for (const width of [390, 1280]) {
  test(`at ${width} px: from the footer to the privacy policy and on to the cookie list`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('article').getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(storedRows().length + 1);
    await expectNoAxeViolations(page);
    // A phone stacks each entry: its kind under its names, with the column's name beside it. A
    // laptop keeps the four columns side by side.
    const [names, kind] = [rows.nth(1).getByRole('cell').nth(0), rows.nth(1).getByRole('cell').nth(1)];
    const [namesBox, kindBox] = [await names.boundingBox(), await kind.boundingBox()];
    if (width < 900) {
      expect(kindBox!.y).toBeGreaterThanOrEqual(namesBox!.y + namesBox!.height - 1);
      expect(await kind.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('Kind');
    } else {
      expect(kindBox!.y).toBe(namesBox!.y);
      expect(kindBox!.x).toBeGreaterThan(namesBox!.x + namesBox!.width - 1);
    }
    // The longest name keeps to one line (four columns at 390 px broke it letter by letter).
    const longest = page.getByText('campusnest:v1:conversations:stamp', { exact: true });
    const [height, lineHeight] = await longest.evaluate((code) => [code.getBoundingClientRect().height, parseFloat(getComputedStyle(code).lineHeight)]);
    expect(height).toBeLessThan(1.5 * lineHeight);
    // Nothing is wider than the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
}
