import { graphql } from '../../gql';

/**
 * Who is signed in, and how many listings they saved (the header shows both; the contact form
 * starts with the user's name and contacts): read on start-up, and rewritten on log-in and log-out.
 */
export const SessionQuery = graphql(`
  query Session {
    me {
      id
      ...Header_user
      ...ContactForm_user
    }
    savedCount
  }
`);
