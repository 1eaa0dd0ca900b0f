import { msg } from '@lingui/core/macro';

/** The code screen's and forms' own failure texts (docs/product.md#messages), for failures the backend did not describe. */
export const authMessages = {
  sendFailed: msg`Failed to send OTP. Please try again.`,
  resendFailed: msg`Failed to resend OTP`,
  verifyFailed: msg`Verification failed. Please try again.`,
} as const;
