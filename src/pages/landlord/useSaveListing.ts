/** Creating and updating a listing from the form; the searches loaded before are forgotten (features/landlord/listingChanges.ts). */
import { useMutation } from '@apollo/client/react';
import { forgetSearches } from '../../features/landlord/listingChanges';
import { graphql } from '../../gql';

const CreateListingMutation = graphql(`
  mutation CreateListing($input: ListingInput!) {
    createListing(input: $input) {
      listing {
        id
        status
      }
      ...ListingPayloadProblems @unmask
    }
  }
`);

const UpdateListingMutation = graphql(`
  mutation UpdateListing($id: ID!, $input: ListingInput!) {
    updateListing(id: $id, input: $input) {
      listing {
        id
        ...ListingForm_listing
        ...ListingRow_listing
      }
      ...ListingPayloadProblems @unmask
    }
  }
`);

export function useSaveListing() {
  const [create, created] = useMutation(CreateListingMutation, { update: forgetSearches });
  const [update, updated] = useMutation(UpdateListingMutation, { update: forgetSearches });
  return { create, update, saving: created.loading || updated.loading };
}
