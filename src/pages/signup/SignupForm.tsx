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
import { contactProblem } from '../../lib/contact';
import { NAME_MAX_LENGTH, nameProblem } from '../../lib/account';
import type { SignupDetails } from './signupDetails';

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

const names = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

interface SignupFormProps {
  details: SignupDetails;
  onChange: (details: SignupDetails) => void;
  onSent: (code: SentCode) => void;
  /** Back from the code screen: focus the contact, the likeliest thing to fix. */
  returning: boolean;
}

/** Sign-up step 1 (docs/product.md#sign-up, #validation): names and a contact, all required; then a code is sent. */
export function SignupForm({ details, onChange, onSent, returning }: SignupFormProps) {
  const { formRef, problems, check, showServerErrors, clear } = useFormErrors(fields);
  const [sendFailed, setSendFailed] = useState(false);
  const { send, sending } = useSendOtp();
  const contact = details.contacts[details.method];

  const edit = (field: FieldName, next: SignupDetails) => {
    clear(field);
    onChange(next);
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (sending) return;
    setSendFailed(false);
    const valid = check({
      firstName: nameProblem('First name', details.firstName),
      lastName: nameProblem('Last name', details.lastName),
      contact: contactProblem(details.method, contact),
    });
    if (!valid) return;
    try {
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
    <AuthForm ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Sign up">
      <Names>
        {names.map(({ field, label, autoComplete }) => (
          <Field
            key={field}
            label={label}
            name={field}
            autoComplete={autoComplete}
            required
            maxLength={NAME_MAX_LENGTH}
            value={details[field]}
            onChange={(event) => {
              edit(field, { ...details, [field]: event.target.value });
            }}
            error={problems[field]?.message}
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
        error={problems.contact?.message}
        errorAction={problems.contact?.code === 'CONTACT_ALREADY_REGISTERED' ? <Link to="/login">Log in</Link> : null}
      />
      {sendFailed ? <FormAlert role="alert">{authMessages.sendFailed}</FormAlert> : null}
      <SendCodeButton sending={sending} />
    </AuthForm>
  );
}
