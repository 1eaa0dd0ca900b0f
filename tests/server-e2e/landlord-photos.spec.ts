/**
 * A landlord lists a place with photos in server mode (issue #33): the form uploads 3 real files
 * through POST /api/photos, 'Publish listing' puts it in the search, and a student in another
 * browser finds it at once with its cover at the widths the server kept, on the search and on the
 * listing's server-rendered page. Deleted, its photos are no longer served.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { enterCode, fillSignup } from '../e2e/accounts-helpers';
import { expect, test } from '../e2e/fixtures';
import { lineCount, nextCode } from './serverOutput';

async function photo(name: string, shade: number) {
  const [width, height] = [900, 675];
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * shade) % 251;
  return {
    name,
    mimeType: 'image/jpeg',
    buffer: await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg()
      .toBuffer(),
  };
}

const SERVED_SRCSET = /^\/photos\/([\w-]{22})\/400\.webp 400w, \/photos\/\1\/800\.webp 800w$/;

const drawn = (page: Page, alt: string) =>
  page
    .locator(`img[alt="${alt}"]`)
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.naturalWidth > 0;
    });

test('a landlord lists a place with 3 photos; a student finds it at once with its cover; deleted, its photos go', async ({ page, browser }) => {
  const name = 'Server Photo Rooms';
  await page.goto('/signup?next=%2Flandlord%2Fnew');
  await fillSignup(page, { first: 'Piet', last: 'Tester', email: 'piet.photos@uni.eu' });
  const from = lineCount();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, await nextCode('piet.photos@uni.eu', from));
  await expect(page.getByRole('heading', { name: 'Add a listing', level: 1 })).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('A quiet room by the Spree, with a desk, a wardrobe and a shared kitchen.');
  await page.getByLabel('University').selectOption('Humboldt University of Berlin');
  await page.getByLabel('Address').fill('Torstraße 14, 10119 Berlin');
  await page.getByLabel('Monthly rent (€)').fill('655');
  await page.getByLabel('Deposit (€)').fill('1310');
  await page.getByRole('checkbox', { name: 'internet' }).check();
  await page.getByLabel('Choose photos').setInputFiles([await photo('a.jpg', 7), await photo('b.jpg', 11), await photo('c.jpg', 13)]);
  await expect(page.getByRole('list', { name: 'Photos added' }).getByRole('group')).toHaveCount(3);
  await expect(page.getByRole('group', { name: 'Photo 1 of 3' }).locator('img')).toHaveAttribute('src', /\/photos\/[\w-]{22}\/400\.webp$/);
  await page.getByRole('button', { name: 'Publish listing' }).click();

  await expect(page).toHaveURL(/\/landlord$/);
  const row = page.getByRole('article', { name });
  await expect(row).toContainText('Published');
  const coverSrcset = await row.getByRole('img', { name: `Photo of ${name}` }).getAttribute('srcset');
  expect(coverSrcset).toMatch(SERVED_SRCSET);

  const student = await browser.newContext();
  const studentPage = await student.newPage();
  await studentPage.goto('/search?city=Berlin&minPrice=655&maxPrice=655');
  const card = studentPage
    .getByRole('main')
    .getByRole('article')
    .filter({ has: studentPage.getByRole('link', { name, exact: true }) });
  await expect(card.getByRole('img', { name: `Photo of ${name}` })).toHaveAttribute('srcset', coverSrcset!);
  expect(await drawn(studentPage, `Photo of ${name}`)).toBe(true);

  await card.getByRole('link', { name, exact: true }).click();
  await expect(studentPage).toHaveURL(/\/property\/[\w-]+$/);
  const rendered = await studentPage.request.get(studentPage.url());
  // HTML attribute names are case-insensitive: React writes srcSet.
  expect((await rendered.text()).toLowerCase()).toContain(`srcset="${coverSrcset!}"`.toLowerCase());
  await student.close();

  const photoUrl = SERVED_SRCSET.exec(coverSrcset!)![0].split(' ')[0]!;
  expect((await page.request.get(photoUrl)).status()).toBe(200);
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await page.getByRole('button', { name: `Delete ${name} for good` }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'was deleted' })).toHaveText(`${name} was deleted.`);
  expect((await page.request.get(photoUrl)).status()).toBe(404);
});
