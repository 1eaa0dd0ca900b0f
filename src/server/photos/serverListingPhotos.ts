/** The server's photos for the listing resolvers (src/api/photos/listingPhotoStore.ts), over PhotoStorage. */
import { servedPhotoSources, type ListingPhotoStore } from '../../api/photos/listingPhotoStore';
import { isPhotoId } from '../../lib/photos';
import type { StoredPhoto } from '../../lib/photoRefs';
import type { PhotoStorage } from './photoStorage';

export function serverListingPhotos(storage: PhotoStorage): ListingPhotoStore {
  return {
    async ownedBy(userId, ids) {
      const metas = await Promise.all(ids.map((id) => (isPhotoId(id) ? storage.meta(id) : Promise.resolve(null))));
      return metas.flatMap((meta): StoredPhoto[] => (meta?.ownerId === userId ? [{ id: meta.id, widths: meta.variants.map((variant) => variant.width) }] : []));
    },
    // The kept widths name the URLs: no sidecar is read for a page of cards.
    sources: (photo) => Promise.resolve(servedPhotoSources(photo)),
    async remove(ids) {
      await Promise.all(ids.map((id) => storage.delete(id)));
    },
  };
}
