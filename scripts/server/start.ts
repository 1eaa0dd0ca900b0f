/**
 * `npm run server`: CampusNest as one HTTP service (docs/server.md). Builds the app if needed,
 * opens and migrates the database (seeding the sample catalogue on first start), and serves the
 * SPA at /, GraphQL at /graphql and GraphiQL at /graphiql on HOST:PORT.
 */
import path from 'node:path';
import { createApp } from '../../src/server/app';
import { ConfigError, readConfig } from '../../src/server/config';
import { FolderInUseError } from '../../src/server/db/folderLock';
import { UnsafeFolderError } from '../../src/server/privateFolder';
import { createFilePhotoStorage } from '../../src/server/photos/fileStorage';
import { createServerMailer } from '../../src/server/mail/serverMailer';
import { projectRoot } from '../../src/server/projectRoot';
import { loadPageRenderer } from '../../src/server/pages/pageRenderer';
import { loadSecretKey } from '../../src/server/secretKey';
import { ensureBuild } from './ensureBuild';
import { describeStorage, openConfiguredDatabase } from './openConfigured';

async function main(): Promise<void> {
  const config = readConfig();
  if (!config.apiOnly) ensureBuild(projectRoot);
  const database = await openConfiguredDatabase(config);
  const renderer = config.apiOnly ? null : await loadPageRenderer(projectRoot);
  const app = createApp({
    database,
    mailer: createServerMailer(config.mail, undefined, config.publicUrl),
    secretKey: await loadSecretKey(config.secretKey, config.dataDir),
    distDir: config.apiOnly ? null : path.join(projectRoot, 'dist'),
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    limits: config.limits,
    rateLimits: config.rateLimits,
    photos: createFilePhotoStorage(path.join(config.dataDir, 'photos')),
    renderer,
  });
  const url = await app.listen(config.port, config.host);
  const serving = config.apiOnly ? `GraphQL ${url}/graphql (API only)` : `${url}/ (GraphQL ${url}/graphql, GraphiQL ${url}/graphiql)`;
  console.log(`[CampusNest] Serving ${serving}, data: ${describeStorage(config)}, mail: ${config.mail.transport}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // New connections are refused from here on; requests in flight are answered first.
    console.log(`[CampusNest] ${signal}: stopping after the requests in flight (at most ${config.shutdownTimeoutMs / 1000} s)`);
    void app
      .close({ graceMs: config.shutdownTimeoutMs })
      .then(() => database.close())
      .then(
        () => {
          console.log('[CampusNest] Stopped.');
          process.exit(0);
        },
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => {
    stop('SIGINT');
  });
  process.on('SIGTERM', () => {
    stop('SIGTERM');
  });
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof FolderInUseError || error instanceof UnsafeFolderError ? `[CampusNest] ${error.message}` : error,
  );
  process.exit(1);
});
