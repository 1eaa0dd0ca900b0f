/**
 * The account page's API (issue #36) over each store: names, the data export (the user's own data
 * and no secret), log-out of other devices, and deletion, which needs a code sent for it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { logIn, signUp, verified } from './accounts';
import { AccountExport, DeleteAccount, LogoutOtherDevices, UpdateAccount } from './accountOperations';
import { CreateListing, ListingPage, validInput } from './landlordOperations';
import { Conversations, SendMessage, Thread } from './conversationOperations';
import { Login, Logout, Me, SaveProperty, SendOtp, SubmitContact, VerifyOtp } from './operations';
import { openTestApi, type ApiUnderTest } from './stores';

const sample = generateProperties();
let api: ApiUnderTest;

beforeEach(async () => {
  api = await openTestApi();
});

interface ExportedData {
  product: string;
  exportedAt: string;
  account: { id: string; firstName: string; lastName: string; email: string | null; phone: string | null };
  savedListings: Array<{ id: string; name?: string }>;
  listings: Array<{ id: string; name: string; status: string; photos: string[]; landlord: { email: string } }>;
  sessions: Array<{ createdAt: string | null; expiresAt: string | null; thisSession: boolean }>;
  conversations: unknown[];
}

async function exported(): Promise<{ text: string; data: ExportedData }> {
  const { accountExport } = await api.data(AccountExport);
  expect(accountExport).not.toBeNull();
  return { text: accountExport!, data: JSON.parse(accountExport!) as ExportedData };
}

/** A token from a code sent and verified to delete the signed-in account. */
async function deletionToken(contact: string, type: 'EMAIL' | 'PHONE' = 'EMAIL') {
  const sent = await api.data(SendOtp, { input: { type, contact, intent: 'DELETE_ACCOUNT' } });
  expect(sent.sendOtp.errors).toEqual([]);
  const { verifyOtp } = await api.data(VerifyOtp, { input: { type, contact, code: api.lastCode(), intent: 'DELETE_ACCOUNT' } });
  expect(verifyOtp.errors).toEqual([]);
  return verifyOtp.verificationToken!;
}

describe('names', () => {
  it('renames the signed-in account, trimmed, and the session shows it', async () => {
    await signUp(api);
    const { updateAccount } = await api.data(UpdateAccount, { input: { firstName: '  Ana Maria ', lastName: 'Costa' } });
    expect(updateAccount.errors).toEqual([]);
    expect(updateAccount.user).toMatchObject({ firstName: 'Ana Maria', lastName: 'Costa', email: 'ana@uni.eu' });
    expect((await api.data(Me)).me).toMatchObject({ firstName: 'Ana Maria', lastName: 'Costa' });
  });

  it('checks the names as sign-up does, and refuses a visitor', async () => {
    await signUp(api);
    const { updateAccount } = await api.data(UpdateAccount, { input: { firstName: ' ', lastName: 'x'.repeat(51) } });
    expect(updateAccount.user).toBeNull();
    expect(updateAccount.errors).toEqual([
      { code: 'INVALID_INPUT', message: 'First name is required.', field: 'firstName' },
      { code: 'INVALID_INPUT', message: 'Last name must be at most 50 characters.', field: 'lastName' },
    ]);
    expect((await api.data(Me)).me?.firstName).toBe('Ana');
    await api.data(Logout);
    const visitor = await api.data(UpdateAccount, { input: { firstName: 'Eve', lastName: 'Doe' } });
    expect(visitor.updateAccount.errors[0]?.code).toBe('SIGN_IN_REQUIRED');
  });
});

describe('download your data', () => {
  it('is null for a visitor', async () => {
    expect((await api.data(AccountExport)).accountExport).toBeNull();
  });

  it("holds the account, its saves, its listings with their photos and its sessions, and never another user's data or a secret", async () => {
    // Bob first, on the same device: his account, save and listing must not reach Ana's file.
    const bob = (await signUp(api, 'bob@uni.eu')).signup.user!;
    await api.data(SaveProperty, { id: sample[3]!.id });
    const bobsListing = (await api.data(CreateListing, { input: validInput({ name: 'Bob Bedsits' }) })).createListing.listing!;
    await api.data(Logout);

    const landlord = sample[1]!;
    const { login } = await logIn(api, landlord.landlord.email);
    await api.data(SaveProperty, { id: sample[7]!.id });
    const { text, data } = await exported();

    expect(data.product).toBe('CampusNest');
    expect(Date.parse(data.exportedAt)).not.toBeNaN();
    expect(data.account).toEqual({
      id: login.user!.id,
      firstName: login.user!.firstName,
      lastName: expect.any(String) as string,
      email: landlord.landlord.email,
      phone: null,
      isVerified: true,
    });
    expect(data.savedListings).toEqual([{ id: sample[7]!.id, name: sample[7]!.name, city: sample[7]!.city, address: sample[7]!.address }]);
    const own = data.listings.find((listing) => listing.id === landlord.id);
    expect(own).toMatchObject({ name: landlord.name, status: 'PUBLISHED', photos: landlord.images });
    expect(data.listings.every((listing) => listing.landlord.email === landlord.landlord.email)).toBe(true);
    expect(data.sessions.filter((session) => session.thisSession)).toHaveLength(1);

    for (const foreign of [bob.id, 'bob@uni.eu', bobsListing.id, 'Bob Bedsits', sample[3]!.id]) expect(text).not.toContain(foreign);
    // No secret: not the codes "sent", nor anything named like a token or a hash.
    for (const line of api.logs) expect(text).not.toContain(/: (\d{6})$/.exec(line)![1]);
    expect(text).not.toMatch(/token|hash|hmac|code/i);
  });

  it('lists every session of the account on a server, this one marked', async () => {
    await signUp(api);
    if (api.kind === 'browser') {
      expect((await exported()).data.sessions).toEqual([{ createdAt: null, expiresAt: null, thisSession: true }]);
      return;
    }
    const other = await openTestApi({ keepAccounts: true });
    await logIn(other, 'ana@uni.eu');
    const { sessions } = (await exported()).data;
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => session.thisSession).sort()).toEqual([false, true]);
    for (const session of sessions) expect(Date.parse(session.expiresAt!) - Date.parse(session.createdAt!)).toBe(30 * 24 * 60 * 60 * 1000);
  });
});

describe('log out of other devices', () => {
  it('ends every other session of the account and keeps this one', async () => {
    await signUp(api);
    if (api.kind === 'browser') {
      // One browser, one session shared by its tabs: nothing else to end.
      expect((await api.data(LogoutOtherDevices)).logoutOtherDevices).toEqual({ ended: 0, errors: [] });
      expect((await api.data(Me)).me?.email).toBe('ana@uni.eu');
      return;
    }
    const phone = await openTestApi({ keepAccounts: true });
    const laptop = await openTestApi({ keepAccounts: true });
    await logIn(phone, 'ana@uni.eu');
    await signUp(laptop, 'bob@uni.eu');
    expect((await phone.data(Me)).me?.email).toBe('ana@uni.eu');
    expect((await api.data(LogoutOtherDevices)).logoutOtherDevices).toEqual({ ended: 1, errors: [] });
    expect((await phone.data(Me)).me).toBeNull();
    expect((await api.data(Me)).me?.email).toBe('ana@uni.eu');
    // Another account's session is not this account's to end.
    expect((await laptop.data(Me)).me?.email).toBe('bob@uni.eu');
  });

  it('refuses a visitor', async () => {
    expect((await api.data(LogoutOtherDevices)).logoutOtherDevices.errors[0]?.code).toBe('SIGN_IN_REQUIRED');
  });
});

describe('delete your account', () => {
  it('needs a code sent to delete: an open session alone, or a log-in code, cannot delete', async () => {
    await signUp(api);
    const refused = async (verificationToken: string) => {
      const { deleteAccount } = await api.data(DeleteAccount, { input: { verificationToken } });
      expect(deleteAccount).toEqual({
        deleted: false,
        errors: [{ code: 'VERIFICATION_REQUIRED', message: 'Please verify your contact with a one-time code first.', field: 'verificationToken' }],
      });
    };
    await refused('');
    await refused('0'.repeat(32));
    // A code sent to log in, verified as one: its token is for signing in only.
    await refused(await verified(api, 'EMAIL', 'ana@uni.eu', 'LOGIN'));
    // A code sent to log in does not verify as one to delete, nor the other way round.
    await api.data(SendOtp, { input: { type: 'EMAIL', contact: 'ana@uni.eu', intent: 'LOGIN' } });
    const loginCodeToDelete = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: 'ana@uni.eu', code: api.lastCode(), intent: 'DELETE_ACCOUNT' } });
    expect(loginCodeToDelete.verifyOtp.errors[0]?.code).toBe('INVALID_OTP');
    await api.data(SendOtp, { input: { type: 'EMAIL', contact: 'ana@uni.eu', intent: 'DELETE_ACCOUNT' } });
    const deleteCodeToLogIn = await api.data(VerifyOtp, { input: { type: 'EMAIL', contact: 'ana@uni.eu', code: api.lastCode() } });
    expect(deleteCodeToLogIn.verifyOtp.errors[0]?.code).toBe('INVALID_OTP');
    expect((await api.data(Me)).me?.email).toBe('ana@uni.eu');
  });

  it("sends a code to delete only to the signed-in account's own contact", async () => {
    const visitor = await api.data(SendOtp, { input: { type: 'EMAIL', contact: 'ana@uni.eu', intent: 'DELETE_ACCOUNT' } });
    expect(visitor.sendOtp.errors[0]?.code).toBe('SIGN_IN_REQUIRED');
    await signUp(api, 'bob@uni.eu');
    await api.data(Logout);
    await signUp(api);
    const other = await api.data(SendOtp, { input: { type: 'EMAIL', contact: 'bob@uni.eu', intent: 'DELETE_ACCOUNT' } });
    expect(other.sendOtp).toMatchObject({ sent: false, errors: [{ code: 'INVALID_INPUT', field: 'contact' }] });
  });

  it("erases the account, its saves and its listings, signs it out, and its contact then gives 'User not found'", async () => {
    await signUp(api, 'bob@uni.eu');
    await api.data(Logout);
    await signUp(api);
    await api.data(SaveProperty, { id: sample[2]!.id });
    const listing = (await api.data(CreateListing, { input: validInput() })).createListing.listing!;
    const token = await deletionToken('ana@uni.eu');

    expect((await api.data(DeleteAccount, { input: { verificationToken: token } })).deleteAccount).toEqual({ deleted: true, errors: [] });
    expect((await api.data(Me)).me).toBeNull();
    expect((await api.data(ListingPage, { id: listing.id })).listingStatus).toBeNull();
    const login = await api.data(SendOtp, { input: { type: 'EMAIL', contact: 'ana@uni.eu', intent: 'LOGIN' } });
    expect(login.sendOtp.errors).toEqual([{ code: 'USER_NOT_FOUND', message: 'User not found', field: 'contact' }]);
    // A new account with the same contact starts empty.
    await signUp(api);
    expect((await exported()).data).toMatchObject({ savedListings: [], listings: [] });
    // The other account is untouched.
    await api.data(Logout);
    expect((await logIn(api, 'bob@uni.eu')).login.user?.email).toBe('bob@uni.eu');
  });

  it('signs the account out on every device on a server', async () => {
    await signUp(api);
    if (api.kind === 'browser') return;
    const phone = await openTestApi({ keepAccounts: true });
    await logIn(phone, 'ana@uni.eu');
    const token = await deletionToken('ana@uni.eu');
    expect((await api.data(DeleteAccount, { input: { verificationToken: token } })).deleteAccount.deleted).toBe(true);
    expect((await phone.data(Me)).me).toBeNull();
  });

  it('does not log in with a token to delete, and uses it once', async () => {
    await signUp(api);
    const token = await deletionToken('ana@uni.eu');
    await api.data(Logout);
    const login = await api.data(Login, { input: { type: 'EMAIL', contact: 'ana@uni.eu', verificationToken: token } });
    expect(login.login.errors[0]?.code).toBe('VERIFICATION_REQUIRED');
    expect((await api.data(Me)).me).toBeNull();
    await logIn(api);
    expect((await api.data(DeleteAccount, { input: { verificationToken: token } })).deleteAccount.deleted).toBe(true);
    await signUp(api);
    expect((await api.data(DeleteAccount, { input: { verificationToken: token } })).deleteAccount.deleted).toBe(false);
  });
});

describe('conversations (issue #34)', () => {
  const listing = sample[0]!;
  const write = (message: string) =>
    api.data(SubmitContact, { input: { propertyId: listing.id, name: 'Ana Silva', email: 'ana@uni.eu', phone: '+351 912 345 678', message } });

  it("are in the user's data, theirs and the other side's first name only", async () => {
    await signUp(api);
    expect((await write('Is it free in September?')).submitContactForm.errors).toEqual([]);
    const { data, text } = await exported();
    expect(data.conversations).toEqual([
      {
        id: expect.any(String) as unknown,
        listingId: listing.id,
        listingName: listing.name,
        yourRole: 'STUDENT',
        with: listing.landlord.name.split(' ')[0],
        messages: [{ from: 'you', text: 'Is it free in September?', sentAt: expect.any(String) as unknown }],
      },
    ]);
    expect(text).not.toContain(listing.landlord.email);
  });

  it("stay with the other side once the account is deleted, its messages from 'Deleted user' and nobody to claim them", async () => {
    await signUp(api);
    await write('Is it free in September?');
    const token = await deletionToken('ana@uni.eu');
    expect((await api.data(DeleteAccount, { input: { verificationToken: token } })).deleteAccount.deleted).toBe(true);

    await logIn(api, listing.landlord.email);
    const { conversations } = await api.data(Conversations, {});
    expect(conversations?.edges.map((edge) => edge.node)).toEqual([expect.objectContaining({ listingName: listing.name, otherName: '' })]);
    const id = conversations!.edges[0]!.node.id;
    const { conversation } = await api.data(Thread, { id });
    expect(conversation?.messages.edges.map((edge) => [edge.node.senderName, edge.node.text])).toEqual([['', 'Is it free in September?']]);
    // Nobody would read a reply: the API refuses it, as the page hides the box.
    const reply = await api.data(SendMessage, { conversationId: id, text: 'Yes, it is.' });
    expect(reply.sendMessage).toEqual({
      message: null,
      conversation: null,
      errors: [
        { code: 'RECIPIENT_DELETED', message: 'This user has deleted their account: replies can no longer be sent.', field: 'text', retryAfterSeconds: null },
      ],
    });
    expect((await api.data(Thread, { id })).conversation?.messages.edges).toHaveLength(1);
    await api.data(Logout);

    // A new account with the same email starts without them: a deleted account's conversations join no one.
    await signUp(api);
    expect((await api.data(Conversations, {})).conversations?.edges).toEqual([]);
  });
});

describe('a sample landlord deleting their account', () => {
  // Last in the file: on a server the landlord's sample listings go for good (one database per file).
  it('takes their listings with it, and their owner card email then gives User not found', async () => {
    const used = new Set([1, 2, 3, 7].map((index) => sample[index]!.landlord.email));
    const landlord = sample.find((listing, index) => index > 10 && !used.has(listing.landlord.email))!;
    const theirs = sample.filter((listing) => listing.landlord.email === landlord.landlord.email);
    await signUp(api, 'eva@uni.eu');
    await api.data(SubmitContact, {
      input: { propertyId: theirs[0]!.id, name: 'Eva Silva', email: 'eva@uni.eu', phone: '+351 912 345 678', message: 'Is it free?' },
    });
    const asked = (await api.data(Conversations, {})).conversations!.edges[0]!.node.id;
    await api.data(Logout);
    await logIn(api, landlord.landlord.email);
    const token = await deletionToken(landlord.landlord.email);
    expect((await api.data(DeleteAccount, { input: { verificationToken: token } })).deleteAccount.deleted).toBe(true);
    for (const listing of theirs) expect((await api.data(ListingPage, { id: listing.id })).listingStatus).toBeNull();
    const again = await api.data(SendOtp, { input: { type: 'EMAIL', contact: landlord.landlord.email, intent: 'LOGIN' } });
    expect(again.sendOtp.errors[0]?.code).toBe('USER_NOT_FOUND');

    // The student keeps the conversation, and cannot write into it any more.
    await logIn(api, 'eva@uni.eu');
    const reply = await api.data(SendMessage, { conversationId: asked, text: 'Hello?' });
    expect(reply.sendMessage.errors.map((error) => error.code)).toEqual(['RECIPIENT_DELETED']);
  });
});
