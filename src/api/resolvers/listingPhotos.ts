/**
 * The seam where a listing's photos are decided (issue #33): the listing resolvers hand over the
 * ids the input names, and get back what the listing keeps in `images` (photoRefs.ts), checked
 * against the uploads (ListingPhotoStore, in either mode). The `images` and `photos` fields name
 * what is kept as URLs again.
 */
import { listingMessages, MIN_PUBLISHED_PHOTOS } from '../../lib/listingInput';
import { MAX_PHOTOS } from '../../lib/photos';
import { parsePhotoRef, photoIdOf, photoRef, uploadedPhotoIds } from '../../lib/photoRefs';
import type { ApiContext } from '../context';
import type { PropertyRecord } from '../data/model';
import { invalidInput, type UserErrorData } from '../errors';
import type { PropertyResolvers } from '../generated/resolvers';
import { servedPhotoSources } from '../photos/listingPhotoStore';

export interface PhotoRequest {
  /** Who saves the listing: photos may only come from their own uploads. */
  ownerId: string;
  /** The photos the input names, in order (the first the cover); null or undefined: keep `current`. */
  photoIds: readonly string[] | null | undefined;
  /** The listing's photos until now (none for a new listing). */
  current: readonly string[];
}

const refused = (message: string) => ({ images: [], errors: [invalidInput('photos', message)] });

/**
 * The listing's `images` after this save, or why the input's photos cannot be used (field `photos`):
 * each id is one the listing already has (a sample image's URL too) or one of the owner's uploads;
 * none twice; at most 8. Fewer than 3 is kept, and refused only when publishing (`publishProblem`).
 */
export async function resolveListingPhotos(
  context: ApiContext,
  { ownerId, photoIds, current }: PhotoRequest,
): Promise<{ images: string[]; errors: UserErrorData[] }> {
  if (photoIds === null || photoIds === undefined) return { images: [...current], errors: [] };
  if (photoIds.length > MAX_PHOTOS) return refused(listingMessages.PHOTOS_TOO_MANY);
  if (new Set(photoIds).size !== photoIds.length) return refused(listingMessages.PHOTOS_REPEATED);
  const kept = new Map(current.map((entry) => [photoIdOf(entry), entry]));
  const added = photoIds.filter((id) => !kept.has(id));
  const uploads = added.length > 0 && context.photos ? await context.photos.ownedBy(ownerId, added) : [];
  const uploaded = new Map(uploads.map((photo) => [photo.id, photoRef(photo)]));
  const images: string[] = [];
  for (const id of photoIds) {
    const entry = kept.get(id) ?? uploaded.get(id);
    // Another user's photo is answered exactly like an id nobody has.
    if (entry === undefined) return refused(listingMessages.PHOTOS_UNKNOWN);
    images.push(entry);
  }
  return { images, errors: [] };
}

/** Why a listing may not be published yet (too few photos), or null. */
export function publishProblem(record: Pick<PropertyRecord, 'images'>): UserErrorData | null {
  return record.images.length < MIN_PUBLISHED_PHOTOS ? invalidInput('photos', listingMessages.PHOTOS) : null;
}

/**
 * Deletes the uploads of a deleted listing that none of `others` (the owner's other listings)
 * uses. The sweep of unused photos would take them a day later; a deleted listing's go at once.
 */
export async function removeListingPhotos(
  context: ApiContext,
  removed: Pick<PropertyRecord, 'images'>,
  others: ReadonlyArray<Pick<PropertyRecord, 'images'>>,
): Promise<void> {
  if (!context.photos) return;
  const stillUsed = new Set(others.flatMap((record) => uploadedPhotoIds(record.images)));
  const unused = uploadedPhotoIds(removed.images).filter((id) => !stillUsed.has(id));
  if (unused.length > 0) await context.photos.remove(unused);
}

interface ShownPhoto {
  id: string;
  src: string;
  srcset: string | null;
}

/** A kept entry as the pages show it; a sample image (one size, its URL) has no srcset. */
async function shown(context: ApiContext, entry: string): Promise<ShownPhoto | null> {
  const photo = parsePhotoRef(entry);
  if (!photo) return { id: entry, src: entry, srcset: null };
  const sources = context.photos ? await context.photos.sources(photo) : servedPhotoSources(photo);
  return sources && { id: photo.id, ...sources };
}

async function shownPhotos(context: ApiContext, images: readonly string[]): Promise<ShownPhoto[]> {
  // Only an upload needs a look-up (the browser's object URLs); the sample's URLs are as kept.
  if (!images.some((entry) => parsePhotoRef(entry) !== null)) return images.map((entry) => ({ id: entry, src: entry, srcset: null }));
  const found = await Promise.all(images.map((entry) => shown(context, entry)));
  // A photo gone from this browser's storage (cleared by the user) is left out rather than shown broken.
  return found.filter((photo): photo is ShownPhoto => photo !== null);
}

export const photoFields: Pick<PropertyResolvers, 'images' | 'photos' | 'cover'> = {
  images: async (property, _args, context) => (await shownPhotos(context, property.images)).map((photo) => photo.src),
  photos: (property, _args, context) => shownPhotos(context, property.images),
  // A card asks for its cover alone: one look-up, not one per photo.
  cover: async (property, _args, context) => (await shownPhotos(context, property.images.slice(0, 1)))[0] ?? null,
};
