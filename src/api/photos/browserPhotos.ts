/**
 * Listing photos in the browser mode (docs/architecture.md#listing-photos): what the server does in
 * src/server/photos, done in the page. The bytes are checked by their type (file-type), the photo is
 * decoded upright (createImageBitmap follows the EXIF orientation) and drawn onto a canvas at each of
 * the page's widths, and each is encoded to WebP: a canvas keeps pixels only, so EXIF (GPS
 * included) is gone. The photos are kept in IndexedDB, which holds what localStorage's few MB
 * cannot, and survive a reload; pages get object URLs for them, made from the id.
 */
import { createStore as createKeyval, delMany, get, keys, setMany, type UseStore } from 'idb-keyval';
import {
  fileProblem,
  isTooSmall,
  newPhotoId,
  photoSourcesFrom,
  photoWidths,
  scaledHeight,
  type PhotoErrorCode,
  type PhotoSources,
  type UploadAnswer,
} from '../../lib/photos';
import { detectedPhotoType } from '../../lib/photoType';
import { PHOTO_DATABASE } from '../../lib/deviceStorage';
import { createStore } from '../store/store';

const WEBP_QUALITY = 0.8;

export interface BrowserPhotoMeta {
  id: string;
  ownerId: string;
  createdAt: number;
  variants: Array<{ width: number; height: number; bytes: number }>;
}

let database: UseStore | undefined;
const photoDatabase = () => (database ??= createKeyval(PHOTO_DATABASE, 'photos'));

const metaKey = (id: string) => `meta:${id}`;
const fileKey = (id: string, width: number) => `file:${id}:${width}`;

function failure(code: PhotoErrorCode): UploadAnswer {
  const messages: Record<PhotoErrorCode, string> = {
    NOT_SIGNED_IN: 'Log in to upload photos.',
    FORBIDDEN: 'Not allowed.',
    NOT_AN_IMAGE: 'Only JPEG, PNG and WebP images can be uploaded.',
    TOO_LARGE: 'A photo may be at most 10 MB.',
    TOO_SMALL: 'A photo must be at least 400 × 300 pixels.',
    RATE_LIMITED: 'Too many photos uploaded. Please try again later.',
    UNAVAILABLE: 'The photos could not be kept in this browser.',
  };
  return { error: { code, message: messages[code] } };
}

async function encodeWebp(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/webp', quality: WEBP_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(blob);
        else reject(new Error('The canvas made no image.'));
      },
      'image/webp',
      WEBP_QUALITY,
    );
  });
}

/**
 * Checks, re-encodes and keeps `file` as the signed-in user's photo. `onProgress` hears the share
 * done (0 to 1) as each width is encoded.
 */
export async function uploadBrowserPhoto(file: Blob, onProgress: (done: number) => void = () => undefined): Promise<UploadAnswer> {
  const user = await createStore().session.currentUser();
  if (!user) return failure('NOT_SIGNED_IN');
  const problem = fileProblem(file, await detectedPhotoType(file));
  if (problem) return failure(problem);

  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return failure('NOT_AN_IMAGE');
  }
  try {
    const upright = { width: bitmap.width, height: bitmap.height };
    if (isTooSmall(upright)) return failure('TOO_SMALL');
    const widths = photoWidths(upright.width);
    const files: Array<[number, Blob]> = [];
    for (const [index, width] of widths.entries()) {
      files.push([width, await encodeWebp(bitmap, width, scaledHeight(upright, width))]);
      onProgress((index + 1) / widths.length);
    }
    const id = newPhotoId();
    const meta: BrowserPhotoMeta = {
      id,
      ownerId: user.id,
      createdAt: Date.now(),
      variants: files.map(([width, blob]) => ({ width, height: scaledHeight(upright, width), bytes: blob.size })),
    };
    try {
      await keepBrowserPhoto(meta, files);
    } catch {
      return failure('UNAVAILABLE');
    }
    const largest = meta.variants[meta.variants.length - 1]!;
    return { id, width: largest.width, height: largest.height, ...(await browserPhotoSources(id))! };
  } finally {
    bitmap.close();
  }
}

/** Keeps a re-encoded photo: its sidecar and its files in one transaction, together or not at all. */
export async function keepBrowserPhoto(meta: BrowserPhotoMeta, files: ReadonlyArray<[number, Blob]>): Promise<void> {
  await setMany([...files.map(([width, blob]): [string, unknown] => [fileKey(meta.id, width), blob]), [metaKey(meta.id), meta]], photoDatabase());
}

export function browserPhotoMeta(id: string): Promise<BrowserPhotoMeta | undefined> {
  return get<BrowserPhotoMeta>(metaKey(id), photoDatabase());
}

/** Object URLs live as long as the page: one per width of a photo, made once. */
const objectUrls = new Map<string, Promise<Map<number, string> | null>>();

function urlsOf(id: string): Promise<Map<number, string> | null> {
  let found = objectUrls.get(id);
  if (!found) {
    found = (async () => {
      const meta = await browserPhotoMeta(id);
      if (!meta) return null;
      const urls = new Map<number, string>();
      for (const { width } of meta.variants) {
        const blob = await get<Blob>(fileKey(id, width), photoDatabase());
        if (!blob) return null;
        urls.set(width, URL.createObjectURL(blob));
      }
      return urls;
    })();
    objectUrls.set(id, found);
    // An unknown id may be kept later (by another tab): not remembered.
    void found.then((urls) => {
      if (urls === null) objectUrls.delete(id);
    });
  }
  return found;
}

/** `{ src, srcset }` of object URLs for a kept photo, or null for an unknown id. */
export async function browserPhotoSources(id: string): Promise<PhotoSources | null> {
  const urls = await urlsOf(id);
  return urls && photoSourcesFrom([...urls.keys()], (width) => urls.get(width)!);
}

/** An object URL of a kept photo's smallest width, for thumbnails; null for an unknown id. */
export async function browserPhotoThumbnail(id: string): Promise<string | null> {
  const urls = await urlsOf(id);
  return urls ? ([...urls.values()][0] ?? null) : null;
}

/** The ids among `ids` that are `userId`'s photos in this browser, in the order given. */
export async function browserPhotosOwnedBy(userId: string, ids: readonly string[]): Promise<string[]> {
  const metas = await Promise.all(ids.map(browserPhotoMeta));
  return ids.filter((_, index) => metas[index]?.ownerId === userId);
}

export async function deleteBrowserPhoto(id: string): Promise<boolean> {
  const meta = await browserPhotoMeta(id);
  if (!meta) return false;
  await delMany([metaKey(id), ...meta.variants.map(({ width }) => fileKey(id, width))], photoDatabase());
  const urls = await objectUrls.get(id);
  objectUrls.delete(id);
  for (const url of urls?.values() ?? []) URL.revokeObjectURL(url);
  return true;
}

/** Every photo kept in this browser, oldest first. */
export async function listBrowserPhotos(): Promise<BrowserPhotoMeta[]> {
  const all = (await keys<string>(photoDatabase())).filter((key) => key.startsWith('meta:'));
  const metas = await Promise.all(all.map((key) => get<BrowserPhotoMeta>(key, photoDatabase())));
  return metas.filter((meta): meta is BrowserPhotoMeta => meta !== undefined).sort((a, b) => a.createdAt - b.createdAt);
}

export async function listBrowserPhotosByOwner(ownerId: string): Promise<BrowserPhotoMeta[]> {
  return (await listBrowserPhotos()).filter((meta) => meta.ownerId === ownerId);
}
