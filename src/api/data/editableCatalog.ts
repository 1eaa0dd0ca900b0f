/**
 * The browser's listings with its landlords' changes (issue #33): the sample catalogue, and over
 * it the listings kept under the store's listings key (created, edited, unpublished, deleted). The
 * search reads a catalogue of the published ones, rebuilt only when the key's text changes, so a
 * change shows in the search, the maps and the pages at once, and a browser with no changes
 * searches the sample catalogue itself.
 */
import type { KeptListingEdits } from '../store/store';
import type { ListingEdits, StoredListing } from '../store/listingShapes';
import type { Catalog } from './catalogIndex';
import type { Listings } from './listings';
import type { OwnedListing, OwnedListings } from './ownedListings';
import { sampleLandlordAccount, sampleLandlordId } from './sampleLandlords';

export interface EditsStorage {
  read(): KeptListingEdits;
  write(edits: ListingEdits): void;
  /** Runs `step` as the only writer of the edits among the browser's tabs. */
  exclusively<T>(step: () => T): Promise<T>;
}

export interface EditableListings {
  catalog: () => Promise<Listings>;
  ownedListings: () => Promise<OwnedListings>;
}

/** A sample listing nobody changed, as its sample landlord owns it. */
function sampleEntry(base: Catalog, position: number): StoredListing {
  const record = base.all()[position]!;
  return { record, ownerId: sampleLandlordId(record.landlord.email), status: 'PUBLISHED', position };
}

const owned = ({ record, ownerId, status }: StoredListing): OwnedListing => ({ record, ownerId, status });

export function editableListings(loadBase: () => Promise<Catalog>, storage: EditsStorage): EditableListings {
  let built: { base: Catalog; raw: string | null; catalog: Catalog } | null = null;
  let samplePositions: { base: Catalog; byId: Map<string, number>; byOwner: Map<string, number[]> } | null = null;

  const positionsOf = (base: Catalog) => {
    if (samplePositions?.base !== base) {
      const byId = new Map<string, number>();
      const byOwner = new Map<string, number[]>();
      base.all().forEach((record, position) => {
        byId.set(record.id, position);
        const owner = sampleLandlordId(record.landlord.email);
        byOwner.set(owner, [...(byOwner.get(owner) ?? []), position]);
      });
      samplePositions = { base, byId, byOwner };
    }
    return samplePositions;
  };

  async function catalog(): Promise<Listings> {
    const base = await loadBase();
    const { raw, edits } = storage.read();
    if (raw === null) return base;
    if (built?.base === base && built.raw === raw) return built.catalog;
    const changed = new Map(edits.listings.map((listing) => [listing.record.id, listing]));
    const deleted = new Set(edits.deleted);
    const kept = base
      .all()
      .map((record, position) => changed.get(record.id) ?? { record, status: 'PUBLISHED', position })
      .filter((entry) => entry.status === 'PUBLISHED' && !deleted.has(entry.record.id));
    const added = edits.listings.filter((listing) => listing.position >= base.size && listing.status === 'PUBLISHED');
    const records = [...kept, ...added.sort((a, b) => a.position - b.position)].map((entry) => entry.record);
    built = { base, raw, catalog: base.withRecords(records) };
    return built.catalog;
  }

  async function ownedListings(): Promise<OwnedListings> {
    const base = await loadBase();
    const { byId, byOwner } = positionsOf(base);
    const current = () => storage.read().edits;

    const find = (id: string, edits: ListingEdits): StoredListing | null => {
      const changed = edits.listings.find((listing) => listing.record.id === id);
      if (changed) return changed;
      const position = byId.get(id);
      return position === undefined || edits.deleted.includes(id) ? null : sampleEntry(base, position);
    };

    /** Keeps `listing` (replacing the entry with its id) or forgets `id` for good. */
    const put = (edits: ListingEdits, listing: StoredListing) => {
      storage.write({ listings: [...edits.listings.filter((entry) => entry.record.id !== listing.record.id), listing], deleted: edits.deleted });
    };

    const ofOwner = (ownerId: string): Promise<OwnedListing[]> => {
      const edits = current();
      const changed = new Set(edits.listings.map((listing) => listing.record.id));
      const deleted = new Set(edits.deleted);
      const samples = (byOwner.get(ownerId) ?? [])
        .map((position) => sampleEntry(base, position))
        .filter((entry) => !changed.has(entry.record.id) && !deleted.has(entry.record.id));
      const mine = [...edits.listings.filter((listing) => listing.ownerId === ownerId), ...samples];
      return Promise.resolve(mine.sort((a, b) => b.position - a.position).map(owned));
    };

    return {
      find(id) {
        const found = find(id, current());
        return Promise.resolve(found && owned(found));
      },
      ofOwner,
      // Whole records are at hand in the browser: the page's rows are they.
      rowsOfOwner: ofOwner,
      // Each change is a read-modify-write of the edits, made as their only writer: a landlord's two tabs keep both changes.
      create: (ownerId, record) =>
        storage.exclusively(() => {
          const edits = current();
          const position = Math.max(base.size - 1, ...edits.listings.map((listing) => listing.position)) + 1;
          put(edits, { record, ownerId, status: 'UNPUBLISHED', position });
        }),
      update: (record) =>
        storage.exclusively(() => {
          const edits = current();
          const found = find(record.id, edits);
          if (found) put(edits, { ...found, record });
        }),
      setStatus: (id, status) =>
        storage.exclusively(() => {
          const edits = current();
          const found = find(id, edits);
          if (found && found.status !== status) put(edits, { ...found, status });
        }),
      remove: (id) =>
        storage.exclusively(() => {
          const edits = current();
          const listings = edits.listings.filter((listing) => listing.record.id !== id);
          // Only a sample listing needs remembering as deleted: nothing else would bring it back.
          const deleted = byId.has(id) && !edits.deleted.includes(id) ? [...edits.deleted, id] : edits.deleted;
          storage.write({ listings, deleted });
        }),
      sampleLandlord(email) {
        const ownerId = sampleLandlordId(email);
        const edits = current();
        // Only while a listing is still theirs: a landlord who deleted their account is not brought back.
        const kept = (byOwner.get(ownerId) ?? []).find((position) => !edits.deleted.includes(base.all()[position]!.id));
        const keptChanged = edits.listings.find((listing) => listing.ownerId === ownerId);
        const landlord = kept !== undefined ? base.all()[kept]!.landlord : keptChanged?.record.landlord;
        return Promise.resolve(landlord ? sampleLandlordAccount(landlord) : null);
      },
    };
  }

  return { catalog, ownedListings };
}
