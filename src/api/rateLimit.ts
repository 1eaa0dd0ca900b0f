/**
 * Limits on how often codes may be asked for and tried (RATE_LIMITED). A server counts them per
 * contact and per client address (src/server/http/rateLimits.ts). The in-browser backend has
 * none: it runs in the user's own browser, where the "attacker" is the person at the keyboard,
 * who can edit the store, and no code is sent anywhere.
 */
import type { ContactType } from './generated/resolvers';

/** `signIn` is signup and login: counted against the address's budget for codes, and per contact not at all (their token names one). */
export type LimitedAction = 'sendOtp' | 'verifyOtp' | 'signIn';

export interface RateLimit {
  /**
   * Counts one `action` for this contact (and the request's client address). Resolves with the
   * seconds to wait when a limit is reached, or null when the action may go ahead.
   */
  take(action: LimitedAction, type: ContactType, contact: string): Promise<number | null>;
}
