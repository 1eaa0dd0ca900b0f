import { expect, test } from './fixtures';

test('the home page renders with the header and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'CampusNest home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('CampusNest');
});

test('the schema serves all 50 properties to the browser build', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'All Properties' })).toBeVisible();
  await expect(page.getByText('50 properties found')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article')).toHaveCount(24);
});
