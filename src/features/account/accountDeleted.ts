/**
 * The navigation state the account page leaves on `/` after deleting the account, so the layout
 * says 'Your account has been deleted.' there (src/app/layout/AccountDeletedNotice.tsx).
 */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

export function isAccountDeletedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { accountDeleted?: unknown }).accountDeleted === true;
}
