/**
 * Sign-up and log-in with one-time codes. The invariant: no session or account is created
 * unless verifyOtp accepted a fresh code for that very contact, which it proves with a
 * single-use token that signup and login consume.
 */
import { nameProblem } from '../../lib/account';
import { isCodeShaped } from '../../lib/code';
import { loadContactRules } from '../../lib/loadContactRules';
import { alreadyRegistered, invalidInput, rateLimited, userError, type UserErrorData } from '../errors';
import type { ContactType, MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { simulateLatency } from '../latency';
import { toLocale } from '../../lib/locales';
import { issueCode, OTP_TTL_MS, purposeOfIntent } from '../rules/otp';
import type { ApiContext } from '../context';
import { findAccount } from './accounts';
import type { StoredUser } from '../store/types';

export const VERIFICATION_TTL_MS = 600_000;

/** For API clients only: the account page always asks for its own contact. */
const NOT_YOUR_CONTACT = "A code to delete an account goes to that account's own contact.";

/** The contact in its one canonical form (src/lib/contact.ts), or the error that refuses it. */
async function checkedContact(type: ContactType, raw: string): Promise<{ contact: string; error: null } | { contact: null; error: UserErrorData }> {
  const { checkContact } = await loadContactRules();
  const checked = checkContact(type, raw);
  return checked.problem === null ? { contact: checked.contact, error: null } : { contact: null, error: invalidInput('contact', checked.problem) };
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function randomId(): string {
  return crypto.randomUUID();
}

export function nameErrors(firstName: string, lastName: string): UserErrorData[] {
  const errors: UserErrorData[] = [];
  const first = nameProblem('First name', firstName);
  if (first) errors.push(invalidInput('firstName', first));
  const last = nameProblem('Last name', lastName);
  if (last) errors.push(invalidInput('lastName', last));
  return errors;
}

/** Uses up a verification token; true when it was issued for this contact and is still fresh. */
async function consumeVerification(context: ApiContext, token: string, type: ContactType, contact: string): Promise<boolean> {
  const verification = await context.store.takeVerification(token);
  return verification !== null && verification.expires >= context.now() && verification.type === type && verification.contact === contact;
}

/**
 * Starts the session; what the visitor saved before joins the account (docs/product.md#saved-listings),
 * and so do the conversations a visitor started under the verified email (docs/product.md#messages).
 * The browser becomes the contact's own for the rate limits (src/api/rateLimit.ts).
 */
async function signIn(context: ApiContext, user: StoredUser, contact: string) {
  const visitor = await context.session.visitorKey();
  await context.session.signIn(user);
  context.rateLimit?.trustDevice(contact);
  if (visitor !== null) await context.store.mergeSaved(visitor, user.id);
  // `contact` was proved by the code just used: only then do messages sent under the email join.
  if (contact.startsWith('EMAIL:')) await context.store.conversations.claim(contact.slice('EMAIL:'.length), user.id);
  return { user, errors: [] };
}

export const authQueries: Pick<QueryResolvers, 'me'> = {
  me: (_parent, _args, { session }) => session.currentUser(),
};

export const authMutations: Pick<MutationResolvers, 'sendOtp' | 'verifyOtp' | 'signup' | 'login' | 'logout'> = {
  async sendOtp(_parent, { input }, context) {
    const failed = (error: UserErrorData) => ({ sent: false, contact: null, expiresInSeconds: null, errors: [error] });
    const { contact, error } = await checkedContact(input.type, input.contact);
    if (error) return failed(error);
    // Counted before the account lookup, so that asking for codes cannot list accounts faster than the limit.
    const wait = await context.rateLimit?.take('sendOtp', { contact: `${input.type}:${contact}` });
    if (wait) return failed(rateLimited(wait, 'contact'));
    const existing = await findAccount(context, input.type, contact);
    if (input.intent === 'DELETE_ACCOUNT') {
      // Only to the signed-in account's own contact: a code to delete is proof the owner is here.
      const user = await context.session.currentUser();
      if (!user) return failed(userError('SIGN_IN_REQUIRED'));
      if (existing?.id !== user.id) return failed(invalidInput('contact', NOT_YOUR_CONTACT));
    }
    if (input.intent === 'LOGIN' && !existing) return failed(userError('USER_NOT_FOUND', 'contact'));
    if (input.intent === 'SIGNUP' && existing) {
      return failed(alreadyRegistered(input.type));
    }

    await simulateLatency('sendOtp');
    const pending = issueCode(contact, input.type, context.now(), context.random, purposeOfIntent(input.intent));
    await context.store.issueCode(pending);
    // A language the site does not speak, or none, gives the English mail: never a refusal.
    await context.mailer.sendCode({ contact, type: input.type, code: pending.code, language: toLocale(input.language) });
    return { sent: true, contact, expiresInSeconds: OTP_TTL_MS / 1000, errors: [] };
  },

  async verifyOtp(_parent, { input }, context) {
    const failed = (error: UserErrorData) => ({ verified: false, verificationToken: null, errors: [error] });
    const { contact, error } = await checkedContact(input.type, input.contact);
    if (error) return failed(error);
    if (!isCodeShaped(input.code)) return failed(invalidInput('code', 'Please enter the 6-digit code.'));

    const wait = await context.rateLimit?.take('verifyOtp', { contact: `${input.type}:${contact}` });
    if (wait) return failed(rateLimited(wait, 'code'));
    await simulateLatency('verifyOtp');
    const purpose = purposeOfIntent(input.intent);
    const attempt = { contact, type: input.type, code: input.code, purpose };
    const outcome = await context.store.verifyCode(attempt, context.now());
    if (outcome !== 'VERIFIED') return failed(userError(outcome, 'code'));

    const token = randomToken();
    await context.store.saveVerification(token, { contact, type: input.type, expires: context.now() + VERIFICATION_TTL_MS, purpose });
    return { verified: true, verificationToken: token, errors: [] };
  },

  async signup(_parent, { input }, context) {
    const failed = (errors: UserErrorData[]) => ({ user: null, errors });
    const errors = nameErrors(input.firstName, input.lastName);
    const { contact, error } = await checkedContact(input.type, input.contact);
    if (error) errors.push(error);
    if (errors.length > 0 || contact === null) return failed(errors);
    const wait = await context.rateLimit?.take('signIn');
    if (wait) return failed([rateLimited(wait, 'contact')]);
    // The token before the account: without one, the answer says nothing about who has an account.
    if (!(await consumeVerification(context, input.verificationToken, input.type, contact))) {
      return failed([userError('VERIFICATION_REQUIRED', 'verificationToken')]);
    }
    const taken = () => failed([alreadyRegistered(input.type)]);
    if (await findAccount(context, input.type, contact)) return taken();
    const user: StoredUser = {
      id: randomId(),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.type === 'EMAIL' ? contact : null,
      phone: input.type === 'PHONE' ? contact : null,
      isVerified: true,
    };
    // Another sign-up for the same contact may have finished since the check above.
    if ((await context.store.addUser(user)) === 'CONTACT_TAKEN') return taken();
    return signIn(context, user, `${input.type}:${contact}`);
  },

  async login(_parent, { input }, context) {
    const failed = (error: UserErrorData) => ({ user: null, errors: [error] });
    const { contact, error } = await checkedContact(input.type, input.contact);
    if (error) return failed(error);
    const wait = await context.rateLimit?.take('signIn');
    if (wait) return failed(rateLimited(wait, 'contact'));
    if (!(await consumeVerification(context, input.verificationToken, input.type, contact))) {
      return failed(userError('VERIFICATION_REQUIRED', 'verificationToken'));
    }
    const user = await findAccount(context, input.type, contact);
    if (!user) return failed(userError('USER_NOT_FOUND', 'contact'));
    return signIn(context, user, `${input.type}:${contact}`);
  },

  async logout(_parent, _args, { session }) {
    await session.signOut();
    return { ok: true };
  },
};
