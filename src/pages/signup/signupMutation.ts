import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { writeSessionUser } from '../../features/auth/sessionCache';

export const signupDocument = graphql(`
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      user {
        id
        ...Header_user
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

/** Creates the account with a verification token; the header shows the user as soon as it exists. */
export function useSignup() {
  return useMutation(signupDocument, {
    update(cache, { data }) {
      const user = data?.signup.user;
      if (user) writeSessionUser(cache, user);
    },
  });
}
