/**
 * The landlords' listings in SQL (src/api/data/ownedListings.ts): published ones are rows of
 * `listings`, which the search reads; the others are rows of `listing_drafts` (db/schema.ts says
 * why). Publishing and unpublishing move a listing between the two in one transaction, with its
 * (city, university) group's count in `listing_groups` and its price's in `listing_price_groups`
 * following, so the search's totals, which it takes from those counts, stay exact. Every change counts as a load (changingListings), so a
 * PGlite server's kept groups are read afresh after it.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PropertyNode, PropertyRecord } from '../../api/data/model';
import type { ListingStatus, OwnedListing, OwnedListingRow, OwnedListings } from '../../api/data/ownedListings';
import type { OwnRead, SessionCheck } from '../../api/store/ownRead';
import { sampleLandlordAccount, sampleLandlordId } from '../../api/data/sampleLandlords';
import { changingListings } from '../db/listingsGeneration';
import type { Database, Driver } from '../db/database';
import { driverStatement, type DriverStatement } from '../db/driverStatement';
import { fromListingRow, fromPageTuple, toListingRow, type PageTuple } from '../db/listingRows';
import { listingDrafts, listingGroups, listingPriceGroups, listings } from '../db/schema';
import { lockListingStays } from './sqlBookings';
import { fromListingTuple, listingColumnsOf, pageColumnsOf } from './listingJson';
import { sessionStatement } from './sessionStatement';
import { storableText } from './storableText';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

type Counted = Pick<PropertyRecord, 'city' | 'university' | 'price'>;

/** Adds `change` (1 or -1) to the count of the record's group, dropping a group left empty, and to its price's count (countAtPrice). */
async function countInGroup(tx: Transaction, record: Counted, change: 1 | -1): Promise<void> {
  const citySearch = record.city.toLowerCase();
  const universitySearch = record.university.toLowerCase();
  await tx
    .insert(listingGroups)
    .values({ citySearch, universitySearch, listings: change })
    .onConflictDoUpdate({ target: [listingGroups.citySearch, listingGroups.universitySearch], set: { listings: sql`${listingGroups.listings} + ${change}` } });
  await tx.execute(sql`DELETE FROM listing_groups WHERE city_search = ${citySearch} AND university_search = ${universitySearch} AND listings <= 0`);
  await countAtPrice(tx, record, change);
}

/** Adds `change` to the count of the record's group at its price (`listing_price_groups`), dropping a price left empty. */
async function countAtPrice(tx: Transaction, record: Counted, change: 1 | -1): Promise<void> {
  const citySearch = record.city.toLowerCase();
  const universitySearch = record.university.toLowerCase();
  const { price } = record;
  await tx
    .insert(listingPriceGroups)
    .values({ citySearch, universitySearch, price, listings: change })
    .onConflictDoUpdate({
      target: [listingPriceGroups.citySearch, listingPriceGroups.universitySearch, listingPriceGroups.price],
      set: { listings: sql`${listingPriceGroups.listings} + ${change}` },
    });
  await tx.execute(
    sql`DELETE FROM listing_price_groups WHERE city_search = ${citySearch} AND university_search = ${universitySearch} AND price = ${price} AND listings <= 0`,
  );
}

/** One lock for every change of the catalogue's order: two new listings never take one position. */
const POSITION_LOCK = 330_033;

/**
 * The reads every landlord's page and every message asks for, built once per database and prepared
 * (named on PostgreSQL, parsed once per connection) rather than built and parsed at each request.
 */
function prepareReads(db: Database) {
  const id = sql.placeholder('id');
  return {
    listing: db.select().from(listings).where(eq(listings.id, id)).limit(1).prepare('owned_listing'),
    draft: db.select().from(listingDrafts).where(eq(listingDrafts.id, id)).limit(1).prepare('owned_draft'),
  };
}

/**
 * A landlord's listings, published (`published`: whole, as listingColumnsOf, or the page's columns
 * alone) and drafts ([position, record]), each newest first, as one JSON text: the landlord's
 * listings in one expression of the owner's id.
 */
const ownerListingsJson = (published: SQL) => (owner: SQL) => sql<string>`json_build_array(
  (SELECT coalesce(json_agg(json_build_array(${published}) ORDER BY ${listings.position} DESC), '[]'::json)
    FROM ${listings} WHERE ${listings.ownerId} = ${owner}),
  (SELECT coalesce(json_agg(json_build_array(${listingDrafts.position}, ${listingDrafts.record}) ORDER BY ${listingDrafts.position} DESC), '[]'::json)
    FROM ${listingDrafts} WHERE ${listingDrafts.ownerId} = ${owner}))::text`;

/** Whole listings (the account's export, a deletion's photos): owner_listings. */
const wholeListingsJson = ownerListingsJson(listingColumnsOf('listings'));

/**
 * The landlord's page's rows: a published listing without its details, as a search page reads it
 * (its description is the most of a listing's text, and every byte of the answer is decoded and
 * parsed in the server's thread, where what a request keeps ends up promoted:
 * docs/server.md#against-postgraphile-issue-37). Read for a user known (owner_rows) or for a
 * session's user in the statement that checks it (owner_rows_session, sessionStatement.ts).
 */
const listingRowsJson = ownerListingsJson(pageColumnsOf('listings'));

/** `ownerId`'s listings from ownerListingsJson's text, `fromPublished` reading a published one, the most recently created first. */
function fromOwnerListings<Listing extends PropertyNode>(
  json: unknown,
  ownerId: string,
  fromPublished: (values: unknown[]) => { record: Listing; position: number },
): Array<{ record: Listing | PropertyRecord; ownerId: string; status: ListingStatus }> {
  const [published, drafts] = JSON.parse(json as string) as [unknown[][], Array<[number, PropertyRecord]>];
  const all = [
    ...published.map((values) => {
      const { record, position } = fromPublished(values);
      return { position, listing: { record, ownerId, status: 'PUBLISHED' as const } };
    }),
    ...drafts.map(([position, record]) => ({ position, listing: { record, ownerId, status: 'UNPUBLISHED' as const } })),
  ];
  return all.sort((a, b) => b.position - a.position).map((entry) => entry.listing);
}

const wholeListings = (json: unknown, ownerId: string): OwnedListing[] => fromOwnerListings(json, ownerId, fromListingTuple);

const listingRows = (json: unknown, ownerId: string): OwnedListingRow[] =>
  fromOwnerListings(json, ownerId, (values) => {
    const { node, position } = fromPageTuple(values as PageTuple);
    return { record: node, position };
  });

export class SqlOwnedListings implements OwnedListings {
  private readonly reads: ReturnType<typeof prepareReads>;
  private readonly wholeByOwner: DriverStatement<unknown>;
  readonly rowsOfOwner: OwnRead<[], OwnedListingRow[]>;

  constructor(
    private readonly db: Database,
    private readonly driver: Driver,
    /** Called after each change of what students can see (the server's rendered pages forget theirs). */
    private readonly onChange: () => void = () => undefined,
  ) {
    this.reads = prepareReads(db);
    const byOwner = (name: string, json: (owner: SQL) => SQL<string>) =>
      driverStatement(driver, name, db.select({ json: json(sql`${sql.placeholder('owner')}`) }).from(sql`(SELECT 1) AS one`), (rows) => rows[0]![0]);
    this.wholeByOwner = byOwner('owner_listings', wholeListingsJson);
    const rowsByOwner = byOwner('owner_rows', listingRowsJson);
    const rowsBySession = sessionStatement(db, driver, 'owner_rows_session', listingRowsJson, listingRows);
    this.rowsOfOwner = Object.assign(
      async (ownerId: string) => (storableText(ownerId) ? listingRows(await rowsByOwner.execute({ owner: ownerId }), ownerId) : []),
      { bySession: (check: SessionCheck) => rowsBySession(check) },
    );
  }

  async ofOwner(ownerId: string): Promise<OwnedListing[]> {
    return storableText(ownerId) ? wholeListings(await this.wholeByOwner.execute({ owner: ownerId }), ownerId) : [];
  }

  async find(id: string): Promise<OwnedListing | null> {
    if (!storableText(id)) return null;
    const [row] = await this.reads.listing.execute({ id });
    if (row) return { record: fromListingRow(row), ownerId: row.ownerId, status: 'PUBLISHED' };
    const [draft] = await this.reads.draft.execute({ id });
    return draft ? { record: draft.record, ownerId: draft.ownerId, status: 'UNPUBLISHED' } : null;
  }

  async create(ownerId: string, record: PropertyRecord): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${POSITION_LOCK})`);
      const [last] = await tx
        .select({ next: sql<number>`GREATEST((SELECT max(position) FROM listings), (SELECT max(position) FROM listing_drafts), -1) + 1` })
        .from(sql`(SELECT 1) AS one`);
      const next = last!.next;
      await tx.insert(listingDrafts).values({ id: record.id, position: next, ownerId, record });
    });
  }

  async update(record: PropertyRecord): Promise<void> {
    await changingListings(this.driver, () =>
      this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(listings).where(eq(listings.id, record.id)).for('update');
        if (!row) {
          await tx.update(listingDrafts).set({ record }).where(eq(listingDrafts.id, record.id));
          return;
        }
        await tx
          .update(listings)
          .set(toListingRow(record, row.position, row.ownerId))
          .where(eq(listings.id, record.id));
        if (row.city !== record.city || row.university !== record.university) {
          await countInGroup(tx, row, -1);
          await countInGroup(tx, record, 1);
        } else if (row.price !== record.price) {
          await countAtPrice(tx, row, -1);
          await countAtPrice(tx, record, 1);
        }
      }),
    );
    this.onChange();
  }

  async setStatus(id: string, status: ListingStatus): Promise<void> {
    await changingListings(this.driver, () =>
      this.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${POSITION_LOCK})`);
        if (status === 'PUBLISHED') {
          const [draft] = await tx.delete(listingDrafts).where(eq(listingDrafts.id, id)).returning();
          if (!draft) return;
          // The stays lock: no stay is accepted before the insert trigger has read them (migration 0021).
          await lockListingStays(tx, id);
          await tx.insert(listings).values(toListingRow(draft.record, draft.position, draft.ownerId));
          await countInGroup(tx, draft.record, 1);
        } else {
          const [row] = await tx.delete(listings).where(eq(listings.id, id)).returning();
          if (!row) return;
          await tx.insert(listingDrafts).values({ id, position: row.position, ownerId: row.ownerId, record: fromListingRow(row) });
          await countInGroup(tx, row, -1);
        }
      }),
    );
    this.onChange();
  }

  async remove(id: string): Promise<void> {
    await changingListings(this.driver, () =>
      this.db.transaction(async (tx) => {
        const [row] = await tx.delete(listings).where(eq(listings.id, id)).returning();
        if (row) await countInGroup(tx, row, -1);
        else await tx.delete(listingDrafts).where(eq(listingDrafts.id, id));
      }),
    );
    this.onChange();
  }

  /**
   * Removes every listing of `ownerId`, as `remove` removes one, and runs `alongside` in the same
   * transaction: an erased account's listings and rows go together or not at all
   * (sqlAccountErasure.ts).
   */
  async removeAllOf(ownerId: string, alongside: (tx: Transaction) => Promise<void>): Promise<void> {
    await changingListings(this.driver, () =>
      this.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${POSITION_LOCK})`);
        const published = await tx
          .delete(listings)
          .where(eq(listings.ownerId, ownerId))
          .returning({ city: listings.city, university: listings.university, price: listings.price });
        for (const row of published) await countInGroup(tx, row, -1);
        await tx.delete(listingDrafts).where(eq(listingDrafts.ownerId, ownerId));
        await alongside(tx);
      }),
    );
    this.onChange();
  }

  async sampleLandlord(email: string): Promise<ReturnType<typeof sampleLandlordAccount> | null> {
    if (!storableText(email)) return null;
    const ownerId = sampleLandlordId(email);
    const [row] = await this.db
      .select({ name: listings.landlordName, email: listings.landlordEmail, phone: listings.landlordPhone, avatar: listings.landlordAvatar })
      .from(listings)
      .where(eq(listings.ownerId, ownerId))
      .limit(1);
    if (row) return sampleLandlordAccount(row);
    const [draft] = await this.db.select({ record: listingDrafts.record }).from(listingDrafts).where(eq(listingDrafts.ownerId, ownerId)).limit(1);
    return draft ? sampleLandlordAccount(draft.record.landlord) : null;
  }
}
