/**
 * The hourly sweep's share of the photos (src/server/store/retentionSweep.ts): photos uploaded more
 * than a day ago that no listing uses, published or not (an upload whose form was never saved, a
 * photo removed from a listing), are deleted. A listing may use only its owner's uploads, so only
 * the listings of those photos' owners are read, through the owner indexes.
 */
import { inArray } from 'drizzle-orm';
import { UNUSED_PHOTO_TTL_MS } from '../../api/photos/listingPhotoStore';
import { uploadedPhotoIds } from '../../lib/photoRefs';
import type { Database } from '../db/database';
import { listingDrafts, listings } from '../db/schema';
import type { PhotoStorage } from './photoStorage';

export async function sweepUnusedPhotos(db: Database, storage: PhotoStorage, now: number): Promise<number> {
  const candidates = await storage.listCreatedBefore(now - UNUSED_PHOTO_TTL_MS);
  if (candidates.length === 0) return 0;
  const owners = [...new Set(candidates.map((photo) => photo.ownerId))];
  const [published, drafts] = await Promise.all([
    db.select({ images: listings.images }).from(listings).where(inArray(listings.ownerId, owners)),
    db.select({ record: listingDrafts.record }).from(listingDrafts).where(inArray(listingDrafts.ownerId, owners)),
  ]);
  const used = new Set([...published.map((row) => row.images), ...drafts.map((row) => row.record.images)].flatMap(uploadedPhotoIds));
  const unused = candidates.filter((photo) => !used.has(photo.id));
  for (const photo of unused) await storage.delete(photo.id);
  return unused.length;
}
