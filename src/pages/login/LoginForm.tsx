import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { useFormErrors } from '../../components/useFormErrors';
import { AuthForm, FormAlert } from '../../features/auth/AuthCard';
import { ContactField } from '../../features/auth/ContactField';
import { ContactMethodPicker } from '../../features/auth/ContactMethodPicker';
import type { ContactValues } from '../../features/auth/contactMethod';
import { authMessages } from '../../features/auth/messages';
import { SendCodeButton } from '../../features/auth/SendCodeButton';
import { useSendOtp, type SentCode } from '../../features/auth/sendOtp';
import type { ContactType } from '../../gql/graphql';
import { loadContactRules } from '../../lib/loadContactRules';
import { translateProblem } from '../../i18n/problems';

const fields = ['contact'] as const;

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
  const { formRef, problems, show, check, showServerErrors, clear } = useFormErrors(fields);
  const [sendFailed, setSendFailed] = useState(false);
  const { send, sending } = useSendOtp();
  const contact = contacts[method];
  const { t, i18n } = useLingui();

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (sending) return;
    setSendFailed(false);
    try {
      const { contactProblem } = await loadContactRules();
      if (!check({ contact: contactProblem(method, contact) })) return;
      const outcome = await send(method, contact, 'LOGIN');
      if (outcome.sent) {
        onSent(outcome.code);
        return;
      }
      // The one input answers for every error: "User not found" is about the contact typed.
      if (outcome.errors.length > 0) showServerErrors(outcome.errors, () => 'contact');
      else show({ contact: { message: '', code: null, descriptor: authMessages.sendFailed } });
    } catch {
      setSendFailed(true);
    }
  };

  return (
    <AuthForm ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={t`Log in`}>
      <ContactMethodPicker
        name="login-method"
        value={method}
        onChange={(next) => {
          clear('contact');
          onMethodChange(next);
        }}
      />
      <ContactField
        type={method}
        value={contact}
        autoFocus={returning}
        onChange={(value) => {
          clear('contact');
          onContactsChange({ ...contacts, [method]: value });
        }}
        error={problems.contact ? translateProblem(i18n, problems.contact) : null}
        errorAction={
          problems.contact?.code === 'USER_NOT_FOUND' ? (
            <Trans>
              — <Link to="/signup">Sign up</Link> instead?
            </Trans>
          ) : null
        }
      />
      {sendFailed ? <FormAlert role="alert">{i18n._(authMessages.sendFailed)}</FormAlert> : null}
      <SendCodeButton sending={sending} />
    </AuthForm>
  );
}
