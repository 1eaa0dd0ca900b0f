/**
 * The browser mode's sweep of unused photos (src/api/photos/browserListingPhotos.ts), run when its
 * backend starts: an upload no kept listing uses goes once it is a day old; the rest stays.
 */
import { describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { UNUSED_PHOTO_TTL_MS } from '../../src/api/photos/listingPhotoStore';
import { sweepUnusedBrowserPhotos } from '../../src/api/photos/browserListingPhotos';
import type { ListingEdits } from '../../src/api/store/listingShapes';
import { photoRef } from '../../src/lib/photoRefs';
import { browserTestPhotos } from './testPhotos';

const T = Date.parse('2026-11-26T12:00:00Z');
const MINUTE = 60_000;

describe('the browser sweep of unused photos', () => {
  it('deletes an upload no kept listing uses once it is a day old, and keeps the rest', async () => {
    const photos = browserTestPhotos();
    const old = T - UNUSED_PHOTO_TTL_MS - MINUTE;
    const [used, unused, recent] = [
      await photos.upload('user:a', old),
      await photos.upload('user:b', old),
      await photos.upload('user:a', T - UNUSED_PHOTO_TTL_MS + MINUTE),
    ];
    const record = { ...generateProperties()[0]!, id: 'kept-listing', images: [photoRef({ id: used, widths: [400, 800] })] };
    const edits: ListingEdits = { listings: [{ record, ownerId: 'user:a', status: 'UNPUBLISHED', position: 50 }], deleted: [] };
    expect(await sweepUnusedBrowserPhotos(edits, T)).toBe(1);
    expect(await Promise.all([used, unused, recent].map((id) => photos.isKept(id)))).toEqual([true, false, true]);
    expect(await sweepUnusedBrowserPhotos(edits, T + 2 * MINUTE)).toBe(1);
    expect(await photos.isKept(recent)).toBe(false);
    expect(await photos.isKept(used)).toBe(true);
  });
});
