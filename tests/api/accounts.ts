/** Signing up and logging in through the schema, with the code the backend "sent". */
import { expect } from 'vitest';
import type { ApiUnderTest } from './stores';
import { Login, Signup, SendOtp, VerifyOtp } from './operations';

type ContactKind = 'EMAIL' | 'PHONE';
/** Any of the test APIs: the browser store's harness, or one over a SQL store. */
type TestApi = Pick<ApiUnderTest, 'data' | 'lastCode'>;

/** A verification token for the contact, from a code sent and verified. */
export async function verified(api: TestApi, type: ContactKind, contact: string, intent: 'SIGNUP' | 'LOGIN') {
  const sent = await api.data(SendOtp, { input: { type, contact, intent } });
  expect(sent.sendOtp.errors).toEqual([]);
  const result = await api.data(VerifyOtp, { input: { type, contact, code: api.lastCode() } });
  expect(result.verifyOtp.verified).toBe(true);
  return result.verifyOtp.verificationToken!;
}

export async function signUp(api: TestApi, contact = 'ana@uni.eu', type: ContactKind = 'EMAIL') {
  const token = await verified(api, type, contact, 'SIGNUP');
  return api.data(Signup, { input: { firstName: 'Ana', lastName: 'Silva', type, contact, verificationToken: token } });
}

export async function logIn(api: TestApi, contact = 'ana@uni.eu', type: ContactKind = 'EMAIL') {
  const token = await verified(api, type, contact, 'LOGIN');
  return api.data(Login, { input: { type, contact, verificationToken: token } });
}
