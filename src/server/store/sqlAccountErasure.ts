/**
 * A server's erasure of an account (src/api/account/accountErasure.ts): its listings (through the
 * listings' own removal, which keeps the search's group counts) and every row the account holds,
 * in one transaction, so a crash or a lost database leaves the account whole, never half erased;
 * then its photos' files, which no transaction covers: kept files whose owner is gone are what a
 * sweep of unused photos (docs/architecture.md#listing-photos) would collect. A table a new feature
 * adds for an account (conversations, bookings) is one more entry of `accountRows`.
 */
import { and, eq } from 'drizzle-orm';
import type { AccountErasure } from '../../api/account/accountErasure';
import type { StoredUser } from '../../api/store/types';
import { pendingCodes, savedListings, sessions, users, verificationTokens } from '../db/schema';
import type { PhotoStorage } from '../photos/photoStorage';
import { forgetBookingRows } from './sqlBookings';
import { forgetParticipantRows } from './sqlConversations';
import type { SqlOwnedListings, Transaction } from './sqlOwnedListings';

type ErasedRows = (tx: Transaction, user: StoredUser, now: number) => Promise<unknown>;

const contactOf = (user: StoredUser) =>
  user.email !== null ? ({ type: 'EMAIL', contact: user.email } as const) : ({ type: 'PHONE', contact: user.phone ?? '' } as const);

/** What an account holds in the database besides its listings; the account's own row last. */
const accountRows: readonly ErasedRows[] = [
  (tx, user) => tx.delete(savedListings).where(and(eq(savedListings.ownerKind, 'USER'), eq(savedListings.ownerKey, user.id))),
  (tx, user) => {
    const { type, contact } = contactOf(user);
    return tx.delete(pendingCodes).where(and(eq(pendingCodes.type, type), eq(pendingCodes.contact, contact)));
  },
  (tx, user) => {
    const { type, contact } = contactOf(user);
    return tx.delete(verificationTokens).where(and(eq(verificationTokens.type, type), eq(verificationTokens.contact, contact)));
  },
  (tx, user) => forgetParticipantRows(tx, user.id),
  (tx, user, now) => forgetBookingRows(tx, user.id, now),
  // Every browser and device signed in as the account is signed out with this.
  (tx, user) => tx.delete(sessions).where(eq(sessions.userId, user.id)),
  (tx, user) => tx.delete(users).where(eq(users.id, user.id)),
];

export function createSqlAccountErasure(ownedListings: SqlOwnedListings, photos: PhotoStorage | null): AccountErasure {
  return {
    async erase(user, now) {
      await ownedListings.removeAllOf(user.id, async (tx) => {
        for (const rows of accountRows) await rows(tx, user, now);
      });
      if (!photos) return;
      for (const photo of await photos.listByOwner(user.id)) await photos.delete(photo.id);
    },
  };
}
