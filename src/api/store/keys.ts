export { storageKeys } from '../../lib/deviceStorage';

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
