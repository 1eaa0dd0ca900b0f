/**
 * The GraphQL-over-HTTP audit its authors publish (`serverAudits` in graphql-http), against the
 * real server: no MUST fails, as a browser-like client without the CSRF header. The results are
 * printed; docs/server.md#graphql-over-http lists them.
 *
 * The CSRF prevention (docs/security.md#server-mode) refuses GETs without its header with 403,
 * which costs three MAY audits; a client that sends the header passes all of them.
 */
import { serverAudits, type AuditFail, type AuditResult } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../src/server/http/csrf';
import { startTestServer, type TestServer } from './httpServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

async function audit(withCsrfHeader: boolean): Promise<AuditResult[]> {
  const fetchFn = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (withCsrfHeader) headers.set(CSRF_HEADER, '1');
    return fetch(input, { ...init, headers });
  };
  const results: AuditResult[] = [];
  // One at a time: the server is a test's, not a load test's.
  for (const { fn } of serverAudits({ url: `${server.url}/graphql`, fetchFn })) results.push(await fn());
  return results;
}

const summary = (results: AuditResult[]) =>
  results.map(
    (result) => `${result.status === 'ok' ? 'ok    ' : result.status.padEnd(6)} ${result.name}${result.status === 'ok' ? '' : ` — ${result.reason}`}`,
  );

describe('the GraphQL-over-HTTP audit (graphql-http serverAudits)', () => {
  it('passes every MUST', async () => {
    const results = await audit(false);
    console.info(`graphql-http serverAudits, ${results.length} audits:\n${summary(results).join('\n')}`);
    expect(results.length).toBeGreaterThan(50);
    expect(summary(results.filter((result) => result.name.startsWith('MUST') && result.status !== 'ok'))).toEqual([]);
    // What CSRF prevention costs: GETs refused with 403 unless they carry its header.
    const others = results.filter((result): result is AuditFail => result.status !== 'ok');
    for (const result of others) expect(result.response.status, result.name).toBe(403);
  });

  it('passes every audit as a client that sends the CSRF header', async () => {
    const results = await audit(true);
    expect(summary(results.filter((result) => result.status !== 'ok'))).toEqual([]);
  });
});
