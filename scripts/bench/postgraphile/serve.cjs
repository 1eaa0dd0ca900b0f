/**
 * PostGraphile 4 over the bench's database (issue #37), as a team that wants GraphQL over
 * PostgreSQL without writing a server would run it in production: one process, a pool of 10 (the
 * CampusNest server's own), the connection-filter plugin, no GraphiQL, no query log, no watch.
 * `listings.id` is a unique index, not a constraint, so a smart tag gives it its `listingById`, and
 * another gives a request its `listingByListingId`.
 * Prints "Serving PostGraphile http://127.0.0.1:PORT/" once it answers (serverBench.ts waits for it).
 */
const http = require('node:http');
const { Pool } = require('pg');
const { postgraphile } = require('postgraphile');
const { makeJSONPgSmartTagsPlugin } = require('graphile-utils');
const ConnectionFilterPlugin = require('postgraphile-plugin-connection-filter');

const port = Number(process.env.PORT);
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const SmartTagsPlugin = makeJSONPgSmartTagsPlugin({
  version: 1,
  config: {
    class: {
      listings: { tags: { unique: 'id' } },
      // A request's listing, as MyBookings links it (booking_requests has no foreign key of its own).
      booking_requests: { tags: { foreignKey: '(listing_id) references listings (id)' } },
    },
  },
});

const handler = postgraphile(pool, 'public', {
  appendPlugins: [ConnectionFilterPlugin, SmartTagsPlugin],
  disableQueryLog: true,
  disableDefaultMutations: true,
  dynamicJson: true,
  setofFunctionsContainNulls: false,
  ignoreRBAC: false,
  graphiql: false,
  watchPg: false,
  retryOnInitFail: false,
  extendedErrors: [],
});

const server = http.createServer(handler);
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving PostGraphile http://127.0.0.1:${port}/`);
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
