import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '../../gql/graphql';

/** The code screen's and forms' own failure texts (docs/product.md#messages), for failures the backend did not describe. */
export const authMessages = {
  sendFailed: msg`Failed to send OTP. Please try again.`,
  resendFailed: msg`Failed to resend OTP`,
  verifyFailed: msg`Verification failed. Please try again.`,
  /**
   * RATE_LIMITED (server mode): too many codes asked for or tried; `seconds` until the next try.
   * In English, as the backend's message is kept; shown translated by src/i18n/problems.ts.
   */
  rateLimited: (seconds: number) => `Too many attempts. Please try again in ${waitFor(seconds)}.`,
  /** A code goes out by email or text message, which needs a network even with the in-browser backend. */
  offline: "You're offline. Connect to the internet to get a verification code; what you typed is kept.",
} as const;

/** "1 second", "45 seconds", then whole minutes rounded up from 2 minutes on. */
function waitFor(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 120) return whole === 1 ? '1 second' : `${whole} seconds`;
  return `${Math.ceil(whole / 60)} minutes`;
}

interface BackendError {
  code: ErrorCode;
  message: string;
  retryAfterSeconds?: number | null;
}

/** The English of one of the backend's expected failures: its own sentence, or ours where the app words it (translated where shown). */
export function authErrorMessage(error: BackendError): string {
  if (error.code === 'RATE_LIMITED') return authMessages.rateLimited(error.retryAfterSeconds ?? 60);
  return error.message;
}
