/**
 * The sample listings' landlords are accounts (issue #33): the email on each owner card logs in
 * with the usual code and owns that card's listings. Their ids follow from the email, so the
 * generator, the browser's catalogue and a server's seed agree without storing anything, and the
 * account itself is written on the first log-in (resolvers/accounts.ts).
 */
import type { StoredUser } from '../store/shapes';
import type { PropertyRecord } from './model';

const PREFIX = 'landlord:';

/** The user id owning the sample listings whose owner card shows `email` (SQL: 'landlord:' || landlord_email). */
export function sampleLandlordId(email: string): string {
  return `${PREFIX}${email}`;
}

/** The account of a sample listing's landlord: the card's name split at its first space. */
export function sampleLandlordAccount(landlord: PropertyRecord['landlord']): StoredUser {
  const name = landlord.name.trim();
  const space = name.indexOf(' ');
  return {
    id: sampleLandlordId(landlord.email),
    firstName: space === -1 ? name : name.slice(0, space),
    lastName: space === -1 ? name : name.slice(space + 1),
    email: landlord.email,
    phone: null,
    isVerified: true,
  };
}
