import { emptyContacts, type ContactValues } from '../../features/auth/contactMethod';
import type { ContactType } from '../../gql/graphql';

/** What step 1 collects; kept by the page so Back from the code screen finds it all still there. */
export interface SignupDetails {
  firstName: string;
  lastName: string;
  method: ContactType;
  contacts: ContactValues;
}

export const emptySignupDetails: SignupDetails = { firstName: '', lastName: '', method: 'EMAIL', contacts: emptyContacts };
