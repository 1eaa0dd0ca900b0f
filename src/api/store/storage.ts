/**
 * The one place that touches `localStorage`. Browsers can refuse it (private mode, disabled
 * cookies) or fill up (quota); then we keep working from memory and report `persistent: false`.
 */
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

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Reading the property itself throws a SecurityError when storage is blocked.
    return null;
  }
}

export function createSafeStorage(backing: KeyValueStorage | null = browserStorage()): SafeStorage {
  const memory = new Map<string, string>();
  let persistent = backing !== null;

  const fallBack = () => {
    persistent = false;
  };

  return {
    get persistent() {
      return persistent;
    },
    read(key) {
      if (persistent && backing) {
        try {
          return backing.getItem(key);
        } catch {
          fallBack();
        }
      }
      return memory.get(key) ?? null;
    },
    write(key, value) {
      memory.set(key, value);
      if (persistent && backing) {
        try {
          backing.setItem(key, value);
        } catch {
          fallBack();
        }
      }
    },
    remove(key) {
      memory.delete(key);
      if (persistent && backing) {
        try {
          backing.removeItem(key);
        } catch {
          fallBack();
        }
      }
    },
  };
}
