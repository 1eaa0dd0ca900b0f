/**
 * Cross-tab exclusion for the browser's store. Every tab runs its own copy of the backend over the
 * same localStorage keys, so a read-modify-write of a key shared by tabs holds that key's Web Lock
 * (navigator.locks): two tabs take turns instead of one writing over what the other just wrote.
 * Node's tests have no Web Locks, one thread and no other tab: there a step runs on its own.
 */

/** The lock of each key that tabs write at the same moment: the same name in every tab. */
export const storeLocks = {
  bookings: 'campusnest:bookings',
  conversations: 'campusnest:conversations',
} as const;

export type StoreLock = (typeof storeLocks)[keyof typeof storeLocks];

function webLocks(): LockManager | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).locks;
}

/** Runs `step` holding `lock`; without Web Locks, in the next microtask (callers await either way). */
export function holding<T>(lock: StoreLock, step: () => T): Promise<T> {
  const locks = webLocks();
  if (!locks) return Promise.resolve().then(step);
  return locks.request(lock, step);
}

/**
 * Writes a read's repair of a key (it was malformed or in another shape) holding the key's lock, so
 * that it can never land between another tab's read and write; `repair` writes only over the text
 * that was read. Without Web Locks, at once.
 */
export function repairHolding(lock: StoreLock, repair: () => void): void {
  const locks = webLocks();
  if (!locks) repair();
  else void locks.request(lock, repair);
}
