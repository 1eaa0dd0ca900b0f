/** Deleting one of the user's listings from 'Your listings'; the searches loaded before are forgotten (features/landlord/listingChanges.ts). */
import { msg } from '@lingui/core/macro';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FieldProblem } from '../../components/useFormErrors';
import { forgetSearches } from '../../features/landlord/listingChanges';
import { graphql } from '../../gql';

const DeleteListingMutation = graphql(`
  mutation DeleteListing($id: ID!) {
    deleteListing(id: $id) {
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

export function useDeleteListing() {
  const [remove] = useMutation(DeleteListingMutation, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteListing.deleted) return;
      cache.evict({ id: cache.identify({ __typename: 'Property', id: variables.id }) });
      forgetSearches(cache);
    },
  });
  const [busy, setBusy] = useState<string | null>(null);

  /** Deletes the listing; the problem to show, or null when it is gone. */
  const deleteListing = async (id: string): Promise<FieldProblem | null> => {
    setBusy(id);
    try {
      const { data } = await remove({ variables: { id } });
      const [error] = data?.deleteListing.errors ?? [];
      return error ? { message: error.message, code: error.code, retryAfterSeconds: error.retryAfterSeconds } : null;
    } catch {
      return { message: '', code: null, descriptor: msg`We couldn't delete the listing. Please check your connection and try again.` };
    } finally {
      setBusy(null);
    }
  };
  return { deleteListing, busy };
}
