import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FormAlert } from '../../features/auth/AuthCard';
import { authMessages } from '../../features/auth/messages';
import { useSendOtp, type SendProblem, type SentCode } from '../../features/auth/sendOtp';
import type { ContactType } from '../../gql/graphql';
import { translateProblem } from '../../i18n/problems';
import { theme } from '../../styles/theme';
import { AccountSection, ActionRow } from './accountSection';

const DangerButton = styled(Button)`
  background: ${theme.colors.danger};
  border-color: ${theme.colors.danger};
  &:hover:not(:disabled) { background: #991b1b; }
`;

interface DeleteAccountSectionProps {
  type: ContactType;
  contact: string;
  /** A code to delete was sent: the page shows the code screen. */
  onSent: (code: SentCode) => void;
}

/**
 * 'Delete your account' (docs/product.md#account): sends a one-time code to the account's own
 * contact; entering it on the code screen erases the account (docs/security.md#deleting-an-account).
 */
export function DeleteAccountSection({ type, contact, onSent }: DeleteAccountSectionProps) {
  const { send, sending } = useSendOtp();
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const [failed, setFailed] = useState(false);
  const { i18n } = useLingui();

  const start = async () => {
    setProblem(null);
    setFailed(false);
    try {
      const outcome = await send(type, contact, 'DELETE_ACCOUNT');
      if (outcome.sent) onSent(outcome.code);
      else setProblem(outcome.errors[0] ?? null);
    } catch {
      setFailed(true);
    }
  };

  return (
    <AccountSection $danger aria-labelledby="account-delete">
      <h2 id="account-delete">
        <Trans>Delete your account</Trans>
      </h2>
      <p>
        <Trans>
          Erases your account for good: your saved listings, your listings and their photos, and your sessions on every device. In your conversations, your
          messages stay for the other side, from a deleted user. To confirm, we send a one-time code to <strong>{contact}</strong>.
        </Trans>
      </p>
      {problem || failed ? <FormAlert role="alert">{problem ? translateProblem(i18n, problem) : i18n._(authMessages.sendFailed)}</FormAlert> : null}
      <ActionRow>
        <DangerButton type="button" onClick={() => void start()} disabled={sending}>
          {sending ? <Trans>Sending OTP...</Trans> : <Trans>Delete your account</Trans>}
        </DangerButton>
      </ActionRow>
    </AccountSection>
  );
}
