import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleCatalog } from '../../scripts/data/nodeBackend';
import { editableListings } from '../../src/api/data/editableCatalog';
import { storageKeys } from '../../src/api/store/keys';
import { createSafeStorage, MemoryStorage } from '../../src/api/store/storage';
import { createStore, type BrowserStore } from '../../src/api/store/store';
import type { StoredUser } from '../../src/api/store/types';

const ana: StoredUser = { id: 'u1', firstName: 'Ana', lastName: 'Silva', email: 'ana@uni.eu', phone: null, isVerified: true };
const ben: StoredUser = { id: 'u2', firstName: 'Ben', lastName: 'Okafor', email: 'ben@uni.eu', phone: null, isVerified: true };

/** The lock each key shared by tabs is written under: names every tab, of every version, must agree on. */
const lockOf = new Map<string, string>([
  [storageKeys.listings, 'campusnest:listings'],
  [storageKeys.saved, 'campusnest:saved'],
  [storageKeys.users, 'campusnest:users'],
  [storageKeys.bookings, 'campusnest:bookings'],
  [storageKeys.conversations, 'campusnest:conversations'],
  [storageKeys.pendingCode, 'campusnest:pendingCode'],
  [storageKeys.currentUser, 'campusnest:session'],
]);

/** Web Locks as a tab sees them: one holder per name at a time, the others in order. */
function lockManager(held: Set<string>) {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name: string, step: () => unknown) {
      const run = (tails.get(name) ?? Promise.resolve()).then(async () => {
        held.add(name);
        try {
          return await step();
        } finally {
          held.delete(name);
        }
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
    /** Settles once every step asked for so far has run. */
    async settled() {
      await Promise.all(tails.values());
    },
  };
}

/** A localStorage that notes every write to a shared key made without that key's lock. */
class WatchedStorage extends MemoryStorage {
  readonly unlocked: string[] = [];
  constructor(private readonly held: Set<string>) {
    super();
  }
  private check(key: string) {
    const lock = lockOf.get(key);
    if (lock && !this.held.has(lock)) this.unlocked.push(key);
  }
  override setItem(key: string, value: string) {
    this.check(key);
    super.setItem(key, value);
  }
  override removeItem(key: string) {
    this.check(key);
    super.removeItem(key);
  }
}

describe('writes shared by tabs', () => {
  let held: Set<string>;
  let locks: ReturnType<typeof lockManager>;
  let storage: WatchedStorage;
  let store: BrowserStore;
  beforeEach(() => {
    held = new Set();
    locks = lockManager(held);
    vi.stubGlobal('navigator', { locks });
    storage = new WatchedStorage(held);
    store = createStore(createSafeStorage(storage));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves, unsaves and merges a visitor’s saves holding the saved key’s lock, and two saves at once keep both', async () => {
    await Promise.all([store.save({ visitor: 'browser' }, 'p1', 1), store.save({ visitor: 'browser' }, 'p2', 2)]);
    await store.mergeSaved('browser', ana.id);
    await store.save({ user: ana.id }, 'p3', 3);
    await store.unsave({ user: ana.id }, 'p1');
    expect(await store.savedIds({ user: ana.id })).toEqual(['p3', 'p2']);
    expect(storage.unlocked).toEqual([]);
  });

  it('signs up, renames and erases accounts holding the users key’s lock, one account per contact', async () => {
    const added = await Promise.all([store.addUser(ana), store.addUser(ben), store.addUser({ ...ana, id: 'u3' })]);
    expect(added).toEqual(['ADDED', 'ADDED', 'CONTACT_TAKEN']);
    await store.session.signIn(ana);
    await store.save({ user: ana.id }, 'p1', 1);
    expect(await store.renameUser(ana.id, 'Ana Maria', 'Silva')).toMatchObject({ firstName: 'Ana Maria' });
    await store.eraseUser({ ...ana, firstName: 'Ana Maria' });
    expect(store.listUsers()).toEqual([ben]);
    expect(await store.savedIds({ user: ana.id })).toEqual([]);
    expect(storage.unlocked).toEqual([]);
  });

  it('issues and checks a code holding the code’s lock: five wrong tries at once end it', async () => {
    await store.issueCode({ contact: ana.email!, type: 'EMAIL', code: '123456', expires: 10_000, attempts: 0 });
    const wrong = { contact: ana.email!, type: 'EMAIL' as const, code: '654321' };
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map(() => store.verifyCode(wrong, 1)));
    expect(outcomes).toEqual(['INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP', 'TOO_MANY_ATTEMPTS']);
    expect(store.pendingCode()).toBeNull();
    expect(storage.unlocked).toEqual([]);
  });

  it('signs in, renames the signed-in account and signs out holding the session’s lock', async () => {
    await store.addUser(ana);
    await store.session.signIn(ana);
    await store.renameUser(ana.id, 'Ana Maria', 'Silva');
    expect(await store.session.currentUser()).toMatchObject({ id: ana.id, firstName: 'Ana Maria' });
    await store.session.signOut();
    expect(await store.session.currentUser()).toBeNull();
    expect(storage.unlocked).toEqual([]);
  });

  it('puts back the signed-in account a lost users list dropped, holding the lock', async () => {
    storage.data.set(storageKeys.currentUser, JSON.stringify(ana));
    storage.data.set(storageKeys.users, JSON.stringify([ben]));
    expect(store.listUsers()).toEqual([ben, ana]);
    await locks.settled();
    expect(JSON.parse(storage.data.get(storageKeys.users) ?? '[]')).toEqual([ben, ana]);
    expect(storage.unlocked).toEqual([]);
  });

  it('creates, edits, publishes and removes a landlord’s listings holding the listings key’s lock, two at once both kept', async () => {
    const owned = await editableListings(sampleCatalog, store.listingEdits).ownedListings();
    const sample = (await sampleCatalog()).all()[0]!;
    const record = { ...sample, landlord: { ...sample.landlord, email: ana.email! } };
    await Promise.all([owned.create(ana.id, { ...record, id: 'n1', name: 'One' }), owned.create(ana.id, { ...record, id: 'n2', name: 'Two' })]);
    await owned.update({ ...record, id: 'n1', name: 'One, renamed' });
    await owned.setStatus('n2', 'PUBLISHED');
    await owned.remove(sample.id);
    const mine = await owned.ofOwner(ana.id);
    expect(mine.map(({ record: { name }, status }) => [name, status])).toEqual([
      ['Two', 'PUBLISHED'],
      ['One, renamed', 'UNPUBLISHED'],
    ]);
    expect(await owned.find(sample.id)).toBeNull();
    expect(storage.unlocked).toEqual([]);
  });
});
