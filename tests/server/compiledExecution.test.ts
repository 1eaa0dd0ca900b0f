/**
 * The server runs a document interpreted the first time it sees it and compiled by graphql-jit from
 * the second time on (src/server/http/graphql.ts): both must answer alike, status for status and
 * value for value. Each case is sent twice, with nothing in between that could change its answer.
 * (graphql-jit may write a field selected both directly and through a fragment in another place
 * among its siblings: the JSON is compared as values, where the order of keys is not seen.)
 */
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { PlaceSuggestionsDocument, PropertyPageDocument, SavedCountDocument, SearchMapUniversitiesDocument, SearchPropertiesDocument, SessionDocument } from '../../src/gql/graphql';
import { startTestServer, type TestServer } from './httpServer';

/** A document as the app sends it: with the __typename fields Apollo adds. */
const sent = (document: DocumentNode) => print(addTypenameToDocument(document));

const cases: Array<[string, { query: string; variables?: Record<string, unknown> }]> = [
  ["the search page's first page", { query: sent(SearchPropertiesDocument), variables: { filter: { city: 'Berlin' }, sort: 'RECOMMENDED', first: 24 } }],
  ['a later page, by price', { query: sent(SearchPropertiesDocument), variables: { filter: { maxPrice: 900 }, sort: 'PRICE_DESC', first: 5, after: null } }],
  ['a search with an invalid cursor (an error in a resolver)', { query: sent(SearchPropertiesDocument), variables: { sort: 'PRICE_ASC', first: 5, after: 'not a cursor' } }],
  ['a listing', { query: sent(PropertyPageDocument), variables: { id: generateProperties()[0]!.id } }],
  ['a listing that does not exist', { query: sent(PropertyPageDocument), variables: { id: 'no-such-listing' } }],
  ['the suggestions', { query: sent(PlaceSuggestionsDocument), variables: { text: 'ber' } }],
  ["the map's universities", { query: sent(SearchMapUniversitiesDocument), variables: { city: 'Berlin' } }],
  ["a visitor's session", { query: sent(SessionDocument) }],
  ["a visitor's saved count", { query: sent(SavedCountDocument) }],
  ['a variable out of range (refused before running)', { query: 'query($f: Int) { properties(first: $f) { totalCount } }', variables: { f: 2 ** 40 } }],
  ['a variable of the wrong type', { query: 'query($s: PropertySort!) { properties(sort: $s) { totalCount } }', variables: { s: 'CHEAPEST' } }],
  ['a missing required variable', { query: 'query($id: ID!) { property(id: $id) { id } }' }],
];

describe('compiled execution (graphql-jit) against the interpreter', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.app.close();
  });

  const ask = async (body: { query: string; variables?: Record<string, unknown> }) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it.each(cases)('answers %s the same, compiled', async (_name, body) => {
    const interpreted = await ask(body);
    const compiled = await ask(body);
    expect(compiled).toEqual(interpreted);
  });
});
