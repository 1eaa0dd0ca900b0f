import type { ApolloCache, Unmasked } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { AuthPayloadFieldsFragment } from '../../gql/graphql';
import { SessionQuery } from './session';
import { writeSessionUser } from './sessionCache';

/** What sign-up and log-in both answer: the signed-in user (as the session holds it) or why not. */
export const AuthPayloadFragment = graphql(`
  fragment AuthPayloadFields on AuthPayload {
    user {
      id
      ...Header_user
      ...ContactForm_user
    }
    errors {
      code
      message
      field
      retryAfterSeconds
    }
  }
`);

const signupDocument = graphql(`
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      ...AuthPayloadFields @unmask
    }
  }
`);

const loginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...AuthPayloadFields @unmask
    }
  }
`);

/** The header shows the user as soon as the account exists or the log-in succeeds. */
function showSignedIn(cache: ApolloCache, payload: Unmasked<AuthPayloadFieldsFragment> | undefined) {
  if (payload?.user) writeSessionUser(cache, payload.user);
}

/** After a sign-in, the session query again: the count now includes the visitor's saves. */
const recountSaved = (payload: { user: unknown } | undefined) => (payload?.user ? [SessionQuery] : []);

/** Creates the account with a verification token. */
export function useSignup() {
  return useMutation(signupDocument, {
    update: (cache, { data }) => {
      showSignedIn(cache, data?.signup);
    },
    refetchQueries: ({ data }) => recountSaved(data.signup),
  });
}

/** Logs in with a verification token. */
export function useLogin() {
  return useMutation(loginDocument, {
    update: (cache, { data }) => {
      showSignedIn(cache, data?.login);
    },
    refetchQueries: ({ data }) => recountSaved(data.login),
  });
}
