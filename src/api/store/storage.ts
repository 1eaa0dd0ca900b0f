/**
 * The one place that touches `localStorage`. Browsers can refuse it (private mode, blocked
 * cookies: a SecurityError) or fill up (QuotaExceededError); then we keep working from memory and
 * report `persistent: false`, so the user can be told their session will not be kept.
 */
import { PROBE_KEY } from '../../lib/deviceStorage';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SafeStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
  /** False once the real storage has failed and values live only in memory. */
  readonly persistent: boolean;
}

/** Storage that lives in a Map: the build's prerender (src/prerender/renderPage.tsx) and the tests. */
export class MemoryStorage implements KeyValueStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

export { PROBE_KEY };

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Reading the property itself throws a SecurityError when storage is blocked.
    return null;
  }
}

/** True when a tiny value can be written, read back and removed: catches blocked and full storage up front. */
function probe(backing: KeyValueStorage): boolean {
  try {
    backing.setItem(PROBE_KEY, '1');
    const ok = backing.getItem(PROBE_KEY) === '1';
    backing.removeItem(PROBE_KEY);
    return ok;
  } catch {
    return false;
  }
}

export function createSafeStorage(backing: KeyValueStorage | null = browserStorage()): SafeStorage {
  /**
   * Every value read or written, and `null` for every removal. Once the real storage fails, this
   * is what the app keeps seeing, so a write that could not be saved is not lost for this page and a
   * value read earlier (the signed-in user) does not vanish.
   */
  const memory = new Map<string, string | null>();
  let persistent = backing !== null && probe(backing);
  // A full storage still reads; a blocked one does not.
  let readable = backing !== null;

  const fallBack = () => {
    persistent = false;
  };

  return {
    get persistent() {
      return persistent;
    },
    read(key) {
      if (backing && (persistent || (readable && !memory.has(key)))) {
        try {
          const found = backing.getItem(key);
          if (persistent) memory.set(key, found);
          return found;
        } catch {
          readable = false;
          fallBack();
        }
      }
      return memory.get(key) ?? null;
    },
    write(key, value) {
      memory.set(key, value);
      if (!backing || !persistent) return;
      try {
        backing.setItem(key, value);
      } catch {
        fallBack();
      }
    },
    remove(key) {
      memory.set(key, null);
      // Removing frees space, so we try even after a quota failure: a log-out must not come back on reload.
      if (!backing || !readable) return;
      try {
        backing.removeItem(key);
      } catch {
        fallBack();
      }
    },
  };
}
