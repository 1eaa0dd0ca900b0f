/** Storages that fail the way browsers do, for the fault and fuzz tests. */
import type { KeyValueStorage } from '../../src/api/store/storage';
import { MemoryStorage } from './harness';

export const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');
export const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** Blocked storage (private mode, cookies off): every call throws a SecurityError. */
export class BlockedStorage implements KeyValueStorage {
  getItem(): string | null {
    throw securityError();
  }
  setItem(): void {
    throw securityError();
  }
  removeItem(): void {
    throw securityError();
  }
}

/** Full storage: reads and removals work, every write throws a QuotaExceededError. */
export class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw quotaError();
  }
}

/**
 * Memory storage that fails on demand: `failNext` makes the next calls of a kind throw. Counts
 * the faults it injected.
 */
export class FlakyStorage extends MemoryStorage {
  faults = 0;
  private pending = { getItem: 0, setItem: 0, removeItem: 0 };

  failNext(kind: keyof FlakyStorage['pending'], times = 1) {
    this.pending[kind] += times;
  }

  private maybeFail(kind: keyof FlakyStorage['pending']) {
    if (this.pending[kind] > 0) {
      this.pending[kind] -= 1;
      this.faults += 1;
      throw kind === 'setItem' ? quotaError() : securityError();
    }
  }

  override getItem(key: string) {
    this.maybeFail('getItem');
    return super.getItem(key);
  }
  override setItem(key: string, value: string) {
    this.maybeFail('setItem');
    super.setItem(key, value);
  }
  override removeItem(key: string) {
    this.maybeFail('removeItem');
    super.removeItem(key);
  }
}
