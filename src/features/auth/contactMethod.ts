import { msg } from '@lingui/core/macro';
import type { ContactType } from '../../gql/graphql';

/** How each contact method is asked for: the input follows the choice (docs/product.md#validation). */
export const contactMethods = {
  EMAIL: {
    choice: msg({ message: 'Email', context: 'Contact method choice' }),
    label: msg`Email address`,
    /** The code screen's heading as a whole, so each language can phrase it. */
    verifyTitle: msg`Verify your email`,
    inputType: 'email',
    autoComplete: 'email',
    placeholder: 'name@example.com',
  },
  PHONE: {
    choice: msg({ message: 'Phone', context: 'Contact method choice' }),
    label: msg`Phone number`,
    verifyTitle: msg`Verify your phone`,
    inputType: 'tel',
    autoComplete: 'tel',
    placeholder: '+31 6 1234 5678',
  },
} as const satisfies Record<ContactType, object>;

export const contactTypes: readonly ContactType[] = ['EMAIL', 'PHONE'];

/** What the user typed for each method, so switching back and forth loses nothing. */
export type ContactValues = Record<ContactType, string>;

export const emptyContacts: ContactValues = { EMAIL: '', PHONE: '' };
