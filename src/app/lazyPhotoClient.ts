/**
 * The photo client for PhotosField, loaded with its first use: only the landlord's form uploads
 * photos, so the first load of every other page carries none of it (docs/performance.md).
 */
import type { PhotoClient } from '../lib/photos';

let client: Promise<PhotoClient> | undefined;

function loaded(): Promise<PhotoClient> {
  client ??= import('../apollo/photoClient').then(
    ({ createPhotoClient }) => createPhotoClient(),
    (error: unknown) => {
      // A failed download may succeed on the next try.
      client = undefined;
      throw error;
    },
  );
  return client;
}

export const lazyPhotoClient: PhotoClient = {
  upload: (file, options) => loaded().then((photos) => photos.upload(file, options)),
  thumbnail: (id) => loaded().then((photos) => photos.thumbnail(id)),
};
