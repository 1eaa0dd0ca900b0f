import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { Button } from '../../components/Button';
import { VisuallyHiddenText } from '../../components/Spinner';
import type { ContactType, OtpIntent } from '../../gql/graphql';
import { AuthForm, AuthLead, AuthTitle } from './AuthCard';
import { CODE_LENGTH } from '../../lib/code';
import { CodeInput } from './CodeInput';
import { contactMethods } from './contactMethod';
import { authMessages } from './messages';
import { useSendOtp, type AuthError, type SentCode } from './sendOtp';
import { formatCountdown, useCountdown } from './useCountdown';
import { verifyOtpDocument } from './verifyOtp';
import { translateProblem, type Problem } from '../../i18n/problems';

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const CodeField = styled.div`
  display: grid;
  gap: 0.35rem;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 0.95rem;
  font-weight: 500;
`;

const Expiry = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Secondary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: space-between;
`;

/** Codes the backend has thrown away: the only way on is a new one. */
const voidingCodes = new Set<AuthError['code']>(['TOO_MANY_ATTEMPTS', 'OTP_EXPIRED']);

export interface CodeScreenProps {
  type: ContactType;
  intent: OtpIntent;
  /** Where the first code went and when it expires. */
  sent: SentCode;
  /**
   * Finishes signing up, logging in or deleting the account with the verified token. Resolves with the errors to show,
   * or none once the page has moved on; a rejection shows the generic verification failure.
   */
  onVerified: (verificationToken: string) => Promise<readonly AuthError[]>;
  onBack: () => void;
}

/** Step 2 of sign-up and log-in, and of deleting an account (docs/product.md#code-screen): enter the 6-digit code before it expires. */
export function CodeScreen({ type, intent, sent, onVerified, onBack }: CodeScreenProps) {
  const ids = useId();
  const leadId = `${ids}-lead`;
  const errorId = `${ids}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [expiresAt, setExpiresAt] = useState(sent.expiresAt);
  // Keyed so that the same message twice in a row is announced twice.
  const [problem, setProblem] = useState<{ problem: Problem; key: number } | null>(null);
  const [voided, setVoided] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [resent, setResent] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const secondsLeft = useCountdown(expiresAt);
  const { send, sending } = useSendOtp();
  // Never written to Apollo's store, not even for a moment: the code is an argument, the token a secret.
  const [verifyOtp] = useMutation(verifyOtpDocument, { fetchPolicy: 'no-cache' });

  // Kept as the backend's code and text (or our own message) and translated when shown, so a
  // change of language also changes the message on screen.
  const showProblem = (shown: Problem) => {
    setProblem((previous) => ({ problem: shown, key: (previous?.key ?? 0) + 1 }));
    inputRef.current?.focus();
    inputRef.current?.select();
  };

  const verify = async (event: SubmitEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH || verifying) return;
    setVerifying(true);
    setProblem(null);
    try {
      // The intent goes with the code: a code only verifies for what it was sent for.
      const { data } = await verifyOtp({ variables: { input: { type, contact: sent.contact, code, intent } } });
      if (!data) throw new Error('verifyOtp answered without data');
      const { verified, verificationToken, errors } = data.verifyOtp;
      if (verified && verificationToken !== null) {
        const finishErrors = await onVerified(verificationToken);
        // Success: the page has moved on and this screen is going away.
        if (finishErrors.length === 0) return;
        showProblem(finishErrors[0]!);
      } else {
        const error = errors[0];
        showProblem(error ?? { message: '', descriptor: authMessages.verifyFailed });
        if (error && voidingCodes.has(error.code)) setVoided(true);
      }
    } catch {
      showProblem({ message: '', descriptor: authMessages.verifyFailed });
    }
    setVerifying(false);
  };

  const resend = async () => {
    setResent(null);
    try {
      const outcome = await send(type, sent.contact, intent);
      if (!outcome.sent) {
        showProblem(outcome.errors[0] ?? { message: '', descriptor: authMessages.resendFailed });
        return;
      }
      setExpiresAt(outcome.code.expiresAt);
      setVoided(false);
      setCode('');
      setProblem(null);
      setResent(outcome.code.contact);
      inputRef.current?.focus();
    } catch {
      showProblem({ message: '', descriptor: authMessages.resendFailed });
    }
  };

  const expired = secondsLeft === 0;
  // The countdown itself is not a live region: a screen reader would read it every second.
  // This polite region speaks only when something changes for the user.
  const announcement = voided
    ? null
    : expired
      ? t`The code has expired. Use Resend Code to get a new one.`
      : secondsLeft <= 60
        ? t`One minute left to enter the code.`
        : resent === null
          ? null
          : t`A new code was sent to ${resent}.`;
  const countdown = formatCountdown(secondsLeft);
  const contact = sent.contact;

  return (
    <>
      <AuthTitle>{i18n._(contactMethods[type].verifyTitle)}</AuthTitle>
      <AuthLead id={leadId}>
        <Trans>
          We sent a 6-digit code to <strong>{contact}</strong>
        </Trans>
      </AuthLead>
      <AuthForm noValidate onSubmit={(event) => void verify(event)}>
        <CodeField>
          <Label htmlFor={`${ids}-code`}>
            <Trans>Verification code</Trans>
          </Label>
          <CodeInput
            ref={inputRef}
            id={`${ids}-code`}
            name="code"
            autoFocus
            value={code}
            onChange={setCode}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${errorId} ${leadId}` : leadId}
          />
          <div id={errorId}>
            {problem ? (
              <ErrorText key={problem.key} role="alert">
                {translateProblem(i18n, problem.problem)}
              </ErrorText>
            ) : null}
          </div>
        </CodeField>
        {voided ? null : (
          <Expiry>
            <Trans comment="The countdown is minutes:seconds, such as 4:59">Code expires in {countdown}</Trans>
          </Expiry>
        )}
        <Actions>
          <Button type="submit" $block disabled={code.length !== CODE_LENGTH || verifying}>
            {verifying ? t`Verifying...` : t`Verify Code`}
          </Button>
          <Secondary>
            <Button type="button" $variant="ghost" onClick={onBack}>
              <Trans context="Return to the previous step">Back</Trans>
            </Button>
            {expired || voided ? (
              <Button type="button" $variant="secondary" onClick={() => void resend()} disabled={sending}>
                {sending ? t`Sending OTP...` : t`Resend Code`}
              </Button>
            ) : null}
          </Secondary>
        </Actions>
      </AuthForm>
      <VisuallyHiddenText role="status">{announcement}</VisuallyHiddenText>
    </>
  );
}
