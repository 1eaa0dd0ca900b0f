/**
 * Publishing and unpublishing one of the user's listings, from 'Your listings' and from the
 * owner's banner on the listing's page. The answer's problem (too few photos to publish, say) is
 * returned for the caller to show beside the button.
 */
import { msg } from '@lingui/core/macro';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FieldProblem } from '../../components/useFormErrors';
import { graphql } from '../../gql';
import { forgetSearches } from './listingChanges';

const PublishListingMutation = graphql(`
  mutation PublishListing($id: ID!) {
    publishListing(id: $id) {
      listing {
        id
        status
      }
      ...ListingPayloadProblems @unmask
    }
  }
`);

const UnpublishListingMutation = graphql(`
  mutation UnpublishListing($id: ID!) {
    unpublishListing(id: $id) {
      listing {
        id
        status
      }
      ...ListingPayloadProblems @unmask
    }
  }
`);

export function useListingStatus() {
  const [publish] = useMutation(PublishListingMutation, { update: forgetSearches });
  const [unpublish] = useMutation(UnpublishListingMutation, { update: forgetSearches });
  const [busy, setBusy] = useState<string | null>(null);

  /** Publishes (or unpublishes) the listing; the problem to show, or null when it worked. */
  const change = async (id: string, published: boolean): Promise<FieldProblem | null> => {
    setBusy(id);
    try {
      const { data } = published ? await publish({ variables: { id } }) : await unpublish({ variables: { id } });
      const payload = data && ('publishListing' in data ? data.publishListing : data.unpublishListing);
      const [error] = payload?.errors ?? [];
      return error ? { message: error.message, code: error.code, retryAfterSeconds: error.retryAfterSeconds } : null;
    } catch {
      return { message: '', code: null, descriptor: msg`We couldn't save the change. Please check your connection and try again.` };
    } finally {
      setBusy(null);
    }
  };
  return { change, busy };
}
