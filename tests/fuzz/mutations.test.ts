/**
 * Every mutation through the real schema with arbitrary input: no call throws, every refusal is a
 * typed error, accepted text is stored and returned as sent (trimmed) and storage stays well-formed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContact, contactProblem } from '../../src/lib/contact';

const normalizeContact = (type: 'EMAIL' | 'PHONE', contact: string) => checkContact(type, contact).contact;
import { storageKeys } from '../../src/api/store/keys';
import { createTestApi, type TestApi } from '../api/harness';
import { Login, Logout, Me, Properties, SendOtp, Signup, SubmitContact, VerifyOtp } from '../api/operations';
import { anyText, contactType, intent, textOr } from './arbitraries';
import { expectStorageWellFormed, expectTyped } from './invariants';
import { fuzz } from './runs';

const ana = { id: 'u1', firstName: 'Ana', lastName: 'Silva', email: 'ana@uni.eu', phone: null, isVerified: true };
const bo = { id: 'u2', firstName: 'Bo', lastName: 'Berg', email: null, phone: '+31612345678', isVerified: true };
const knownContacts = ['ana@uni.eu', ' ANA@Uni.eu ', '+31612345678', '+31 (6) 1234-5678', 'new@uni.eu', '0612345678'];

/** An API whose storage already holds two accounts and a pending code for Ana. */
function seededApi(): TestApi {
  const api = createTestApi();
  api.storage.setItem(storageKeys.users, JSON.stringify([ana, bo]));
  api.storage.setItem(
    storageKeys.pendingCode,
    JSON.stringify({ contact: 'ana@uni.eu', code: '123456', type: 'EMAIL', expires: Date.now() + 60_000, attempts: 0 }),
  );
  return api;
}

/** Signs a fresh contact through send and verify, returning a real verification token. */
async function tokenFor(api: TestApi, type: 'EMAIL' | 'PHONE', contact: string, why: 'SIGNUP' | 'LOGIN') {
  const sent = await api.data(SendOtp, { input: { type, contact, intent: why } });
  if (!sent.sendOtp.sent) return null;
  const { verifyOtp } = await api.data(VerifyOtp, { input: { type, contact, code: api.lastCode() } });
  return verifyOtp.verificationToken;
}

describe('fuzzing every mutation', () => {
  it('sendOtp', async (context) => {
    await fuzz(
      context,
      fc.asyncProperty(contactType, textOr(...knownContacts), intent, async (type, contact, why) => {
        const api = seededApi();
        const result = await api.run(SendOtp, { input: { type, contact, intent: why } });
        const errors = expectTyped(result, (data) => data.sendOtp);
        expect(errors).not.toBeNull();
        const payload = result.data!.sendOtp;
        if (contactProblem(type, contact)) {
          expect(errors?.map((error) => error.code)).toEqual(['INVALID_INPUT']);
          expect(errors?.[0]?.field).toBe('contact');
        }
        if (payload.sent) {
          expect(payload.contact).toBe(normalizeContact(type, contact));
          expect(api.logs).toEqual([`[CampusNest] Verification code for ${payload.contact ?? ''}: ${api.lastCode()}`]);
          expect(api.store.pendingCode()).toMatchObject({ contact: payload.contact, type, attempts: 0 });
        } else {
          expect(api.logs).toEqual([]);
        }
        expectStorageWellFormed(api.storage);
      }),
    );
  });

  it('verifyOtp', async (context) => {
    await fuzz(
      context,
      fc.asyncProperty(contactType, textOr(...knownContacts), textOr('123456', '654321', '12345', '1234567'), async (type, contact, code) => {
        const api = seededApi();
        const result = await api.run(VerifyOtp, { input: { type, contact, code } });
        expectTyped(result, (data) => data.verifyOtp);
        const { verified, verificationToken } = result.data!.verifyOtp;
        const right = type === 'EMAIL' && !contactProblem(type, contact) && normalizeContact(type, contact) === ana.email && code === '123456';
        expect(verified).toBe(right);
        expect(verificationToken !== null).toBe(right);
        expectStorageWellFormed(api.storage);
      }),
    );
  });

  it('signup, with random tokens and with a real one', async (context) => {
    await fuzz(
      context,
      fc.asyncProperty(
        anyText,
        anyText,
        contactType,
        textOr(...knownContacts),
        fc.oneof(fc.constant('real'), anyText),
        async (firstName, lastName, type, contact, tokenChoice) => {
          const api = seededApi();
          const real = tokenChoice === 'real' ? await tokenFor(api, type, contact, 'SIGNUP') : null;
          const verificationToken = real ?? (tokenChoice === 'real' ? 'no-token' : tokenChoice);
          const result = await api.run(Signup, { input: { firstName, lastName, type, contact, verificationToken } });
          const errors = expectTyped(result, (data) => data.signup);
          const { user } = result.data!.signup;
          if (user) {
            expect(real).not.toBeNull();
            expect(user).toMatchObject({ firstName: firstName.trim(), lastName: lastName.trim(), isVerified: true });
            expect(user[type === 'EMAIL' ? 'email' : 'phone']).toBe(normalizeContact(type, contact));
            expect((await api.data(Me)).me).toEqual(user);
            expect(api.store.listUsers()).toEqual([ana, bo, user]);
          } else {
            expect(errors?.length).toBeGreaterThan(0);
            expect(api.store.listUsers()).toEqual([ana, bo]);
            expect((await api.data(Me)).me).toBeNull();
          }
          expectStorageWellFormed(api.storage);
        },
      ),
    );
  });

  it('login, with random tokens and with a real one', async (context) => {
    await fuzz(
      context,
      fc.asyncProperty(contactType, textOr(...knownContacts), fc.oneof(fc.constant('real'), anyText), async (type, contact, tokenChoice) => {
        const api = seededApi();
        const real = tokenChoice === 'real' ? await tokenFor(api, type, contact, 'LOGIN') : null;
        const result = await api.run(Login, { input: { type, contact, verificationToken: real ?? tokenChoice } });
        expectTyped(result, (data) => data.login);
        const { user } = result.data!.login;
        if (user) {
          expect(real).not.toBeNull();
          expect([ana.id, bo.id]).toContain(user.id);
          expect((await api.data(Me)).me?.id).toBe(user.id);
        } else {
          expect((await api.data(Me)).me).toBeNull();
        }
        expectStorageWellFormed(api.storage);
      }),
    );
  });

  it('logout, whatever the session key holds', async (context) => {
    await fuzz(
      context,
      fc.asyncProperty(fc.oneof(anyText, fc.constant(JSON.stringify(ana)), fc.json()), async (session) => {
        const api = seededApi();
        api.storage.setItem(storageKeys.currentUser, session);
        const result = await api.run(Logout);
        expect(result.errors).toBeUndefined();
        expect(result.data?.logout.ok).toBe(true);
        expect(api.storage.getItem(storageKeys.currentUser)).toBeNull();
        expect((await api.data(Me)).me).toBeNull();
        expect(api.store.listUsers()).toEqual([ana, bo]);
        expectStorageWellFormed(api.storage);
      }),
    );
  });

  it('submitContactForm', async (context) => {
    const { properties } = await createTestApi().data(Properties, { first: 1 });
    const propertyId = properties.edges[0]?.node.id;
    await fuzz(
      context,
      fc.asyncProperty(
        textOr(propertyId ?? ''),
        textOr('Ana Silva'),
        textOr('ana@uni.eu'),
        textOr('+31 6 1234 5678'),
        textOr('Is the room still free?'),
        async (id, name, email, phone, message) => {
          const fresh = createTestApi();
          const input = { propertyId: id, name, email, phone, message };
          const result = await fresh.run(SubmitContact, { input });
          const errors = expectTyped(result, (data) => data.submitContactForm);
          const { ok } = result.data!.submitContactForm;
          expect(ok).toBe(errors?.length === 0);
          if (ok) {
            expect(id).toBe(propertyId);
            // The message reaches the landlord exactly as typed.
            expect(fresh.logs).toHaveLength(1);
            expect(fresh.logs[0]).toContain(JSON.stringify(input));
          } else {
            expect(fresh.logs).toEqual([]);
            for (const error of errors ?? []) expect(['propertyId', 'name', 'email', 'phone', 'message']).toContain(error.field);
          }
          expectStorageWellFormed(fresh.storage);
        },
      ),
    );
  });
});
