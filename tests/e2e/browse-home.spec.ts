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
    await cta.getByRole('radio', { name: 'Search by University' }).check();
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

  test('has no axe violations, and no horizontal scroll on a phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Popular cities' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });
});
