/**
 * The listings with the indexes a search needs. Text filters are substrings, so instead of an
 * exact-match index we keep each distinct city and university once, lower-cased: a search
 * tests the few distinct names and then walks only the matching buckets. Built once per dataset.
 */
import { matchesNumbers, type NormalizedFilter } from '../rules/filters';
import type { PropertyRecord } from './model';

interface Bucket {
  name: string;
  /** Positions in the catalogue's order, ascending. */
  positions: number[];
}

function bucketsBy(records: readonly PropertyRecord[], key: 'city' | 'university'): Bucket[] {
  const byName = new Map<string, number[]>();
  records.forEach((record, position) => {
    const name = record[key].toLowerCase();
    const positions = byName.get(name);
    if (positions) positions.push(position);
    else byName.set(name, [position]);
  });
  return [...byName].map(([name, positions]) => ({ name, positions }));
}

function positionsMatching(buckets: Bucket[], text: string): Set<number> {
  const set = new Set<number>();
  for (const bucket of buckets) {
    if (bucket.name.includes(text)) for (const position of bucket.positions) set.add(position);
  }
  return set;
}

export interface SearchPage {
  nodes: PropertyRecord[];
  totalCount: number;
  /** Offset of the first node. */
  offset: number;
}

export class Catalog {
  private readonly byId: Map<string, PropertyRecord>;
  private readonly cities: Bucket[];
  private readonly universities: Bucket[];

  constructor(private readonly records: readonly PropertyRecord[]) {
    this.byId = new Map(records.map((record) => [record.id, record]));
    this.cities = bucketsBy(records, 'city');
    this.universities = bucketsBy(records, 'university');
  }

  get size(): number {
    return this.records.length;
  }

  get(id: string): PropertyRecord | null {
    return this.byId.get(id) ?? null;
  }

  search(filter: NormalizedFilter, offset: number, limit: number): SearchPage {
    const candidates = this.candidatePositions(filter);
    const nodes: PropertyRecord[] = [];
    let totalCount = 0;
    const visit = (record: PropertyRecord) => {
      if (!matchesNumbers(record, filter)) return;
      if (totalCount >= offset && nodes.length < limit) nodes.push(record);
      totalCount += 1;
    };
    if (candidates === null) this.records.forEach(visit);
    else for (const position of candidates) visit(this.records[position]!);
    return { nodes, totalCount, offset };
  }

  /** Positions allowed by the text filters in catalogue order, or null for "all". */
  private candidatePositions(filter: NormalizedFilter): number[] | null {
    const sets: Set<number>[] = [];
    if (filter.city !== null) sets.push(positionsMatching(this.cities, filter.city));
    if (filter.university !== null) sets.push(positionsMatching(this.universities, filter.university));
    if (sets.length === 0) return null;
    const [smallest, ...others] = sets.sort((a, b) => a.size - b.size);
    return [...smallest!].filter((position) => others.every((set) => set.has(position))).sort((a, b) => a - b);
  }
}

let sample: Promise<Catalog> | null = null;

/**
 * The built-in sample catalogue, loaded on first use so that pages without listings (the home
 * page, sign-up) never download it.
 */
export function loadSampleCatalog(): Promise<Catalog> {
  sample ??= import('virtual:campusnest/properties').then((module) => new Catalog(module.default));
  return sample;
}
