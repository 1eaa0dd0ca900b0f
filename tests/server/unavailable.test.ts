/**
 * PostgreSQL going away and coming back, seen through the API (PostgreSQL project only; PGlite is
 * in the server's own process). The server reaches the database through a TCP relay that the test
 * cuts (every connection dropped, new ones refused) and restores, so the shared test cluster is
 * left alone. While it is down, every operation is SERVICE_UNAVAILABLE with HTTP 503 and
 * Retry-After, the process keeps running, and the API answers again once it is back.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Socket, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import * as renderer from '../../src/prerender/serverRender';
import { createApp, type App } from '../../src/server/app';
import { loadListings } from '../../src/server/db/bulkListings';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { SERVICE_UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../src/server/http/graphqlErrors';
import { createServerMailer } from '../../src/server/mail/serverMailer';
import { noRateLimits, TEST_SECRET } from './httpServer';
import { emptyPostgresDatabase, sqlEngine } from './testDatabase';

/** A relay from a local port to PostgreSQL that can be cut and restored. */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private readonly pairs = new Set<[Socket, Socket]>();
  private frozen = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => {
          this.sockets.delete(socket);
        });
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      this.pairs.add([client, upstream]);
      client.on('close', () => {
        for (const pair of this.pairs) if (pair[0] === client) this.pairs.delete(pair);
      });
      if (!this.frozen) client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  /** Forwards nothing more either way, and holds new connections silently: a database that is frozen. */
  freeze(): void {
    this.frozen = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
    }
  }

  thaw(): void {
    this.frozen = false;
    for (const [client, upstream] of this.pairs) client.pipe(upstream).pipe(client);
  }

  /** Drops every connection and stops listening: the database is unreachable. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) {
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    }
  }
}

const engine = sqlEngine();

describe.runIf(engine === 'postgres')('PostgreSQL unreachable', () => {
  let relay: Relay;
  let database: DatabaseHandle;
  let app: App;
  let url: string;
  let dist: string;
  let drop: () => Promise<void>;
  const errors: string[] = [];
  const originalError = console.error;

  beforeAll(async () => {
    const created = await emptyPostgresDatabase();
    drop = created.drop;
    const target = new URL(created.url);
    relay = new Relay({ host: target.hostname, port: Number(target.port) });
    await relay.open();
    target.host = `127.0.0.1:${relay.port}`;
    database = await openDatabase({ url: target.toString() });
    await database.migrate();
    await loadListings(database.driver, generateProperties(), { replace: true });
    // What the server logs while the database is away (the pool's lost connections, yoga's own).
    console.error = (...parts: unknown[]) => errors.push(parts.map(String).join(' '));
    dist = mkdtempSync(path.join(tmpdir(), 'campusnest-dist-'));
    writeFileSync(
      path.join(dist, 'shell-server.html'),
      '<!doctype html><html lang="en"><head><title>shell</title><script type="module" crossorigin src="/assets/index-1a2b.js"></script></head><body><div id="root"></div></body></html>',
    );
    app = createApp({
      database,
      mailer: createServerMailer({ transport: 'console' }, () => undefined),
      secretKey: TEST_SECRET,
      distDir: dist,
      rateLimits: noRateLimits,
      renderer,
    });
    url = await app.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    console.error = originalError;
    await app.close();
    await database.close();
    await relay.cut();
    await drop();
    rmSync(dist, { recursive: true, force: true });
  });

  const ask = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> },
    };
  };
  const search = '{ properties(filter: { city: "ber" }, first: 24) { totalCount edges { node { id name } } } }';
  const sendOtp = 'mutation { sendOtp(input: { type: EMAIL, contact: "ana@uni.eu", intent: SIGNUP }) { sent errors { code } } }';

  it('answers normally while the database is there', async () => {
    const answer = await ask(search);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });

  it('answers SERVICE_UNAVAILABLE, 503 with Retry-After, for queries and mutations while it is away', async () => {
    await relay.cut();
    for (const query of [search, sendOtp, '{ property(id: "x") { id } }', search]) {
      const answer = await ask(query);
      expect(answer.status, query).toBe(503);
      expect(answer.retryAfter).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(answer.body.errors).toEqual([
        expect.objectContaining({ message: SERVICE_UNAVAILABLE_MESSAGE, extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }) as unknown }),
      ]);
    }
    // A listing's page, a search and the sitemap read the database too: 503 and Retry-After, the
    // page rendered with its own error (the app retries it once it runs), never a blank 500, and
    // kept by no cache.
    for (const [pathname, says] of [
      [`/property/${generateProperties()[0]!.id}`, 'We couldn&#x27;t load this property.'],
      ['/search?city=Berlin', 'We couldn&#x27;t load the properties.'],
    ] as const) {
      const page = await fetch(`${url}${pathname}`);
      expect(page.status, pathname).toBe(503);
      expect(page.headers.get('retry-after'), pathname).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(page.headers.get('cache-control'), pathname).toBe('no-store');
      const html = await page.text();
      expect(html, pathname).toContain(says);
      expect(html, pathname).not.toMatch(/\bat \S+ \(.*:\d+:\d+\)/);
    }
    const sitemap = await fetch(`${url}/sitemap.xml`);
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  });

  it('answers again once the database is back, without a restart', async () => {
    await relay.open();
    // The pool notices on its next connection attempt; a few tries at most.
    let answer = await ask(search);
    for (let attempt = 0; attempt < 20 && answer.status !== 200; attempt += 1) answer = await ask(search);
    expect(answer.status).toBe(200);
    expect((await ask(sendOtp)).body).toEqual({ data: { sendOtp: { sent: true, errors: [] } } });
    // Nothing crashed the process; what was logged is about the lost connections.
    expect(errors.filter((line) => !/PostgreSQL|connection|ECONNREFUSED|terminat|unavailable/i.test(line))).toEqual([]);
  });
});

describe.runIf(engine === 'postgres')('PostgreSQL frozen', () => {
  const statementTimeoutMs = 500;
  let relay: Relay;
  let database: DatabaseHandle;
  let app: App;
  let url: string;
  let drop: () => Promise<void>;
  const originalError = console.error;

  beforeAll(async () => {
    const created = await emptyPostgresDatabase();
    drop = created.drop;
    const target = new URL(created.url);
    relay = new Relay({ host: target.hostname, port: Number(target.port) });
    await relay.open();
    target.host = `127.0.0.1:${relay.port}`;
    database = await openDatabase({ url: target.toString(), statementTimeoutMs });
    await database.migrate();
    await loadListings(database.driver, generateProperties(), { replace: true });
    console.error = () => undefined;
    app = createApp({
      database,
      mailer: createServerMailer({ transport: 'console' }, () => undefined),
      secretKey: TEST_SECRET,
      distDir: null,
      rateLimits: noRateLimits,
    });
    url = await app.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    console.error = originalError;
    await app.close();
    relay.thaw();
    await database.close();
    await relay.cut();
    await drop();
  });

  const ask = async (query: string) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, body: (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> } };
  };
  const search = '{ properties(filter: { city: "ber" }, first: 24) { totalCount edges { node { id name } } } }';
  const sendOtp = 'mutation { sendOtp(input: { type: EMAIL, contact: "ana@uni.eu", intent: SIGNUP }) { sent errors { code } } }';

  it('answers every request SERVICE_UNAVAILABLE in bounded time while the database says nothing, and recovers', async () => {
    expect((await ask(search)).status).toBe(200);
    relay.freeze();
    const started = performance.now();
    // More requests than the pool has connections: those waiting for one are bounded too.
    const answers = await Promise.all(Array.from({ length: 14 }, (_, index) => ask(index % 2 === 0 ? search : sendOtp)));
    const elapsed = performance.now() - started;
    expect(answers.map((answer) => answer.status)).toEqual(Array(14).fill(503));
    expect(answers.every((answer) => answer.body.errors?.[0]?.extensions?.code === 'SERVICE_UNAVAILABLE')).toBe(true);
    // The driver's wait for a statement, or for a new connection (5 s), and no more than a few of them.
    expect(elapsed).toBeLessThan(20_000);

    relay.thaw();
    let answer = await ask(search);
    for (let attempt = 0; attempt < 20 && answer.status !== 200; attempt += 1) answer = await ask(search);
    expect(answer.status).toBe(200);
  }, 60_000);
});
