/**
 * The server's store (src/api/store/types.ts) over SQL. Unlike the browser's single pending code,
 * each contact has its own; codes are kept as HMACs, tokens as hashes. Every rule is the API's own
 * (rules/otp.ts); this file only keeps what the rules leave, each step in one transaction.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { ContactType } from '../../api/generated/resolvers';
import { verifyCode, type CodePurpose } from '../../api/rules/otp';
import type { SavedOwner, Store, StoredUser } from '../../api/store/types';
import type { Database, Driver } from '../db/database';
import { pendingCodes, savedListings, users, verificationTokens } from '../db/schema';
import { sha256, type CodeHasher } from './secrets';
import { createSqlBookings } from './sqlBookings';
import { createSqlConversations } from './sqlConversations';

type UserRow = typeof users.$inferSelect;

export function fromUserRow(row: UserRow): StoredUser {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone, isVerified: row.isVerified };
}

const contactColumn = (type: ContactType) => (type === 'EMAIL' ? users.email : users.phone);

const ownerRow = (owner: SavedOwner) =>
  'user' in owner ? ({ ownerKind: 'USER', ownerKey: owner.user } as const) : ({ ownerKind: 'VISITOR', ownerKey: owner.visitor } as const);

const ofOwner = (owner: SavedOwner) => {
  const { ownerKind, ownerKey } = ownerRow(owner);
  return and(eq(savedListings.ownerKind, ownerKind), eq(savedListings.ownerKey, ownerKey));
};

/**
 * A code or token bound to its purpose (rules/otp.ts CodePurpose) before it is hashed: the tables
 * keep no purpose column, and a sign-in's (no purpose) hashes as before, so no migration is needed
 * and a secret made for one purpose never matches the hash of another's.
 */
function forPurpose(purpose: CodePurpose | undefined, secret: string): string {
  return purpose === undefined ? secret : `${purpose}:${secret}`;
}

/** `now` is the API's clock (ApiContext.now): expired rows are cleared against it, as the rules judge them. */
export function createSqlStore(db: Database, driver: Driver, codes: CodeHasher, now: () => number): Store {
  return {
    conversations: createSqlConversations(db, driver),
    bookings: createSqlBookings(db, driver),
    persistent: () => Promise.resolve(true),

    async findUser(type, contact) {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(contactColumn(type), contact))
        .limit(1);
      return row ? fromUserRow(row) : null;
    },

    async renameUser(id, firstName, lastName) {
      const [row] = await db.update(users).set({ firstName, lastName }).where(eq(users.id, id)).returning();
      return row ? fromUserRow(row) : null;
    },

    async addUser(user) {
      // The unique contact columns decide between two sign-ups racing for one contact.
      const added = await db
        .insert(users)
        .values({ ...user, createdAt: now() })
        .onConflictDoNothing()
        .returning({ id: users.id });
      return added.length > 0 ? 'ADDED' : 'CONTACT_TAKEN';
    },

    async issueCode({ contact, type, code, expires, attempts, purpose }) {
      const row = { contact, type, codeHmac: codes.hash(forPurpose(purpose, code)), expires, attempts };
      await db.transaction(async (tx) => {
        // Codes live five minutes: clear the expired ones here rather than in a scheduled job.
        await tx.delete(pendingCodes).where(lt(pendingCodes.expires, now()));
        await tx
          .insert(pendingCodes)
          .values(row)
          .onConflictDoUpdate({ target: [pendingCodes.type, pendingCodes.contact], set: { codeHmac: row.codeHmac, expires, attempts } });
      });
    },

    verifyCode(attempt, now) {
      return db.transaction(async (tx) => {
        const key = and(eq(pendingCodes.type, attempt.type), eq(pendingCodes.contact, attempt.contact));
        // Locked until the transaction ends, so two tries at once count as two.
        const [row] = await tx.select().from(pendingCodes).where(key).for('update');
        // The row's purpose is inside its HMAC: the attempt's purpose is hashed with the typed code.
        const pending = row
          ? { contact: row.contact, type: row.type, code: row.codeHmac, expires: row.expires, attempts: row.attempts, purpose: attempt.purpose }
          : null;
        const { outcome, next } = verifyCode(pending, attempt, now, (stored, typed) => codes.matches(stored, forPurpose(attempt.purpose, typed)));
        if (row && next) await tx.update(pendingCodes).set({ attempts: next.attempts }).where(key);
        else if (row) await tx.delete(pendingCodes).where(key);
        return outcome;
      });
    },

    async saveVerification(token, { contact, type, expires, purpose }) {
      await db.delete(verificationTokens).where(lt(verificationTokens.expires, now()));
      await db.insert(verificationTokens).values({ tokenHash: sha256(forPurpose(purpose, token)), contact, type, expires });
    },

    async takeVerification(token, purpose) {
      const [row] = await db
        .delete(verificationTokens)
        .where(eq(verificationTokens.tokenHash, sha256(forPurpose(purpose, token))))
        .returning();
      if (!row) return null;
      const verification = { contact: row.contact, type: row.type, expires: row.expires };
      return purpose ? { ...verification, purpose } : verification;
    },

    async savedIds(owner) {
      const rows = await db
        .select({ id: savedListings.propertyId })
        .from(savedListings)
        .where(ofOwner(owner))
        .orderBy(desc(savedListings.savedAt), desc(savedListings.propertyId));
      return rows.map((row) => row.id);
    },

    async save(owner, propertyId, now) {
      await db
        .insert(savedListings)
        .values({ ...ownerRow(owner), propertyId, savedAt: now })
        .onConflictDoNothing();
    },

    async unsave(owner, propertyId) {
      await db.delete(savedListings).where(and(ofOwner(owner), eq(savedListings.propertyId, propertyId)));
    },

    async mergeSaved(visitor, userId) {
      await db.transaction(async (tx) => {
        const moved = await tx.delete(savedListings).where(ofOwner({ visitor })).returning();
        if (moved.length === 0) return;
        await tx
          .insert(savedListings)
          .values(moved.map(({ propertyId, savedAt }) => ({ ownerKind: 'USER' as const, ownerKey: userId, propertyId, savedAt })))
          // Saved in both: the later save wins.
          .onConflictDoUpdate({
            target: [savedListings.ownerKind, savedListings.ownerKey, savedListings.propertyId],
            set: { savedAt: sql`greatest(${savedListings.savedAt}, excluded.saved_at)` },
          });
      });
    },
  };
}

/**
 * The store as one GraphQL request uses it: each owner's saved ids are read once, however many
 * listings ask (Property.isSaved asks for each of a search page's listings: without this, one round
 * trip each, which PGlite answers one at a time in the server's own thread). A save, unsave or merge in the request forgets what was read, before and after it, so a
 * read never outlives a write: a mutation's payload reads the saves as they are after it.
 */
export function perRequestStore(store: Store): Store {
  const read = new Map<string, Promise<string[]>>();
  const writing = async (write: () => Promise<void>) => {
    read.clear();
    try {
      await write();
    } finally {
      read.clear();
    }
  };
  return {
    ...store,
    savedIds(owner) {
      const key = 'user' in owner ? `USER ${owner.user}` : `VISITOR ${owner.visitor}`;
      const known = read.get(key);
      if (known) return known;
      const ids = store.savedIds(owner);
      read.set(key, ids);
      ids.catch(() => {
        if (read.get(key) === ids) read.delete(key);
      });
      return ids;
    },
    save: (owner, propertyId, now) => writing(() => store.save(owner, propertyId, now)),
    unsave: (owner, propertyId) => writing(() => store.unsave(owner, propertyId)),
    mergeSaved: (visitor, userId) => writing(() => store.mergeSaved(visitor, userId)),
  };
}
