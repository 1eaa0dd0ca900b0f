/**
 * A rendered listing page reads its listing once (src/server/pages/knownListing.ts): the page's
 * own query is given the listing its head read, and reads any other listing from the store.
 */
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { generateProperties, universityRecords } from '../../scripts/data/generate';
import { createApiContext } from '../../src/api/createContext';
import { Catalog } from '../../src/api/data/catalogIndex';
import type { Listings } from '../../src/api/data/listings';
import { createPageOperations } from '../../src/server/pages/pageOperations';
import { loadSchema } from '../../src/server/schemaFile';

const sample = generateProperties();
const [first, second] = sample;
const query = parse('query Listing($id: ID!) { property(id: $id) { id name price } }');

function countingOperations() {
  const catalog = new Catalog(sample, universityRecords());
  const reads: string[] = [];
  const listings: Listings = {
    get: (id) => {
      reads.push(id);
      return catalog.get(id);
    },
    search: (request) => catalog.search(request),
    details: (ids) => catalog.details(ids),
    universities: (match) => catalog.universities(match),
    places: () => catalog.places(),
  };
  const context = { ...createApiContext({ catalog: () => Promise.resolve(catalog), log: () => undefined }), catalog: () => Promise.resolve(listings) };
  return { operations: createPageOperations(loadSchema(), () => context), reads };
}

describe("a rendered page's listing", () => {
  it('is the one its head read, not read again', async () => {
    const { operations, reads } = countingOperations();
    const run = operations({ id: first!.id, record: { ...first!, name: 'As the head read it' } });
    const result = await run.execute({ document: query, variables: { id: first!.id }, operationName: undefined });
    expect(result.data).toEqual({ property: { id: first!.id, name: 'As the head read it', price: first!.price } });
    expect(reads).toEqual([]);
  });

  it('is missing without a read when the head found none', async () => {
    const { operations, reads } = countingOperations();
    const run = operations({ id: 'no-such-listing', record: null });
    const result = await run.execute({ document: query, variables: { id: 'no-such-listing' }, operationName: undefined });
    expect(result.data).toEqual({ property: null });
    expect(reads).toEqual([]);
  });

  it('reads any other listing from the store', async () => {
    const { operations, reads } = countingOperations();
    const run = operations({ id: first!.id, record: first! });
    const result = await run.execute({ document: query, variables: { id: second!.id }, operationName: undefined });
    expect(result.data).toEqual({ property: { id: second!.id, name: second!.name, price: second!.price } });
    expect(reads).toEqual([second!.id]);
  });

  it('is read as before by a render of another page', async () => {
    const { operations, reads } = countingOperations();
    const result = await operations().execute({ document: query, variables: { id: first!.id }, operationName: undefined });
    expect(result.data).toEqual({ property: { id: first!.id, name: first!.name, price: first!.price } });
    expect(reads).toEqual([first!.id]);
  });
});
