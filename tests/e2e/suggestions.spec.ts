/**
 * Suggestions as you type in Chromium (docs/product.md#suggestions), by keyboard alone, at desktop
 * and phone widths: the home page's box and the filter panel's, with axe on the open list.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const hero = (page: Page) => page.getByRole('search', { name: 'Find a property' });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('home: type, arrow to a university, Enter searches by university', async ({ page }) => {
      await page.goto('/');
      await hero(page).getByRole('textbox', { name: 'City' }).focus();
      const box = hero(page).getByRole('combobox', { name: 'City' });
      await expect(box).toBeFocused();
      await page.keyboard.type('univ');
      const list = hero(page).getByRole('listbox', { name: 'Suggestions' });
      await expect(list.getByRole('group', { name: 'Universities' })).toBeVisible();
      await expect(hero(page).getByRole('status')).toHaveText('5 suggestions');
      await expectNoAxeViolations(page);
      await page.keyboard.press('ArrowDown');
      const option = list.getByRole('option').first();
      await expect(option).toHaveAttribute('aria-selected', 'true');
      const name = (await option.getAttribute('aria-label'))?.split(', ')[0] ?? '';
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/search?university=${encodeURIComponent(name).replace(/%20/g, '+')}`);
      await expect(page.getByRole('heading', { name: `Properties near ${name}` })).toBeVisible();
    });

    test('home: Escape closes then clears; free text and Enter search as before', async ({ page }) => {
      await page.goto('/');
      await hero(page).getByRole('textbox', { name: 'City' }).focus();
      const box = hero(page).getByRole('combobox', { name: 'City' });
      await page.keyboard.type('bar');
      await expect(hero(page).getByRole('listbox')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(hero(page).getByRole('listbox')).toBeHidden();
      await expect(box).toHaveValue('bar');
      await page.keyboard.press('Escape');
      await expect(box).toHaveValue('');
      await page.keyboard.type('bar');
      await expect(hero(page).getByRole('listbox')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/search?city=bar');
    });

    test('filter panel: the City box suggests cities; Enter applies one at once', async ({ page }) => {
      await page.goto('/search');
      await expect(page.getByText('50 properties found')).toBeVisible();
      // Behind their button on a phone and beside the map alike.
      await page.getByRole('button', { name: /^Filters/ }).click();
      const city = page.getByRole('combobox', { name: 'City' });
      await city.focus();
      await page.keyboard.type('pra');
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(list.getByRole('option', { name: 'Prague' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(city).toHaveValue('Prague');
      await expect(page).toHaveURL('/search?city=Prague');
      await expect(page.getByRole('heading', { name: 'Properties in Prague' })).toBeVisible();

      const university = page.getByRole('combobox', { name: 'University' });
      await university.focus();
      await page.keyboard.type('charl');
      await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: 'Charles University, Prague' })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/search?city=Prague&university=Charles+University');
    });
  });
}

test('hostile and huge text never shows an error page', async ({ page }) => {
  await page.goto('/');
  await hero(page).getByRole('textbox', { name: 'City' }).focus();
  const box = hero(page).getByRole('combobox', { name: 'City' });
  await box.fill(`<img src=x onerror=alert(1)> .* ${'x'.repeat(5000)}`);
  await expect(hero(page).getByRole('listbox')).toBeHidden();
  await box.fill('\u202E(a+)+$');
  await expect(hero(page).getByRole('status')).toHaveText('No suggestions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your student home near campus');
});
