/** Versioned so that a future shape change can migrate instead of misreading old data. */
export const storageKeys = {
  users: 'campusnest:v1:users',
  currentUser: 'campusnest:v1:currentUser',
  pendingCode: 'campusnest:v1:pendingCode',
  /** Saved listings: this browser's visitor's, and each account's by user id. */
  saved: 'campusnest:v1:saved',
  /** The landlords' listings: those created or changed in this browser, and those deleted (src/api/data/editableCatalog.ts). */
  listings: 'campusnest:v1:listings',
} as const;

/**
 * Version 0: the keys the spec's original app used, unversioned. Its records differ from ours:
 * a user has `email` or `phone` (the other one absent, not null, and not normalised), and the
 * pending code is `{ contact, code, type: 'email' | 'phone', expires }` with no try counter.
 * `migrate.ts` folds them into the v1 keys on first read, keeping every valid account.
 */
export const legacyKeys = {
  users: 'users',
  currentUser: 'currentUser',
  pendingCode: 'otpData',
} as const;
