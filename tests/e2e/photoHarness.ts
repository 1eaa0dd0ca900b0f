/**
 * The browser mode's photo code alone, bundled by tests/e2e/photos-browser.spec.ts for a page of
 * its own: the real canvas re-encode and IndexedDB in Chromium, with no listing form needed yet.
 */
import { createPhotoClient } from '../../src/apollo/photoClient';
import { browserPhotoSources, browserPhotosOwnedBy, deleteBrowserPhoto, listBrowserPhotosByOwner } from '../../src/api/photos/browserPhotos';

const photos = { client: createPhotoClient(null), browserPhotoSources, browserPhotosOwnedBy, deleteBrowserPhoto, listBrowserPhotosByOwner };

declare global {
  interface Window {
    campusnestPhotos: typeof photos;
  }
}

window.campusnestPhotos = photos;
