/**
 * Listing photos in the browser mode, in a real Chromium: the bytes checked, the photo turned
 * upright and re-encoded through a canvas to WebP at the page's widths with its EXIF gone, kept in
 * IndexedDB through a reload, and shown from object URLs. The code runs from a bundle of its own on
 * a page the test serves (no page of the app uses the photos until the listing form lands).
 */
import { build } from 'esbuild';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import type { UploadAnswer, UploadedPhoto } from '../../src/lib/photos';

const ORIGIN = 'http://photos.campusnest.test';
const USER = { id: 'user-ana', firstName: 'Ana', lastName: 'Silva', email: 'ana@uni.eu', phone: null, isVerified: true };

let harness: string;

test.beforeAll(async () => {
  const result = await build({
    entryPoints: ['tests/e2e/photoHarness.ts'],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    define: { 'import.meta.env': '{}' },
    logLevel: 'silent',
  });
  harness = result.outputFiles[0]!.text;
});

async function openHarness(page: Page): Promise<void> {
  await page.route(`${ORIGIN}/**`, (route) =>
    route.request().url().endsWith('/harness.js')
      ? route.fulfill({ contentType: 'text/javascript', body: harness })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Photos</title><script src="/harness.js"></script></html>' }),
  );
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'campusnestPhotos' in window);
}

function image(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

function upload(page: Page, bytes: Buffer, name: string, type = 'image/jpeg'): Promise<UploadAnswer> {
  return page.evaluate(
    async ({ base64, name, type }) => {
      const binary = atob(base64);
      const data = Uint8Array.from(binary, (character) => character.charCodeAt(0));
      return window.campusnestPhotos.client.upload(new File([data], name, { type }));
    },
    { base64: bytes.toString('base64'), name, type },
  );
}

/** The bytes behind an object URL, read in the page. */
async function fetched(page: Page, url: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, url);
  return Buffer.from(base64, 'base64');
}

const urlsIn = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ')[0]!);

test('a photo is checked, re-encoded to WebP without its EXIF, kept through a reload and shown', async ({ page }) => {
  await openHarness(page);
  expect(await upload(page, await image(800, 600).jpeg().toBuffer(), 'room.jpg')).toMatchObject({ error: { code: 'NOT_SIGNED_IN' } });
  await page.evaluate((user) => {
    localStorage.setItem('campusnest:v1:currentUser', JSON.stringify(user));
  }, USER);

  const phone = await image(1300, 900)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 5678/100' },
    })
    .toBuffer();
  expect(exifReader((await sharp(phone).metadata()).exif!).GPSInfo?.GPSLatitude).toEqual([52, 31, 12.34]);
  const answer = await upload(page, phone, 'room.jpg');
  expect(answer).toMatchObject({ width: 1200, height: 831 });
  const photo = answer as UploadedPhoto;
  expect(photo.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(photo.srcset).toMatch(/^blob:\S+ 400w, blob:\S+ 800w, blob:\S+ 1200w$/);
  expect(photo.src).toBe(urlsIn(photo.srcset)[1]);
  for (const [index, width] of [400, 800, 1200].entries()) {
    const webp = await fetched(page, urlsIn(photo.srcset)[index]!);
    const metadata = await sharp(webp).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(width);
    expect(metadata.exif).toBeUndefined();
    expect(webp.includes('PhoneMaker')).toBe(false);
  }

  // Taken sideways: the photo is kept upright.
  const sideways = (await upload(page, await image(800, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer(), 'side.jpg')) as UploadedPhoto;
  expect([sideways.width, sideways.height]).toEqual([400, 533]);

  await page.reload();
  await page.waitForFunction(() => 'campusnestPhotos' in window);
  const thumbnail = await page.evaluate((id) => window.campusnestPhotos.client.thumbnail(id), photo.id);
  expect(thumbnail).toMatch(/^blob:/);
  const shown = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, thumbnail!);
  expect(shown).toEqual([400, 277]);
  expect(await page.evaluate((ids) => window.campusnestPhotos.browserPhotosOwnedBy('user-ana', ids), [sideways.id, 'made-up', photo.id])).toEqual([
    sideways.id,
    photo.id,
  ]);
  expect(await page.evaluate((ids) => window.campusnestPhotos.browserPhotosOwnedBy('someone-else', ids), [photo.id])).toEqual([]);
  expect(await page.evaluate(() => window.campusnestPhotos.listBrowserPhotosByOwner('user-ana').then((found) => found.length))).toBe(2);

  expect(await page.evaluate((id) => window.campusnestPhotos.deleteBrowserPhoto(id), sideways.id)).toBe(true);
  expect(await page.evaluate((id) => window.campusnestPhotos.client.thumbnail(id), sideways.id)).toBeNull();
  expect(await page.evaluate(() => window.campusnestPhotos.listBrowserPhotosByOwner('user-ana').then((found) => found.map((meta) => meta.id)))).toEqual([
    photo.id,
  ]);
});

test('bytes that are not a JPEG, PNG or WebP, and photos under 400 × 300, are refused and not kept', async ({ page }) => {
  await openHarness(page);
  await page.evaluate((user) => {
    localStorage.setItem('campusnest:v1:currentUser', JSON.stringify(user));
  }, USER);
  expect(await upload(page, Buffer.from('<!doctype html><p>not a photo</p>'), 'photo.jpg')).toMatchObject({ error: { code: 'NOT_AN_IMAGE' } });
  expect(await upload(page, await image(500, 400).gif().toBuffer(), 'photo.png', 'image/png')).toMatchObject({ error: { code: 'NOT_AN_IMAGE' } });
  expect(await upload(page, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]), 'broken.jpg')).toMatchObject({
    error: { code: 'NOT_AN_IMAGE' },
  });
  expect(await upload(page, await image(399, 600).png().toBuffer(), 'icon.png', 'image/png')).toMatchObject({ error: { code: 'TOO_SMALL' } });
  expect(await upload(page, await image(600, 450).webp().toBuffer(), 'fine.webp', 'image/webp')).toMatchObject({ width: 400, height: 300 });
  expect(await page.evaluate(() => window.campusnestPhotos.listBrowserPhotosByOwner('user-ana').then((found) => found.length))).toBe(1);
});
