/**
 * The account's data on a real server (issue #36): the streamed download at GET /api/account/export
 * (whose data, which headers, never another user's), and a deletion that also removes the account's
 * photo files and every session of it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_EXPORT_PATH } from '../../src/lib/accountExport';
import { listingDrafts, users } from '../../src/server/db/schema';
import { SqlOwnedListings } from '../../src/server/store/sqlOwnedListings';
import { createFilePhotoStorage } from '../../src/server/photos/fileStorage';
import type { PhotoStorage } from '../../src/server/photos/photoStorage';
import { AccountExport, DeleteAccount } from '../api/accountOperations';
import { CreateListing, validInput } from '../api/landlordOperations';
import { Me, SendOtp, VerifyOtp } from '../api/operations';
import { Browser, lastCodeFor, logIn, signUp, startTestServer, type TestServer } from './httpServer';

let server: TestServer;
let folder: string;
let photos: PhotoStorage;

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'campusnest-account-'));
  photos = createFilePhotoStorage(path.join(folder, 'photos'));
  server = await startTestServer({ photos });
});
afterEach(async () => {
  await server.app.close();
  rmSync(folder, { recursive: true, force: true });
});

async function download(browser: Browser) {
  return browser.page(ACCOUNT_EXPORT_PATH);
}

describe('GET /api/account/export', () => {
  it('answers a visitor 401, and keeps nothing in a cache', async () => {
    const response = await download(new Browser(server));
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ errors: [{ message: 'Please log in first.', extensions: { code: 'SIGN_IN_REQUIRED' } }] });
  });

  it("streams the signed-in user's file, named for the day, with their own data only", async () => {
    const bob = new Browser(server);
    await signUp(bob, server, 'bob@uni.eu');
    const ana = new Browser(server);
    const { body } = await signUp(ana, server, 'ana@uni.eu');
    const anaId = body.data!.signup.user!.id;

    const response = await download(ana);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="campusnest-data-2026-11-22.json"');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Written as it is read: chunked, with no length known in advance.
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const text = await response.text();
    const data = JSON.parse(text) as { exportedAt: string; account: { id: string; email: string }; sessions: Array<{ thisSession: boolean }> };
    expect(data.exportedAt).toBe('2026-11-22T10:00:00.000Z');
    expect(data.account).toMatchObject({ id: anaId, email: 'ana@uni.eu' });
    expect(data.sessions).toEqual([{ createdAt: '2026-11-22T10:00:00.000Z', expiresAt: '2026-12-22T10:00:00.000Z', thisSession: true }]);
    expect(text).not.toContain('bob@uni.eu');
    expect(text).not.toContain(ana.cookie!);
  });

  it('is the same document as the accountExport query', async () => {
    const ana = new Browser(server);
    await signUp(ana, server);
    const streamed = await (await download(ana)).text();
    const { body } = await ana.graphql(AccountExport);
    expect(body.data?.accountExport).toBe(streamed);
  });
});

describe('deleting an account on a server', () => {
  it('ends its sessions everywhere and deletes its photo files', async () => {
    const ana = new Browser(server);
    const { body } = await signUp(ana, server);
    const anaId = body.data!.signup.user!.id;
    const phone = new Browser(server);
    await logIn(phone, server, 'ana@uni.eu');
    await photos.put(
      { id: 'A'.repeat(22), ownerId: anaId, createdAt: server.clock.now, variants: [{ width: 400, height: 300, bytes: 4, etag: '"x"' }] },
      new Map([[400, Buffer.from('webp')]]),
    );

    await ana.graphql(SendOtp, { input: { type: 'EMAIL', contact: 'ana@uni.eu', intent: 'DELETE_ACCOUNT' } });
    const verified = await ana.graphql(VerifyOtp, {
      input: { type: 'EMAIL', contact: 'ana@uni.eu', code: lastCodeFor(server, 'ana@uni.eu'), intent: 'DELETE_ACCOUNT' },
    });
    const deleted = await ana.graphql(DeleteAccount, { input: { verificationToken: verified.body.data!.verifyOtp.verificationToken! } });
    expect(deleted.body.data?.deleteAccount.deleted).toBe(true);
    // The response cleared this browser's cookie; the phone's session row is gone.
    expect(ana.cookie).toBeNull();
    expect((await phone.graphql(Me)).body.data?.me).toBeNull();
    expect(await photos.listByOwner(anaId)).toEqual([]);
    expect((await download(phone)).status).toBe(401);
  });

  it('is one transaction: cut short part-way, it leaves the account and its listings whole', async () => {
    const ana = new Browser(server);
    const { body } = await signUp(ana, server);
    const anaId = body.data!.signup.user!.id;
    const created = await ana.graphql(CreateListing, { input: validInput() });
    const listingId = created.body.data!.createListing.listing!.id;
    const { db, driver } = server.database;
    // The erasure's own steps, then a crash before the commit.
    await expect(
      new SqlOwnedListings(db, driver).removeAllOf(anaId, async (tx) => {
        await tx.delete(users).where(eq(users.id, anaId));
        throw new Error('the process died');
      }),
    ).rejects.toThrow('the process died');
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, anaId))).toHaveLength(1);
    expect(await db.select({ id: listingDrafts.id }).from(listingDrafts).where(eq(listingDrafts.id, listingId))).toHaveLength(1);
    expect((await ana.graphql(Me)).body.data?.me?.id).toBe(anaId);
  });
});
