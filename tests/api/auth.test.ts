import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logMailer, type CodeMail } from '../../src/api/mailer';
import { createTestApi } from './harness';
import { logIn, signUp, verified } from './accounts';
import { openTestApi, type ApiUnderTest as TestApi } from './stores';
import { Login, Logout, Me, SendOtp, Signup, VerifyOtp } from './operations';
import { scriptedCodes } from './scriptedCodes';

const email = 'ana@uni.eu';

describe('one-time codes through the schema', () => {
  // The codes the backend will send, in order: known in advance, and every one different.
  const codes = ['482913', '075361', '930184'] as const;
  let api: TestApi;
  beforeEach(async () => {
    // Only the clock: a database client's own timers must keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    api = await openTestApi({ random: scriptedCodes(...codes) });
  });
  afterEach(() => vi.useRealTimers());

  it('sends a code, logs it once in the agreed format and stores it for 300 s', async () => {
    const { sendOtp } = await api.data(SendOtp, { input: { type: 'EMAIL', contact: ' Ana@Uni.EU ', intent: 'SIGNUP' } });
    expect(sendOtp).toMatchObject({ sent: true, contact: email, expiresInSeconds: 300, errors: [] });
    expect(api.logs).toEqual([`[CampusNest] Verification code for ana@uni.eu: ${codes[0]}`]);
    const stored = await api.pendingCode('EMAIL', email);
    expect(stored).toMatchObject({ contact: email, type: 'EMAIL', attempts: 0, expires: Date.now() + 300_000 });
    expect(api.keptCodeIs(stored!, codes[0])).toBe(true);
  });

  it("says 'OTP expired' when no code is stored", async () => {
    const { verifyOtp } = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: email, code: '123456' } });
    expect(verifyOtp.verified).toBe(false);
    expect(verifyOtp.errors).toEqual([{ code: 'OTP_EXPIRED', message: 'OTP expired', field: 'code' }]);
  });

  it("says 'OTP expired' once the 300 s have passed, and drops the code", async () => {
    await api.data(SendOtp, { input: { type: 'EMAIL', contact: email, intent: 'SIGNUP' } });
    vi.advanceTimersByTime(300_001);
    const { verifyOtp } = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: email, code: codes[0] } });
    expect(verifyOtp.errors[0]?.message).toBe('OTP expired');
    expect(await api.pendingCode('EMAIL', email)).toBeNull();
  });

  it('still accepts the code at exactly 300 s', async () => {
    await api.data(SendOtp, { input: { type: 'EMAIL', contact: email, intent: 'SIGNUP' } });
    vi.advanceTimersByTime(300_000);
    const { verifyOtp } = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: email, code: codes[0] } });
    expect(verifyOtp.verified).toBe(true);
  });

  it("says 'Invalid OTP' for a wrong code, and rejects the code for another contact", async () => {
    await api.data(SendOtp, { input: { type: 'EMAIL', contact: email, intent: 'SIGNUP' } });
    const wrongCode = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: email, code: codes[1] } });
    expect(wrongCode.verifyOtp.errors[0]).toMatchObject({ code: 'INVALID_OTP', message: 'Invalid OTP' });
    const otherContact = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: 'bob@uni.eu', code: codes[0] } });
    // The browser keeps one code, whoever it is for: typed for another contact, it is a wrong try.
    // A server keeps one per contact, and bob has none.
    const expected = api.kind === 'browser' ? { code: 'INVALID_OTP', message: 'Invalid OTP' } : { code: 'OTP_EXPIRED', message: 'OTP expired' };
    expect(otherContact.verifyOtp.errors[0]).toMatchObject(expected);
  });

  it('replaces an earlier code with a new send', async () => {
    await api.data(SendOtp, { input: { type: 'EMAIL', contact: email, intent: 'SIGNUP' } });
    await api.data(SendOtp, { input: { type: 'EMAIL', contact: email, intent: 'SIGNUP' } });
    expect(api.lastCode()).toBe(codes[1]);
    const old = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: email, code: codes[0] } });
    expect(old.verifyOtp.errors[0]?.code).toBe('INVALID_OTP');
    const fresh = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: email, code: codes[1] } });
    expect(fresh.verifyOtp.verified).toBe(true);
  });

  it('deletes the code on success, so it verifies only once', async () => {
    await api.data(SendOtp, { input: { type: 'EMAIL', contact: email, intent: 'SIGNUP' } });
    const code = codes[0];
    const first = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: email, code } });
    expect(first.verifyOtp.verificationToken).toMatch(/^[0-9a-f]{32}$/);
    expect(await api.pendingCode('EMAIL', email)).toBeNull();
    const again = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: email, code } });
    expect(again.verifyOtp.errors[0]?.message).toBe('OTP expired');
  });

  it('discards the code after 5 wrong tries, even if the right one follows', async () => {
    await api.data(SendOtp, { input: { type: 'EMAIL', contact: email, intent: 'SIGNUP' } });
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { verifyOtp } = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: email, code: codes[1] } });
      messages.push(verifyOtp.errors[0]!.message);
    }
    expect(messages).toEqual([...Array<string>(4).fill('Invalid OTP'), 'Too many attempts. Please request a new code.']);
    const right = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: email, code: codes[0] } });
    expect(right.verifyOtp.verified).toBe(false);
  });

  it('rejects malformed codes and contacts as invalid input without touching the pending code', async () => {
    await api.data(SendOtp, { input: { type: 'EMAIL', contact: email, intent: 'SIGNUP' } });
    const before = await api.pendingCode('EMAIL', email);
    const badCode = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: email, code: '12a456' } });
    expect(badCode.verifyOtp.errors[0]).toMatchObject({ code: 'INVALID_INPUT', field: 'code' });
    const badEmail = await api.data(SendOtp, { input: { type: 'EMAIL', contact: 'not-an-email', intent: 'SIGNUP' } });
    expect(badEmail.sendOtp.errors[0]).toMatchObject({ code: 'INVALID_INPUT', field: 'contact' });
    const badPhone = await api.data(SendOtp, { input: { type: 'PHONE', contact: '12-34', intent: 'SIGNUP' } });
    expect(badPhone.sendOtp.errors[0]?.message).toMatch(/with its country code/);
    expect(await api.pendingCode('EMAIL', email)).toEqual(before);
  });
});

describe('sign-up, log-in and sessions', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await openTestApi();
  });

  it('creates an account with the entered names and signs it in', async () => {
    const { signup } = await signUp(api);
    expect(signup.errors).toEqual([]);
    expect(signup.user).toMatchObject({ firstName: 'Ana', lastName: 'Silva', email, phone: null, isVerified: true });
    const { me } = await api.data(Me);
    expect(me?.id).toBe(signup.user?.id);
  });

  it('signs up with a phone number, normalised', async () => {
    const { signup } = await signUp(api, '+31 (6) 1234-5678', 'PHONE');
    expect(signup.user).toMatchObject({ phone: '+31612345678', email: null });
  });

  it('refuses sign-up and log-in without a verified code (the security invariant)', async () => {
    const signup = await api.data(Signup, {
      input: { firstName: 'Eve', lastName: 'X', type: 'EMAIL', contact: 'eve@x.eu', verificationToken: 'made-up' },
    });
    expect(signup.signup.errors[0]?.code).toBe('VERIFICATION_REQUIRED');
    await signUp(api);
    await api.data(Logout);
    const login = await api.data(Login, { input: { type: 'EMAIL', contact: email, verificationToken: 'made-up' } });
    expect(login.login.errors[0]?.code).toBe('VERIFICATION_REQUIRED');
    expect((await api.data(Me)).me).toBeNull();
  });

  it("does not accept one contact's token for another", async () => {
    const token = await verified(api, 'EMAIL', 'eve@x.eu', 'SIGNUP');
    const { signup } = await api.data(Signup, {
      input: { firstName: 'Eve', lastName: 'X', type: 'EMAIL', contact: email, verificationToken: token },
    });
    expect(signup.errors[0]?.code).toBe('VERIFICATION_REQUIRED');
  });

  it('uses a verification token once', async () => {
    const token = await verified(api, 'EMAIL', email, 'SIGNUP');
    const input = { firstName: 'Ana', lastName: 'Silva', type: 'EMAIL' as const, contact: email, verificationToken: token };
    expect((await api.data(Signup, { input })).signup.user).not.toBeNull();
    await api.data(Logout);
    const token2 = await verified(api, 'EMAIL', email, 'LOGIN');
    expect((await api.data(Login, { input: { type: 'EMAIL', contact: email, verificationToken: token2 } })).login.user).not.toBeNull();
    const replay = await api.data(Login, { input: { type: 'EMAIL', contact: email, verificationToken: token2 } });
    expect(replay.login.errors[0]?.code).toBe('VERIFICATION_REQUIRED');
  });

  it('refuses a duplicate sign-up, before and after the code', async () => {
    await signUp(api);
    const again = await api.data(SendOtp, { input: { type: 'EMAIL', contact: email, intent: 'SIGNUP' } });
    expect(again.sendOtp).toMatchObject({ sent: false });
    expect(again.sendOtp.errors[0]).toMatchObject({
      code: 'CONTACT_ALREADY_REGISTERED',
      message: 'An account with this email already exists. Please log in instead.',
    });
  });

  it("says 'User not found' for an unknown contact, at send and at log-in with a verified code, and sends nothing", async () => {
    const send = await api.data(SendOtp, { input: { type: 'EMAIL', contact: 'nobody@uni.eu', intent: 'LOGIN' } });
    expect(send.sendOtp.errors).toEqual([{ code: 'USER_NOT_FOUND', message: 'User not found', field: 'contact' }]);
    expect(api.logs).toEqual([]);
    const token = await verified(api, 'EMAIL', 'nobody@uni.eu', 'SIGNUP');
    const login = await api.data(Login, { input: { type: 'EMAIL', contact: 'nobody@uni.eu', verificationToken: token } });
    expect(login.login.errors[0]?.message).toBe('User not found');
  });

  it('answers a log-in or sign-up without a valid token the same, whether the contact has an account or not', async () => {
    await signUp(api);
    await api.data(Logout);
    const answers = async (contact: string) => ({
      login: (await api.data(Login, { input: { type: 'EMAIL', contact, verificationToken: 'x' } })).login.errors,
      signup: (await api.data(Signup, { input: { firstName: 'Eve', lastName: 'X', type: 'EMAIL', contact, verificationToken: 'x' } })).signup.errors,
    });
    const registered = await answers(email);
    expect(registered.login.map((error) => error.code)).toEqual(['VERIFICATION_REQUIRED']);
    expect(registered).toEqual(await answers('nobody@uni.eu'));
    expect((await api.data(Me)).me).toBeNull();
  });

  it('logs in an existing user by email and by phone, and logs out', async () => {
    await signUp(api);
    await api.data(Logout);
    expect((await api.data(Me)).me).toBeNull();
    const token = await verified(api, 'EMAIL', 'ANA@uni.eu', 'LOGIN');
    const { login } = await api.data(Login, { input: { type: 'EMAIL', contact: 'ANA@uni.eu', verificationToken: token } });
    expect(login.user?.firstName).toBe('Ana');
    expect((await api.data(Me)).me?.email).toBe(email);

    await signUp(api, '+33 6 12 34 56 78', 'PHONE');
    await api.data(Logout);
    const phoneToken = await verified(api, 'PHONE', '0033 6 12 34 56 78', 'LOGIN');
    const byPhone = await api.data(Login, { input: { type: 'PHONE', contact: '+33-6-12-34-56-78', verificationToken: phoneToken } });
    expect(byPhone.login.user?.phone).toBe('+33612345678');
  });

  it('validates names', async () => {
    const token = await verified(api, 'EMAIL', email, 'SIGNUP');
    const { signup } = await api.data(Signup, {
      input: { firstName: '  ', lastName: 'x'.repeat(51), type: 'EMAIL', contact: email, verificationToken: token },
    });
    expect(signup.errors.map((error) => error.field)).toEqual(['firstName', 'lastName']);
    expect(signup.user).toBeNull();
  });
});

describe('contacts that name someone else (#30 item 5)', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await openTestApi();
  });
  const send = (type: 'EMAIL' | 'PHONE', contact: string, intent: 'SIGNUP' | 'LOGIN' = 'SIGNUP') => api.data(SendOtp, { input: { type, contact, intent } });

  it('refuses an address list, a display name or a route, and sends nothing', async () => {
    for (const contact of [
      'x<victim@example.org>',
      'x,victim@example.org',
      'attacker:victim@example.org',
      'victim@example.org\u200b',
      'victim@example.org\u0085',
    ]) {
      const { sendOtp } = await send('EMAIL', contact);
      expect(sendOtp.sent, contact).toBe(false);
      expect(sendOtp.errors, contact).toEqual([
        { code: 'INVALID_INPUT', field: 'contact', message: 'Please enter a valid email address, like name@example.com.' },
      ]);
    }
    expect(api.logs).toEqual([]);
  });

  it('makes one account of a phone number in any of its forms, kept in E.164', async () => {
    const { signup } = await signUp(api, '+49 30 1234567', 'PHONE');
    expect(signup.user).toMatchObject({ phone: '+49301234567' });
    for (const form of ['0049301234567', '+49 (0)30 1234567', '＋４９ ３０ １２３４５６７']) {
      expect((await send('PHONE', form)).sendOtp.errors[0]?.code, form).toBe('CONTACT_ALREADY_REGISTERED');
    }
    expect((await logIn(api, '0049 30 1234567', 'PHONE')).login.user?.id).toBe(signup.user?.id);
  });

  it('makes one account of an address and its full-width look-alike', async () => {
    const { signup } = await signUp(api, 'victim@example.org');
    expect((await send('EMAIL', 'ｖｉｃｔｉｍ@example.org')).sendOtp.errors[0]?.code).toBe('CONTACT_ALREADY_REGISTERED');
    expect((await logIn(api, 'ＶＩＣＴＩＭ@example.org')).login.user?.id).toBe(signup.user!.id);
  });

  it('still logs in an account an older version stored with another spelling of its number', async () => {
    await api.addUser({ id: 'legacy-1', firstName: 'Old', lastName: 'Account', email: null, phone: '0049301234567', isVerified: true });
    await api.addUser({ id: 'legacy-2', firstName: 'Older', lastName: 'Account', email: null, phone: '+4402079460958', isVerified: true });
    expect((await logIn(api, '+49 30 1234567', 'PHONE')).login.user?.id).toBe('legacy-1');
    expect((await logIn(api, '+44 20 7946 0958', 'PHONE')).login.user?.id).toBe('legacy-2');
    // Nor can the number be signed up again in its new spelling.
    expect((await send('PHONE', '+49301234567')).sendOtp.errors[0]?.code).toBe('CONTACT_ALREADY_REGISTERED');
  });

  it('refuses a lone surrogate in a name or a message rather than storing it changed', async () => {
    const token = await verified(api, 'EMAIL', 'ana@uni.eu', 'SIGNUP');
    const { signup } = await api.data(Signup, {
      input: { firstName: 'An\ud800a', lastName: 'Silva', type: 'EMAIL', contact: 'ana@uni.eu', verificationToken: token },
    });
    expect(signup.user).toBeNull();
    expect(signup.errors).toEqual([{ code: 'INVALID_INPUT', field: 'firstName', message: 'First name contains a character that is not allowed.' }]);
    expect((await api.data(Me, {})).me).toBeNull();
  });
});

describe("the code's mail language", () => {
  it("is the asking page's where the site speaks it, and none otherwise (never a refusal)", async () => {
    const asked: Array<CodeMail['language']> = [];
    const mailer = logMailer(() => undefined);
    const api = createTestApi({
      context: {
        mailer: {
          ...mailer,
          sendCode(mail) {
            asked.push(mail.language);
            return mailer.sendCode(mail);
          },
        },
      },
    });
    for (const language of ['de', 'fr-CH', 'pt', '<script>', 'x'.repeat(10_000), null]) {
      const { sendOtp } = await api.data(SendOtp, { input: { type: 'EMAIL', contact: email, intent: 'SIGNUP', language } });
      expect(sendOtp.sent).toBe(true);
    }
    expect(asked).toEqual(['de', 'fr', null, null, null, null]);
  });
});
