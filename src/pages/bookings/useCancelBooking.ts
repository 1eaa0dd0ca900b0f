import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const CancelBookingMutation = graphql(`
  mutation CancelBooking($id: ID!) {
    cancelBooking(id: $id) {
      booking {
        id
        status
      }
      errors {
        code
        message
      }
    }
  }
`);

/** The student withdraws a pending request; the cache's Booking takes its new status by id. */
export function useCancelBooking() {
  return useMutation(CancelBookingMutation);
}
