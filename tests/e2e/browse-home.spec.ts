import { axeViolations } from './axe';
import { expect, test } from './fixtures';

test.describe('home page', () => {
  test('searches by city from the hero', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('search', { name: 'Find a property' });
    await hero.getByLabel('City', { exact: true }).fill('  Berlin ');
    await hero.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?city=Berlin$/);
    await expect(page.getByRole('heading', { name: 'Properties in Berlin' })).toBeVisible();
    await expect(page.getByText(/\d+ propert(y|ies) found/)).toBeVisible();
  });

  test('searches by university from the closing call to action', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByRole('search', { name: 'Start your search' });
    // A click, not check(): pressed before the app has taken the page over, the choice shows at once,
    // may read as City for a moment while the app takes over, and is then the app's (held and replayed).
    const university = cta.getByRole('radio', { name: 'Search by University' });
    await university.click();
    await expect(university).toBeChecked();
    await cta.getByLabel('University', { exact: true }).fill('Sorbonne');
    await cta.getByLabel('University', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/search\?university=Sorbonne$/);
    await expect(page.getByRole('heading', { name: 'Properties near Sorbonne' })).toBeVisible();
  });

  test('ignores an empty search', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('search', { name: 'Find a property' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a popular city card opens its search', async ({ page }) => {
    await page.goto('/');
    const cities = page.getByRole('region', { name: 'Popular cities' });
    await expect(cities.getByRole('link')).toHaveCount(6);
    await expect(cities.getByRole('link', { name: /London/ })).toContainText('412 properties');
    await cities.getByRole('link', { name: /Barcelona/ }).click();
    await expect(page).toHaveURL(/\/search\?city=Barcelona$/);
    await expect(page.getByRole('heading', { name: 'Properties in Barcelona' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("each search's City / University choices stay on one line", async ({ page }) => {
      await page.goto('/');
      for (const name of ['Find a property', 'Start your search']) {
        for (const choice of ['Search by City', 'Search by University']) {
          const label = page
            .getByRole('search', { name })
            .locator('label')
            .filter({ has: page.getByRole('radio', { name: choice }) });
          // One line: every box the text is laid out in starts at the same height.
          const lineTops = await label.evaluate((element) => {
            // The words alone: the label also holds its (visually hidden) radio.
            const range = document.createRange();
            range.selectNodeContents(element.querySelector('span') ?? element);
            return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
          });
          expect(lineTops, `${name}: ${choice}`).toBe(1);
        }
      }
    });

    test('the suggestions open below the box without covering the Search button', async ({ page }) => {
      await page.goto('/');
      const hero = page.getByRole('search', { name: 'Find a property' });
      await hero.getByRole('textbox', { name: 'City' }).focus();
      await page.keyboard.type('uni');
      const list = hero.getByRole('listbox', { name: 'Suggestions' });
      await expect(list.getByRole('option').first()).toBeVisible();
      const button = hero.getByRole('button', { name: 'Search' });
      const [listBox, buttonBox] = [await list.boundingBox(), await button.boundingBox()];
      expect(listBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
      // With the list still open, the button takes the tap: the typed text is searched.
      await button.click();
      await expect(page).toHaveURL(/\/search\?city=uni$/);
    });
  });

  test('has no axe violations, and no horizontal scroll on a phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Popular cities' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // On a phone the account links are in the header's menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });
});
