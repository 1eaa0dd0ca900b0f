import { graphql } from '../../gql';

export const verifyOtpDocument = graphql(`
  mutation VerifyOtp($input: VerifyOtpInput!) {
    verifyOtp(input: $input) {
      verified
      verificationToken
      errors {
        code
        message
        field
        retryAfterSeconds
      }
    }
  }
`);
