/**
 * Whatever the browser's storage holds or does, the API answers: bad values read as empty and are
 * repaired, one bad key never costs another key its data, version 0's keys are migrated, and a
 * storage that throws leaves the API working from memory and saying so.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legacyKeys, storageKeys } from '../../src/api/store/keys';
import { createSafeStorage, PROBE_KEY, type KeyValueStorage } from '../../src/api/store/storage';
import { createStore } from '../../src/api/store/store';
import { BlockedStorage, FlakyStorage, FullStorage } from './faultyStorage';
import { createTestApi, MemoryStorage, type TestApi } from './harness';
import { Login, Logout, Me, SendOtp, Signup, VerifyOtp } from './operations';
import { StorageStatus } from './storageOperations';

type Key = keyof typeof storageKeys;

const NOW = new Date('2026-11-22T10:00:00Z').getTime();
const ana = { id: 'u1', firstName: 'Ana', lastName: 'Silva', email: 'ana@uni.eu', phone: null, isVerified: true };
const pending = { contact: 'ana@uni.eu', code: '123456', type: 'EMAIL', expires: NOW + 60_000, attempts: 0 };
const saved = { visitor: [{ id: 'p1', savedAt: NOW - 1000 }], users: { u1: [{ id: 'p2', savedAt: NOW - 2000 }] } };
const valid: Record<Key, string> = {
  users: JSON.stringify([ana]),
  currentUser: JSON.stringify(ana),
  pendingCode: JSON.stringify(pending),
  saved: JSON.stringify(saved),
  listings: JSON.stringify({ listings: [], deleted: ['p3'] }),
  conversations: JSON.stringify({
    nextId: 2,
    conversations: [
      {
        id: 'c1',
        listingId: 'p2',
        listingName: 'Canal View Residence',
        landlordId: 'landlord:l@x.eu',
        landlordName: 'Lena',
        studentId: 'u1',
        studentEmail: 'ana@uni.eu',
        studentName: 'Ana',
        lastMessageId: 1,
        lastMessageAt: NOW,
        lastMessageStart: 'Hello',
        studentUnread: false,
        landlordUnread: true,
      },
    ],
    messages: [{ id: 1, conversationId: 'c1', senderRole: 'STUDENT', text: 'Hello', sentAt: NOW }],
  }),
  bookings: JSON.stringify([
    {
      id: 'b1',
      listingId: 'p2',
      listingName: 'Canal View Residence',
      landlordId: 'landlord:l@x.eu',
      studentId: 'u1',
      studentName: 'Ana',
      conversationId: 'c1',
      message: '',
      reply: '',
      status: 'PENDING',
      declinedForOverlap: false,
      createdAt: NOW,
      expiresAt: NOW + 1000,
      decidedAt: null,
      moveIn: '2027-09-01',
      moveOut: '2028-06-30',
      months: 10,
      rent: 6000,
      bills: 0,
      deposit: 600,
      total: 6600,
    },
  ]),
};
/** The valid values under their storage keys. */
const validSeed = Object.fromEntries((Object.keys(storageKeys) as Key[]).map((key) => [storageKeys[key], valid[key]]));
const FIVE_MB = 5 * 1024 * 1024;

const badValues: Array<[string, string]> = [
  ['invalid JSON', '{"id": "u1", "firstName": '],
  ['the wrong shape', '{"id": 42, "firstName": ["Ana"], "code": true}'],
  ['an empty string', ''],
  ['a JSON scalar', '123'],
  ['a huge (5 MB) string', 'x'.repeat(FIVE_MB)],
  ['huge (5 MB) JSON of the wrong shape', JSON.stringify({ padding: 'x'.repeat(FIVE_MB) })],
];

function apiOver(storage: KeyValueStorage & Partial<MemoryStorage>): TestApi {
  const memory = storage instanceof MemoryStorage ? storage : new MemoryStorage();
  return createTestApi({
    storage: memory,
    context: { store: createStore(createSafeStorage(storage)), now: () => NOW },
  });
}

function seeded(values: Partial<Record<string, string>>): MemoryStorage {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) storage.data.set(key, value);
  return storage;
}

/** What a user of the API can observe of each key. */
async function observe(api: TestApi) {
  const { me } = await api.data(Me);
  const savedIds = { visitor: await api.store.savedIds({ visitor: 'browser' }), u1: await api.store.savedIds({ user: 'u1' }) };
  const conversations = (await api.store.conversations.ofUser('u1', 10, null)).map((conversation) => conversation.id);
  const bookings = (await api.store.bookings.ofStudent('u1')).map((booking) => booking.id);
  return {
    users: api.store.listUsers(),
    me,
    pendingCode: api.store.pendingCode(),
    savedIds,
    deleted: api.store.listingEdits.read().edits.deleted,
    conversations,
    bookings,
  };
}

const expectedWhenEmpty: Record<Key, Partial<Awaited<ReturnType<typeof observe>>>> = {
  // The signed-in account is recovered from the session key.
  users: { users: [ana] },
  currentUser: { me: null },
  pendingCode: { pendingCode: null },
  saved: { savedIds: { visitor: [], u1: [] } },
  listings: { deleted: [] },
  conversations: { conversations: [] },
  bookings: { bookings: [] },
};
const expectedWhenValid = {
  users: [ana],
  me: ana,
  pendingCode: pending,
  savedIds: { visitor: ['p1'], u1: ['p2'] },
  deleted: ['p3'],
  conversations: ['c1'],
  bookings: ['b1'],
};

describe.each(Object.keys(storageKeys) as Key[])('the %s key', (key) => {
  const others = (Object.keys(storageKeys) as Key[]).filter((other) => other !== key);
  const withOthersValid = (value?: string) =>
    seeded({ ...Object.fromEntries(others.map((other) => [storageKeys[other], valid[other]])), [storageKeys[key]]: value });

  it('missing: reads as empty and the other keys are untouched', async () => {
    const storage = withOthersValid();
    expect(await observe(apiOver(storage))).toEqual({ ...expectedWhenValid, ...expectedWhenEmpty[key] });
    expect(storage.data.get(storageKeys[key])).toBe(key === 'users' ? JSON.stringify([ana]) : undefined);
  });

  it.each(badValues)('holding %s: reads as empty (bar the signed-in account), is repaired, and costs no other key its data', async (_label, raw) => {
    const storage = withOthersValid(raw);
    const api = apiOver(storage);
    expect(await observe(api)).toEqual({ ...expectedWhenValid, ...expectedWhenEmpty[key] });
    // Repaired on the spot: the huge value is gone, so it is not parsed again on every call.
    const after = storage.data.get(storageKeys[key]);
    if (key === 'users') expect(after).toBe(JSON.stringify([ana]));
    else expect(after).toBeUndefined();
    for (const other of others) expect(storage.data.get(storageKeys[other])).toBe(valid[other]);
    expect(await api.store.persistent()).toBe(true);
  });
});

it('the users key holding a list with valid and bad entries keeps the valid one', async () => {
  const storage = seeded({ ...validSeed, [storageKeys.users]: JSON.stringify([{ ...ana, email: 'not an email', id: 'u0' }, ana, null, { id: 'u2' }, 'x']) });
  expect((await observe(apiOver(storage))).users).toEqual([ana]);
});

it('the saved key holding lists with bad entries keeps the valid ones, one per listing, newest first', async () => {
  const entry = (id: unknown, savedAt: unknown) => ({ id, savedAt });
  const tampered = {
    visitor: [entry('p1', 1), entry(5, 2), null, entry('p3', 'soon'), entry('p2', 3), entry('p1', 4), entry('x'.repeat(101), 5)],
    users: { u1: [entry('p2', 1), 'x'], constructor: 'not a list', '': [entry('p8', 1)] },
  };
  // A key an object literal cannot hold: JSON.parse makes it an own property.
  const raw = JSON.stringify(tampered).replace('"users":{', '"users":{"__proto__":[{"id":"p9","savedAt":1}],');
  const storage = seeded({ ...validSeed, [storageKeys.saved]: raw });
  const api = apiOver(storage);
  expect((await observe(api)).savedIds).toEqual({ visitor: ['p1', 'p2'], u1: ['p2'] });
  expect(await api.store.savedIds({ user: 'constructor' })).toEqual([]);
  expect(await api.store.savedIds({ user: '__proto__' })).toEqual(['p9']);
  const repaired = JSON.parse(storage.data.get(storageKeys.saved) ?? '{}') as { users: object };
  expect(Object.keys(repaired.users).sort()).toEqual(['__proto__', 'u1']);
});

describe('repairs that keep an account', () => {
  it('shortens a tampered, huge name instead of dropping the account', () => {
    const storage = seeded({ [storageKeys.users]: JSON.stringify([{ ...ana, firstName: 'A'.repeat(FIVE_MB) }]) });
    const [user] = createStore(createSafeStorage(storage)).listUsers();
    expect(user).toEqual({ ...ana, firstName: 'A'.repeat(50) });
  });

  it('normalises a hand-edited contact, and keeps one account per contact', async () => {
    const users = [
      { ...ana, email: ' ANA@uni.eu ' },
      { ...ana, id: 'u9' },
    ];
    const store = createStore(createSafeStorage(seeded({ [storageKeys.users]: JSON.stringify(users) })));
    expect(store.listUsers()).toEqual([ana]);
    expect(await store.findUser('EMAIL', 'ana@uni.eu')).toEqual(ana);
  });

  it('lets a user with a valid account log in while the session and code keys hold garbage', async () => {
    vi.useFakeTimers({ now: NOW });
    try {
      const storage = seeded({ [storageKeys.users]: valid.users, [storageKeys.currentUser]: '][', [storageKeys.pendingCode]: '{' });
      const api = createTestApi({ storage });
      await api.data(SendOtp, { input: { type: 'EMAIL', contact: 'ana@uni.eu', intent: 'LOGIN' } });
      const { verifyOtp } = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: 'ana@uni.eu', code: api.lastCode() } });
      const { login } = await api.data(Login, {
        input: { type: 'EMAIL', contact: 'ana@uni.eu', verificationToken: verifyOtp.verificationToken ?? '' },
      });
      expect(login.user).toMatchObject({ id: 'u1', firstName: 'Ana' });
      expect((await api.data(Me)).me).toEqual(ana);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('version 0 (the unversioned keys users, currentUser, otpData)', () => {
  const oldEmail = { id: 'legacy-1', firstName: 'John', lastName: 'Doe', email: 'Old@Uni.EU', isVerified: true };
  const oldPhone = { id: 'legacy-2', firstName: 'Jane', lastName: 'Roe', phone: '+31 (6) 1234-5678' };
  const v0 = {
    [legacyKeys.users]: JSON.stringify([oldEmail, oldPhone, { id: 'broken' }, { ...oldEmail, id: 'legacy-dup' }]),
    [legacyKeys.currentUser]: JSON.stringify(oldPhone),
    [legacyKeys.pendingCode]: JSON.stringify({ contact: 'Old@Uni.EU', code: '654321', type: 'email', expires: NOW + 60_000 }),
  };
  const migratedEmail = { ...oldEmail, email: 'old@uni.eu', phone: null };
  const migratedPhone = { ...oldPhone, email: null, phone: '+31612345678', isVerified: true };

  it('is migrated on first read: accounts, session and pending code, and the old keys removed', async () => {
    const storage = seeded(v0);
    const api = apiOver(storage);
    expect(await observe(api)).toEqual({
      users: [migratedEmail, migratedPhone],
      me: migratedPhone,
      pendingCode: { contact: 'old@uni.eu', code: '654321', type: 'EMAIL', expires: NOW + 60_000, attempts: 0 },
      // Version 0 had no saved listings, nor landlords' listings, nor conversations, nor bookings.
      savedIds: { visitor: [], u1: [] },
      deleted: [],
      conversations: [],
      bookings: [],
    });
    for (const key of Object.values(legacyKeys)) expect(storage.data.has(key)).toBe(false);
    expect(JSON.parse(storage.data.get(storageKeys.users) ?? '')).toEqual([migratedEmail, migratedPhone]);
    const { verifyOtp } = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: 'old@uni.eu', code: '654321' } });
    expect(verifyOtp.verified).toBe(true);
  });

  it('merges into v1 without replacing its accounts or its session, and a log-out stays logged out', async () => {
    const storage = seeded({ ...v0, ...validSeed, [legacyKeys.users]: JSON.stringify([{ ...ana, id: 'old-ana' }, oldEmail]) });
    const api = apiOver(storage);
    expect(await observe(api)).toEqual({ ...expectedWhenValid, users: [ana, migratedEmail, migratedPhone] });
    await api.data(Logout);
    expect((await api.data(Me)).me).toBeNull();
    expect((await apiOver(storage).run(Me)).data?.me).toBeNull();
  });

  it.each(Object.entries(legacyKeys))('%s alone, holding garbage, is dropped without touching v1', async (_name, legacyKey) => {
    const storage = seeded({ ...validSeed, [legacyKey]: '{"nope' });
    expect(await observe(apiOver(storage))).toEqual(expectedWhenValid);
    expect(storage.data.has(legacyKey)).toBe(false);
  });
});

describe('a storage that throws', () => {
  async function signUpAndBack(api: TestApi, contact: string) {
    const input = { type: 'EMAIL' as const, contact };
    await api.data(SendOtp, { input: { ...input, intent: 'SIGNUP' } });
    const { verifyOtp } = await api.data(VerifyOtp, { input: { ...input, code: api.lastCode() } });
    const { signup } = await api.data(Signup, {
      input: { ...input, firstName: 'Bo', lastName: 'Berg', verificationToken: verifyOtp.verificationToken ?? '' },
    });
    expect(signup.errors).toEqual([]);
    expect((await api.data(Me)).me?.email).toBe(contact);
    await api.data(Logout);
    await api.data(SendOtp, { input: { ...input, intent: 'LOGIN' } });
    const again = await api.data(VerifyOtp, { input: { ...input, code: api.lastCode() } });
    const { login } = await api.data(Login, { input: { ...input, verificationToken: again.verifyOtp.verificationToken ?? '' } });
    expect(login.user?.email).toBe(contact);
  }

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => vi.useRealTimers());

  it('on every call (SecurityError): works from memory and reports not persistent', async () => {
    const api = createTestApi({ context: { store: createStore(createSafeStorage(new BlockedStorage())) } });
    expect((await api.data(StorageStatus)).storageStatus.persistent).toBe(false);
    await signUpAndBack(api, 'bo@uni.eu');
  });

  it('on every call (SecurityError): saves listings in memory', async () => {
    const api = createTestApi({ context: { store: createStore(createSafeStorage(new BlockedStorage())) } });
    await api.store.save({ visitor: 'browser' }, 'p1', NOW);
    await api.store.save({ visitor: 'browser' }, 'p2', NOW + 1);
    await api.store.unsave({ visitor: 'browser' }, 'p1');
    expect(await api.store.savedIds({ visitor: 'browser' })).toEqual(['p2']);
  });

  it('when reading localStorage itself throws: works from memory and reports not persistent', async () => {
    const api = createTestApi({ context: { store: createStore(createSafeStorage(null)) } });
    expect((await api.data(StorageStatus)).storageStatus.persistent).toBe(false);
    await signUpAndBack(api, 'bo@uni.eu');
  });

  it('on write (QuotaExceededError): keeps the saved account and session readable, and a log-out still clears storage', async () => {
    const storage = new FullStorage();
    storage.data.set(storageKeys.users, valid.users);
    storage.data.set(storageKeys.currentUser, valid.currentUser);
    const api = createTestApi({ storage, context: { store: createStore(createSafeStorage(storage)) } });
    expect((await api.data(StorageStatus)).storageStatus.persistent).toBe(false);
    expect((await api.data(Me)).me).toEqual(ana);
    await signUpAndBack(api, 'bo@uni.eu');
    expect(api.store.listUsers().map((user) => user.id)).toContain('u1');
    await api.data(Logout);
    expect(storage.data.has(storageKeys.currentUser)).toBe(false);
    expect(storage.data.has(PROBE_KEY)).toBe(false);
  });

  it('when storage fills up half-way: nothing written or read before is lost, and the status flips', async () => {
    const storage = new FlakyStorage();
    const api = createTestApi({ storage, context: { store: createStore(createSafeStorage(storage)) } });
    expect((await api.data(StorageStatus)).storageStatus.persistent).toBe(true);
    await signUpAndBack(api, 'ana@uni.eu');
    storage.failNext('setItem');
    await signUpAndBack(api, 'bo@uni.eu');
    expect(storage.faults).toBe(1);
    expect((await api.data(StorageStatus)).storageStatus.persistent).toBe(false);
    expect(api.store.listUsers().map((user) => user.email)).toEqual(['ana@uni.eu', 'bo@uni.eu']);
    expect((await api.data(Me)).me?.email).toBe('bo@uni.eu');
  });

  it('when reads start failing (storage blocked mid-session): the session read before is kept', async () => {
    const storage = seeded(validSeed);
    const flaky = new FlakyStorage();
    for (const [key, value] of storage.data) flaky.data.set(key, value);
    const api = createTestApi({ storage: flaky, context: { store: createStore(createSafeStorage(flaky)) } });
    expect((await api.data(Me)).me).toEqual(ana);
    expect(api.store.listUsers()).toEqual([ana]);
    flaky.failNext('getItem', 1_000);
    expect((await api.data(Me)).me).toEqual(ana);
    expect(api.store.listUsers()).toEqual([ana]);
    expect((await api.data(StorageStatus)).storageStatus.persistent).toBe(false);
  });
});
