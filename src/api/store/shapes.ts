/**
 * Runtime checks for what we read back from storage, which anyone can edit. A record that can
 * be repaired is (contacts normalised, over-long names shortened); one that cannot is dropped.
 */
import { NAME_MAX_LENGTH } from '../../lib/account';
import { isCodeShaped } from '../../lib/code';
import { isStoredContact, normalizeStoredContact } from './storedContact';
import type { PendingCode } from '../rules/otp';

export interface StoredUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  isVerified: boolean;
}

const ID_MAX_LENGTH = 100;

type Unknown = Record<string, unknown>;

export function isObject(value: unknown): value is Unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored name; one longer than sign-up allows was tampered with and is shortened. */
function storedName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return value.trim().slice(0, NAME_MAX_LENGTH);
}

/** The contact in the form sign-up stores it, or null when it is absent or unusable. */
function storedContact(kind: 'EMAIL' | 'PHONE', value: unknown): string | null {
  if (typeof value !== 'string' || !isStoredContact(kind, value)) return null;
  return normalizeStoredContact(kind, value);
}

/**
 * A user record, repaired, or null when it cannot be used. `legacy` accepts the v0 record, in
 * which `isVerified` could be missing (every v0 account was verified at sign-up).
 */
export function toStoredUser(value: unknown, legacy = false): StoredUser | null {
  if (!isObject(value)) return null;
  const { id, isVerified } = value;
  if (typeof id !== 'string' || id === '' || id.length > ID_MAX_LENGTH) return null;
  const firstName = storedName(value.firstName);
  const lastName = storedName(value.lastName);
  if (firstName === null || lastName === null) return null;
  const verified = legacy && isVerified === undefined ? true : isVerified;
  if (typeof verified !== 'boolean') return null;
  const email = storedContact('EMAIL', value.email);
  const phone = storedContact('PHONE', value.phone);
  // Exactly one contact, like every account sign-up makes; two would make log-in ambiguous.
  if ((email === null) === (phone === null)) return null;
  return { id, firstName, lastName, email, phone, isVerified: verified };
}

export function toPendingCode(value: unknown): PendingCode | null {
  if (!isObject(value)) return null;
  const { contact, code, type, expires, attempts, purpose } = value;
  if (typeof contact !== 'string' || typeof code !== 'string' || !isCodeShaped(code)) return null;
  if (type !== 'EMAIL' && type !== 'PHONE') return null;
  if (contact !== normalizeStoredContact(type, contact) || !isStoredContact(type, contact)) return null;
  if (typeof expires !== 'number' || !Number.isFinite(expires)) return null;
  if (typeof attempts !== 'number' || !Number.isInteger(attempts) || attempts < 0) return null;
  // A code whose purpose is unreadable could have been for anything: it is dropped, not guessed at.
  if (purpose !== undefined && purpose !== 'DELETE_ACCOUNT') return null;
  return purpose === undefined ? { contact, code, type, expires, attempts } : { contact, code, type, expires, attempts, purpose };
}

/** The v0 `otpData` record: lower-case type, contact as typed, no try counter. */
export function legacyPendingCode(value: unknown): PendingCode | null {
  if (!isObject(value)) return null;
  const type = value.type === 'email' ? 'EMAIL' : value.type === 'phone' ? 'PHONE' : null;
  if (type === null || typeof value.contact !== 'string') return null;
  return toPendingCode({ ...value, type, contact: normalizeStoredContact(type, value.contact), attempts: 0 });
}

/** A users list: the valid accounts, one per contact (the first wins, as log-in always found it). */
export function toUserList(value: unknown, legacy = false): StoredUser[] {
  if (!Array.isArray(value)) return [];
  const users: StoredUser[] = [];
  const contacts = new Set<string>();
  for (const entry of value) {
    const user = toStoredUser(entry, legacy);
    if (!user) continue;
    const contact = user.email !== null ? `EMAIL:${user.email}` : `PHONE:${user.phone ?? ''}`;
    if (contacts.has(contact)) continue;
    contacts.add(contact);
    users.push(user);
  }
  return users;
}

/** One saved listing and when it was saved (ms since the epoch). */
export interface SavedEntry {
  id: string;
  savedAt: number;
}

/** The saved key: the visitor's list and each account's, every list newest first. */
export interface SavedLists {
  visitor: SavedEntry[];
  users: Record<string, SavedEntry[]>;
}

/** What an empty or unusable saved key reads as: one object, so the store can tell "nothing kept". */
export const NO_SAVED: SavedLists = Object.freeze({ visitor: [], users: {} });

function isStoredId(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= ID_MAX_LENGTH;
}

/** A list of saves, repaired: valid entries only, one per listing (its latest), newest first. */
export function toSavedList(value: unknown): SavedEntry[] {
  if (!Array.isArray(value)) return [];
  const latest = new Map<string, number>();
  for (const entry of value) {
    if (!isObject(entry) || !isStoredId(entry.id)) continue;
    const { savedAt } = entry;
    if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) continue;
    latest.set(entry.id, Math.max(savedAt, latest.get(entry.id) ?? -Infinity));
  }
  return [...latest].map(([id, savedAt]) => ({ id, savedAt })).sort((a, b) => b.savedAt - a.savedAt);
}

/** The saved key, repaired; NO_SAVED when nothing in it is usable. Empty lists are dropped. */
export function toSavedLists(value: unknown): SavedLists {
  if (!isObject(value)) return NO_SAVED;
  const visitor = toSavedList(value.visitor);
  const lists = isObject(value.users) ? Object.entries(value.users) : [];
  // fromEntries defines own properties, so a stored id such as '__proto__' stays a plain key.
  const users = Object.fromEntries(
    lists.flatMap(([userId, list]) => {
      const entries = toSavedList(list);
      return isStoredId(userId) && entries.length > 0 ? [[userId, entries] as const] : [];
    }),
  );
  if (visitor.length === 0 && Object.keys(users).length === 0) return NO_SAVED;
  return { visitor, users };
}
