/**
 * The backend's data: the users list, the current user and the pending code (SPEC §7), each
 * under its own key so that one corrupt value never takes the others with it. A value that is
 * missing, not JSON or of the wrong shape reads as empty and is repaired on the spot; version 0's
 * keys are migrated on first use.
 */
import type { ContactType } from '../generated/resolvers';
import type { PendingCode } from '../rules/otp';
import { parseJson } from './json';
import { storageKeys } from './keys';
import { migrateLegacy } from './migrate';
import { toPendingCode, toStoredUser, toUserList, type StoredUser } from './shapes';
import { createSafeStorage, type SafeStorage } from './storage';

export type { StoredUser } from './shapes';

export interface Verification {
  contact: string;
  type: ContactType;
  expires: number;
}

export interface Store {
  /** False when the browser refuses to keep data: everything still works until the page closes. */
  readonly persistent: boolean;
  listUsers(): StoredUser[];
  findUser(type: ContactType, contact: string): StoredUser | null;
  addUser(user: StoredUser): void;
  currentUser(): StoredUser | null;
  setCurrentUser(user: StoredUser): void;
  clearCurrentUser(): void;
  pendingCode(): PendingCode | null;
  setPendingCode(code: PendingCode): void;
  clearPendingCode(): void;
  /**
   * Verification tokens handed out by verifyOtp. Memory only: they live minutes and must never
   * outlast the page that verified.
   */
  readonly verifications: Map<string, Verification>;
}


export function createStore(storage: SafeStorage = createSafeStorage()): Store {
  let migrated = false;
  const ready = () => {
    if (migrated) return;
    migrated = true;
    migrateLegacy(storage);
  };

  function readRepaired<T>(key: string, decode: (value: unknown) => T, empty: T): T {
    ready();
    const raw = storage.read(key);
    if (raw === null) return empty;
    const value = decode(parseJson(raw));
    if (value === empty) {
      storage.remove(key);
      return value;
    }
    const repaired = JSON.stringify(value);
    if (repaired !== raw) storage.write(key, repaired);
    return value;
  }

  // Migrate first: version 0's session, merged after a log-out, would undo it.
  const write = (key: string) => (value: unknown) => {
    ready();
    storage.write(key, JSON.stringify(value));
  };
  const remove = (key: string) => () => {
    ready();
    storage.remove(key);
  };

  const currentUser = () => readRepaired(storageKeys.currentUser, (value) => toStoredUser(value), null);

  /** The accounts, including the signed-in one even when the list lost it (corrupt or missing). */
  const listUsers = () => {
    const users = readRepaired(storageKeys.users, (value) => toUserList(value), [] as StoredUser[]);
    const session = currentUser();
    if (!session) return users;
    const field = session.email !== null ? 'email' : 'phone';
    if (users.some((user) => user[field] === session[field])) return users;
    const recovered = [...users, session];
    storage.write(storageKeys.users, JSON.stringify(recovered));
    return recovered;
  };

  return {
    get persistent() {
      ready();
      return storage.persistent;
    },
    verifications: new Map(),
    listUsers,
    findUser(type, contact) {
      const field = type === 'EMAIL' ? 'email' : 'phone';
      return listUsers().find((user) => user[field] === contact) ?? null;
    },
    addUser(user) {
      storage.write(storageKeys.users, JSON.stringify([...listUsers(), user]));
    },
    currentUser,
    setCurrentUser: write(storageKeys.currentUser),
    clearCurrentUser: remove(storageKeys.currentUser),
    pendingCode: () => readRepaired(storageKeys.pendingCode, toPendingCode, null),
    setPendingCode: write(storageKeys.pendingCode),
    clearPendingCode: remove(storageKeys.pendingCode),
  };
}
