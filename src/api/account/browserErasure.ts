/**
 * The browser mode's erasure (accountErasure.ts): what an account holds in this browser, one entry
 * a part, erased in order. There are no transactions over localStorage and IndexedDB; the account
 * goes last, so a deletion cut short (the tab closed) leaves the account signed in and deletable
 * again, never an account whose listings outlive it.
 */
import type { OwnedListings } from '../data/ownedListings';
import type { BrowserStore } from '../store/store';
import type { StoredUser } from '../store/types';
import type { AccountErasure } from './accountErasure';

/** Forgets every photo an account uploaded (IndexedDB in the app; nothing where there is none). */
export type PhotoEraser = (ownerId: string) => Promise<void>;

type ErasedPart = (user: StoredUser, now: number) => Promise<void>;

export function browserAccountErasure(
  store: BrowserStore,
  ownedListings: () => Promise<OwnedListings>,
  erasePhotos: PhotoEraser = () => Promise.resolve(),
): AccountErasure {
  const parts: ErasedPart[] = [
    // Through the listing deletion a landlord uses, so a listing goes the same way either time.
    async (user) => {
      const listings = await ownedListings();
      for (const { record } of await listings.ofOwner(user.id)) await listings.remove(record.id);
    },
    (user) => erasePhotos(user.id),
    (user) => store.conversations.forget(user.id),
    (user, now) => store.bookings.forget(user.id, now),
    // Saves, a pending code, the account and its session (there is one, this browser's).
    (user) => store.eraseUser(user),
  ];
  return {
    async erase(user, now) {
      for (const part of parts) await part(user, now);
    },
  };
}
