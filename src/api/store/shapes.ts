/** Runtime checks for what we read back from storage, which anyone can edit. */
import type { PendingCode } from '../rules/otp';

export interface StoredUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  isVerified: boolean;
}

type Unknown = Record<string, unknown>;

function isObject(value: unknown): value is Unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): value is string | null | undefined {
  return value === undefined || value === null || typeof value === 'string';
}

export function toStoredUser(value: unknown): StoredUser | null {
  if (!isObject(value)) return null;
  const { id, firstName, lastName, email, phone, isVerified } = value;
  if (typeof id !== 'string' || id === '' || typeof firstName !== 'string' || typeof lastName !== 'string') return null;
  if (!optionalString(email) || !optionalString(phone) || typeof isVerified !== 'boolean') return null;
  if (!email && !phone) return null;
  return { id, firstName, lastName, email: email ?? null, phone: phone ?? null, isVerified };
}

export function toPendingCode(value: unknown): PendingCode | null {
  if (!isObject(value)) return null;
  const { contact, code, type, expires, attempts } = value;
  if (typeof contact !== 'string' || typeof code !== 'string' || !/^\d{6}$/.test(code)) return null;
  if (type !== 'EMAIL' && type !== 'PHONE') return null;
  if (typeof expires !== 'number' || !Number.isFinite(expires)) return null;
  if (typeof attempts !== 'number' || !Number.isInteger(attempts) || attempts < 0) return null;
  return { contact, code, type, expires, attempts };
}
