/**
 * The browser's store (types.ts): the users list, the current user, the pending code and the
 * saved listings, each under its own localStorage key so that one corrupt value never takes the others with it. A
 * value that is missing, not JSON or of the wrong shape reads as empty and is repaired on the
 * spot; version 0's keys are migrated on first use. The browser keeps one pending code at a time,
 * whoever it is for (the brief's single entry): a code typed for another contact is a wrong try.
 */
import { verifyCode, type PendingCode } from '../rules/otp';
import { parseJson } from './json';
import { storageKeys } from './keys';
import { migrateLegacy } from './migrate';
import { NO_SAVED, toPendingCode, toSavedLists, toStoredUser, toUserList, type SavedEntry, type SavedLists, type StoredUser } from './shapes';
import { NO_EDITS, toListingEdits, type ListingEdits } from './listingShapes';
import { browserBookings } from './browserBookings';
import { NO_BOOKINGS, toBookings } from './bookingShapes';
import { browserConversations } from './browserConversations';
import { NO_CONVERSATIONS, toConversationBook } from './conversationShapes';
import { createSafeStorage, type SafeStorage } from './storage';
import type { SavedOwner, Session, Store, Verification } from './types';
import { holding, repairHolding, storeLocks, type StoreLock } from './webLocks';

/** The browser has one visitor: its saves are the saved key's visitor list. */
export const BROWSER_VISITOR = 'browser';

/** The listings key as read: its text (what changes when it does) and its repaired value. */
export interface KeptListingEdits {
  raw: string | null;
  edits: ListingEdits;
}

export interface BrowserStore extends Store {
  /** The browser's one session: the current-user key. */
  readonly session: Session;
  /** The landlords' listings kept in this browser (src/api/data/editableCatalog.ts). */
  readonly listingEdits: {
    read(): KeptListingEdits;
    write(edits: ListingEdits): void;
    /** Runs a read-modify-write of the listings key holding its lock (webLocks.ts). */
    exclusively<T>(step: () => T): Promise<T>;
  };
  /** Every account, the signed-in one included even when the list lost it. */
  listUsers(): StoredUser[];
  /**
   * Forgets the account, its saves, a code pending for its contact, and the session when it is
   * the one signed in (src/api/account/browserErasure.ts erases the rest it holds).
   */
  eraseUser(user: StoredUser): Promise<void>;
  pendingCode(): PendingCode | null;
}

export function createStore(storage: SafeStorage = createSafeStorage()): BrowserStore {
  let migrated = false;
  const ready = () => {
    if (migrated) return;
    migrated = true;
    migrateLegacy(storage);
  };
  // Memory only: tokens live minutes and must never outlast the page that verified.
  const verifications = new Map<string, Verification>();

  /**
   * Reads a key, repairing it on the spot. A key that tabs write at the same moment (`lock`) is
   * repaired holding its lock, and only if it still holds the text read: written outside the lock,
   * a tab's repair could put back what another tab had just changed.
   */
  function readRepaired<T>(key: string, decode: (value: unknown) => T, empty: T, lock?: StoreLock): T {
    ready();
    const raw = storage.read(key);
    if (raw === null) return empty;
    const value = decode(parseJson(raw));
    const repaired = value === empty ? null : JSON.stringify(value);
    if (repaired === raw) return value;
    const repair = () => {
      if (storage.read(key) !== raw) return;
      if (repaired === null) storage.remove(key);
      else storage.write(key, repaired);
    };
    if (lock) repairHolding(lock, repair);
    else repair();
    return value;
  }

  const currentUser = () => readRepaired(storageKeys.currentUser, (value) => toStoredUser(value), null, storeLocks.session);

  const listUsers = () => {
    const users = readRepaired(storageKeys.users, (value) => toUserList(value), [] as StoredUser[], storeLocks.users);
    const session = currentUser();
    if (!session) return users;
    const field = session.email !== null ? 'email' : 'phone';
    if (users.some((user) => user[field] === session[field])) return users;
    const recovered = [...users, session];
    // A repair like readRepaired's: over the text read only, so a sign-up in another tab is never written over.
    const read = storage.read(storageKeys.users);
    repairHolding(storeLocks.users, () => {
      if (storage.read(storageKeys.users) === read) storage.write(storageKeys.users, JSON.stringify(recovered));
    });
    return recovered;
  };

  const findUser = (type: 'EMAIL' | 'PHONE', contact: string) => {
    const field = type === 'EMAIL' ? 'email' : 'phone';
    return listUsers().find((user) => user[field] === contact) ?? null;
  };

  const pendingCode = () => readRepaired(storageKeys.pendingCode, toPendingCode, null, storeLocks.pendingCode);

  const write = (key: string, value: unknown) => {
    ready();
    storage.write(key, JSON.stringify(value));
  };

  const savedLists = () => readRepaired(storageKeys.saved, toSavedLists, NO_SAVED, storeLocks.saved);
  const savedOf = (lists: SavedLists, owner: SavedOwner): SavedEntry[] =>
    'visitor' in owner ? lists.visitor : Object.hasOwn(lists.users, owner.user) ? lists.users[owner.user]! : [];
  const writeSaved = (lists: SavedLists, owner: SavedOwner, entries: SavedEntry[]) => {
    const next = 'visitor' in owner ? { ...lists, visitor: entries } : { ...lists, users: { ...lists.users, [owner.user]: entries } };
    const repaired = toSavedLists(next);
    if (repaired === NO_SAVED) storage.remove(storageKeys.saved);
    else write(storageKeys.saved, repaired);
  };

  const conversations = browserConversations({
    read: () => readRepaired(storageKeys.conversations, toConversationBook, NO_CONVERSATIONS, storeLocks.conversations),
    write(book) {
      const repaired = toConversationBook(book);
      if (repaired === NO_CONVERSATIONS) storage.remove(storageKeys.conversations);
      else write(storageKeys.conversations, repaired);
    },
  });

  const bookings = browserBookings(
    {
      read: () => readRepaired(storageKeys.bookings, toBookings, NO_BOOKINGS, storeLocks.bookings),
      write(list) {
        const repaired = toBookings(list);
        if (repaired === NO_BOOKINGS) storage.remove(storageKeys.bookings);
        else write(storageKeys.bookings, repaired);
      },
    },
    conversations,
  );

  return {
    conversations,
    bookings,
    listUsers,
    pendingCode,
    listingEdits: {
      read() {
        const edits = readRepaired(storageKeys.listings, toListingEdits, NO_EDITS, storeLocks.listings);
        return { raw: storage.read(storageKeys.listings), edits };
      },
      write(edits) {
        const repaired = toListingEdits(edits);
        if (repaired === NO_EDITS) storage.remove(storageKeys.listings);
        else write(storageKeys.listings, repaired);
      },
      exclusively: (step) => holding(storeLocks.listings, step),
    },
    persistent() {
      ready();
      return Promise.resolve(storage.persistent);
    },
    findUser: (type, contact) => Promise.resolve(findUser(type, contact)),
    async renameUser(id, firstName, lastName) {
      const renamed = await holding(storeLocks.users, () => {
        const users = listUsers();
        const found = users.find((user) => user.id === id);
        if (!found) return null;
        const account = { ...found, firstName, lastName };
        write(
          storageKeys.users,
          users.map((user) => (user.id === id ? account : user)),
        );
        return account;
      });
      // Its own step, holding the session's lock: another tab signing someone else in meanwhile keeps its session.
      if (renamed)
        await holding(storeLocks.session, () => {
          if (currentUser()?.id === id) write(storageKeys.currentUser, renamed);
        });
      return renamed;
    },
    async eraseUser(user) {
      await holding(storeLocks.saved, () => {
        const lists = savedLists();
        if (Object.hasOwn(lists.users, user.id)) writeSaved(lists, { user: user.id }, []);
      });
      await holding(storeLocks.pendingCode, () => {
        const code = pendingCode();
        if (code && code.contact === (user.email ?? user.phone) && code.type === (user.email !== null ? 'EMAIL' : 'PHONE'))
          storage.remove(storageKeys.pendingCode);
      });
      // The session before the account: a deletion cut short between them leaves an account no one is signed in to, never a session without its account.
      await holding(storeLocks.session, () => {
        if (currentUser()?.id === user.id) storage.remove(storageKeys.currentUser);
      });
      await holding(storeLocks.users, () => {
        const remaining = listUsers().filter((kept) => kept.id !== user.id);
        if (remaining.length > 0) write(storageKeys.users, remaining);
        else storage.remove(storageKeys.users);
      });
    },
    // Holding the users' lock: two tabs signing up at once each keep the other's account, and one contact is taken once.
    addUser: (user) =>
      holding(storeLocks.users, () => {
        if (findUser(user.email !== null ? 'EMAIL' : 'PHONE', user.email ?? user.phone ?? '')) return 'CONTACT_TAKEN' as const;
        write(storageKeys.users, [...listUsers(), user]);
        return 'ADDED' as const;
      }),
    issueCode: (code) =>
      holding(storeLocks.pendingCode, () => {
        write(storageKeys.pendingCode, code);
      }),
    // Holding the code's lock: wrong tries typed in two tabs at once count as two, as the code rules require.
    verifyCode: (attempt, now) =>
      holding(storeLocks.pendingCode, () => {
        const { outcome, next } = verifyCode(pendingCode(), attempt, now);
        if (next) write(storageKeys.pendingCode, next);
        else storage.remove(storageKeys.pendingCode);
        return outcome;
      }),
    saveVerification(token, verification) {
      verifications.set(token, verification);
      return Promise.resolve();
    },
    takeVerification(token, purpose) {
      // A token asked for another purpose is unknown to it, as in the SQL store, where the purpose is hashed with the token.
      const verification = verifications.get(token);
      if (!verification || verification.purpose !== purpose) return Promise.resolve(null);
      verifications.delete(token);
      return Promise.resolve(verification);
    },
    savedIds: (owner) => Promise.resolve(savedOf(savedLists(), owner).map((entry) => entry.id)),
    // Saves hold the saved key's lock: a heart pressed in two tabs at once keeps both listings.
    save: (owner, propertyId, now) =>
      holding(storeLocks.saved, () => {
        const lists = savedLists();
        const entries = savedOf(lists, owner);
        if (!entries.some((entry) => entry.id === propertyId)) writeSaved(lists, owner, [{ id: propertyId, savedAt: now }, ...entries]);
      }),
    unsave: (owner, propertyId) =>
      holding(storeLocks.saved, () => {
        const lists = savedLists();
        const entries = savedOf(lists, owner);
        if (entries.some((entry) => entry.id === propertyId))
          writeSaved(
            lists,
            owner,
            entries.filter((entry) => entry.id !== propertyId),
          );
      }),
    mergeSaved: (_visitor, userId) =>
      holding(storeLocks.saved, () => {
        const lists = savedLists();
        if (lists.visitor.length === 0) return;
        const owner = { user: userId };
        // toSavedList keeps one entry per listing, the latest, newest first.
        writeSaved({ ...lists, visitor: [] }, owner, [...lists.visitor, ...savedOf(lists, owner)]);
      }),
    session: {
      currentUser: () => Promise.resolve(currentUser()),
      async readOwn(read, ...args) {
        const user = currentUser();
        return user ? { user, value: await read(user.id, ...args) } : null;
      },
      signIn: (user) =>
        holding(storeLocks.session, () => {
          write(storageKeys.currentUser, user);
        }),
      signOut: () =>
        holding(storeLocks.session, () => {
          ready();
          storage.remove(storageKeys.currentUser);
        }),
      // One session, shared by the browser's tabs: no other device to list or end.
      listSessions: () => Promise.resolve(currentUser() ? [{ createdAt: null, expiresAt: null, current: true }] : []),
      endOtherSessions: () => Promise.resolve(0),
      visitorKey: () => Promise.resolve(BROWSER_VISITOR),
      // The browser's one visitor is always there.
      isAnonymous: () => false,
    },
  };
}
