/**
 * `npm run db:template`: makes the cluster a new PGlite folder starts from
 * (src/server/db/pgliteTemplate.ts) with the installed PGlite's own initdb, in a folder of its own
 * that PGlite then shuts down cleanly, packed as tar and compressed with Brotli. Run it after
 * upgrading PGlite; it needs the memory of PGlite's initdb once (docs/server.md#a-new-folder).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress } from 'node:zlib';
import { createWriteStream } from 'node:fs';
import { openDatabase } from '../../src/server/db/database';
import { pack } from 'tar-stream';
import { installedPgliteVersion, TEMPLATE_ARCHIVE, TEMPLATE_INFO, type TemplateInfo } from '../../src/server/db/pgliteTemplate';

const folder = mkdtempSync(path.join(tmpdir(), 'campusnest-template-'));
try {
  // The server's own opening: its extensions and settings, and the migrations there are today.
  const database = await openDatabase({ dataDir: folder, initdb: true });
  await database.migrate();
  await database.close();

  const archive = pack();
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
  const written = pipeline(
    archive,
    createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24 } }),
    createWriteStream(TEMPLATE_ARCHIVE),
  );
  for (const name of files) {
    const full = path.join(folder, name);
    const stats = statSync(full);
    // Fixed times and modes: the same initdb gives the same archive.
    if (stats.isDirectory()) archive.entry({ name, type: 'directory', mode: 0o700, mtime: new Date(0) });
    else if (stats.isFile()) archive.entry({ name, mode: 0o600, mtime: new Date(0) }, readFileSync(full));
  }
  archive.finalize();
  await written;
  const info: TemplateInfo = { pglite: installedPgliteVersion() };
  writeFileSync(TEMPLATE_INFO, `${JSON.stringify(info, null, 2)}\n`);
  console.log(
    `[CampusNest] PGlite ${info.pglite} template: ${files.length} files, ${statSync(TEMPLATE_ARCHIVE).size} bytes in ${path.relative(process.cwd(), TEMPLATE_ARCHIVE)}`,
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
