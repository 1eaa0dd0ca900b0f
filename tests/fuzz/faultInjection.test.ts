/**
 * Random journeys (sign up, log in, log out, codes, messages) while the storage throws
 * SecurityErrors and QuotaExceededErrors and other code scribbles over the session and code keys:
 * no call fails untyped, no account ever signed up is lost, sign-up and log-in always work, and
 * while storage still persists, what it holds is well-formed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legacyKeys, storageKeys } from '../../src/api/store/keys';
import { createSafeStorage } from '../../src/api/store/storage';
import { createStore } from '../../src/api/store/store';
import { FlakyStorage } from '../api/faultyStorage';
import { createTestApi, type TestApi } from '../api/harness';
import { Login, Logout, Me, SendOtp, Signup, SubmitContact, VerifyOtp } from '../api/operations';
import { StorageStatus } from '../api/storageOperations';
import { anyText } from './arbitraries';
import { expectStorageWellFormed, expectTyped } from './invariants';
import { fuzz } from './runs';

const contacts = ['ana@uni.eu', 'bo@uni.eu', 'cy@uni.eu', 'di@uni.eu'];
const junk = fc.oneof(anyText, fc.json(), fc.constant('{"id":"x","firstName":"X","lastName":"Y","email":"x@y.eu","isVerified":true}'));

const step = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('signup' as const), who: fc.nat(contacts.length - 1) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('login' as const), who: fc.nat(contacts.length - 1) }), weight: 3 },
  { arbitrary: fc.constant({ kind: 'logout' as const }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('verify' as const), who: fc.nat(contacts.length - 1), code: fc.stringMatching(/^\d{6}$/) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('message' as const), text: anyText }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('fail' as const),
      call: fc.constantFrom('getItem' as const, 'setItem' as const, 'removeItem' as const),
      times: fc.integer({ min: 1, max: 5 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('scribble' as const),
      key: fc.constantFrom(storageKeys.currentUser, storageKeys.pendingCode),
      value: junk,
    }),
    weight: 2,
  },
);

async function verifiedToken(api: TestApi, contact: string, intent: 'SIGNUP' | 'LOGIN') {
  const { sendOtp } = await api.data(SendOtp, { input: { type: 'EMAIL', contact, intent } });
  if (!sendOtp.sent) return { token: null, errors: sendOtp.errors };
  const { verifyOtp } = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact, code: api.lastCode() } });
  return { token: verifyOtp.verificationToken, errors: verifyOtp.errors };
}

describe('storage faults during random journeys', () => {
  let faults = 0;

  it('lose no account, fail nothing untyped, and keep persisted data well-formed', async (context) => {
    await fuzz(
      context,
      fc.asyncProperty(fc.option(junk), fc.array(step, { minLength: 1, maxLength: 20 }), async (legacyJunk, steps) => {
        const storage = new FlakyStorage();
        if (legacyJunk !== null) {
          storage.data.set(legacyKeys.currentUser, legacyJunk);
          faults += 1;
        }
        const api = createTestApi({ storage, context: { store: createStore(createSafeStorage(storage)) } });
        const accounts = new Set<string>();
        // Who `me` must be: a contact, null, or undefined once the session key was scribbled over.
        let session: string | null | undefined = legacyJunk === null ? null : undefined;

        for (const action of steps) {
          switch (action.kind) {
            case 'fail':
              storage.failNext(action.call, action.times);
              break;
            case 'scribble':
              storage.data.set(action.key, action.value);
              if (action.key === storageKeys.currentUser && (await api.store.persistent())) session = undefined;
              faults += 1;
              break;
            case 'signup': {
              const contact = contacts[action.who]!;
              const { token, errors } = await verifiedToken(api, contact, 'SIGNUP');
              if (accounts.has(contact)) {
                expect(errors.map((error) => error.code)).toEqual(['CONTACT_ALREADY_REGISTERED']);
                break;
              }
              const { signup } = await api.data(Signup, {
                input: { type: 'EMAIL', contact, firstName: 'F', lastName: 'L', verificationToken: token ?? '' },
              });
              expect(signup.errors).toEqual([]);
              accounts.add(contact);
              session = contact;
              break;
            }
            case 'login': {
              const contact = contacts[action.who]!;
              const { token, errors } = await verifiedToken(api, contact, 'LOGIN');
              if (!accounts.has(contact)) {
                expect(errors.map((error) => error.code)).toEqual(['USER_NOT_FOUND']);
                break;
              }
              const { login } = await api.data(Login, { input: { type: 'EMAIL', contact, verificationToken: token ?? '' } });
              expect(login.user?.email).toBe(contact);
              session = contact;
              break;
            }
            case 'logout':
              expect((await api.data(Logout)).logout.ok).toBe(true);
              expect((await api.data(Me)).me).toBeNull();
              session = null;
              break;
            case 'verify':
              expectTyped(await api.run(VerifyOtp, { input: { type: 'EMAIL', contact: contacts[action.who]!, code: action.code } }), (data) => data.verifyOtp);
              break;
            case 'message':
              expectTyped(
                await api.run(SubmitContact, { input: { propertyId: 'x', name: action.text, email: 'a@b.eu', phone: '+3161234567', message: action.text } }),
                (data) => data.submitContactForm,
              );
              break;
          }
          const me = await api.run(Me);
          expectTyped(me, () => ({ errors: [] }));
          if (session !== undefined) expect(me.data?.me?.email ?? null).toBe(session);
          for (const contact of accounts) expect((await api.store.findUser('EMAIL', contact))?.email).toBe(contact);
          await api.store.session.currentUser();
          api.store.pendingCode();
          const { storageStatus } = await api.data(StorageStatus);
          expect(storageStatus.persistent).toBe(await api.store.persistent());
          if (storageStatus.persistent) expectStorageWellFormed(storage);
        }
        faults += storage.faults;
      }),
      { faults: () => faults },
    );
  });
});
