/**
 * Whether this browser's visitor is the one every prerendered page was rendered for: nobody signed
 * in, nothing saved, no listing changed and no stay booked, in storage that works. Read synchronously from storage, without the
 * backend, so the app can hydrate at once; anything else (a session, a saved listing, storage that
 * is blocked or full) renders afresh rather than showing the anonymous page's header or hearts.
 */
import { legacyKeys, storageKeys } from '../api/store/keys';
import { createSafeStorage } from '../api/store/storage';

export function isFreshVisitor(): boolean {
  // The backend's own check that storage can be written and read back.
  const storage = createSafeStorage();
  return (
    storage.persistent &&
    [storageKeys.currentUser, storageKeys.saved, storageKeys.listings, storageKeys.bookings, legacyKeys.currentUser].every((key) => storage.read(key) === null)
  );
}

/**
 * Whether landlords changed listings in this browser (src/api/data/editableCatalog.ts), or booked
 * stays that take listings out of dated searches: then no prerendered page's data is this
 * browser's, since it was rendered from the sample as it was built.
 */
export function hasListingChanges(): boolean {
  const storage = createSafeStorage();
  return storage.read(storageKeys.listings) !== null || storage.read(storageKeys.bookings) !== null;
}
