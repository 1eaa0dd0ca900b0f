/**
 * The account page's API (docs/product.md#account): names, the data export, log-out elsewhere and
 * deletion. Each starts from the session's user and touches that user's data alone. Deleting needs
 * a verification for a code sent with intent DELETE_ACCOUNT to the account's own contact
 * (docs/security.md#deleting-an-account): a stolen session cannot erase an account.
 */
import { accountExportText } from '../account/writeExport';
import type { ApiContext } from '../context';
import { userError } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { simulateLatency } from '../latency';
import type { StoredUser } from '../store/types';
import { findAccount } from './accounts';
import { nameErrors } from './auth';

/** Whether a verification for deletion is fresh and was made for this very account's contact. */
async function verifiedForDeletion(context: ApiContext, user: StoredUser, token: string): Promise<boolean> {
  const verification = await context.store.takeVerification(token, 'DELETE_ACCOUNT');
  if (!verification || verification.expires < context.now()) return false;
  return (await findAccount(context, verification.type, verification.contact))?.id === user.id;
}

export const accountQueries: Pick<QueryResolvers, 'accountExport'> = {
  async accountExport(_parent, _args, context) {
    const user = await context.session.currentUser();
    if (!user) return null;
    await simulateLatency('accountExport');
    return accountExportText(context, user);
  },
};

export const accountMutations: Pick<MutationResolvers, 'updateAccount' | 'logoutOtherDevices' | 'deleteAccount'> = {
  async updateAccount(_parent, { input }, context) {
    const user = await context.session.currentUser();
    if (!user) return { user: null, errors: [userError('SIGN_IN_REQUIRED')] };
    const errors = nameErrors(input.firstName, input.lastName);
    if (errors.length > 0) return { user: null, errors };
    await simulateLatency('updateAccount');
    const renamed = await context.store.renameUser(user.id, input.firstName.trim(), input.lastName.trim());
    return renamed ? { user: renamed, errors: [] } : { user: null, errors: [userError('SIGN_IN_REQUIRED')] };
  },

  async logoutOtherDevices(_parent, _args, context) {
    const user = await context.session.currentUser();
    if (!user) return { ended: 0, errors: [userError('SIGN_IN_REQUIRED')] };
    return { ended: await context.session.endOtherSessions(), errors: [] };
  },

  async deleteAccount(_parent, { input }, context) {
    const user = await context.session.currentUser();
    if (!user) return { deleted: false, errors: [userError('SIGN_IN_REQUIRED')] };
    if (!(await verifiedForDeletion(context, user, input.verificationToken))) {
      return { deleted: false, errors: [userError('VERIFICATION_REQUIRED', 'verificationToken')] };
    }
    await simulateLatency('deleteAccount');
    await context.accountErasure.erase(user, context.now());
    // The session's row went with the account; this clears its cookie.
    await context.session.signOut();
    return { deleted: true, errors: [] };
  },
};
