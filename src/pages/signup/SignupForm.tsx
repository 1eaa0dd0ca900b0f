import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { Field } from '../../components/Field';
import { useFormErrors } from '../../components/useFormErrors';
import { AuthForm, FormAlert } from '../../features/auth/AuthCard';
import { ContactField } from '../../features/auth/ContactField';
import { ContactMethodPicker } from '../../features/auth/ContactMethodPicker';
import { authMessages } from '../../features/auth/messages';
import { SendCodeButton } from '../../features/auth/SendCodeButton';
import { useSendOtp, type SentCode } from '../../features/auth/sendOtp';
import { loadContactRules } from '../../lib/loadContactRules';
import { NAME_MAX_LENGTH, nameProblem } from '../../lib/account';
import type { SignupDetails } from './signupDetails';
import { translateProblem } from '../../i18n/problems';

const Names = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;
  @media (max-width: ${theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
  }
`;

const fields = ['firstName', 'lastName', 'contact'] as const;
type FieldName = (typeof fields)[number];

const names: readonly { field: 'firstName' | 'lastName'; label: MessageDescriptor; autoComplete: string }[] = [
  { field: 'firstName', label: msg`First name`, autoComplete: 'given-name' },
  { field: 'lastName', label: msg`Last name`, autoComplete: 'family-name' },
];

interface SignupFormProps {
  details: SignupDetails;
  onChange: (details: SignupDetails) => void;
  onSent: (code: SentCode) => void;
  /** Back from the code screen: focus the contact, the likeliest thing to fix. */
  returning: boolean;
  /** The log-in page, keeping where the user was going (`?next=`). */
  loginLink: string;
}

/** Sign-up step 1 (docs/product.md#sign-up, #validation): names and a contact, all required; then a code is sent. */
export function SignupForm({ details, onChange, onSent, returning, loginLink }: SignupFormProps) {
  const { formRef, problems, check, showServerErrors, clear } = useFormErrors(fields);
  const [sendFailed, setSendFailed] = useState(false);
  const { send, sending } = useSendOtp();
  const contact = details.contacts[details.method];
  const { t, i18n } = useLingui();

  const edit = (field: FieldName, next: SignupDetails) => {
    clear(field);
    onChange(next);
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (sending) return;
    setSendFailed(false);
    try {
      const { contactProblem } = await loadContactRules();
      const valid = check({
        firstName: nameProblem('First name', details.firstName),
        lastName: nameProblem('Last name', details.lastName),
        contact: contactProblem(details.method, contact),
      });
      if (!valid) return;
      const outcome = await send(details.method, contact, 'SIGNUP');
      if (outcome.sent) {
        onSent(outcome.code);
        return;
      }
      showServerErrors(outcome.errors, (field) => (field === 'firstName' || field === 'lastName' ? field : 'contact'));
    } catch {
      setSendFailed(true);
    }
  };

  return (
    <AuthForm ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={t`Sign up`}>
      <Names>
        {names.map(({ field, label, autoComplete }) => (
          <Field
            key={field}
            label={i18n._(label)}
            name={field}
            autoComplete={autoComplete}
            required
            maxLength={NAME_MAX_LENGTH}
            value={details[field]}
            onChange={(event) => {
              edit(field, { ...details, [field]: event.target.value });
            }}
            error={problems[field] ? translateProblem(i18n, problems[field]) : null}
          />
        ))}
      </Names>
      <ContactMethodPicker
        name="signup-method"
        value={details.method}
        onChange={(method) => {
          edit('contact', { ...details, method });
        }}
      />
      <ContactField
        type={details.method}
        value={contact}
        autoFocus={returning}
        onChange={(value) => {
          edit('contact', { ...details, contacts: { ...details.contacts, [details.method]: value } });
        }}
        error={problems.contact ? translateProblem(i18n, problems.contact) : null}
        errorAction={
          problems.contact?.code === 'CONTACT_ALREADY_REGISTERED' ? (
            <Link to={loginLink}>
              <Trans>Log in</Trans>
            </Link>
          ) : null
        }
      />
      {sendFailed ? <FormAlert role="alert">{i18n._(authMessages.sendFailed)}</FormAlert> : null}
      <SendCodeButton sending={sending} />
    </AuthForm>
  );
}
