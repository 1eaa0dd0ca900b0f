/**
 * The server runs a document interpreted the first time it sees it and compiled by graphql-jit from
 * the second time on (src/server/http/graphql.ts): both must answer alike, status for status and
 * value for value. Each case is sent twice, with nothing in between that could change its answer.
 * Two differences are allowed, neither of which a client of this API reads: graphql-jit may write a
 * field selected both directly and through a fragment in another place among its siblings (the JSON
 * is compared as values, where the order of keys is not seen), and an error raised by a resolver
 * has no `locations` (the GraphQL specification says it should, not must).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import {
  PlaceSuggestionsDocument,
  PropertyPageDocument,
  SavedCountDocument,
  SearchMapUniversitiesDocument,
  SearchPropertiesDocument,
  SessionDocument,
} from '../../src/gql/graphql';
import { startTestServer, type TestServer } from './httpServer';
import { sentDocument } from '../../scripts/server/sentDocument';

// Every compilation counted: a case whose second answer were interpreted again would prove nothing.
const compiled = vi.hoisted(() => ({ count: 0 }));
vi.mock('graphql-jit', async (importOriginal) => {
  const jit = await importOriginal<typeof import('graphql-jit')>();
  return {
    ...jit,
    compileQuery: (...args: Parameters<typeof jit.compileQuery>) => {
      compiled.count += 1;
      return jit.compileQuery(...args);
    },
  };
});

const cases: Array<[string, { query: string; variables?: Record<string, unknown> }]> = [
  [
    "the search page's first page",
    { query: sentDocument(SearchPropertiesDocument), variables: { filter: { city: 'Berlin' }, sort: 'RECOMMENDED', first: 24 } },
  ],
  [
    'a later page, by price',
    { query: sentDocument(SearchPropertiesDocument), variables: { filter: { maxPrice: 900 }, sort: 'PRICE_DESC', first: 5, after: null } },
  ],
  [
    'a search by stay, room type and bills',
    {
      query: sentDocument(SearchPropertiesDocument),
      variables: { filter: { city: 'r', moveIn: '2027-09-01', moveOut: '2028-06-30', billsIncluded: false }, sort: 'PRICE_ASC', first: 24 },
    },
  ],
  [
    'a move-out before the move-in (an error in a resolver)',
    { query: sentDocument(SearchPropertiesDocument), variables: { filter: { moveIn: '2027-09-01', moveOut: '2027-08-01' }, sort: 'RECOMMENDED', first: 5 } },
  ],
  [
    'a malformed date (refused before running)',
    { query: sentDocument(SearchPropertiesDocument), variables: { filter: { moveIn: '2027-02-29' }, sort: 'RECOMMENDED', first: 5 } },
  ],
  [
    'a search with an invalid cursor (an error in a resolver)',
    { query: sentDocument(SearchPropertiesDocument), variables: { sort: 'PRICE_ASC', first: 5, after: 'not a cursor' } },
  ],
  ['a listing', { query: sentDocument(PropertyPageDocument), variables: { id: generateProperties()[0]!.id } }],
  [
    "a listing's rental terms (the Date scalar, the enums, the total a month)",
    {
      query:
        'query($id: ID!) { property(id: $id) { availableFrom availableUntil minStayMonths maxStayMonths roomType billsIncluded includedBills billsEstimate deposit totalMonthly } }',
      variables: { id: generateProperties().find((property) => property.availableUntil !== null)!.id },
    },
  ],
  ['a listing that does not exist', { query: sentDocument(PropertyPageDocument), variables: { id: 'no-such-listing' } }],
  ['the suggestions', { query: sentDocument(PlaceSuggestionsDocument), variables: { text: 'ber' } }],
  ["the map's universities", { query: sentDocument(SearchMapUniversitiesDocument), variables: { city: 'Berlin' } }],
  ["a visitor's session", { query: sentDocument(SessionDocument) }],
  ["a visitor's saved count", { query: sentDocument(SavedCountDocument) }],
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
  beforeEach(() => {
    compiled.count = 0;
  });

  const ask = async (body: { query: string; variables?: Record<string, unknown> }) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { errors?: Array<{ path?: unknown; locations?: unknown }> };
    for (const error of answer.errors ?? []) if (error.path !== undefined) delete error.locations;
    return { status: response.status, body: answer };
  };

  it('never compiles text from a document into code: a string literal stays data', async () => {
    // graphql-jit writes literal arguments into the function it generates with JSON.stringify, then
    // turns its own marker for dates back into `new Date(…)`: a string that starts with that marker
    // would become code. Documents with string literals therefore run interpreted.
    const marker = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d';
    const probe = globalThis as { campusnestCompiledProbe?: number };
    const body = { query: `{ property(id: "${marker}(globalThis.campusnestCompiledProbe = 1)") { id } }` };
    const answers = [await ask(body), await ask(body), await ask(body)];
    expect(probe.campusnestCompiledProbe).toBeUndefined();
    expect(compiled.count).toBe(0);
    expect(answers.map(({ status, body: answer }) => ({ status, answer }))).toEqual(Array(3).fill({ status: 200, answer: { data: { property: null } } }));
  });

  it('keeps a field aliased __proto__ in the answer, as the interpreter does', async () => {
    // Written as a property of a plain object, `__proto__` sets the object's prototype: the field vanished.
    const body = JSON.stringify({ query: '{ __proto__: savedCount properties(first: 1) { __proto__: totalCount edges { cursor } } }' });
    const texts: string[] = [];
    for (let sent = 0; sent < 3; sent += 1) {
      const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      texts.push(await response.text());
    }
    expect(texts[0]).toMatch(/^\{"data":\{"__proto__":0,"properties":\{"__proto__":\d+,"edges":\[\{"cursor":"[^"]+"\}\]\}\}\}$/);
    expect(texts[1]).toBe(texts[0]);
    expect(texts[2]).toBe(texts[0]);
  });

  it.each(cases)('answers %s the same, compiled', async (name, sameDocument) => {
    // A text of its own (a comment), so that the server has not seen the document in another case.
    const body = { ...sameDocument, query: `# ${name}\n${sameDocument.query}` };
    const interpreted = await ask(body);
    expect(compiled.count).toBe(0);
    const second = await ask(body);
    expect(second).toEqual(interpreted);
    // Compiled the second time, variables that do not fit too: the compiled query refuses them and
    // the interpreter words the refusal, so that it is the same 400.
    expect(compiled.count).toBe(1);
  });
});
