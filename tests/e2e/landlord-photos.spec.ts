/**
 * A landlord lists a place with photos in the browser mode (issue #33), against the production
 * build: signs up from the guard, fills the form, adds 3 real image files (re-encoded through the
 * canvas into IndexedDB), publishes; the listing is in the search with its cover at its widths, and
 * a reload keeps the photos. Then deletes it, after the confirm step. Axe-clean at 1280 and 390 px.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { enterCode, openInbox } from './accounts-helpers';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/** A photo of at least the pipeline's 400 × 300, with some detail so WebP has work to do. */
async function photo(name: string, format: 'jpeg' | 'png', shade: number) {
  const [width, height] = [900, 675];
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * shade) % 251;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return { name, mimeType: `image/${format}`, buffer: await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer() };
}

async function fillListing(page: Page, name: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('A bright room near the S-Bahn, with a desk and a shared kitchen.');
  await page.getByLabel('University').selectOption('Humboldt University of Berlin');
  await page.getByLabel('Address').fill('Torstraße 12, 10119 Berlin');
  await page.getByLabel('Monthly rent (€)').fill('640');
  await page.getByLabel('Deposit (€)').fill('1280');
  await page.getByRole('checkbox', { name: 'internet' }).check();
}

/** Whether the image drew from its bytes (an object URL that lost its blob draws nothing). */
const drawn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.naturalWidth > 0;
    });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('a landlord lists a place with 3 photos; the search shows its cover, a reload keeps it, and Delete asks first', async ({ page }) => {
      const name = `Photo Rooms ${width}`;
      const inbox = openInbox(page);
      await page.goto('/landlord/new');
      await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
      await page.getByLabel('First name').fill('Lena');
      await page.getByLabel('Last name').fill('Vogel');
      await page.getByLabel('Email address').fill('lena.photos@uni.eu');
      await page.getByRole('button', { name: 'Send Verification Code' }).click();
      await enterCode(page, await inbox.next('lena.photos@uni.eu'));
      await expect(page.getByRole('heading', { name: 'Add a listing', level: 1 })).toBeVisible();

      await fillListing(page, name);
      await page
        .getByLabel('Choose photos')
        .setInputFiles([await photo('kitchen.jpg', 'jpeg', 7), await photo('room.png', 'png', 11), await photo('bath.jpg', 'jpeg', 13)]);
      const tiles = page.getByRole('list', { name: 'Photos added' }).getByRole('group');
      await expect(tiles).toHaveCount(3);
      await expect(page.getByRole('group', { name: 'Photo 1 of 3' })).toContainText('Cover photo');
      await expect(page.getByRole('group', { name: 'Photo 3 of 3' }).locator('img')).toHaveAttribute('src', /^blob:/);
      expect(await axeViolations(page, { exclude: ['.leaflet-container'] })).toEqual([]);
      await page.getByRole('button', { name: 'Publish listing' }).click();

      await expect(page).toHaveURL(/\/landlord$/);
      const row = page.getByRole('article', { name });
      await expect(row).toContainText('Published');
      await expect(row.getByRole('img', { name: `Photo of ${name}` })).toHaveAttribute('srcset', /^blob:\S+ 400w, blob:\S+ 800w$/);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/search?city=Berlin&maxPrice=640&minPrice=640');
      const card = page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name, exact: true }) });
      const cover = card.getByRole('img', { name: `Photo of ${name}` });
      await expect(cover).toHaveAttribute('srcset', /^blob:\S+ 400w, blob:\S+ 800w$/);
      expect(await drawn(page, `img[alt="Photo of ${name}"]`)).toBe(true);

      await page.reload();
      await expect(cover).toHaveAttribute('srcset', /^blob:\S+ 400w, blob:\S+ 800w$/);
      expect(await drawn(page, `img[alt="Photo of ${name}"]`)).toBe(true);

      await page.goto('/landlord');
      await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: `Delete ${name} for good` }).click();
      await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'was deleted' })).toHaveText(`${name} was deleted.`);
      await expect(page.getByRole('heading', { name: 'You have no listings yet' })).toBeVisible();
      const kept = await page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('campusnest-photos');
            open.onerror = () => {
              reject(new Error('no database'));
            };
            open.onsuccess = () => {
              const count = open.result.transaction('photos').objectStore('photos').count();
              count.onsuccess = () => {
                resolve(count.result);
              };
            };
          }),
      );
      expect(kept).toBe(0);
    });
  });
}
