/** Finding an account by its contact, the sample landlords' included (data/sampleLandlords.ts). */
import { loadContactRules } from '../../lib/loadContactRules';
import type { ApiContext } from '../context';
import type { ContactType } from '../generated/resolvers';
import type { StoredUser } from '../store/types';

/** The account stored under this contact, also when an older version stored it in another spelling (src/lib/contact.ts). */
async function storedAccount(context: ApiContext, type: ContactType, contact: string): Promise<StoredUser | null> {
  const { storedForms } = await loadContactRules();
  for (const form of storedForms(type, contact)) {
    const user = await context.store.findUser(type, form);
    if (user) return user;
  }
  return null;
}

/**
 * The account with this contact (in its canonical form). A sample landlord's is written on first
 * use, with the id their listings name as owner, so the owner card's email signs up no one and
 * logs in as the owner.
 */
export async function findAccount(context: ApiContext, type: ContactType, contact: string): Promise<StoredUser | null> {
  const user = await storedAccount(context, type, contact);
  if (user || type !== 'EMAIL') return user;
  const landlord = await (await context.ownedListings()).sampleLandlord(contact);
  if (!landlord) return null;
  // Another request may write it first: either way the stored account is the answer.
  await context.store.addUser(landlord);
  return context.store.findUser(type, contact);
}
