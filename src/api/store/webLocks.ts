/**
 * Cross-tab exclusion for the browser's store. Every tab runs its own copy of the backend over the
 * same localStorage keys, so a read-modify-write of a key shared by tabs holds that key's Web Lock
 * (navigator.locks): two tabs take turns instead of one writing over what the other just wrote.
 * Holding the lock, a tab first waits until its copy of localStorage has the last holder's write
 * (writeFence.ts). Node's tests have no Web Locks, one thread and no other tab: there a step runs on its own.
 */
import { STAMP_DATABASE } from '../../lib/deviceStorage';
import { storageKeys } from './keys';
import { createSafeStorage, type SafeStorage } from './storage';
import { fenced, type LocalCopy, type StampBook } from './writeFence';

/** The lock of each key that tabs write at the same moment: the same name in every tab. */
export const storeLocks = {
  bookings: 'campusnest:bookings',
  conversations: 'campusnest:conversations',
  listings: 'campusnest:listings',
  /** The one code pending: its wrong tries are counted by a read-modify-write. */
  pendingCode: 'campusnest:pendingCode',
  saved: 'campusnest:saved',
  /** The current-user key: signing in and out, and a rename or erasure of the signed-in account. */
  session: 'campusnest:session',
  users: 'campusnest:users',
} as const;

export type StoreLock = (typeof storeLocks)[keyof typeof storeLocks];

const lockedKeys: Record<StoreLock, string> = {
  [storeLocks.bookings]: storageKeys.bookings,
  [storeLocks.conversations]: storageKeys.conversations,
  [storeLocks.listings]: storageKeys.listings,
  [storeLocks.pendingCode]: storageKeys.pendingCode,
  [storeLocks.saved]: storageKeys.saved,
  [storeLocks.session]: storageKeys.currentUser,
  [storeLocks.users]: storageKeys.users,
};

function webLocks(): LockManager | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).locks;
}

let local: SafeStorage | undefined;
const guarded = () => (local ??= createSafeStorage());

/** localStorage as this tab sees it, through the store's guard (storage.ts): a refused read is empty, a refused write kept in memory. */
const localCopy: LocalCopy = {
  getItem: (key) => guarded().read(key),
  setItem: (key, value) => {
    guarded().write(key, value);
  },
  onChange(listener) {
    window.addEventListener('storage', listener);
    return () => {
      window.removeEventListener('storage', listener);
    };
  },
};

let stamps: Promise<StampBook> | undefined;

/** The stamps' database, its code loaded with the first locked write (none on a page that only reads). */
function stampBook(): Promise<StampBook> {
  stamps ??= import('idb-keyval').then(({ createStore, get, set }): StampBook => {
    const database = createStore(STAMP_DATABASE, 'stamps');
    return {
      read: async (lock) => (await get<number>(lock, database)) ?? 0,
      write: (lock, stamp) => set(lock, stamp, database),
    };
  });
  stamps.catch(() => {
    stamps = undefined;
  });
  return stamps;
}

/** Runs `step` holding `lock`, fenced when IndexedDB is there; without Web Locks, in the next microtask (callers await either way). */
export function holding<T>(lock: StoreLock, step: () => T): Promise<T> {
  const locks = webLocks();
  if (!locks) return Promise.resolve().then(step);
  if (typeof indexedDB === 'undefined') return locks.request(lock, step);
  const fencedStep = async (): Promise<T> => {
    const book = await stampBook().catch(() => null);
    return book ? fenced(lock, lockedKeys[lock], step, book, localCopy) : step();
  };
  // The lock is held until the step's promise settles; DOM's typing returns that promise unawaited.
  return locks.request(lock, fencedStep).then((settled) => settled);
}

/**
 * Writes a read's repair of a key (it was malformed or in another shape) holding the key's lock, so
 * that it can never land between another tab's read and write; `repair` writes only over the text
 * that was read. Without Web Locks, at once.
 */
export function repairHolding(lock: StoreLock, repair: () => void): void {
  if (!webLocks()) repair();
  else void holding(lock, repair);
}
