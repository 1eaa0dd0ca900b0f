/**
 * What 'Download your data' holds (docs/product.md#account), one entry a part, in the file's
 * order: everything kept about the user and nothing about anyone else (each part reads by the
 * signed-in user's id) and no secret (no code, token or hash). A new kind of data an account holds
 * (conversations, bookings) is one more entry here. A list part yields its items one at a time, so
 * a server can stream a large account's file (writeExport.ts).
 */
import type { ApiContext } from '../context';
import type { StoredUser } from '../store/types';

export type ExportPart =
  | { key: string; value(context: ApiContext, user: StoredUser): Promise<unknown> }
  | { key: string; items(context: ApiContext, user: StoredUser): AsyncIterable<unknown> };

const isoTime = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

export const accountExportParts: readonly ExportPart[] = [
  {
    key: 'account',
    value: (_context, { id, firstName, lastName, email, phone, isVerified }) => Promise.resolve({ id, firstName, lastName, email, phone, isVerified }),
  },
  {
    key: 'savedListings',
    async *items(context, user) {
      const catalog = await context.catalog();
      for (const id of await context.store.savedIds({ user: user.id })) {
        // A save whose listing has gone is still kept, so it is still shown, by its id alone.
        const listing = await catalog.get(id);
        yield listing ? { id, name: listing.name, city: listing.city, address: listing.address } : { id };
      }
    },
  },
  {
    key: 'listings',
    async *items(context, user) {
      for (const { record, status } of await (await context.ownedListings()).ofOwner(user.id)) {
        const { images, ...fields } = record;
        yield { ...fields, status, photos: images };
      }
    },
  },
  {
    key: 'sessions',
    async *items(context) {
      for (const { createdAt, expiresAt, current } of await context.session.listSessions()) {
        yield { createdAt: isoTime(createdAt), expiresAt: isoTime(expiresAt), thisSession: current };
      }
    },
  },
];
