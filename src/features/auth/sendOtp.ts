import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { ContactType, OtpIntent, SendOtpMutation } from '../../gql/graphql';
import { isOnline } from '../../components/useOnline';
import { authErrorMessage, authMessages } from './messages';

export const sendOtpDocument = graphql(`
  mutation SendOtp($input: SendOtpInput!) {
    sendOtp(input: $input) {
      sent
      contact
      expiresInSeconds
      errors {
        code
        message
        field
        retryAfterSeconds
      }
    }
  }
`);

/** An expected failure from any auth mutation: the same UserError selection everywhere. */
export type AuthError = SendOtpMutation['sendOtp']['errors'][number];

export interface SentCode {
  /** The contact as the backend normalised it, to show on the code screen. */
  contact: string;
  /** Epoch milliseconds when the code stops working. */
  expiresAt: number;
}

/** Why no code went out: the backend's refusal, or (code null) no network, found before asking it. */
export type SendProblem = Omit<AuthError, 'code' | '__typename'> & { code: AuthError['code'] | null };

export type SendOutcome = { sent: true; code: SentCode } | { sent: false; errors: SendProblem[] };

/**
 * Asks for a one-time code. Resolves with the backend's answer (sent, or why not); rejects when
 * the backend itself failed, which callers show as a generic failure.
 */
export function useSendOtp() {
  // Nothing here belongs in the cache; keeping contacts out of it also keeps them out of devtools.
  const [mutate, { loading }] = useMutation(sendOtpDocument, { fetchPolicy: 'no-cache' });
  // The code's mail (server mode) is written in the language the page is in.
  const { i18n } = useLingui();
  const send = useCallback(
    async (type: ContactType, contact: string, intent: OtpIntent): Promise<SendOutcome> => {
      // Shown like the backend's own refusals, on the contact it is about.
      if (!isOnline()) return { sent: false, errors: [{ code: null, message: authMessages.offline, field: 'contact', retryAfterSeconds: null }] };
      const { data } = await mutate({ variables: { input: { type, contact, intent, language: i18n.locale } } });
      if (!data) throw new Error('sendOtp answered without data');
      const { sent, contact: normalised, expiresInSeconds, errors } = data.sendOtp;
      if (sent && normalised !== null && expiresInSeconds !== null) {
        return { sent: true, code: { contact: normalised, expiresAt: Date.now() + expiresInSeconds * 1000 } };
      }
      // Each message as the app words it (a wait for RATE_LIMITED), so forms can show error.message.
      return { sent: false, errors: errors.map((error) => ({ ...error, message: authErrorMessage(error) })) };
    },
    [mutate, i18n],
  );
  return { send, sending: loading };
}
