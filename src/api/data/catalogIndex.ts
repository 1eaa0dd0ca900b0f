/**
 * The listings with the indexes a search needs, built once per dataset. A search must stay
 * fast at 100,000 listings, so nothing per query walks the record objects or allocates per
 * listing:
 * - price and bedrooms live in typed columns, one slot per position in the catalogue's order;
 * - text filters are substrings, so instead of an exact-match index each distinct city and
 *   university is kept once, lower-cased, with the positions that have it: a query tests the
 *   few distinct names, then walks one bucket (or, when several names match, every position
 *   with a per-name lookup table);
 * - only the page's records are touched; the rest is counted.
 */
import type { Place } from '../rules/suggestions';
import type { Listings, SearchPage, SearchRequest } from './listings';
import type { PropertyRecord } from './model';

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

interface TextMatch {
  index: TextIndex;
  allowed: Uint8Array;
  ids: number[];
  positions: number;
}

export class Catalog implements Listings {
  private readonly byId: Map<string, PropertyRecord>;
  private readonly cities: TextIndex;
  private readonly universities: TextIndex;
  private readonly price: Float64Array;
  private readonly bedrooms: Float64Array;
  private distinctPlaces: Place[] | null = null;

  constructor(private readonly records: readonly PropertyRecord[]) {
    this.byId = new Map(records.map((record) => [record.id, record]));
    this.cities = new TextIndex(records, 'city');
    this.universities = new TextIndex(records, 'university');
    this.price = Float64Array.from(records, (record) => record.price);
    this.bedrooms = Float64Array.from(records, (record) => record.bedrooms);
  }

  get size(): number {
    return this.records.length;
  }

  get(id: string): PropertyRecord | null {
    return this.byId.get(id) ?? null;
  }

  /** The listings matching the filter in catalogue order: `first` of them after the cursor, and how many in all. */
  search({ filter, after, first: limit }: SearchRequest): SearchPage {
    const start = after === null ? 0 : after.position + 1;
    const matches: TextMatch[] = [];
    if (filter.city !== null) matches.push({ index: this.cities, ...this.cities.match(filter.city) });
    if (filter.university !== null) matches.push({ index: this.universities, ...this.universities.match(filter.university) });
    const numeric = filter.minPrice !== null || filter.maxPrice !== null || filter.bedrooms !== null || filter.minBedrooms !== null;
    if (matches.length === 0 && !numeric) {
      const edges = this.records.slice(start, start + limit).map((node, index) => ({ node, cursor: { position: start + index } }));
      return { edges, totalCount: this.records.length, hasNextPage: start + limit < this.records.length };
    }
    if (matches.some((match) => match.positions === 0)) return { edges: [], totalCount: 0, hasNextPage: false };

    // Infinite bounds turn the absent numeric filters into comparisons that always pass.
    const minPrice = filter.minPrice ?? -Infinity;
    const maxPrice = filter.maxPrice ?? Infinity;
    const minBedrooms = Math.max(filter.minBedrooms ?? -Infinity, filter.bedrooms ?? -Infinity);
    const maxBedrooms = filter.bedrooms ?? Infinity;
    const { price, bedrooms } = this;
    const [first, second] = matches.sort((a, b) => a.positions - b.positions);
    const other = second ?? null;

    const edges: SearchPage['edges'] = [];
    let totalCount = 0;
    let hasNextPage = false;
    const visit = (position: number) => {
      const p = price[position]!;
      const b = bedrooms[position]!;
      if (p < minPrice || p > maxPrice || b < minBedrooms || b > maxBedrooms) return;
      if (other !== null && other.allowed[other.index.idAt[position]!] === 0) return;
      totalCount += 1;
      if (position < start) return;
      if (edges.length < limit) edges.push({ node: this.records[position]!, cursor: { position } });
      else hasNextPage = true;
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
    return { edges, totalCount, hasNextPage };
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
