/**
 * Unpacks the PGlite template (src/server/db/pgliteTemplate.ts) into a data folder:
 * `node scripts/server/unpackTemplate.mjs ARCHIVE FOLDER`. The server runs it as a process of its
 * own, which ends before PGlite opens the folder: the buffers of 40 MB of tar through Brotli would
 * otherwise stay in the server's resident memory (V8 and malloc keep what they grew to).
 *
 * Files are written chunk by chunk, 0600 in 0700 folders, and PG_VERSION, the mark of a cluster,
 * last and whole: a start cut short leaves a folder that the next start unpacks again.
 */
import { closeSync, createReadStream, mkdirSync, openSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { extract } from 'tar-stream';

const CLUSTER_MARK = 'PG_VERSION';
const [archive, folderArgument] = process.argv.slice(2);
if (archive === undefined || folderArgument === undefined) throw new Error('usage: unpackTemplate.mjs ARCHIVE FOLDER');
const folder = path.resolve(folderArgument);

/** @type {{ file: string, content: Buffer } | null} */
let mark = null;
const unpack = extract();
unpack.on('entry', (header, stream, next) => {
  const file = path.resolve(folder, header.name);
  if (file !== folder && !file.startsWith(folder + path.sep)) {
    next(new Error(`The PGlite template names a file outside the folder: ${header.name}`));
    return;
  }
  if (header.type === 'directory') mkdirSync(file, { recursive: true, mode: 0o700 });
  const isMark = header.type === 'file' && path.relative(folder, file) === CLUSTER_MARK;
  /** @type {number | null} */
  let descriptor = null;
  if (header.type === 'file' && !isMark) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    descriptor = openSync(file, 'w', 0o600);
  }
  /** @type {Buffer[]} */
  const kept = [];
  stream.on('data', (/** @type {Buffer} */ chunk) => {
    if (descriptor !== null) writeSync(descriptor, chunk);
    else if (isMark) kept.push(chunk);
  });
  stream.on('end', () => {
    if (descriptor !== null) closeSync(descriptor);
    if (isMark) mark = { file, content: Buffer.concat(kept) };
    next();
  });
});
await pipeline(createReadStream(archive), createBrotliDecompress(), unpack);
const found = /** @type {{ file: string, content: Buffer } | null} */ (mark);
if (found === null) throw new Error(`The PGlite template has no ${CLUSTER_MARK}`);
// Written aside and renamed: the mark is there whole or not at all.
writeFileSync(`${found.file}.tmp`, found.content, { mode: 0o600 });
renameSync(`${found.file}.tmp`, found.file);
