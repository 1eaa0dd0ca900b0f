import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const AcceptBookingMutation = graphql(`
  mutation AcceptBooking($id: ID!) {
    acceptBooking(id: $id) {
      booking {
        id
        status
      }
      errors {
        code
        message
        reason
      }
    }
  }
`);

const DeclineBookingMutation = graphql(`
  mutation DeclineBooking($id: ID!, $message: String) {
    declineBooking(id: $id, message: $message) {
      booking {
        id
        status
      }
      errors {
        code
        message
        reason
      }
    }
  }
`);

/**
 * The landlord's answers. Accepting may decline other requests and takes dates out of the search,
 * so the waiting requests and the listing's booked periods are read afresh after either answer.
 */
export function useAnswerBooking() {
  const refetchQueries = ['BookingRequests'];
  const [accept, accepting] = useMutation(AcceptBookingMutation, { refetchQueries, update: (cache) => cache.evict({ fieldName: 'bookedPeriods' }) });
  const [decline, declining] = useMutation(DeclineBookingMutation, { refetchQueries });
  return { accept, decline, busy: accepting.loading || declining.loading };
}
