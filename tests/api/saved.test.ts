/**
 * Saved listings through the schema (docs/product.md#saved-listings): a visitor's in this browser,
 * a signed-in user's in the account, the visitor's joining the account at sign-up and log-in.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_VISITOR } from '../../src/api/store/store';
import { storageKeys } from '../../src/api/store/keys';
import { logIn, signUp } from './accounts';
import { createTestApi } from './harness';
import { IsSaved, Logout, SavedProperties, SaveProperty, SearchSaved, UnsaveProperty } from './operations';
import { openTestApi, storeKind, type ApiUnderTest } from './stores';

const notFound = { code: 'PROPERTY_NOT_FOUND', message: 'This property is no longer available.', field: 'id' };

let api: Pick<ApiUnderTest, 'run' | 'data' | 'lastCode'>;
let ids: string[];

beforeEach(async () => {
  // Only the clock: a database client's own timers must keep running.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:00Z') });
  api = await openTestApi();
  const { properties } = await api.data(SearchSaved, { first: 5 });
  ids = properties.edges.map((edge) => edge.node.id);
});
afterEach(() => vi.useRealTimers());

/** Saves each listing a second apart, so their order is the order given. */
async function saveInTurn(...listings: string[]) {
  for (const id of listings) {
    vi.advanceTimersByTime(1000);
    const { saveProperty } = await api.data(SaveProperty, { id });
    expect(saveProperty.errors).toEqual([]);
  }
}

async function saved() {
  const { savedCount, savedProperties } = await api.data(SavedProperties);
  expect(savedCount).toBe(savedProperties.length);
  for (const property of savedProperties) expect(property.isSaved).toBe(true);
  return savedProperties.map((property) => property.id);
}

describe('a visitor', () => {
  it('starts with nothing saved', async () => {
    expect(await api.data(SavedProperties)).toEqual({ savedCount: 0, savedProperties: [] });
    expect((await api.data(IsSaved, { id: ids[0]! })).property?.isSaved).toBe(false);
  });

  it('saves a listing: the payload has it saved and the new count', async () => {
    const { saveProperty } = await api.data(SaveProperty, { id: ids[0]! });
    expect(saveProperty).toEqual({ property: { id: ids[0], isSaved: true }, savedCount: 1, errors: [] });
    expect((await api.data(IsSaved, { id: ids[0]! })).property?.isSaved).toBe(true);
    expect((await api.data(IsSaved, { id: ids[1]! })).property?.isSaved).toBe(false);
  });

  it('lists saves most recent first, and saving one again changes nothing', async () => {
    await saveInTurn(ids[0]!, ids[1]!, ids[2]!);
    expect(await saved()).toEqual([ids[2], ids[1], ids[0]]);
    await saveInTurn(ids[0]!);
    expect(await saved()).toEqual([ids[2], ids[1], ids[0]]);
  });

  it('removes a save, and removing one not saved changes nothing', async () => {
    await saveInTurn(ids[0]!, ids[1]!);
    const { unsaveProperty } = await api.data(UnsaveProperty, { id: ids[0]! });
    expect(unsaveProperty).toEqual({ property: { id: ids[0], isSaved: false }, savedCount: 1, errors: [] });
    expect(await saved()).toEqual([ids[1]]);
    const again = await api.data(UnsaveProperty, { id: ids[0]! });
    expect(again.unsaveProperty).toMatchObject({ savedCount: 1, errors: [] });
  });

  it('marks saved listings in search results', async () => {
    await saveInTurn(ids[1]!, ids[3]!);
    const { properties } = await api.data(SearchSaved, { first: 5 });
    expect(properties.edges.map(({ node }) => [node.id, node.isSaved])).toEqual(ids.map((id, index) => [id, index === 1 || index === 3]));
  });
});

describe('ids that are no listing', () => {
  const hostile = ['no-such-id', '', ' ', '__proto__', 'constructor', 'x'.repeat(200_000), '<img src=x onerror=alert(1)>', '.*'];

  it.each(hostile.map((id) => [id.slice(0, 30), id]))('saving %j is PROPERTY_NOT_FOUND and saves nothing', async (_label, id) => {
    await saveInTurn(ids[0]!);
    const result = await api.run(SaveProperty, { id });
    expect(result.errors).toBeUndefined();
    expect(result.data?.saveProperty).toEqual({ property: null, savedCount: 1, errors: [notFound] });
    expect(await saved()).toEqual([ids[0]]);
  });

  it('removing an id neither saved nor a listing is PROPERTY_NOT_FOUND', async () => {
    const { unsaveProperty } = await api.data(UnsaveProperty, { id: 'no-such-id' });
    expect(unsaveProperty).toEqual({ property: null, savedCount: 0, errors: [notFound] });
  });
});

describe('an account', () => {
  it("keeps a signed-in user's saves in the account, apart from the visitor's", async () => {
    await signUp(api);
    await saveInTurn(ids[0]!, ids[1]!);
    expect(await saved()).toEqual([ids[1], ids[0]]);
    await api.data(Logout);
    expect(await saved()).toEqual([]);
    await logIn(api);
    expect(await saved()).toEqual([ids[1], ids[0]]);
  });

  it("takes the visitor's saves at sign-up and empties the visitor's list", async () => {
    await saveInTurn(ids[0]!, ids[1]!);
    const { signup } = await signUp(api);
    expect(signup.errors).toEqual([]);
    expect(await saved()).toEqual([ids[1], ids[0]]);
    await api.data(Logout);
    expect(await saved()).toEqual([]);
  });

  it("takes the visitor's saves at log-in: a union without duplicates, newest first", async () => {
    await signUp(api);
    await saveInTurn(ids[0]!, ids[1]!);
    await api.data(Logout);
    await saveInTurn(ids[2]!, ids[0]!);
    const { login } = await logIn(api);
    expect(login.errors).toEqual([]);
    // ids[0] was saved again as a visitor, later than in the account: the later save wins.
    expect(await saved()).toEqual([ids[0], ids[2], ids[1]]);
    await api.data(Logout);
    expect(await saved()).toEqual([]);
    await logIn(api);
    expect(await saved()).toEqual([ids[0], ids[2], ids[1]]);
  });

  it("does not show one account's saves to another", async () => {
    await signUp(api, 'ana@uni.eu');
    await saveInTurn(ids[0]!);
    await api.data(Logout);
    await signUp(api, 'bo@uni.eu');
    expect(await saved()).toEqual([]);
    await saveInTurn(ids[4]!);
    await api.data(Logout);
    await logIn(api, 'ana@uni.eu');
    expect(await saved()).toEqual([ids[0]]);
  });
});

describe.runIf(storeKind === 'browser')('in the browser store', () => {
  let browser: ReturnType<typeof createTestApi>;
  beforeEach(() => {
    browser = createTestApi();
    api = browser;
  });

  it('a saved listing that left the catalogue is left out, forgotten, and can be removed', async () => {
    await saveInTurn(ids[0]!);
    await browser.store.save({ visitor: BROWSER_VISITOR }, 'gone-listing', Date.now() + 5000);
    await browser.store.save({ visitor: BROWSER_VISITOR }, 'gone-too', Date.now() + 6000);
    const { unsaveProperty } = await api.data(UnsaveProperty, { id: 'gone-too' });
    expect(unsaveProperty).toEqual({ property: null, savedCount: 2, errors: [] });
    expect(await api.data(SavedProperties)).toMatchObject({ savedCount: 2, savedProperties: [{ id: ids[0] }] });
    expect((await api.data(SavedProperties)).savedCount).toBe(1);
  });

  it('keeps the saves under one versioned key, the visitor list and one list per account', async () => {
    await saveInTurn(ids[0]!);
    const { signup } = await signUp(api);
    await api.data(Logout);
    await saveInTurn(ids[1]!);
    const stored = JSON.parse(browser.storage.getItem(storageKeys.saved) ?? 'null') as unknown;
    expect(stored).toEqual({
      visitor: [{ id: ids[1], savedAt: Date.now() }],
      users: { [signup.user!.id]: [{ id: ids[0], savedAt: Date.now() - 1000 }] },
    });
  });
});
