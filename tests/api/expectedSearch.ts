/**
 * What a search of the shipped sample data should find, worked out by the naive rule over the
 * generator's own output rather than by the catalogue under test: the oracle that page and
 * journey tests count results against.
 */
import { generateProperties } from '../../scripts/data/generate';
import type { PropertyRecord } from '../../src/api/data/model';
import type { NormalizedFilter } from '../../src/api/rules/filters';
import { naiveMatches } from './naiveFilter';

// The build's virtual module holds the same listings: same generator, same seed, same order.
const sample = generateProperties();

const noFilter: NormalizedFilter = {
  city: null,
  university: null,
  minPrice: null,
  maxPrice: null,
  bedrooms: null,
  minBedrooms: null,
  moveIn: null,
  moveOut: null,
  roomType: null,
  billsIncluded: null,
};

/** The listings a search should return, in the order it returns them. Text is given lower-case and trimmed, as the rule compares it. */
export function expectedSearch(filter: Partial<NormalizedFilter>): PropertyRecord[] {
  return sample.filter((property) => naiveMatches(property, { ...noFilter, ...filter }));
}
