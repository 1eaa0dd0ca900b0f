/**
 * The browser mode's photos for the listing resolvers (listingPhotoStore.ts), over IndexedDB
 * (browserPhotos.ts), and its sweep of photos no listing uses, run when the backend starts.
 */
import { PHOTO_DATABASE } from '../../lib/deviceStorage';
import { uploadedPhotoIds, type StoredPhoto } from '../../lib/photoRefs';
import type { ListingEdits } from '../store/listingShapes';
import { UNUSED_PHOTO_TTL_MS, type ListingPhotoStore } from './listingPhotoStore';

/** IndexedDB's code is loaded with the first photo asked for: a search of sample listings needs none of it. */
const photos = () => import('./browserPhotos');

export const browserListingPhotos: ListingPhotoStore = {
  async ownedBy(userId, ids) {
    const { browserPhotoMeta } = await photos();
    const metas = await Promise.all(ids.map(browserPhotoMeta));
    return metas.flatMap((meta): StoredPhoto[] => (meta?.ownerId === userId ? [{ id: meta.id, widths: meta.variants.map((variant) => variant.width) }] : []));
  },
  sources: async ({ id }) => (await photos()).browserPhotoSources(id),
  async remove(ids) {
    const { deleteBrowserPhoto } = await photos();
    await Promise.all(ids.map(deleteBrowserPhoto));
  },
};

async function photoDatabaseExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  // Without databases() (Firefox before 126) no sweep: opening the database to look would make one for every visitor.
  if (typeof indexedDB.databases !== 'function') return false;
  return (await indexedDB.databases()).some((database) => database.name === PHOTO_DATABASE);
}

/**
 * Forgets the photos uploaded in this browser more than a day before `now` that no kept listing
 * uses (an upload whose form was never saved, a photo removed from a listing). The sample's
 * listings use none, so the kept changes name every photo in use.
 */
export async function sweepUnusedBrowserPhotos(edits: ListingEdits, now: number): Promise<number> {
  // A browser that never kept a photo is not given an empty database by the sweep.
  if (!(await photoDatabaseExists())) return 0;
  const { deleteBrowserPhoto, listBrowserPhotos } = await photos();
  const used = new Set(edits.listings.flatMap((listing) => uploadedPhotoIds(listing.record.images)));
  const unused = (await listBrowserPhotos()).filter((meta) => !used.has(meta.id) && meta.createdAt < now - UNUSED_PHOTO_TTL_MS);
  await Promise.all(unused.map((meta) => deleteBrowserPhoto(meta.id)));
  return unused.length;
}
