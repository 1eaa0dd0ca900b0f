/** The account page's operations, as the API tests send them. */
import { graphql } from '../../src/gql';

export const UpdateAccount = graphql(`
  mutation TestUpdateAccount($input: AccountInput!) {
    updateAccount(input: $input) {
      user { id firstName lastName email phone }
      errors { code message field }
    }
  }
`);

export const AccountExport = graphql(`
  query TestAccountExport {
    accountExport
  }
`);

export const LogoutOtherDevices = graphql(`
  mutation TestLogoutOtherDevices {
    logoutOtherDevices {
      ended
      errors { code message field }
    }
  }
`);

export const DeleteAccount = graphql(`
  mutation TestDeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      deleted
      errors { code message field }
    }
  }
`);
