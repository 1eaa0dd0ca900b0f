/**
 * The hourly sweep's share of the photos (src/server/photos/unusedPhotos.ts) on PGlite and
 * PostgreSQL, with the clock given: an upload no listing uses goes once it is a day old, and not a
 * moment before; a photo a listing uses, published or not, stays however old; the schedule runs it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNUSED_PHOTO_TTL_MS } from '../../src/api/photos/listingPhotoStore';
import { generateProperties } from '../../scripts/data/generate';
import type { DatabaseHandle } from '../../src/server/db/database';
import { photoRef } from '../../src/lib/photoRefs';
import { sweepUnusedPhotos } from '../../src/server/photos/unusedPhotos';
import { scheduleRetentionSweep, type SweptRows } from '../../src/server/store/retentionSweep';
import { SqlOwnedListings } from '../../src/server/store/sqlOwnedListings';
import { serverTestPhotos } from '../api/testPhotos';
import { resetAccounts, testDatabase } from './testDatabase';

const T = Date.parse('2026-11-26T12:00:00Z');
const MINUTE = 60_000;
const OWNER = 'user:sweep-landlord';

let database: DatabaseHandle;

beforeEach(async () => {
  database = await testDatabase();
  await resetAccounts(database);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Photos of OWNER's: one in a published listing, one in an unpublished one, and two in none (a day old, and just under). */
async function photosAround(at: number) {
  const photos = serverTestPhotos();
  const old = at - UNUSED_PHOTO_TTL_MS - MINUTE;
  const [published, draft, unused, recent] = [
    await photos.upload(OWNER, old),
    await photos.upload(OWNER, old),
    await photos.upload(OWNER, old),
    await photos.upload(OWNER, at - UNUSED_PHOTO_TTL_MS + MINUTE),
  ];
  const owned = new SqlOwnedListings(database.db, database.driver);
  const [first, second] = generateProperties().slice(0, 2);
  const ref = (id: string) => photoRef({ id, widths: [400, 800] });
  await owned.create(OWNER, { ...first!, id: crypto.randomUUID(), images: [ref(published)] });
  const publishedId = (await owned.ofOwner(OWNER))[0]!.record.id;
  await owned.setStatus(publishedId, 'PUBLISHED');
  await owned.create(OWNER, { ...second!, id: crypto.randomUUID(), images: [ref(draft)] });
  return { photos, published: published, draft: draft, unused: unused, recent: recent };
}

describe('the sweep of unused photos', () => {
  it('deletes an upload no listing uses once it is a day old, and keeps the rest', async () => {
    const { photos, published, draft, unused, recent } = await photosAround(T);
    expect(await sweepUnusedPhotos(database.db, photos.storage, T)).toBe(1);
    expect(await Promise.all([published, draft, unused, recent].map((id) => photos.isKept(id)))).toEqual([true, true, false, true]);
    expect(await sweepUnusedPhotos(database.db, photos.storage, T + 2 * MINUTE)).toBe(1);
    expect(await photos.isKept(recent)).toBe(false);
  });

  it('runs with the retention schedule when the server has photo storage', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { photos, unused } = await photosAround(T);
    const sweeps: SweptRows[] = [];
    const errors: unknown[] = [];
    const stop = scheduleRetentionSweep(database.db, () => T, {
      photos: photos.storage,
      onError: (error) => errors.push(error),
      onSwept: (rows) => sweeps.push(rows),
      intervalMs: 10 * MINUTE,
    });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    await vi.waitFor(
      () => {
        expect(sweeps).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    stop();
    expect(sweeps[0]?.photos).toBe(1);
    expect(await photos.isKept(unused)).toBe(false);
    expect(errors).toEqual([]);
  });
});
