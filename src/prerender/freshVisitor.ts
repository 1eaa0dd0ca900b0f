/**
 * Whether this browser's visitor is the one every prerendered page was rendered for: nobody signed
 * in and nothing saved, in storage that works. Read synchronously from storage, without the
 * backend, so the app can hydrate at once; anything else (a session, a saved listing, storage that
 * refuses to be read) renders afresh rather than showing the anonymous page's header or hearts.
 */
import { legacyKeys, storageKeys } from '../api/store/keys';

export function isFreshVisitor(): boolean {
  try {
    return [storageKeys.currentUser, storageKeys.saved, legacyKeys.currentUser].every((key) => localStorage.getItem(key) === null);
  } catch {
    // No localStorage, or reading it throws a SecurityError when storage is blocked.
    return false;
  }
}
