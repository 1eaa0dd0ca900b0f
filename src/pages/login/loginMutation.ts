import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { writeSessionUser } from '../../features/auth/sessionCache';

export const loginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
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

/** Logs in with a verification token; the header shows the user as soon as it succeeds. */
export function useLogin() {
  return useMutation(loginDocument, {
    update(cache, { data }) {
      const user = data?.login.user;
      if (user) writeSessionUser(cache, user);
    },
  });
}
