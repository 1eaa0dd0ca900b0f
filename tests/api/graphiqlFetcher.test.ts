/**
 * The GraphiQL page's fetcher over the app's own Apollo client: raw operation text in, the JSON a
 * server would answer out, against the same schema, store and latency the pages use.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { printSchema, type ExecutionResult } from 'graphql';
import { setLatencyScale } from '../../src/api/latency';
import { loadNodeSchema } from '../../scripts/data/nodeBackend';
import { createApolloClient } from '../../src/apollo/client';
import { nextTask } from '../../src/apollo/nextTask';
import { createSchemaFetcher, introspectSchema, type SchemaFetcher } from '../../src/pages/graphiql/fetcher';
import { createTestApi, type TestApi } from './harness';
import { Me } from './operations';

const schema = loadNodeSchema();

// Plain text, as GraphiQL sends it (and not graphql() documents: codegen has nothing to type here).
const propertiesQuery = `
  query BerlinProperties($city: String) {
    properties(filter: { city: $city }, first: 3) {
      totalCount
      edges { node { id name city } }
    }
  }
`;

const sendOtp = `
  mutation SendCode($contact: String!) {
    sendOtp(input: { type: EMAIL, contact: $contact, intent: SIGNUP }) { sent contact errors { code } }
  }
`;

const signUpFlow = `
  mutation Verify($contact: String!, $code: String!) {
    verifyOtp(input: { type: EMAIL, contact: $contact, code: $code }) { verified verificationToken errors { code } }
  }
  mutation SignUp($contact: String!, $token: String!) {
    signup(input: { firstName: "Ana", lastName: "Silva", type: EMAIL, contact: $contact, verificationToken: $token }) {
      user { id firstName }
      errors { code }
    }
  }
`;

/** What GraphiQL shows: it prints the fetcher's result with JSON.stringify. */
function printed(result: ExecutionResult): unknown {
  return JSON.parse(JSON.stringify(result));
}

describe("GraphiQL's schema", () => {
  it('is schema.graphql as the backend describes it through the link, descriptions and all', async () => {
    const introspected = await introspectSchema(createApolloClient(createTestApi().context));
    expect(introspected.description).toMatch(/^CampusNest's API: verified student rentals/);
    expect(printSchema(introspected)).toBe(printSchema(schema));
  });
});

describe('the GraphiQL fetcher', () => {
  let api: TestApi;
  let client: ApolloClient;
  let fetcher: SchemaFetcher;

  beforeEach(() => {
    api = createTestApi();
    client = createApolloClient(api.context);
    fetcher = createSchemaFetcher({ client, schema });
  });

  afterEach(() => {
    setLatencyScale(0);
    vi.useRealTimers();
  });

  it('runs a query with variables against the sample data', async () => {
    const result = await fetcher({ query: propertiesQuery, variables: { city: 'Berlin' } });
    expect(result.errors).toBeUndefined();
    const { properties } = result.data as { properties: { totalCount: number; edges: { node: { city: string } }[] } };
    expect(properties.totalCount).toBeGreaterThan(0);
    expect(properties.edges.length).toBeGreaterThan(0);
    for (const { node } of properties.edges) expect(node.city).toBe('Berlin');
  });

  it('runs a mutation through the app store: the code is logged and the code record stored', async () => {
    const result = await fetcher({ query: sendOtp, variables: { contact: 'ana@uni.eu' } });
    expect(printed(result)).toEqual({ data: { sendOtp: { sent: true, contact: 'ana@uni.eu', errors: [] } } });
    expect(api.logs).toEqual([expect.stringMatching(/^\[CampusNest\] Verification code for ana@uni\.eu: \d{6}$/)]);
    expect(api.storage.data.size).toBeGreaterThan(0);
  });

  it('runs the operation GraphiQL names in a document holding several, and a sign-up there is what the app then reads', async () => {
    // The app has already read "nobody is signed in" into its cache.
    expect((await client.query({ query: Me })).data?.me).toBeNull();

    await fetcher({ query: sendOtp, variables: { contact: 'ana@uni.eu' } });
    const verified = await fetcher({ query: signUpFlow, operationName: 'Verify', variables: { contact: 'ana@uni.eu', code: api.lastCode() } });
    const token = (verified.data as { verifyOtp: { verificationToken: string } }).verifyOtp.verificationToken;
    expect(token).toEqual(expect.any(String));
    const signedUp = await fetcher({ query: signUpFlow, operationName: 'SignUp', variables: { contact: 'ana@uni.eu', token } });
    const { user } = (signedUp.data as { signup: { user: { id: string; firstName: string } } }).signup;
    expect(user.firstName).toBe('Ana');

    expect((await client.query({ query: Me })).data?.me).toMatchObject({ id: user.id, firstName: 'Ana', lastName: 'Silva' });
  });

  it('answers a validation error with an errors array and runs nothing', async () => {
    const query = 'mutation { sendOtp(input: { type: EMAIL, contact: "ana@uni.eu", intent: SIGNUP }) { sent nonsense } }';
    const result = await fetcher({ query });
    expect(printed(result)).toEqual({
      errors: [{ message: 'Cannot query field "nonsense" on type "SendOtpPayload".', locations: [{ line: 1, column: query.indexOf('nonsense') + 1 }] }],
    });
    expect(api.logs).toEqual([]);
  });

  it('answers a variable of the wrong type with an errors array', async () => {
    const result = await fetcher({ query: propertiesQuery, variables: { city: 42 } });
    expect(printed(result)).toEqual({
      errors: [
        {
          message: 'Variable "$city" got invalid value 42; String cannot represent a non string value: 42',
          locations: [{ line: 2, column: 26 }], // the $city declaration
        },
      ],
    });
  });

  it('answers a syntax error, an ambiguous document and an unknown operation name with errors', async () => {
    expect((await fetcher({ query: '{ properties {' })).errors?.[0]?.message).toMatch(/^Syntax Error/);
    expect(printed(await fetcher({ query: signUpFlow }))).toEqual({
      errors: [{ message: 'Must provide operation name if query contains multiple operations.' }],
    });
    expect(printed(await fetcher({ query: signUpFlow, operationName: 'Nope' }))).toEqual({ errors: [{ message: 'Unknown operation named "Nope".' }] });
  });

  it('reports an invalid argument as the GraphQL error the schema throws', async () => {
    const result = await fetcher({ query: '{ properties(first: 0) { totalCount } }' });
    expect(printed(result)).toMatchObject({ data: null, errors: [{ path: ['properties'], extensions: { code: 'INVALID_INPUT' } }] });
  });

  it('waits as long as the app would: the properties query takes the simulated 800 ms', async () => {
    vi.useFakeTimers();
    setLatencyScale(1);
    let settled = false;
    const pending = fetcher({ query: propertiesQuery, variables: { city: 'Berlin' } }).then((result) => {
      settled = true;
      return result;
    });
    // The backend takes up an operation in a task of its own (a message, which the fake clock leaves
    // alone); the 800 ms start once its latency timer is set.
    while (vi.getTimerCount() === 0) await nextTask();
    await vi.advanceTimersByTimeAsync(790);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect((await pending).errors).toBeUndefined();
    expect(settled).toBe(true);
  });
});
