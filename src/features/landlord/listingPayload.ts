/**
 * What every listing mutation (create, update, publish, unpublish) answers besides the listing:
 * one fragment, so the four documents ask for the same problems in the same shape.
 */
import { graphql } from '../../gql';

export const ListingPayloadProblemsFragmentDoc = graphql(`
  fragment ListingPayloadProblems on ListingPayload {
    errors {
      code
      message
      field
      retryAfterSeconds
    }
  }
`);
