/**
 * What the endpoint refuses before running anything, over HTTP: cross-site requests a browser
 * could send without asking (CSRF), documents over the depth, alias, cost, token and directive
 * limits, oversized bodies, and malformed bodies, documents and variables. Each gets a GraphQL
 * error and a 4xx status; the app's own documents, and GraphiQL's introspection, pass.
 */
import { connect } from 'node:net';
import { fallbackHttpConfig } from '@apollo/client/link/http';
import { getIntrospectionQuery, Kind, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as generated from '../../src/gql/graphql';
import { defaultLimits } from '../../src/server/config';
import { startTestServer, type TestServer } from './httpServer';
import { sentDocument } from '../../scripts/server/sentDocument';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

interface Answer {
  status: number;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } | null;
  headers: Headers;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

async function request(init: RequestInit & { path?: string }): Promise<Answer> {
  const response = await fetch(`${server.url}${init.path ?? '/graphql'}`, {
    ...init,
    headers: { accept: GRAPHQL_RESPONSE, ...(init.headers as Record<string, string>) },
  });
  const text = await response.text();
  let body: Answer['body'];
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = null;
  }
  return { status: response.status, body, headers: response.headers };
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  request({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

function expectRefused(answer: Answer, status: number, message?: RegExp) {
  expect(answer.status).toBe(status);
  expect(answer.body?.errors?.length).toBeGreaterThan(0);
  expect(answer.body?.data ?? undefined).toBeUndefined();
  if (message) expect(answer.body!.errors![0]!.message).toMatch(message);
}

describe('CSRF prevention', () => {
  it('refuses a GET without the CSRF header, and answers it with the header', async () => {
    const query = encodeURIComponent('{ me { id } }');
    const refused = await request({ method: 'GET', path: `/graphql?query=${query}` });
    expectRefused(refused, 403, /CSRF/);
    // Coded like every other refusal (src/server/http/httpErrors.ts), so a client can tell it apart.
    expect(refused.body?.errors?.[0]).toMatchObject({ extensions: { code: 'CSRF_REQUIRED' } });
    const allowed = await request({ method: 'GET', path: `/graphql?query=${query}`, headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toEqual({ data: { me: null } });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('refuses a POST a form could send (%s)', async (type) => {
    const answer = await request({ method: 'POST', headers: { 'content-type': type }, body: JSON.stringify({ query: 'mutation { logout { ok } }' }) });
    expectRefused(answer, 403, /CSRF/);
  });

  it('refuses mutations over GET', async () => {
    const answer = await request({
      method: 'GET',
      path: `/graphql?query=${encodeURIComponent('mutation { logout { ok } }')}`,
      headers: { 'x-graphql-yoga-csrf': '1' },
    });
    expect(answer.status).toBe(405);
    expect(answer.body?.errors?.length).toBe(1);
  });
});

describe('document limits (graphql-armor)', () => {
  it(`refuses a document deeper than ${defaultLimits.maxDepth}`, async () => {
    const deep = '{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }';
    expectRefused(await post({ query: deep }), 400, /depth/i);
  });

  it(`refuses more than ${defaultLimits.maxAliases} aliases`, async () => {
    const aliases = Array.from({ length: defaultLimits.maxAliases + 1 }, (_, index) => `a${index}: me { id }`).join(' ');
    expectRefused(await post({ query: `{ ${aliases} }` }), 400, /alias/i);
  });

  it(`refuses a document that costs more than ${defaultLimits.maxCost}`, async () => {
    const fields =
      'id name description price bedrooms bathrooms images city university address amenities landlord { name email phone avatar } coordinates { lat lng }';
    const page = `properties(first: 100) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${fields} } } }`;
    const aliases = Array.from({ length: defaultLimits.maxAliases }, (_, index) => `p${index}: ${page}`).join(' ');
    expectRefused(await post({ query: `{ ${aliases} }` }), 400, /cost/i);
  });

  it('counts the cost of list sizes given as variables, or as their defaults, as if they were written in the document', async () => {
    const fields =
      'id name description price bedrooms bathrooms images city university address amenities landlord { name email phone avatar } coordinates { lat lng }';
    const page = `properties(first: $n) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${fields} } } }`;
    const aliases = Array.from({ length: defaultLimits.maxAliases }, (_, index) => `p${index}: ${page}`).join(' ');
    expectRefused(await post({ query: `query($n: Int) { ${aliases} }`, variables: { n: 100 } }), 400, /cost/i);
    expectRefused(await post({ query: `query($n: Int = 100) { ${aliases} }` }), 400, /cost/i);
    // Through a fragment, and with another size for the same document: each request is counted with its own.
    const viaFragment = `query($n: Int!) { ...Pages } fragment Pages on Query { ${aliases} }`;
    const small = await post({ query: viaFragment, variables: { n: 2 } });
    expect(small.status).toBe(200);
    expect(small.body?.errors).toBeUndefined();
    expectRefused(await post({ query: viaFragment, variables: { n: 100 } }), 400, /cost/i);
    // The search page's own query, at the largest page the API serves.
    const search = await post({ query: sentDocument(generated.SearchPropertiesDocument), variables: { sort: 'RECOMMENDED', first: 100 } });
    expect(search.body?.errors).toBeUndefined();
    expect(search.status).toBe(200);
  });

  it(`refuses more than ${defaultLimits.maxTokens} tokens`, async () => {
    const fields = Array.from({ length: defaultLimits.maxTokens }, () => 'id').join(' ');
    expectRefused(await post({ query: `{ me { ${fields} } }` }), 400, /token/i);
  });

  it(`refuses more than ${defaultLimits.maxDirectives} directives`, async () => {
    const directives = Array.from({ length: defaultLimits.maxDirectives + 1 }, () => '@include(if: true)').join(' ');
    expectRefused(await post({ query: `{ me ${directives} { id } }` }), 400, /directive/i);
  });

  it("lets every one of the app's documents through", async () => {
    const documents = Object.entries(generated).filter(
      (entry): entry is [string, DocumentNode] =>
        typeof entry[1] === 'object' &&
        (entry[1] as Partial<DocumentNode>).kind === Kind.DOCUMENT &&
        entry[1].definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
    );
    expect(documents.length).toBeGreaterThan(8);
    for (const [name, document] of documents) {
      // An operation name the document lacks: validated like any request (limits included), then not run.
      const answer = await post({ query: sentDocument(document), operationName: 'NotRun' });
      expect(
        answer.body?.errors?.map((error) => error.message),
        name,
      ).toEqual(['Could not determine what operation to execute.']);
    }
  });

  it("answers GraphiQL's introspection", async () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      oneOf: true,
    });
    const answer = await post({ query });
    expect(answer.status).toBe(200);
    expect(answer.body?.errors).toBeUndefined();
  });
});

describe('the status of a refusal (GraphQL over HTTP)', () => {
  it('answers a refusal 400 or 200 by what the client accepts, as docs/security.md says', async () => {
    const refused = [
      { query: '{ nothing }' },
      { query: '{ me { id ' },
      { query: 'query($f: Int) { properties(first: $f) { totalCount } }', variables: { f: 'many' } },
    ];
    for (const body of refused) {
      expectRefused(await post(body), 400);
      // A client that knows only application/json reads any other status as a failed transport.
      expectRefused(await post(body, { accept: 'application/json' }), 200);
    }
    // Not GraphQL over HTTP at all: a 4xx whatever the client accepts.
    expect((await post('{"query": ', { accept: 'application/json' })).status).toBe(400);
    // The app's link (Apollo's HttpLink) asks for application/graphql-response+json first, so it reads 400.
    expect(fallbackHttpConfig.headers.accept.split(',')[0]).toBe(GRAPHQL_RESPONSE);
  });
});

describe('malformed requests', () => {
  it(`answers 413 to a body over ${defaultLimits.maxBodyBytes} bytes, declared or not`, async () => {
    const big = JSON.stringify({ query: '{ me { id } }', variables: { padding: 'x'.repeat(defaultLimits.maxBodyBytes) } });
    expectRefused(await post(big), 413, /over/);
    // Streamed without a length: refused when the count passes the limit.
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    expectRefused(await request({ method: 'POST', headers: { 'content-type': 'application/json' }, body: chunked, duplex: 'half' } as RequestInit), 413);
  });

  it.each([
    ['not JSON', '{"query": '],
    ['JSON that is not an object', '[1, 2]'],
    ['no query', '{}'],
    ['a query that is not a string', '{"query": 42}'],
    ['variables that are not an object', '{"query": "{ me { id } }", "variables": "x"}'],
    ['an empty body', ''],
  ])('answers 400 to %s', async (_name, body) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body?.errors?.length).toBeGreaterThan(0);
  });

  it.each([
    ['a syntax error', { query: '{ me { id ' }],
    ['an unknown field', { query: '{ nothing }' }],
    ['a variable of the wrong type', { query: 'query($f: Int) { properties(first: $f) { totalCount } }', variables: { f: 'many' } }],
    ['a missing required variable', { query: 'query($id: ID!) { property(id: $id) { id } }' }],
    ['an Int out of range', { query: 'query($f: Int) { properties(first: $f) { totalCount } }', variables: { f: 2 ** 40 } }],
  ])('answers 400 to %s', async (_name, body) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body?.errors?.length).toBeGreaterThan(0);
  });

  it('answers INVALID_INPUT to a forged cursor whose numbers no listing holds, and logs nothing', async () => {
    const logged = vi.spyOn(console, 'error');
    try {
      for (const cursor of ['after:2147483648', 'after:PRICE_ASC:2147483648:1', 'after:PRICE_DESC:1:99999999999']) {
        const sort = cursor.split(':').length === 2 ? 'RECOMMENDED' : cursor.split(':')[1];
        const answer = await post({ query: `{ properties(first: 5, sort: ${sort}, after: "${btoa(cursor)}") { totalCount } }` });
        expect(answer.body?.errors?.[0]?.extensions, cursor).toMatchObject({ code: 'INVALID_INPUT', field: 'after' });
      }
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('answers an unsupported method with 405, and an unacceptable media type with 406', async () => {
    expect((await request({ method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(405);
    const answer = await request({
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'image/png' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(answer.status).toBe(406);
  });
});

describe('slow clients', () => {
  let slow: TestServer;
  beforeAll(async () => {
    slow = await startTestServer({ limits: { requestTimeoutMs: 1_000 } });
  });
  afterAll(() => slow.app.close());

  /** Sends `head` and then nothing more; resolves with what the server wrote and how long until it closed the connection. */
  const trickle = (head: string) =>
    new Promise<{ answer: string; ms: number }>((resolve, reject) => {
      const { port } = new URL(slow.url);
      const started = performance.now();
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(head));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => {
        resolve({ answer, ms: performance.now() - started });
      });
    });

  it('closes a connection whose body does not arrive within the request timeout, with 408', async () => {
    const { answer, ms } = await trickle(
      'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // The timeout, and at most one check of the connections after it.
    expect(ms).toBeLessThan(10_000);
  });

  it('closes a connection whose headers do not end', async () => {
    const { answer } = await trickle('POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
