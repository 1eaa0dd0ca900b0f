/**
 * A Web Lock alone does not make a localStorage read-modify-write safe across tabs. Chromium gives
 * each tab's renderer its own copy of the origin's localStorage and tells it of another tab's write
 * by a message, which can arrive after this tab was granted the lock that writer just released: no
 * browser implements the spec's storage mutex (whatwg/html#335). Read then, the copy is the one
 * before the write, and this tab's write puts back what the other changed (two tabs each accepted
 * one of two overlapping requests; the second write declined the first's).
 *
 * So each locked write also stamps its key. The stamp is a counter kept twice: in IndexedDB, whose
 * transactions are ordered across tabs (the next holder of the lock reads the number the last one
 * wrote), and in localStorage under `<key>:stamp`, written just after the data. The next holder
 * waits until its own copy of localStorage shows that number: one storage area's changes reach a
 * tab in order, so the data written before the stamp has arrived too.
 */

import { stampKey } from '../../lib/deviceStorage';

/** The counters, one per lock, ordered across tabs (IndexedDB in the browser). */
export interface StampBook {
  read(lock: string): Promise<number>;
  write(lock: string, stamp: number): Promise<void>;
}

/** This tab's copy of localStorage and news of other tabs' writes to it (the `storage` event). */
export interface LocalCopy {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  onChange(listener: () => void): () => void;
}

/** How long a holder waits for the stamp before reading what it has (a tab that crashed between its two writes). */
export const FENCE_WAIT_MS = 3000;

/**
 * What `promise` gives, or `fallback` when it fails or has not settled after `waitMs`: an IndexedDB
 * that never answers (a stuck open) must not hold a save or a sign-up, and with it the lock, for ever.
 */
function within<T>(promise: Promise<T>, waitMs: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      resolve(fallback);
    }, waitMs);
  });
  return Promise.race([promise.catch(() => fallback), late]).finally(() => {
    clearTimeout(timer);
  });
}

function stampIn(copy: LocalCopy, key: string): number {
  const stamp = Number(copy.getItem(stampKey(key)));
  return Number.isSafeInteger(stamp) && stamp > 0 ? stamp : 0;
}

function caughtUp(copy: LocalCopy, key: string, expected: number, waitMs: number): Promise<void> {
  if (stampIn(copy, key) >= expected) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = copy.onChange(() => {
      if (stampIn(copy, key) >= expected) done();
    });
    const timer = setTimeout(done, waitMs);
  });
}

/**
 * Runs `step`, the read-modify-write of `key`, while the caller holds `lock`: first waits until this
 * tab's copy holds the last holder's write, then, if `step` changed the key, stamps it for the next.
 * A counter that cannot be read or written (IndexedDB refused, or silent past the wait) leaves the lock alone to order tabs.
 */
export async function fenced<T>(lock: string, key: string, step: () => T, stamps: StampBook, copy: LocalCopy, waitMs = FENCE_WAIT_MS): Promise<T> {
  const expected = await within(stamps.read(lock), waitMs, 0);
  await caughtUp(copy, key, expected, waitMs);
  const before = copy.getItem(key);
  const result = step();
  if (copy.getItem(key) !== before) {
    const next = Math.max(expected, stampIn(copy, key)) + 1;
    copy.setItem(stampKey(key), String(next));
    await within(stamps.write(lock, next), waitMs, undefined);
  }
  return result;
}
