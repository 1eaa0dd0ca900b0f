import { graphql } from '../../gql';

/** Who is signed in: read on start-up, and rewritten on log-in and log-out. */
export const SessionQuery = graphql(`
  query Session {
    me {
      id
      ...Header_user
    }
  }
`);
