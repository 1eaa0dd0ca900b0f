/**
 * Folds version 0's unversioned keys (see keys.ts) into the v1 keys, once per page. Accounts are
 * merged, never replaced: an account already in v1 wins over a v0 one with the same contact, and
 * the v0 session or pending code is only taken when v1 has none. The v0 keys are then removed, so
 * a later log-out cannot be undone by migrating the old session again.
 */
import { parseJson } from './json';
import { legacyKeys, storageKeys } from './keys';
import { legacyPendingCode, toStoredUser, toUserList, type StoredUser } from './shapes';
import type { SafeStorage } from './storage';

export function hasLegacyData(storage: SafeStorage): boolean {
  return Object.values(legacyKeys).some((key) => storage.read(key) !== null);
}

export function migrateLegacy(storage: SafeStorage): void {
  if (!hasLegacyData(storage)) return;
  const legacyUsers = toUserList(parseJson(storage.read(legacyKeys.users)), true);
  const legacySession = toStoredUser(parseJson(storage.read(legacyKeys.currentUser)), true);
  const legacyCode = legacyPendingCode(parseJson(storage.read(legacyKeys.pendingCode)));

  const current = parseJson(storage.read(storageKeys.users));
  const currentSession = toStoredUser(parseJson(storage.read(storageKeys.currentUser)));
  // v0 sessions could belong to an account missing from its list; keep that account too.
  const candidates: StoredUser[] = [...toUserList(current), ...legacyUsers, ...(legacySession ? [legacySession] : [])];
  const users = toUserList(candidates);
  storage.write(storageKeys.users, JSON.stringify(users));

  if (!currentSession && legacySession) {
    // The session is the merged account with its contact, so it matches what log-in would return.
    const account = users.find((user) => (legacySession.email !== null ? user.email === legacySession.email : user.phone === legacySession.phone));
    if (account) storage.write(storageKeys.currentUser, JSON.stringify(account));
  }
  if (legacyCode && storage.read(storageKeys.pendingCode) === null) {
    storage.write(storageKeys.pendingCode, JSON.stringify(legacyCode));
  }
  for (const key of Object.values(legacyKeys)) storage.remove(key);
}
