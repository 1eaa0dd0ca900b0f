/** Where people write to us: one place, so every page gives the same addresses. */
export const PRIVACY_EMAIL = 'privacy@campusnest.eu';
export const SUPPORT_EMAIL = 'support@campusnest.eu';
