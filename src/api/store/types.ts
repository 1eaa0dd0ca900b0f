/**
 * What the resolvers may ask of storage. Two implementations keep the same promises: the browser's
 * (store.ts, over localStorage) and the server's (SQL). Every method is asynchronous because a
 * database is; the browser's answers at once.
 */
import type { ContactFormInput, ContactType } from '../generated/resolvers';
import type { CodeAttempt, PendingCode, VerifyFailure } from '../rules/otp';
import type { StoredUser } from './shapes';

export type { StoredUser } from './shapes';

/** What verifyOtp proved: this contact may sign up or log in until `expires`. */
export interface Verification {
  contact: string;
  type: ContactType;
  expires: number;
}

export interface Store {
  /** False when the browser refuses to keep data: everything still works until the page closes. */
  persistent(): Promise<boolean>;
  findUser(type: ContactType, contact: string): Promise<StoredUser | null>;
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
  /** The token's verification, deleted in the same step so it can be used once; null if unknown. */
  takeVerification(token: string): Promise<Verification | null>;
  /** Keeps a message to a landlord, sent at `now`; the browser's brief keeps none. */
  saveContactMessage(message: ContactFormInput, now: number): Promise<void>;
}

/** Who is signed in, for this request: the browser's one session, or a server's cookie. */
export interface Session {
  currentUser(): Promise<StoredUser | null>;
  signIn(user: StoredUser): Promise<void>;
  signOut(): Promise<void>;
}
