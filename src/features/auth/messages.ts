/** The code screen's and forms' own failure texts (docs/product.md#messages), for failures the backend did not describe. */
export const authMessages = {
  sendFailed: 'Failed to send OTP. Please try again.',
  resendFailed: 'Failed to resend OTP',
  verifyFailed: 'Verification failed. Please try again.',
} as const;
