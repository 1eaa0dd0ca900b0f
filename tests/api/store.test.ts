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
  it('reads what it wrote', async () => {
    const { store } = storeWith({});
    expect(await store.addUser(ana)).toBe('ADDED');
    expect(await store.addUser({ ...ana, id: 'u2' })).toBe('CONTACT_TAKEN');
    await store.session.signIn(ana);
    await store.issueCode({ ...code, type: 'EMAIL' });
    expect(store.listUsers()).toEqual([ana]);
    expect(await store.findUser('EMAIL', 'ana@uni.eu')).toEqual(ana);
    expect(await store.findUser('PHONE', 'ana@uni.eu')).toBeNull();
    expect(await store.session.currentUser()).toEqual(ana);
    expect(store.pendingCode()).toEqual(code);
    await store.session.signOut();
    expect(await store.session.currentUser()).toBeNull();
  });

  it('keeps a wrong try against the pending code, and drops the code once it verifies', async () => {
    const { store } = storeWith({});
    await store.issueCode({ ...code, type: 'EMAIL', expires: 1000 });
    const attempt = { contact: 'ana@uni.eu', type: 'EMAIL' as const };
    expect(await store.verifyCode({ ...attempt, code: '000000' }, 10)).toBe('INVALID_OTP');
    expect(store.pendingCode()?.attempts).toBe(1);
    expect(await store.verifyCode({ ...attempt, code: '123456' }, 10)).toBe('VERIFIED');
    expect(store.pendingCode()).toBeNull();
    expect(await store.verifyCode({ ...attempt, code: '123456' }, 10)).toBe('OTP_EXPIRED');
  });

  it('hands out a verification token once', async () => {
    const { store } = storeWith({});
    const verification = { contact: 'ana@uni.eu', type: 'EMAIL' as const, expires: 5 };
    await store.saveVerification('t1', verification);
    expect(await store.takeVerification('t1')).toEqual(verification);
    expect(await store.takeVerification('t1')).toBeNull();
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['the wrong shape', '{"id":1}'],
    ['a bare string', '"hello"'],
    ['null', 'null'],
  ])('reads %s as empty for every key and repairs it', async (_label, raw) => {
    const { store, storage } = storeWith({ users: raw, currentUser: raw, pendingCode: raw });
    expect(store.listUsers()).toEqual([]);
    expect(await store.session.currentUser()).toBeNull();
    expect(store.pendingCode()).toBeNull();
    expect(storage.getItem(storageKeys.currentUser)).toBeNull();
    expect(storage.getItem(storageKeys.pendingCode)).toBeNull();
    expect(storage.getItem(storageKeys.users)).toBe('[]');
  });

  it('keeps valid accounts when one entry of the list is bad, and when other keys are corrupt', async () => {
    const { store, storage } = storeWith({
      users: JSON.stringify([ana, { id: 'broken' }, 7]),
      currentUser: '{{{',
      pendingCode: JSON.stringify({ ...code, code: 'abc' }),
    });
    expect(store.listUsers()).toEqual([ana]);
    expect(JSON.parse(storage.getItem(storageKeys.users)!)).toEqual([ana]);
    expect(await store.session.currentUser()).toBeNull();
    expect(store.pendingCode()).toBeNull();
  });

  it('falls back to memory when storage throws on read or write', async () => {
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
    expect(await store.persistent()).toBe(false);
    await store.addUser(ana);
    await store.session.signIn(ana);
    expect(store.listUsers()).toEqual([ana]);
    expect(await store.session.currentUser()).toEqual(ana);
    expect(await createStore(createSafeStorage(null)).persistent()).toBe(false);
  });
});
