/**
 * What the listing resolvers ask of the uploaded photos, in both modes: the server's PhotoStorage
 * (src/server/photos/serverListingPhotos.ts) or the browser's IndexedDB (browserListingPhotos.ts).
 */
import { photoSourcesFrom, photoUrl, type PhotoSources } from '../../lib/photos';
import { parsePhotoRef, type StoredPhoto } from '../../lib/photoRefs';

/** Photos no listing uses are forgotten once this old (docs/architecture.md#listing-photos). */
export const UNUSED_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;

export interface ListingPhotoStore {
  /** The photos among `ids` that are `userId`'s uploads, in the order given, with their kept widths; any other id is left out. */
  ownedBy(userId: string, ids: readonly string[]): Promise<StoredPhoto[]>;
  /** A kept photo's `src` and `srcset`; null when it is gone. */
  sources(photo: StoredPhoto): Promise<PhotoSources | null>;
  /** Forgets these photos and their files. */
  remove(ids: readonly string[]): Promise<void>;
}

/** Where a server serves a photo's widths: known from the kept widths alone, with no look-up. */
export function servedPhotoSources({ id, widths }: StoredPhoto): PhotoSources {
  return photoSourcesFrom(widths, (width) => photoUrl(id, width));
}

/** A kept entry's URL on a server: an upload's default width, or the sample image's own URL. */
export function servedImageUrl(entry: string): string {
  const photo = parsePhotoRef(entry);
  return photo ? servedPhotoSources(photo).src : entry;
}
