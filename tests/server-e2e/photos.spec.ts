/**
 * Photos in server mode, as `npm run server` runs them: a signed-in user's upload over HTTP with the
 * session cookie and the CSRF header, kept in DATA_DIR/photos, and shown in the app's page under its
 * Content Security Policy. The field itself is tested in tests/ui/photosField.test.tsx, the checks in
 * tests/server/photos.test.ts.
 */
import sharp from 'sharp';
import { enterCode, fillSignup } from '../e2e/accounts-helpers';
import { expect, test } from '../e2e/fixtures';
import type { UploadAnswer, UploadedPhoto } from '../../src/lib/photos';
import { lineCount, nextCode } from './serverOutput';

async function jpeg(): Promise<Buffer> {
  const width = 1000;
  const height = 750;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 13) % 241;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 12/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '16/1 22/1 0/1' } })
    .toBuffer();
}

test('a signed-in user uploads a photo, which the page shows at its widths; a visitor cannot', async ({ page, playwright, baseURL }) => {
  const bytes = await jpeg();
  const visitor = await playwright.request.newContext({ baseURL });
  const refused = await visitor.post('/api/photos', { headers: { 'x-graphql-yoga-csrf': '1', 'content-type': 'image/jpeg' }, data: bytes });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: { code: 'NOT_SIGNED_IN' } });
  await visitor.dispose();

  await page.goto('/signup');
  await fillSignup(page, { first: 'Lotte', last: 'Tester', email: 'lotte.photos@uni.eu' });
  const from = lineCount();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, await nextCode('lotte.photos@uni.eu', from));
  await expect(page.getByRole('heading', { name: 'Welcome to CampusNest!' })).toBeVisible();

  const answer = await page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const response = await fetch('/api/photos', { method: 'POST', headers: { 'x-graphql-yoga-csrf': '1' }, body: new Blob([data], { type: 'image/jpeg' }) });
    return { status: response.status, body: (await response.json()) as UploadAnswer };
  }, bytes.toString('base64'));
  expect(answer.status).toBe(201);
  const photo = answer.body as UploadedPhoto;
  expect(photo.srcset).toBe(`/photos/${photo.id}/400.webp 400w, /photos/${photo.id}/800.webp 800w`);

  // Shown as a page would show it: same origin, so the app's CSP lets it in.
  const shown = await page.evaluate(async ({ src, srcset }) => {
    const img = document.createElement('img');
    img.sizes = '400px';
    img.srcset = srcset;
    img.src = src;
    document.body.append(img);
    await img.decode();
    return img.naturalWidth;
  }, photo);
  expect([400, 800]).toContain(shown);

  const served = await page.request.get(photo.src);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const metadata = await sharp(await served.body()).metadata();
  expect([metadata.format, metadata.width, metadata.exif]).toEqual(['webp', 800, undefined]);
});
