import type { ErrorCode, UserError } from './generated/resolvers';

/** The exact texts of docs/product.md#messages and its departures. */
export const errorMessages = {
  OTP_EXPIRED: 'OTP expired',
  INVALID_OTP: 'Invalid OTP',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please request a new code.',
  USER_NOT_FOUND: 'User not found',
  VERIFICATION_REQUIRED: 'Please verify your contact with a one-time code first.',
  PROPERTY_NOT_FOUND: 'This property is no longer available.',
  SIGN_IN_REQUIRED: 'Please log in first.',
  LISTING_NOT_FOUND: 'No listing of yours has this id.',
  CONVERSATION_NOT_FOUND: 'Conversation not found.',
  RECIPIENT_DELETED: 'This user has deleted their account: replies can no longer be sent.',
  BOOKING_NOT_FOUND: 'Booking request not found.',
  BOOKING_NOT_PENDING: 'This request is no longer pending.',
  ALREADY_REQUESTED: 'You already asked to book this place.',
  OWN_LISTING: 'This is your own listing.',
} as const satisfies Partial<Record<ErrorCode, string>>;

export function alreadyRegisteredMessage(type: 'EMAIL' | 'PHONE'): string {
  return type === 'EMAIL'
    ? 'An account with this email already exists. Please log in instead.'
    : 'An account with this phone number already exists. Please log in instead.';
}

/** The API's sentence for RATE_LIMITED; the app shows its own (src/features/auth/messages.ts). */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`;
}

/** A UserError as resolvers return it (the schema adds __typename). */
export type UserErrorData = Omit<UserError, '__typename'>;

export function userError(code: keyof typeof errorMessages, field?: string): UserErrorData {
  return { code, message: errorMessages[code], field: field ?? null, retryAfterSeconds: null, reason: null };
}

export function invalidInput(field: string, message: string): UserErrorData {
  return { code: 'INVALID_INPUT', message, field, retryAfterSeconds: null, reason: null };
}

export function alreadyRegistered(type: 'EMAIL' | 'PHONE'): UserErrorData {
  return { code: 'CONTACT_ALREADY_REGISTERED', message: alreadyRegisteredMessage(type), field: 'contact', retryAfterSeconds: null, reason: null };
}

export function rateLimited(retryAfterSeconds: number, field: string | null): UserErrorData {
  return { code: 'RATE_LIMITED', message: rateLimitedMessage(retryAfterSeconds), field, retryAfterSeconds, reason: null };
}
