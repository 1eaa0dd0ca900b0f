/**
 * The backend's data: the users list, the current user and the pending code (SPEC §7), each
 * under its own key so that one corrupt value never takes the others with it. A value that is
 * missing, not JSON or of the wrong shape reads as empty and is repaired on the spot.
 */
import type { ContactType } from '../generated/resolvers';
import type { PendingCode } from '../rules/otp';
import { storageKeys } from './keys';
import { toPendingCode, toStoredUser, type StoredUser } from './shapes';
import { createSafeStorage, type SafeStorage } from './storage';

export type { StoredUser } from './shapes';

export interface Verification {
  contact: string;
  type: ContactType;
  expires: number;
}

export interface Store {
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

function parse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function createStore(storage: SafeStorage = createSafeStorage()): Store {
  function readRepaired<T>(key: string, decode: (value: unknown) => T, empty: T): T {
    const raw = storage.read(key);
    if (raw === null) return empty;
    const value = decode(parse(raw));
    const repaired = JSON.stringify(value);
    if (value === empty) storage.remove(key);
    else if (repaired !== raw) storage.write(key, repaired);
    return value;
  }

  const decodeUsers = (value: unknown): StoredUser[] =>
    Array.isArray(value) ? value.map(toStoredUser).filter((user): user is StoredUser => user !== null) : [];

  const listUsers = () => readRepaired(storageKeys.users, decodeUsers, [] as StoredUser[]);

  return {
    get persistent() {
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
    currentUser: () => readRepaired(storageKeys.currentUser, toStoredUser, null),
    setCurrentUser(user) {
      storage.write(storageKeys.currentUser, JSON.stringify(user));
    },
    clearCurrentUser() {
      storage.remove(storageKeys.currentUser);
    },
    pendingCode: () => readRepaired(storageKeys.pendingCode, toPendingCode, null),
    setPendingCode(code) {
      storage.write(storageKeys.pendingCode, JSON.stringify(code));
    },
    clearPendingCode() {
      storage.remove(storageKeys.pendingCode);
    },
  };
}
