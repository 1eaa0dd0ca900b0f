import { useRef, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { Field } from '../../components/Field';
import { AuthForm, FormAlert } from '../../features/auth/AuthCard';
import { ContactField } from '../../features/auth/ContactField';
import { ContactMethodPicker } from '../../features/auth/ContactMethodPicker';
import { authMessages } from '../../features/auth/messages';
import { SendCodeButton } from '../../features/auth/SendCodeButton';
import { useSendOtp, type SentCode } from '../../features/auth/sendOtp';
import type { ErrorCode } from '../../gql/graphql';
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

type FieldName = 'firstName' | 'lastName' | 'contact';

interface Problem {
  message: string;
  code: ErrorCode | null;
}

interface SignupFormProps {
  details: SignupDetails;
  onChange: (details: SignupDetails) => void;
  onSent: (code: SentCode) => void;
  /** Back from the code screen: focus the contact, the likeliest thing to fix. */
  returning: boolean;
}

/** Sign-up step 1 (SPEC §2, §5): names and a contact, all required; then a code is sent. */
export function SignupForm({ details, onChange, onSent, returning }: SignupFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<Partial<Record<FieldName, Problem>>>({});
  const [sendFailed, setSendFailed] = useState(false);
  const { send, sending } = useSendOtp();
  const contact = details.contacts[details.method];

  const showProblems = (found: Partial<Record<FieldName, Problem>>) => {
    setProblems(found);
    const first = (['firstName', 'lastName', 'contact'] as const).find((field) => found[field]);
    // Field names match the inputs' name attributes.
    const input = first ? formRef.current?.elements.namedItem(first) : null;
    if (input instanceof HTMLInputElement) input.focus();
  };

  const edit = (field: FieldName, next: SignupDetails) => {
    setProblems((current) => ({ ...current, [field]: undefined }));
    onChange(next);
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (sending) return;
    setSendFailed(false);
    const found: Partial<Record<FieldName, Problem>> = {};
    const first = nameProblem('First name', details.firstName);
    const last = nameProblem('Last name', details.lastName);
    const reach = contactProblem(details.method, contact);
    if (first) found.firstName = { message: first, code: null };
    if (last) found.lastName = { message: last, code: null };
    if (reach) found.contact = { message: reach, code: null };
    if (Object.keys(found).length > 0) {
      showProblems(found);
      return;
    }
    try {
      const outcome = await send(details.method, contact, 'SIGNUP');
      if (outcome.sent) {
        onSent(outcome.code);
        return;
      }
      const fromServer: Partial<Record<FieldName, Problem>> = {};
      for (const error of outcome.errors) {
        const field: FieldName = error.field === 'firstName' || error.field === 'lastName' ? error.field : 'contact';
        fromServer[field] ??= { message: error.message, code: error.code };
      }
      showProblems(fromServer);
    } catch {
      setSendFailed(true);
    }
  };

  return (
    <AuthForm ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Sign up">
      <Names>
        <Field
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={details.firstName}
          onChange={(event) => {
            edit('firstName', { ...details, firstName: event.target.value });
          }}
          error={problems.firstName?.message}
        />
        <Field
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={details.lastName}
          onChange={(event) => {
            edit('lastName', { ...details, lastName: event.target.value });
          }}
          error={problems.lastName?.message}
        />
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
