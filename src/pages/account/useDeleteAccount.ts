import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_DELETED_STATE } from '../../features/account/accountDeleted';
import type { AuthError } from '../../features/auth/sendOtp';
import { graphql } from '../../gql';

const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      deleted
      errors {
        code
        message
        field
        retryAfterSeconds
      }
    }
  }
`);

/**
 * Erases the account with a verified token; once it is gone, goes to `/` (which says so) and
 * forgets everything the app had loaded for it, as log-out does. Resolves with the errors to show.
 */
export function useDeleteAccount(): (verificationToken: string) => Promise<readonly AuthError[]> {
  // The token is a secret and the answer is nothing to keep.
  const [deleteAccount] = useMutation(DeleteAccountMutation, { fetchPolicy: 'no-cache' });
  const client = useApolloClient();
  const navigate = useNavigate();
  return async (verificationToken) => {
    const { data } = await deleteAccount({ variables: { input: { verificationToken } } });
    if (!data) throw new Error('deleteAccount answered without data');
    if (!data.deleteAccount.deleted) return data.deleteAccount.errors;
    // Rendered at once, before the session is forgotten: the signed-in guard around this page would
    // otherwise see nobody signed in and send the user to log in instead.
    await navigate('/', { replace: true, state: ACCOUNT_DELETED_STATE, flushSync: true });
    // As at log-out: the refetched session answers null; a page's query dropped mid-refetch rejects harmlessly.
    await client.resetStore().catch(() => undefined);
    return [];
  };
}
