/**
 * What a listing photo may be, in both modes: the upload's checks, the widths it is re-encoded at,
 * where each width is served, and the error codes the client translates. The server
 * (src/server/photos) and the browser backend (src/api/photos) apply the same rules.
 */

/** Photos a listing needs and may have. */
export const MIN_PHOTOS = 3;
export const MAX_PHOTOS = 8;

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** Smaller than this is not a photo of a room worth showing (an icon, a thumbnail saved off a site). */
export const MIN_PHOTO_WIDTH = 400;
export const MIN_PHOTO_HEIGHT = 300;

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/**
 * The widths each photo is kept at (docs/performance.md#listing-photos): a phone's card or the
 * gallery's thumbnails (about 360-400 CSS px), a desktop card at 2x, the gallery's large photo at
 * 1x and 1.5x, and the gallery and viewer at 2x (800 CSS px). Never above the original.
 */
export const PHOTO_WIDTHS = [400, 800, 1200, 1600] as const;

/** The width `src` names, for a browser that reads no srcset: a card's at 2x. */
export const DEFAULT_PHOTO_WIDTH = 800;

export type PhotoErrorCode = 'NOT_SIGNED_IN' | 'FORBIDDEN' | 'NOT_AN_IMAGE' | 'TOO_LARGE' | 'TOO_SMALL' | 'RATE_LIMITED' | 'UNAVAILABLE';

/** What an upload answers, in both modes. */
export interface UploadedPhoto {
  id: string;
  /** The largest kept width and its height. */
  width: number;
  height: number;
  src: string;
  srcset: string;
}

export interface PhotoError {
  code: PhotoErrorCode;
  message: string;
}

export type UploadAnswer = UploadedPhoto | { error: PhotoError };

export interface PhotoSources {
  src: string;
  srcset: string;
}

export function isPhotoType(type: string | undefined): type is PhotoType {
  return (PHOTO_TYPES as readonly string[]).includes(type ?? '');
}

/** The widths kept of a photo `originalWidth` wide (after its EXIF orientation). */
export function photoWidths(originalWidth: number): number[] {
  return PHOTO_WIDTHS.filter((width) => width <= originalWidth);
}

/** The height of a photo's `width` variant, its proportions kept. */
export function scaledHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

export function isTooSmall({ width, height }: { width: number; height: number }): boolean {
  return width < MIN_PHOTO_WIDTH || height < MIN_PHOTO_HEIGHT;
}

/** The width `src` names among those kept. */
export function defaultWidth(widths: readonly number[]): number {
  return widths.includes(DEFAULT_PHOTO_WIDTH) ? DEFAULT_PHOTO_WIDTH : Math.max(...widths);
}

/** `{ src, srcset }` from each width's URL. */
export function photoSourcesFrom(widths: readonly number[], urlOf: (width: number) => string): PhotoSources {
  return {
    src: urlOf(defaultWidth(widths)),
    srcset: widths.map((width) => `${urlOf(width)} ${width}w`).join(', '),
  };
}

/** Photo ids: 128 random bits, base64url (22 characters); nothing else is ever looked up. */
export const PHOTO_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function isPhotoId(value: string): boolean {
  return PHOTO_ID_PATTERN.test(value);
}

/** A new unguessable photo id, from the platform's CSPRNG (browsers and Node alike). */
export function newPhotoId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const PHOTOS_UPLOAD_PATH = '/api/photos';
export const PHOTOS_PATH = '/photos';

/** Where the server serves one width of a photo. */
export function photoUrl(id: string, width: number): string {
  return `${PHOTOS_PATH}/${id}/${width}.webp`;
}

/** The checks that need only the file's size and its first bytes' type; dimensions are checked on decoding. */
export function fileProblem(file: { size: number }, detectedType: string | undefined): PhotoErrorCode | null {
  if (file.size > MAX_PHOTO_BYTES) return 'TOO_LARGE';
  if (!isPhotoType(detectedType)) return 'NOT_AN_IMAGE';
  return null;
}

/** A photo count's problem for a listing's form and its mutations. */
export function photoCountProblem(count: number): 'TOO_FEW' | 'TOO_MANY' | null {
  if (count < MIN_PHOTOS) return 'TOO_FEW';
  if (count > MAX_PHOTOS) return 'TOO_MANY';
  return null;
}

export interface UploadOptions {
  /** The share done, 0 to 1: bytes sent in server mode, widths encoded in the browser mode. */
  onProgress?: (done: number) => void;
  signal?: AbortSignal;
}

/**
 * Photos as the UI sees them, the same in both modes (src/apollo/photoClient.ts). `upload` resolves
 * with the photo or an expected problem, and rejects when the network or the browser's storage fails.
 */
export interface PhotoClient {
  upload(file: File, options?: UploadOptions): Promise<UploadAnswer>;
  /** A kept photo's smallest width, for thumbnails; null when the id is unknown here. */
  thumbnail(id: string): Promise<string | null>;
}
