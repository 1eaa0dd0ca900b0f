/**
 * CampusNest as an HTTP service: the SPA at /, GraphQL at /graphql, on one node:http server over
 * an opened, migrated database. The caller (scripts/server.ts, the tests) opens the database and
 * fills the catalogue; this file only serves.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setLatencyScale } from '../api/latency';
import type { Mailer } from '../api/mailer';
import type { DatabaseHandle } from './db/database';
import { createGraphQLHandler, GRAPHQL_PATH, type GraphQLOptions } from './http/graphql';
import { cameOverHttps, RequestSessionCookie } from './http/sessionCookie';
import { createSiteHandler } from './http/site';
import { loadSchema } from './schemaFile';
import { codeHasher } from './store/secrets';
import { SqlListings } from './store/sqlListings';
import { createSqlStore } from './store/sqlStore';

export interface AppOptions {
  database: DatabaseHandle;
  mailer: Mailer;
  secretKey: Buffer;
  /** The built SPA; null serves the API alone. */
  distDir: string | null;
  trustProxy?: boolean;
  /** The clock of every rule (code expiry, sessions); tests move it. */
  now?: () => number;
  plugins?: GraphQLOptions['plugins'];
}

export interface App {
  server: Server;
  listen(port: number, host: string): Promise<string>;
  close(): Promise<void>;
}

export function createApp({ database, mailer, secretKey, distDir, trustProxy = false, now = Date.now, plugins }: AppOptions): App {
  // The simulated delays are the browser backend's stand-in for a network; a server has a real one.
  setLatencyScale(0);
  const { db } = database;
  const graphql = createGraphQLHandler({
    schema: loadSchema(),
    db,
    store: createSqlStore(db, codeHasher(secretKey), now),
    listings: new SqlListings(db),
    mailer,
    now,
    plugins,
  });
  const site = distDir === null ? null : createSiteHandler(distDir, GRAPHQL_PATH);

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === GRAPHQL_PATH) {
      const sessionCookie = new RequestSessionCookie(request, cameOverHttps(request, trustProxy), now);
      void graphql(request, response, { sessionCookie });
    } else if (site) {
      site(request, response);
    } else {
      response.statusCode = 404;
      response.end();
    }
  });

  return {
    server,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve(`http://${shownHost}:${address.port}`);
        });
      });
    },
    close() {
      return new Promise((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      });
    },
  };
}
