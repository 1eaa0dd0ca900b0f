import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/** Opens the first listing with more than 3 photos, from the search page like a user would. */
async function openListingWithManyPhotos(page: Page): Promise<{ total: number; name: string }> {
  await page.goto('/search');
  await expect(page.getByText('50 properties found')).toBeVisible();
  const cards = page.getByRole('region', { name: 'Results' }).getByRole('link');
  for (let index = 0; index < 24; index += 1) {
    await cards.nth(index).click();
    const overlay = page.getByText(/^\+\d+ more$/);
    await expect(page.getByRole('heading', { name: 'Interested in this property?' })).toBeVisible();
    if ((await overlay.count()) > 0) {
      const more = Number((await overlay.textContent())?.replace(/\D/g, ''));
      return { total: more + 3, name: (await page.getByRole('heading', { level: 1 }).textContent()) ?? '' };
    }
    await page.goBack();
  }
  throw new Error('no listing with more than 3 photos on the first page');
}

test.describe('property page', () => {
  test('opening a card shows the listing, and it survives a reload', async ({ page }) => {
    await page.goto('/search');
    const card = page.getByRole('region', { name: 'Results' }).getByRole('article').first();
    const name = await card.getByRole('heading').textContent();
    await card.click();
    await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
    await expect(page.getByText(/^Coordinates: -?\d+\.\d{4}, -?\d+\.\d{4}$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Property Owner' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
    await page.getByRole('link', { name: 'Back to search' }).click();
    await expect(page).toHaveURL(/\/search/);
  });

  test('the photo viewer wraps around, follows keys, traps focus and closes on Escape', async ({ page }) => {
    const { total, name } = await openListingWithManyPhotos(page);
    const opener = page.getByRole('button', { name: `Open photo 1 of ${total} full screen` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: `${name} photos` });
    await expect(dialog).toBeVisible();
    const photo = dialog.getByRole('img');
    await expect(photo).toHaveAccessibleName(`${name}, photo 1 of ${total}`);
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(photo).toHaveAccessibleName(`${name}, photo ${total} of ${total}`);
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(photo).toHaveAccessibleName(`${name}, photo 1 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(photo).toHaveAccessibleName(`${name}, photo ${total} of ${total}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(photo).toHaveAccessibleName(`${name}, photo 2 of ${total}`);
    await dialog.getByRole('button', { name: `Show photo ${total} of ${total}` }).click();
    await expect(photo).toHaveAccessibleName(`${name}, photo ${total} of ${total}`);

    expect(await axeViolations(page)).toEqual([]);

    for (let step = 0; step < total + 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('sends the contact form', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('region', { name: 'Results' }).getByRole('article').first().click();
    const form = page.getByRole('form', { name: 'Interested in this property?' });
    await expect(form).toBeVisible();
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(form.getByLabel('Message')).toHaveValue(`Hi, I'm interested in ${name}. Could you please provide more information?`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await form.getByLabel('Name').fill('Ana Silva');
    await form.getByLabel('Email').fill('ana@uni.eu');
    await form.getByLabel('Phone').fill('+31 6 1234 5678');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent! The landlord will get back to you within 24 hours.')).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('region', { name: 'Results' }).getByRole('article').first().click();
    await expect(page.getByRole('heading', { name: 'Interested in this property?' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('not-found pages', () => {
  test('an unknown route offers a way home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown or empty property id shows Property not found', async ({ page }) => {
    for (const url of ['/property/00000000-0000-0000-0000-000000000000', '/property/']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to search' }).click();
    await expect(page.getByRole('heading', { name: 'All Properties' })).toBeVisible();
  });
});
