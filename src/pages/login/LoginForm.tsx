import { useRef, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { AuthForm, FormAlert } from '../../features/auth/AuthCard';
import { ContactField } from '../../features/auth/ContactField';
import { ContactMethodPicker } from '../../features/auth/ContactMethodPicker';
import type { ContactValues } from '../../features/auth/contactMethod';
import { authMessages } from '../../features/auth/messages';
import { SendCodeButton } from '../../features/auth/SendCodeButton';
import { useSendOtp, type SentCode } from '../../features/auth/sendOtp';
import type { ContactType, ErrorCode } from '../../gql/graphql';
import { contactProblem } from '../../lib/contact';

interface LoginFormProps {
  method: ContactType;
  onMethodChange: (method: ContactType) => void;
  contacts: ContactValues;
  onContactsChange: (contacts: ContactValues) => void;
  onSent: (code: SentCode) => void;
  /** Back from the code screen: put the user where they are most likely to fix something. */
  returning: boolean;
}

/** Log-in step 1: how to reach the account; the code is only sent if the account exists. */
export function LoginForm({ method, onMethodChange, contacts, onContactsChange, onSent, returning }: LoginFormProps) {
  const contactRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<{ message: string; code: ErrorCode | null } | null>(null);
  const [sendFailed, setSendFailed] = useState(false);
  const { send, sending } = useSendOtp();
  const contact = contacts[method];

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (sending) return;
    setSendFailed(false);
    const invalid = contactProblem(method, contact);
    if (invalid) {
      setProblem({ message: invalid, code: null });
      contactRef.current?.focus();
      return;
    }
    try {
      const outcome = await send(method, contact, 'LOGIN');
      if (outcome.sent) {
        onSent(outcome.code);
        return;
      }
      const error = outcome.errors[0];
      setProblem(error ? { message: error.message, code: error.code } : { message: authMessages.sendFailed, code: null });
      contactRef.current?.focus();
    } catch {
      setSendFailed(true);
    }
  };

  return (
    <AuthForm noValidate onSubmit={(event) => void submit(event)} aria-label="Log in">
      <ContactMethodPicker
        name="login-method"
        value={method}
        onChange={(next) => {
          setProblem(null);
          onMethodChange(next);
        }}
      />
      <ContactField
        ref={contactRef}
        type={method}
        value={contact}
        autoFocus={returning}
        onChange={(value) => {
          setProblem(null);
          onContactsChange({ ...contacts, [method]: value });
        }}
        error={problem?.message}
        errorAction={
          problem?.code === 'USER_NOT_FOUND' ? (
            <>
              — <Link to="/signup">Sign up</Link> instead?
            </>
          ) : null
        }
      />
      {sendFailed ? <FormAlert role="alert">{authMessages.sendFailed}</FormAlert> : null}
      <SendCodeButton sending={sending} />
    </AuthForm>
  );
}
