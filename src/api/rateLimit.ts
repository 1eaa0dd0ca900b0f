/**
 * Limits on how often an address may ask for codes, try them, sign in, write to landlords and save
 * listings (RATE_LIMITED). A server counts them per client address and per what the action names
 * (src/server/rateLimits.ts). The in-browser backend has none: it runs in the user's own browser,
 * where the "attacker" is the person at the keyboard, who can edit the store, and nothing is sent
 * anywhere.
 */

/** `signIn` is signup and login: counted against the address's budget for codes (their token names the contact). */
export type LimitedAction = 'sendOtp' | 'verifyOtp' | 'signIn' | 'contactForm' | 'saveProperty' | 'createListing' | 'sendMessage' | 'requestBooking';

/** What an action is counted against besides the address: a contact (`TYPE:contact`), a message's sender (an email, or a user id for a conversation's message), a listing, a landlord (user id). */
export interface LimitSubjects {
  contact?: string;
  sender?: string;
  listing?: string;
  landlord?: string;
}

export interface RateLimit {
  /**
   * Counts one `action` from the request's client address and for each of its subjects. Resolves
   * with the seconds to wait when a limit is reached, or null when the action may go ahead.
   */
  take(action: LimitedAction, subjects?: LimitSubjects): Promise<number | null>;
  /**
   * The request's browser has just signed in as `contact` (`TYPE:contact`): from now on its codes
   * and tries for that contact are counted as its own, apart from everyone else's, so that others
   * spending the contact's budget do not lock it out (a server sets a signed cookie).
   */
  trustDevice(contact: string): void;
}
