import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../src/api/store/keys';
import { createSafeStorage, type KeyValueStorage } from '../../src/api/store/storage';
import { createStore } from '../../src/api/store/store';
import { MemoryStorage } from './harness';

const ana = { id: 'u1', firstName: 'Ana', lastName: 'Silva', email: 'ana@uni.eu', phone: null, isVerified: true };
const code = { contact: 'ana@uni.eu', code: '123456', type: 'EMAIL', expires: 5, attempts: 0 };

function storeWith(values: Partial<Record<keyof typeof storageKeys, string>>) {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(values)) storage.setItem(storageKeys[key as keyof typeof storageKeys], value);
  return { storage, store: createStore(createSafeStorage(storage)) };
}

describe('the store', () => {
  it('reads what it wrote', () => {
    const { store } = storeWith({});
    store.addUser(ana);
    store.setCurrentUser(ana);
    store.setPendingCode({ ...code, type: 'EMAIL' });
    expect(store.listUsers()).toEqual([ana]);
    expect(store.findUser('EMAIL', 'ana@uni.eu')).toEqual(ana);
    expect(store.findUser('PHONE', 'ana@uni.eu')).toBeNull();
    expect(store.currentUser()).toEqual(ana);
    expect(store.pendingCode()).toEqual(code);
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['the wrong shape', '{"id":1}'],
    ['a bare string', '"hello"'],
    ['null', 'null'],
  ])('reads %s as empty for every key and repairs it', (_label, raw) => {
    const { store, storage } = storeWith({ users: raw, currentUser: raw, pendingCode: raw });
    expect(store.listUsers()).toEqual([]);
    expect(store.currentUser()).toBeNull();
    expect(store.pendingCode()).toBeNull();
    expect(storage.getItem(storageKeys.currentUser)).toBeNull();
    expect(storage.getItem(storageKeys.pendingCode)).toBeNull();
    expect(storage.getItem(storageKeys.users)).toBe('[]');
  });

  it('keeps valid accounts when one entry of the list is bad, and when other keys are corrupt', () => {
    const { store, storage } = storeWith({
      users: JSON.stringify([ana, { id: 'broken' }, 7]),
      currentUser: '{{{',
      pendingCode: JSON.stringify({ ...code, code: 'abc' }),
    });
    expect(store.listUsers()).toEqual([ana]);
    expect(JSON.parse(storage.getItem(storageKeys.users)!)).toEqual([ana]);
    expect(store.currentUser()).toBeNull();
    expect(store.pendingCode()).toBeNull();
  });

  it('falls back to memory when storage throws on read or write', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createStore(createSafeStorage(throwing));
    // A probe write at start-up finds out before the user has entered anything.
    expect(store.persistent).toBe(false);
    store.addUser(ana);
    store.setCurrentUser(ana);
    expect(store.listUsers()).toEqual([ana]);
    expect(store.currentUser()).toEqual(ana);
    expect(createStore(createSafeStorage(null)).persistent).toBe(false);
  });
});
