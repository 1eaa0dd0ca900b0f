/** Listing photos over HTTP: who may upload, which bytes are taken, what is kept and how it is served. */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../src/lib/csrf';
import { MAX_PHOTO_BYTES, type UploadAnswer, type UploadedPhoto } from '../../src/lib/photos';
import { createFilePhotoStorage } from '../../src/server/photos/fileStorage';
import { createPhotoLookups } from '../../src/server/photos/photoLookups';
import type { PhotoStorage } from '../../src/server/photos/photoStorage';
import { SESSION_COOKIE } from '../../src/server/http/sessionCookie';
import { Browser, signUp, startTestServer, type TestServer } from './httpServer';

/** A plain photo of `width` × `height`, with some detail so that it is not one flat colour. */
function image(width: number, height: number) {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7) % 251;
  return sharp(pixels, { raw: { width, height, channels } });
}

/** A phone's photo: a JPEG whose EXIF carries where it was taken. */
function jpegWithGps(): Promise<Buffer> {
  return image(1300, 900)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Artist: 'Landlord Name' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 5678/100' },
    })
    .toBuffer();
}

interface Upload {
  status: number;
  body: UploadAnswer;
  headers: Headers;
}

describe('listing photos', () => {
  let server: TestServer;
  let folder: string;
  let storage: PhotoStorage;
  let ana: Browser;
  let ben: Browser;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'campusnest-photos-'));
    storage = createFilePhotoStorage(path.join(folder, 'photos'));
    server = await startTestServer({ photos: storage });
    ana = new Browser(server);
    await signUp(ana, server, 'ana@uni.eu');
    ben = new Browser(server);
    await signUp(ben, server, 'ben@uni.eu');
  });
  afterAll(async () => {
    await server.app.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function upload(
    body: Buffer,
    { as = ana, csrf = true, type = 'image/jpeg' }: { as?: Browser | null; csrf?: boolean; type?: string } = {},
  ): Promise<Upload> {
    const headers: Record<string, string> = { 'content-type': type };
    if (csrf) headers[CSRF_HEADER] = '1';
    if (as?.cookie) headers.cookie = `${SESSION_COOKIE}=${as.cookie}`;
    const response = await fetch(`${server.url}/api/photos`, { method: 'POST', headers, body: new Uint8Array(body) });
    return { status: response.status, body: (await response.json()) as UploadAnswer, headers: response.headers };
  }

  const kept = () => readdirSync(path.join(folder, 'photos')).filter((name) => !name.startsWith('.'));

  it('takes a JPEG from a signed-in user: WebP at the widths up to its own, with src and srcset', async () => {
    const { status, body } = await upload(await image(1300, 900).jpeg().toBuffer());
    expect(status).toBe(201);
    const photo = body as UploadedPhoto;
    expect(photo.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect([photo.width, photo.height]).toEqual([1200, 831]);
    expect(photo.src).toBe(`/photos/${photo.id}/800.webp`);
    expect(photo.srcset).toBe(`/photos/${photo.id}/400.webp 400w, /photos/${photo.id}/800.webp 800w, /photos/${photo.id}/1200.webp 1200w`);
  });

  it('takes PNG and WebP too', async () => {
    expect((await upload(await image(500, 400).png().toBuffer(), { type: 'image/png' })).status).toBe(201);
    expect((await upload(await image(500, 400).webp().toBuffer(), { type: 'image/webp' })).status).toBe(201);
    // 16 bits a channel, with transparency: kept as 8-bit WebP with its colours.
    const deep = await image(500, 400).ensureAlpha(0.5).toColourspace('rgb16').png().toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    const kept = (await upload(deep, { type: 'image/png' })).body as UploadedPhoto;
    const pixels = await sharp(Buffer.from(await (await fetch(`${server.url}${kept.src}`)).arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(pixels.info.channels).toBe(4);
    expect(pixels.data[3]).toBeGreaterThan(100);
    expect(pixels.data[3]).toBeLessThan(155);
  });

  it('keeps a 12-megapixel phone photo at every width, 1600 px the widest', async () => {
    const { status, body } = await upload(await image(4032, 3024).jpeg({ quality: 90 }).toBuffer());
    expect(status).toBe(201);
    const photo = body as UploadedPhoto;
    expect([photo.width, photo.height]).toEqual([1600, 1200]);
    expect(photo.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['400w', '800w', '1200w', '1600w']);
  });

  it('refuses bytes that are not an image, whatever the declared type, and keeps nothing', async () => {
    const before = kept().length;
    const text = Buffer.from('<html><script>alert(1)</script></html>'.repeat(100));
    const { status, body } = await upload(text, { type: 'image/jpeg' });
    expect(status).toBe(415);
    expect(body).toMatchObject({ error: { code: 'NOT_AN_IMAGE' } });
    // A GIF is an image, but not one of the three.
    expect((await upload(await image(500, 400).gif().toBuffer())).status).toBe(415);
    // A JPEG's first bytes with nothing decodable behind them.
    expect((await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]))).status).toBe(415);
    expect(kept()).toHaveLength(before);
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const { status, body } = await upload(Buffer.alloc(MAX_PHOTO_BYTES + 1, 1));
    expect(status).toBe(413);
    expect(body).toMatchObject({ error: { code: 'TOO_LARGE' } });
    // Sent in chunks with no length declared: counted as it arrives.
    const chunk = new Uint8Array(1024 * 1024).fill(1);
    let sentChunks = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sentChunks++ < 11) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await fetch(`${server.url}/api/photos`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: '1', cookie: `${SESSION_COOKIE}=${ana.cookie}` },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('refuses a photo under 400 × 300', async () => {
    const { status, body } = await upload(await image(399, 600).jpeg().toBuffer());
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: { code: 'TOO_SMALL' } });
    expect((await upload(await image(800, 299).png().toBuffer())).status).toBe(422);
  });

  it('refuses a visitor with 401 and a request without the CSRF header with 403', async () => {
    const jpeg = await image(500, 400).jpeg().toBuffer();
    const visitor = await upload(jpeg, { as: null });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ error: { code: 'NOT_SIGNED_IN' } });
    const forged = await upload(jpeg, { csrf: false, type: 'text/plain' });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('strips EXIF, GPS included, and turns the photo upright by its orientation first', async () => {
    const phone = await jpegWithGps();
    const sent = exifReader((await sharp(phone).metadata()).exif!);
    expect(sent.GPSInfo?.GPSLatitude).toEqual([52, 31, 12.34]);
    expect(sent.Image?.Make).toBe('PhoneMaker');
    const { body } = await upload(phone);
    const photo = body as UploadedPhoto;
    for (const width of [400, 800, 1200]) {
      const served = Buffer.from(await (await fetch(`${server.url}/photos/${photo.id}/${width}.webp`)).arrayBuffer());
      const metadata = await sharp(served).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(served.includes('PhoneMaker')).toBe(false);
      expect(served.includes('GPS')).toBe(false);
    }

    const sideways = await image(800, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const upright = (await upload(sideways)).body as UploadedPhoto;
    expect([upright.width, upright.height]).toEqual([400, 533]);
  });

  it('serves a kept photo with long cache headers and an ETag, and 404 for an unknown one', async () => {
    const { id } = (await upload(await image(900, 600).jpeg().toBuffer())).body as UploadedPhoto;
    const response = await fetch(`${server.url}/photos/${id}/800.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await fetch(`${server.url}/photos/${id}/800.webp`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect((await fetch(`${server.url}/photos/${id}/1200.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/photos/AAAAAAAAAAAAAAAAAAAAAA/800.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/photos/..%2F..%2Fsecret.key/800.webp`)).status).toBe(404);
  });

  it('forgets a deleted photo: its files and its sidecar', async () => {
    const { id } = (await upload(await image(500, 400).jpeg().toBuffer())).body as UploadedPhoto;
    expect(await storage.delete(id)).toBe(true);
    expect((await fetch(`${server.url}/photos/${id}/400.webp`)).status).toBe(404);
    expect(await storage.meta(id)).toBeNull();
    expect(kept()).not.toContain(id);
    expect(await storage.delete(id)).toBe(false);
  });

  it('keeps photos private on disk: folders 0700, files 0600', async () => {
    const { id } = (await upload(await image(500, 400).jpeg().toBuffer())).body as UploadedPhoto;
    expect(statSync(path.join(folder, 'photos')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(folder, 'photos', id)).mode & 0o777).toBe(0o700);
    for (const file of readdirSync(path.join(folder, 'photos', id))) expect(statSync(path.join(folder, 'photos', id, file)).mode & 0o777).toBe(0o600);
  });

  it("lets nobody claim another user's photo", async () => {
    const ours = (await upload(await image(500, 400).jpeg().toBuffer())).body as UploadedPhoto;
    const theirs = (await upload(await image(500, 400).jpeg().toBuffer(), { as: ben })).body as UploadedPhoto;
    const lookups = createPhotoLookups(storage);
    const anaId = (await storage.meta(ours.id))!.ownerId;
    const benId = (await storage.meta(theirs.id))!.ownerId;
    expect(await lookups.photosOwnedBy(anaId, [theirs.id, ours.id, 'made-up', 'AAAAAAAAAAAAAAAAAAAAAA'])).toEqual([ours.id]);
    expect(await lookups.photosOwnedBy(benId, [ours.id, theirs.id])).toEqual([theirs.id]);
    expect(await lookups.photoSources(ours.id)).toEqual({ src: `/photos/${ours.id}/400.webp`, srcset: `/photos/${ours.id}/400.webp 400w` });
    expect((await storage.listByOwner(benId)).map((photo) => photo.id)).toEqual([theirs.id]);
  });
});

describe('the upload limit', () => {
  it('allows a user so many uploads, then answers 429 with Retry-After', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'campusnest-photos-'));
    const server = await startTestServer({
      photos: createFilePhotoStorage(folder),
      rateLimits: { ...(await import('./httpServer')).noRateLimits, photoUploadsPerUser: { points: 2, seconds: 3600 } },
    });
    try {
      const browser = new Browser(server);
      await signUp(browser, server, 'cleo@uni.eu');
      const jpeg = await image(500, 400).jpeg().toBuffer();
      const send = () =>
        fetch(`${server.url}/api/photos`, {
          method: 'POST',
          headers: { [CSRF_HEADER]: '1', cookie: `${SESSION_COOKIE}=${browser.cookie}` },
          body: new Uint8Array(jpeg),
        });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    } finally {
      await server.app.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
