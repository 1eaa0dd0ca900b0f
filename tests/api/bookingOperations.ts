/**
 * The booking operations the app has no document for (its own ask for fewer fields); accepting,
 * declining and cancelling are the app's own documents (src/gql/graphql.ts), and a line's fields
 * are the thread's own fragment.
 */
import { graphql } from '../../src/gql';

export const RequestBooking = graphql(`
  mutation TestRequestBooking($input: RequestBookingInput!) {
    requestBooking(input: $input) {
      booking {
        id
        status
        months
        rent
        bills
        deposit
        total
        moveIn
        moveOut
        message
        studentFirstName
        listingName
        expiresAt
        conversationId
      }
      errors {
        code
        message
        field
        reason
      }
    }
  }
`);

export const MyBookings = graphql(`
  query TestMyBookings {
    myBookings {
      id
      status
      declinedForOverlap
      reply
      listing {
        id
      }
      listingName
      moveIn
      moveOut
      total
      conversationId
    }
  }
`);

export const BookingRequests = graphql(`
  query TestBookingRequests {
    bookingRequests {
      id
      status
      studentFirstName
      months
      total
      message
      expiresAt
    }
  }
`);

export const BookedPeriods = graphql(`
  query TestBookedPeriods($id: ID!) {
    property(id: $id) {
      id
      bookedPeriods {
        moveIn
        moveOut
      }
    }
  }
`);

/** A conversation's lines as the thread shows them (the app's MessageItem_message), with who sent each. */
export const BookingLines = graphql(`
  query TestBookingLines($id: ID!) {
    conversation(id: $id) {
      messages(last: 100) {
        edges {
          node {
            senderRole
            ...MessageItem_message @unmask
          }
        }
      }
    }
  }
`);
