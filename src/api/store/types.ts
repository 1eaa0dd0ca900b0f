/**
 * What the resolvers may ask of storage. Two implementations keep the same promises: the browser's
 * (store.ts, over localStorage) and the server's (SQL). Every method is asynchronous because a
 * database is; the browser's answers at once.
 */
import type { ContactType } from '../generated/resolvers';
import type { CodeAttempt, CodePurpose, PendingCode, VerifyFailure } from '../rules/otp';
import type { BookingStore } from './bookings';
import type { ConversationStore } from './conversations';
import type { OwnRead, SignedIn } from './ownRead';
import type { StoredUser } from './shapes';

export type { StoredUser } from './shapes';

/**
 * Whose saved listings: a signed-in user's (by user id), or a visitor's (by the visitor key
 * Session.visitorKey gives). A server gives each browser its own visitor key (a cookie); the
 * browser store has one visitor, so it ignores the key.
 */
export type SavedOwner = { user: string } | { visitor: string };

/** What verifyOtp proved: this contact may sign up or log in (or, with its purpose, delete its account) until `expires`. */
export interface Verification {
  contact: string;
  type: ContactType;
  expires: number;
  purpose?: CodePurpose;
}

export interface Store {
  /** False when the browser refuses to keep data: everything still works until the page closes. */
  persistent(): Promise<boolean>;
  findUser(type: ContactType, contact: string): Promise<StoredUser | null>;
  /** Changes an account's names; the account as it now is, or null when there is none with the id. */
  renameUser(id: string, firstName: string, lastName: string): Promise<StoredUser | null>;
  /** Adds the account unless one with the same contact exists; says which happened. */
  addUser(user: StoredUser): Promise<'ADDED' | 'CONTACT_TAKEN'>;
  /** Stores a new code for its contact, replacing any earlier one. */
  issueCode(code: PendingCode): Promise<void>;
  /**
   * Applies the code rules (rules/otp.ts verifyCode) to the pending code and keeps what they
   * leave (a counted wrong try, or nothing), as one step: two tries at once count as two.
   */
  verifyCode(attempt: CodeAttempt, now: number): Promise<'VERIFIED' | VerifyFailure>;
  /** Remembers a single-use verification token (see resolvers/auth.ts). */
  saveVerification(token: string, verification: Verification): Promise<void>;
  /**
   * The token's verification, deleted in the same step so it can be used once; null if unknown or
   * made for another purpose (absent: signing up or logging in).
   */
  takeVerification(token: string, purpose?: CodePurpose): Promise<Verification | null>;
  /**
   * Saved listings (docs/product.md#saved-listings): the ids `owner` saved, most recently saved
   * first. Resolvers ask once per listing on a page (Property.isSaved), so a server may want to
   * cache the answer per request. SQL: a table (owner kind, owner key, property id, saved at) with
   * that triple as its key.
   */
  savedIds(owner: SavedOwner): Promise<string[]>;
  /** Saves a listing for `owner`, saved at `now`; saving one already saved changes nothing. */
  save(owner: SavedOwner, propertyId: string, now: number): Promise<void>;
  /** Forgets a saved listing; one that is not saved changes nothing. */
  unsave(owner: SavedOwner, propertyId: string): Promise<void>;
  /**
   * At sign-up and log-in: moves the visitor's saves into the user's (a union, one entry per
   * listing, the later save time winning) and empties the visitor's list, as one step.
   */
  mergeSaved(visitor: string, userId: string): Promise<void>;
  /** Students' and landlords' conversations (conversations.ts). */
  readonly conversations: ConversationStore;
  /** Requests to book and accepted stays (bookings.ts). */
  readonly bookings: BookingStore;
}

/** One of the signed-in user's sessions, as the account's data shows it: never its secret. */
export interface SessionSummary {
  /** Epoch milliseconds; null where the store does not know (the browser's one session). */
  createdAt: number | null;
  expiresAt: number | null;
  /** True for the session of the request that asks. */
  current: boolean;
}

/** Who is signed in, for this request: the browser's one session, or a server's cookie. */
export interface Session {
  currentUser(): Promise<StoredUser | null>;
  /**
   * The signed-in user and `read` of their own data; null for a visitor (as currentUser says, with
   * the same consequences). A server whose request has not checked its session yet checks it in the
   * read's own statement when the store offers one (ownRead.ts).
   */
  readOwn<Args extends unknown[], T>(read: OwnRead<Args, T>, ...args: Args): Promise<SignedIn<T> | null>;
  signIn(user: StoredUser): Promise<void>;
  signOut(): Promise<void>;
  /** The signed-in user's sessions that have not expired, this one included; none for a visitor. */
  listSessions(): Promise<SessionSummary[]>;
  /** Ends every session of the signed-in user but this one; how many ended. */
  endOtherSessions(): Promise<number>;
  /**
   * The key of this browser's visitor, which owns what a visitor keeps before signing in (saved
   * listings); null while the visitor has none, unless `create` asks for one (the first save). The
   * browser has one visitor and always answers a constant; the server reads a visitor cookie and
   * sets one (a random id; the key is its SHA-256) only when asked to create it.
   */
  visitorKey(create?: boolean): Promise<string | null>;
  /**
   * True when the request has neither a session nor a visitor: no one who could have saved a
   * listing. Read without waiting, so that a search page's cards answer isSaved at once.
   */
  isAnonymous(): boolean;
}
