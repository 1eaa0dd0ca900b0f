/** What must hold after any call, whatever the input. */
import type { ExecutionResult } from 'graphql';
import { expect } from 'vitest';
import { storageKeys } from '../../src/api/store/keys';
import { toConversationBook } from '../../src/api/store/conversationShapes';
import { toListingEdits } from '../../src/api/store/listingShapes';
import { toPendingCode, toSavedLists, toStoredUser, toUserList } from '../../src/api/store/shapes';
import type { MemoryStorage } from '../api/harness';

export const errorCodes = [
  'OTP_EXPIRED',
  'INVALID_OTP',
  'TOO_MANY_ATTEMPTS',
  'USER_NOT_FOUND',
  'CONTACT_ALREADY_REGISTERED',
  'VERIFICATION_REQUIRED',
  'INVALID_INPUT',
  'PROPERTY_NOT_FOUND',
  'SIGN_IN_REQUIRED',
  'LISTING_NOT_FOUND',
  'CONVERSATION_NOT_FOUND',
] as const;

interface Payload {
  errors: ReadonlyArray<{ code: string; message: string; field?: string | null }>;
}

/**
 * The call neither threw nor failed untyped: either its payload's errors each carry a known code
 * and a message, or the GraphQL error carries `extensions.code` (a resolver's crash would not).
 * Returns the payload's errors, or null when the call was refused with a GraphQL error.
 */
export function expectTyped<T>(result: ExecutionResult<T>, payload: (data: T) => Payload): Payload['errors'] | null {
  if (result.errors) {
    for (const error of result.errors) {
      expect(error.extensions.code, `untyped GraphQL error: ${error.message}`).toBe('INVALID_INPUT');
    }
    expect(result.data ?? null).toBeNull();
    return null;
  }
  expect(result.data).toBeTruthy();
  const { errors } = payload(result.data as T);
  for (const error of errors) {
    expect(errorCodes).toContain(error.code);
    expect(error.message.length).toBeGreaterThan(0);
  }
  return errors;
}

/** Every key the store wrote is JSON that its decoder reads back unchanged: nothing to repair. */
export function expectStorageWellFormed(storage: MemoryStorage): void {
  const decoders: Record<string, (value: unknown) => unknown> = {
    [storageKeys.users]: (value) => toUserList(value),
    [storageKeys.currentUser]: (value) => toStoredUser(value),
    [storageKeys.pendingCode]: toPendingCode,
    [storageKeys.saved]: toSavedLists,
    [storageKeys.listings]: toListingEdits,
    [storageKeys.conversations]: toConversationBook,
  };
  for (const [key, raw] of storage.data) {
    const decode = decoders[key];
    expect(decode, `unexpected storage key ${key}`).toBeDefined();
    const value = JSON.parse(raw) as unknown;
    expect(decode?.(value)).toEqual(value);
  }
}
