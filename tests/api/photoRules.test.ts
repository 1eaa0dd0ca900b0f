/** The photo rules both modes apply (src/lib/photos.ts). */
import { describe, expect, it } from 'vitest';
import {
  defaultWidth,
  fileProblem,
  isPhotoId,
  isTooSmall,
  MAX_PHOTO_BYTES,
  newPhotoId,
  photoSourcesFrom,
  photoUrl,
  photoWidths,
  scaledHeight,
} from '../../src/lib/photos';

describe('photo rules', () => {
  it('keeps the page widths up to the photo’s own, never enlarging it', () => {
    expect(photoWidths(400)).toEqual([400]);
    expect(photoWidths(799)).toEqual([400]);
    expect(photoWidths(1300)).toEqual([400, 800, 1200]);
    expect(photoWidths(4032)).toEqual([400, 800, 1200, 1600]);
  });

  it('keeps proportions', () => {
    expect(scaledHeight({ width: 4032, height: 3024 }, 800)).toBe(600);
    expect(scaledHeight({ width: 600, height: 800 }, 400)).toBe(533);
  });

  it('refuses under 400 × 300', () => {
    expect(isTooSmall({ width: 400, height: 300 })).toBe(false);
    expect(isTooSmall({ width: 399, height: 3000 })).toBe(true);
    expect(isTooSmall({ width: 4000, height: 299 })).toBe(true);
  });

  it('takes JPEG, PNG and WebP up to 10 MB, judged by the detected type', () => {
    expect(fileProblem({ size: MAX_PHOTO_BYTES }, 'image/jpeg')).toBeNull();
    expect(fileProblem({ size: 10 }, 'image/png')).toBeNull();
    expect(fileProblem({ size: 10 }, 'image/webp')).toBeNull();
    expect(fileProblem({ size: MAX_PHOTO_BYTES + 1 }, 'image/jpeg')).toBe('TOO_LARGE');
    expect(fileProblem({ size: 10 }, 'image/gif')).toBe('NOT_AN_IMAGE');
    expect(fileProblem({ size: 10 }, 'image/heic')).toBe('NOT_AN_IMAGE');
    expect(fileProblem({ size: 10 }, undefined)).toBe('NOT_AN_IMAGE');
  });

  it('names 800 px as src when kept, else the largest, and every width in srcset', () => {
    expect(defaultWidth([400, 800, 1200])).toBe(800);
    expect(defaultWidth([400])).toBe(400);
    expect(photoSourcesFrom([400, 800], (width) => photoUrl('x', width))).toEqual({
      src: '/photos/x/800.webp',
      srcset: '/photos/x/400.webp 400w, /photos/x/800.webp 800w',
    });
  });

  it('makes ids of 128 random bits that look like nothing else', () => {
    const ids = new Set(Array.from({ length: 1000 }, newPhotoId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(isPhotoId(id)).toBe(true);
    expect(isPhotoId('../secret.key')).toBe(false);
    expect(isPhotoId('1')).toBe(false);
  });
});
