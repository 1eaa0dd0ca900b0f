import { graphql } from '../../gql';

/**
 * Who is signed in, and how many listings they saved (the header shows both): read on start-up,
 * and rewritten on log-in and log-out.
 */
export const SessionQuery = graphql(`
  query Session {
    me {
      id
      ...Header_user
    }
    savedCount
  }
`);
