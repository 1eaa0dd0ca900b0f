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

// The same limit and texts as the signup resolver, so either side says the same thing.
export const NAME_MAX_LENGTH = 50;

export function nameProblem(label: string, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return `${label} is required.`;
  if (trimmed.length > NAME_MAX_LENGTH) return `${label} must be at most ${NAME_MAX_LENGTH} characters.`;
  return null;
}
