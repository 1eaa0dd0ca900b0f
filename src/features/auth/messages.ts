/** The code screen's and forms' own failure texts (docs/product.md#messages), for failures the backend did not describe. */
export const authMessages = {
  sendFailed: 'Failed to send OTP. Please try again.',
  resendFailed: 'Failed to resend OTP',
  verifyFailed: 'Verification failed. Please try again.',
  /** A code goes out by email or text message, which needs a network even with the in-browser backend. */
  offline: "You're offline. Connect to the internet to get a verification code; what you typed is kept.",
} as const;
