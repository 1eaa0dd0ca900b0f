/**
 * The listings with the indexes a search needs, built once per dataset. A search must stay
 * fast at 100,000 listings, so nothing per query walks the record objects or allocates per
 * listing:
 * - price, bedrooms and the rental terms live in typed columns, one slot per position in the
 *   catalogue's order (dates as day numbers); the stay rule is src/lib/listingTerms.ts's own
 *   function, called with a listing's column values;
 * - text filters are substrings, so instead of an exact-match index each distinct city and
 *   university is kept once, lower-cased, with the positions that have it: a query tests the
 *   few distinct names, then walks one bucket (or, when several names match, every position
 *   with a per-name lookup table);
 * - only the page's records are touched; the rest is counted;
 * - each sorted order (price either way, distance to campus) is a permutation of the positions
 *   computed once: a sorted page marks the matches while counting them, then walks the
 *   permutation from the cursor (found by binary search) until the page is full.
 */
import { dayNumber } from '../../lib/calendarDate';
import { distanceMetres } from '../../lib/geo';
import { isFreeFor, stayRequest, type StayRequest } from '../../lib/listingTerms';
import type { Place } from '../rules/suggestions';
import type { ListingCursor, ListingOrder, Listings, SearchPage, SearchRequest } from './listings';
import type { PropertyDetails, PropertyRecord, UniversityRecord } from './model';

/** Every distinct lower-cased value of one text field, and where each occurs. */
class TextIndex {
  readonly names: string[] = [];
  /** Positions with each name, ascending. */
  readonly buckets: Int32Array[];
  /** The name id at each position. */
  readonly idAt: Uint32Array;

  constructor(records: readonly PropertyRecord[], key: 'city' | 'university') {
    const ids = new Map<string, number>();
    const counts: number[] = [];
    this.idAt = new Uint32Array(records.length);
    records.forEach((record, position) => {
      const name = record[key].toLowerCase();
      let id = ids.get(name);
      if (id === undefined) {
        id = this.names.length;
        ids.set(name, id);
        this.names.push(name);
        counts.push(0);
      }
      this.idAt[position] = id;
      counts[id]! += 1;
    });
    this.buckets = counts.map((count) => new Int32Array(count));
    const filled = new Array<number>(counts.length).fill(0);
    this.idAt.forEach((id, position) => {
      this.buckets[id]![filled[id]!++] = position;
    });
  }

  /** Which names contain `text`, as a lookup table by name id, and how many positions they cover. */
  match(text: string): { allowed: Uint8Array; ids: number[]; positions: number } {
    const allowed = new Uint8Array(this.names.length);
    const ids: number[] = [];
    let positions = 0;
    this.names.forEach((name, id) => {
      if (!name.includes(text)) return;
      allowed[id] = 1;
      ids.push(id);
      positions += this.buckets[id]!.length;
    });
    return { allowed, ids, positions };
  }
}

/** One sorted order: the positions by (key, position), the key being ascending or descending. */
class SortedOrder {
  readonly positions: Int32Array;

  constructor(
    readonly keys: Float64Array,
    private readonly descending: boolean,
  ) {
    const sign = descending ? -1 : 1;
    this.positions = Int32Array.from(keys.keys()).sort((a, b) => sign * (keys[a]! - keys[b]!) || a - b);
  }

  /** The index in `positions` of the first listing after the cursor. */
  startAfter({ key, position }: ListingCursor): number {
    const cursorKey = key ?? 0;
    const { keys, positions, descending } = this;
    let low = 0;
    let high = positions.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const at = positions[middle]!;
      const difference = descending ? cursorKey - keys[at]! : keys[at]! - cursorKey;
      if (difference > 0 || (difference === 0 && at > position)) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

interface TextMatch {
  index: TextIndex;
  allowed: Uint8Array;
  ids: number[];
  positions: number;
}

/**
 * The rental terms by position. Open ends are sentinels the records cannot hold: NaN for no
 * `availableUntil`, 0 for no `maxStayMonths` (a maximum is at least the minimum, so at least 1).
 * Room types are small codes, in the order the catalogue first meets them.
 */
class TermColumns {
  private readonly availableFrom: Int32Array;
  private readonly availableUntil: Float64Array;
  private readonly minStay: Int32Array;
  private readonly maxStay: Int32Array;
  private readonly roomType: Uint8Array;
  private readonly roomTypeCodes = new Map<string, number>();
  private readonly billsIncluded: Uint8Array;

  constructor(records: readonly PropertyRecord[]) {
    this.availableFrom = Int32Array.from(records, (record) => dayNumber(record.availableFrom));
    this.availableUntil = Float64Array.from(records, (record) => (record.availableUntil === null ? Number.NaN : dayNumber(record.availableUntil)));
    this.minStay = Int32Array.from(records, (record) => record.minStayMonths);
    this.maxStay = Int32Array.from(records, (record) => record.maxStayMonths ?? 0);
    this.roomType = Uint8Array.from(records, (record) => {
      let code = this.roomTypeCodes.get(record.roomType);
      if (code === undefined) this.roomTypeCodes.set(record.roomType, (code = this.roomTypeCodes.size));
      return code;
    });
    this.billsIncluded = Uint8Array.from(records, (record) => (record.billsIncluded ? 1 : 0));
  }

  /** A test of one position for the filter's terms; null when it sets none, 'none' when nothing can match. */
  test(filter: SearchRequest['filter']): ((position: number) => boolean) | null | 'none' {
    const { moveIn, moveOut, roomType: wantedType, billsIncluded: wantedBills } = filter;
    if (moveIn === null && wantedType === null && wantedBills === null) return null;
    const roomTypeCode = wantedType === null ? -1 : (this.roomTypeCodes.get(wantedType) ?? null);
    if (roomTypeCode === null) return 'none';
    const bills = wantedBills === null ? -1 : wantedBills ? 1 : 0;
    const stay: StayRequest | null = moveIn === null ? null : stayRequest(moveIn, moveOut);
    const { availableFrom, availableUntil, minStay, maxStay, roomType, billsIncluded } = this;
    return (position) => {
      if (roomTypeCode >= 0 && roomType[position] !== roomTypeCode) return false;
      if (bills >= 0 && billsIncluded[position] !== bills) return false;
      if (stay === null) return true;
      const until = availableUntil[position]!;
      const max = maxStay[position]!;
      return isFreeFor(availableFrom[position]!, Number.isNaN(until) ? null : until, minStay[position]!, max === 0 ? null : max, stay);
    };
  }
}

export class Catalog implements Listings {
  private readonly byId: Map<string, PropertyRecord>;
  private readonly cities: TextIndex;
  private readonly universityNames: TextIndex;
  private readonly price: Float64Array;
  private readonly bedrooms: Float64Array;
  private readonly terms: TermColumns;
  private distinctPlaces: Place[] | null = null;
  private readonly orders: Record<Exclude<ListingOrder, 'RECOMMENDED'>, SortedOrder>;
  /** Which positions matched the current sorted search: equal to `stamp` when they did. */
  private readonly marks: Uint32Array;
  private stamp = 0;

  constructor(
    private readonly records: readonly PropertyRecord[],
    private readonly universityTable: readonly UniversityRecord[],
  ) {
    this.byId = new Map(records.map((record) => [record.id, record]));
    this.cities = new TextIndex(records, 'city');
    this.universityNames = new TextIndex(records, 'university');
    this.price = Float64Array.from(records, (record) => record.price);
    this.bedrooms = Float64Array.from(records, (record) => record.bedrooms);
    this.terms = new TermColumns(records);
    const metres = Float64Array.from(records, (record) => distanceMetres(record.coordinates, record.universityCampus));
    this.orders = {
      PRICE_ASC: new SortedOrder(this.price, false),
      PRICE_DESC: new SortedOrder(this.price, true),
      DISTANCE: new SortedOrder(metres, false),
    };
    this.marks = new Uint32Array(records.length);
  }

  universities({ city, name }: { city: string | null; name: string | null }): UniversityRecord[] {
    return this.universityTable.filter(
      (university) => (city === null || university.city.toLowerCase().includes(city)) && (name === null || university.name.toLowerCase().includes(name)),
    );
  }

  get size(): number {
    return this.records.length;
  }

  /** Every listing, in the catalogue's order. */
  all(): readonly PropertyRecord[] {
    return this.records;
  }

  /** Another catalogue of the same universities over these records (the browser's landlords' edits, editableCatalog.ts). */
  withRecords(records: readonly PropertyRecord[]): Catalog {
    return new Catalog(records, this.universityTable);
  }

  get(id: string): PropertyRecord | null {
    return this.byId.get(id) ?? null;
  }

  /** Never asked in practice: this catalogue's searches answer whole records. */
  details(ids: readonly string[]): Map<string, PropertyDetails> {
    const found = new Map<string, PropertyDetails>();
    for (const id of ids) {
      const record = this.byId.get(id);
      if (record) found.set(id, { description: record.description, landlord: record.landlord });
    }
    return found;
  }

  /** The listings matching the filter in the order asked: `first` of them after the cursor, and how many in all. */
  search(request: SearchRequest): SearchPage<PropertyRecord> {
    if (request.order === 'RECOMMENDED') return this.searchInPositionOrder(request);
    const order = this.orders[request.order];
    const { after, first: limit } = request;
    const start = after === null ? 0 : order.startAfter(after);
    const cursorAt = (position: number) => ({ key: order.keys[position]!, position });
    this.stamp = this.stamp === 0xffffffff ? 1 : this.stamp + 1;
    if (this.stamp === 1) this.marks.fill(0);
    const stamp = this.stamp;
    const marks = this.marks;
    // Count every match and mark it; the page then comes from walking the sorted order.
    const counted = this.scan(request, 0, (position) => {
      marks[position] = stamp;
    });
    if (counted === 'all') {
      const slice = order.positions.subarray(start, start + limit);
      const edges = Array.from(slice, (position) => ({ node: this.records[position]!, cursor: cursorAt(position) }));
      return { edges, totalCount: this.records.length, hasNextPage: start + limit < this.records.length };
    }
    const edges: SearchPage<PropertyRecord>['edges'] = [];
    let hasNextPage = false;
    const { positions } = order;
    for (let index = start; index < positions.length; index += 1) {
      const position = positions[index]!;
      if (marks[position] !== stamp) continue;
      if (edges.length === limit) {
        hasNextPage = true;
        break;
      }
      edges.push({ node: this.records[position]!, cursor: cursorAt(position) });
    }
    return { edges, totalCount: counted.totalCount, hasNextPage };
  }

  private searchInPositionOrder(request: SearchRequest): SearchPage<PropertyRecord> {
    const { after, first: limit } = request;
    const start = after === null ? 0 : after.position + 1;
    const edges: SearchPage<PropertyRecord>['edges'] = [];
    let hasNextPage = false;
    const counted = this.scan(request, start, (position) => {
      if (edges.length < limit) edges.push({ node: this.records[position]!, cursor: { key: null, position } });
      else hasNextPage = true;
    });
    if (counted !== 'all') return { edges, totalCount: counted.totalCount, hasNextPage };
    const all = this.records.slice(start, start + limit).map((node, index) => ({ node, cursor: { key: null, position: start + index } }));
    return { edges: all, totalCount: this.records.length, hasNextPage: start + limit < this.records.length };
  }

  /**
   * Counts the listings matching the filter and calls `take` for each one at or after position
   * `start`, in position order. 'all' when there is no filter, without calling `take`.
   */
  private scan({ filter, booked }: SearchRequest, start: number, take: (position: number) => void): 'all' | { totalCount: number } {
    const matches: TextMatch[] = [];
    if (filter.city !== null) matches.push({ index: this.cities, ...this.cities.match(filter.city) });
    if (filter.university !== null) matches.push({ index: this.universityNames, ...this.universityNames.match(filter.university) });
    const stayTest = this.terms.test(filter);
    const { records } = this;
    const termsTest =
      booked === undefined || booked.size === 0 || stayTest === 'none'
        ? stayTest
        : (position: number) => !booked.has(records[position]!.id) && (stayTest === null || stayTest(position));
    const numeric = filter.minPrice !== null || filter.maxPrice !== null || filter.bedrooms !== null || filter.minBedrooms !== null || termsTest !== null;
    if (matches.length === 0 && !numeric) return 'all';
    if (termsTest === 'none' || matches.some((match) => match.positions === 0)) return { totalCount: 0 };

    // Infinite bounds turn the absent numeric filters into comparisons that always pass.
    const minPrice = filter.minPrice ?? -Infinity;
    const maxPrice = filter.maxPrice ?? Infinity;
    const minBedrooms = Math.max(filter.minBedrooms ?? -Infinity, filter.bedrooms ?? -Infinity);
    const maxBedrooms = filter.bedrooms ?? Infinity;
    const { price, bedrooms } = this;
    const [first, second] = matches.sort((a, b) => a.positions - b.positions);
    const other = second ?? null;

    let totalCount = 0;
    const visit = (position: number) => {
      const p = price[position]!;
      const b = bedrooms[position]!;
      if (p < minPrice || p > maxPrice || b < minBedrooms || b > maxBedrooms) return;
      if (termsTest !== null && !termsTest(position)) return;
      if (other !== null && other.allowed[other.index.idAt[position]!] === 0) return;
      totalCount += 1;
      if (position >= start) take(position);
    };

    if (first !== undefined && first.ids.length === 1) {
      // One name matches (the usual "Berlin" search): walk only its bucket.
      for (const position of first.index.buckets[first.ids[0]!]!) visit(position);
    } else {
      const idAt = first?.index.idAt ?? null;
      const allowed = first?.allowed ?? null;
      for (let position = 0; position < this.records.length; position += 1) {
        if (idAt !== null && allowed![idAt[position]!] === 0) continue;
        visit(position);
      }
    }
    return { totalCount };
  }

  /** The distinct cities and universities, in their own spelling; worked out on first use. */
  places(): readonly Place[] {
    if (this.distinctPlaces) return this.distinctPlaces;
    const cities = new Set<string>();
    const universities = new Map<string, string>();
    for (const record of this.records) {
      cities.add(record.city);
      if (!universities.has(record.university)) universities.set(record.university, record.city);
    }
    this.distinctPlaces = [
      ...[...cities].map((name) => ({ kind: 'CITY' as const, name, city: null })),
      ...[...universities].map(([name, city]) => ({ kind: 'UNIVERSITY' as const, name, city })),
    ];
    return this.distinctPlaces;
  }
}
