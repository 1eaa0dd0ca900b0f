/** What the listing mutations ask of the photos: whose they are, and how a page names them. */
import { isPhotoId, photoSourcesFrom, photoUrl, type PhotoSources } from '../../lib/photos';
import type { PhotoStorage } from './photoStorage';

export interface PhotoLookups {
  /** The ids among `ids` that are `userId`'s photos, in the order given; unknown, malformed and others' ids are left out. */
  photosOwnedBy(userId: string, ids: readonly string[]): Promise<string[]>;
  /** The `src` and `srcset` of a kept photo, or null for an unknown id. */
  photoSources(id: string): Promise<PhotoSources | null>;
}

export function createPhotoLookups(storage: PhotoStorage): PhotoLookups {
  return {
    async photosOwnedBy(userId, ids) {
      const metas = await Promise.all(ids.map((id) => (isPhotoId(id) ? storage.meta(id) : Promise.resolve(null))));
      return ids.filter((_, index) => metas[index]?.ownerId === userId);
    },
    async photoSources(id) {
      const meta = isPhotoId(id) ? await storage.meta(id) : null;
      if (!meta) return null;
      return photoSourcesFrom(
        meta.variants.map((variant) => variant.width),
        (width) => photoUrl(id, width),
      );
    },
  };
}
