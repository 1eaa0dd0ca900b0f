/**
 * Uploaded photos for the typed-operation tests, over each store's own photo storage: the server's
 * PhotoStorage on a temporary folder (photos re-encoded by the real pipeline), or the browser's
 * IndexedDB (fake-indexeddb in Node; the canvas re-encode is the browser journeys' to test).
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll } from 'vitest';
import { browserListingPhotos } from '../../src/api/photos/browserListingPhotos';
import { browserPhotoMeta, keepBrowserPhoto } from '../../src/api/photos/browserPhotos';
import type { ListingPhotoStore } from '../../src/api/photos/listingPhotoStore';
import { newPhotoId } from '../../src/lib/photos';
import { createFilePhotoStorage } from '../../src/server/photos/fileStorage';
import type { PhotoStorage } from '../../src/server/photos/photoStorage';
import { processPhoto, type EncodedPhoto } from '../../src/server/photos/processPhoto';
import { serverListingPhotos } from '../../src/server/photos/serverListingPhotos';

export interface TestPhotos {
  store: ListingPhotoStore;
  /** Keeps a new photo of `ownerId`'s, uploaded at `createdAt`, and gives its id. */
  upload(ownerId: string, createdAt?: number): Promise<string>;
  isKept(id: string): Promise<boolean>;
}

let encoded: Promise<EncodedPhoto> | undefined;

/** A 1000 × 750 photo through the server's pipeline: kept at 400 and 800 px. */
function encodedPhoto(): Promise<EncodedPhoto> {
  encoded ??= (async () => {
    const jpeg = await sharp({ create: { width: 1000, height: 750, channels: 3, background: { r: 90, g: 140, b: 200 } } })
      .jpeg()
      .toBuffer();
    const outcome = await processPhoto(jpeg);
    if (!('photo' in outcome)) throw new Error(`The test photo was refused: ${outcome.problem}`);
    return outcome.photo;
  })();
  return encoded;
}

let folder: string | undefined;

// Registered while the test file that imports this module is collected: its folder goes with it.
afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** One temporary folder per test file, removed after it; a storage of its own per call. */
function photoFolder(): string {
  folder ??= mkdtempSync(path.join(tmpdir(), 'campusnest-photos-'));
  return mkdtempSync(path.join(folder, 'store-'));
}

export function serverTestPhotos(): TestPhotos & { storage: PhotoStorage } {
  const storage = createFilePhotoStorage(path.join(photoFolder(), 'photos'));
  return {
    storage,
    store: serverListingPhotos(storage),
    async upload(ownerId, createdAt = Date.now()) {
      const photo = await encodedPhoto();
      const id = newPhotoId();
      const variants = [...photo.files].map(([width, file]) => ({
        width,
        height: Math.round((photo.height * width) / photo.width),
        bytes: file.length,
        etag: '"test"',
      }));
      await storage.put({ id, ownerId, createdAt, variants }, photo.files);
      return id;
    },
    isKept: async (id) => (await storage.meta(id)) !== null,
  };
}

export function browserTestPhotos(): TestPhotos {
  return {
    store: browserListingPhotos,
    async upload(ownerId, createdAt = Date.now()) {
      const photo = await encodedPhoto();
      const id = newPhotoId();
      const files = [...photo.files].map(([width, file]): [number, Blob] => [width, new Blob([new Uint8Array(file)], { type: 'image/webp' })]);
      const variants = files.map(([width, blob]) => ({ width, height: Math.round((photo.height * width) / photo.width), bytes: blob.size }));
      await keepBrowserPhoto({ id, ownerId, createdAt, variants }, files);
      return id;
    },
    isKept: async (id) => (await browserPhotoMeta(id)) !== undefined,
  };
}
