import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const RequestBookingMutation = graphql(`
  mutation RequestBooking($input: RequestBookingInput!) {
    requestBooking(input: $input) {
      booking {
        id
        status
      }
      errors {
        code
        message
        field
        reason
        retryAfterSeconds
      }
    }
  }
`);

/** Sends a request to book; the student's list (/bookings) reads it afresh when next shown. */
export function useRequestBooking() {
  return useMutation(RequestBookingMutation, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myBookings' });
    },
  });
}
