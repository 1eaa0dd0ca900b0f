/**
 * The retention sweep (src/server/store/retentionSweep.ts) on PGlite and PostgreSQL, with the clock
 * given: each kind of row goes once past its time, and not a moment before; the schedule runs it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISITOR_TTL_MS } from '../../src/lib/deviceStorage';
import { UNCLAIMED_CONVERSATION_TTL_MS } from '../../src/lib/messageText';
import type { DatabaseHandle } from '../../src/server/db/database';
import { conversations, messages, pendingCodes, rateLimits, savedListings, sessions, users, verificationTokens } from '../../src/server/db/schema';
import { scheduleRetentionSweep, sweepExpired, type SweptRows } from '../../src/server/store/retentionSweep';
import { resetAccounts, testDatabase } from './testDatabase';

const T = Date.parse('2026-11-26T12:00:00Z');
const MINUTE = 60_000;

let database: DatabaseHandle;

/** Rows of each kind, one ending a minute before `at` and one a minute after. */
async function rowsAround(at: number) {
  const { db } = database;
  await db.insert(users).values({ id: 'u1', firstName: 'Ana', lastName: 'Silva', email: 'ana@uni.eu', isVerified: true, createdAt: T });
  await db.insert(pendingCodes).values([
    { type: 'EMAIL', contact: 'old@uni.eu', codeHmac: 'x', expires: at - MINUTE, attempts: 0 },
    { type: 'EMAIL', contact: 'new@uni.eu', codeHmac: 'y', expires: at + MINUTE, attempts: 0 },
  ]);
  await db.insert(verificationTokens).values([
    { tokenHash: 'old', type: 'EMAIL', contact: 'a@uni.eu', expires: at - MINUTE },
    { tokenHash: 'new', type: 'EMAIL', contact: 'b@uni.eu', expires: at + MINUTE },
  ]);
  await db.insert(sessions).values([
    { idHash: 'old', userId: 'u1', createdAt: T, expires: at - MINUTE },
    { idHash: 'new', userId: 'u1', createdAt: T, expires: at + MINUTE },
  ]);
  await db.insert(rateLimits).values([
    { key: 'old', points: 1, expire: new Date(at - MINUTE) },
    { key: 'new', points: 1, expire: new Date(at + MINUTE) },
  ]);
  await db.insert(savedListings).values([
    { ownerKind: 'VISITOR', ownerKey: 'gone', propertyId: 'p1', savedAt: at - VISITOR_TTL_MS - MINUTE },
    { ownerKind: 'VISITOR', ownerKey: 'kept', propertyId: 'p1', savedAt: at - VISITOR_TTL_MS + MINUTE },
    // An account's saves are the account's: never swept, however old.
    { ownerKind: 'USER', ownerKey: 'u1', propertyId: 'p1', savedAt: at - 10 * VISITOR_TTL_MS },
  ]);
  const conversation = (id: string, studentId: string | null, lastMessageAt: number) => ({
    id,
    listingId: 'p1',
    listingName: 'Canal View Residence',
    landlordId: 'landlord',
    landlordName: 'Lena',
    studentId,
    studentEmail: 'ana@uni.eu',
    studentName: 'Ana',
    lastMessageId: 1,
    lastMessageAt,
    lastMessageStart: 'Hello',
    studentUnread: false,
    landlordUnread: true,
  });
  await db.insert(conversations).values([
    conversation('unclaimed-old', null, at - UNCLAIMED_CONVERSATION_TTL_MS - MINUTE),
    conversation('unclaimed-recent', null, at - UNCLAIMED_CONVERSATION_TTL_MS + MINUTE),
    // An account's conversation is the account's (and its landlord's): never swept, however old.
    conversation('claimed-old', 'u1', at - 10 * UNCLAIMED_CONVERSATION_TTL_MS),
  ]);
  await db.insert(messages).values(
    ['unclaimed-old', 'unclaimed-recent', 'claimed-old'].map((conversationId) => ({
      conversationId,
      senderRole: 'STUDENT' as const,
      body: 'Hello',
      sentAt: T,
    })),
  );
}

beforeEach(async () => {
  database = await testDatabase();
  await resetAccounts(database);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the retention sweep', () => {
  it('deletes each kind of row once past its time, and keeps the rest', async () => {
    await rowsAround(T);
    expect(await sweepExpired(database.db, T)).toEqual({ codes: 1, tokens: 1, sessions: 1, rateLimits: 1, visitorSaves: 1, unclaimedConversations: 1 });
    const { db } = database;
    expect((await db.select().from(pendingCodes)).map((row) => row.contact)).toEqual(['new@uni.eu']);
    expect((await db.select().from(verificationTokens)).map((row) => row.tokenHash)).toEqual(['new']);
    expect((await db.select().from(sessions)).map((row) => row.idHash)).toEqual(['new']);
    expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual(['new']);
    expect((await db.select().from(savedListings)).map((row) => row.ownerKey).sort()).toEqual(['kept', 'u1']);
    expect((await db.select().from(conversations)).map((row) => row.id).sort()).toEqual(['claimed-old', 'unclaimed-recent']);
    // The swept conversation's messages go with it.
    expect((await db.select().from(messages)).map((row) => row.conversationId).sort()).toEqual(['claimed-old', 'unclaimed-recent']);
    expect(await sweepExpired(database.db, T)).toEqual({ codes: 0, tokens: 0, sessions: 0, rateLimits: 0, visitorSaves: 0, unclaimedConversations: 0 });
  });

  it('runs on its schedule, and no more once stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await rowsAround(T);
    let clock = T - 2 * MINUTE;
    const errors: unknown[] = [];
    const sweeps: SweptRows[] = [];
    const stop = scheduleRetentionSweep(database.db, () => clock, {
      onError: (error) => errors.push(error),
      onSwept: (rows) => sweeps.push(rows),
      intervalMs: 10 * MINUTE,
    });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    await vi.waitFor(
      () => {
        expect(sweeps).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    // Two minutes before T, nothing had expired yet.
    expect(sweeps[0]).toEqual({ codes: 0, tokens: 0, sessions: 0, rateLimits: 0, visitorSaves: 0, unclaimedConversations: 0 });
    clock = T;
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    await vi.waitFor(
      () => {
        expect(sweeps).toHaveLength(2);
      },
      { timeout: 10_000 },
    );
    expect(await database.db.select().from(sessions)).toHaveLength(1);
    stop();
    await database.db.insert(sessions).values({ idHash: 'later', userId: 'u1', createdAt: T, expires: T - MINUTE });
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(sweeps).toHaveLength(2);
    expect(await database.db.select().from(sessions)).toHaveLength(2);
    expect(errors).toEqual([]);
  });
});
