/**
 * DATA_DIR holds the database and the secret key: it must be the server's user's alone, whatever
 * the umask the server was started with. A folder other users can write is refused rather than
 * repaired: whoever could write there may already have put a file of theirs in it.
 */
import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export class UnsafeFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeFolderError';
  }
}

/** Creates `folder` (mode 0700) or checks it: this user's, written by nobody else; read access of others is taken away. */
export function ensurePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const { mode, uid } = statSync(folder);
  const user = process.getuid?.();
  if (user !== undefined && uid !== user) {
    throw new UnsafeFolderError(`The data folder ${folder} belongs to another user (uid ${uid}): give the server a DATA_DIR of its own.`);
  }
  if ((mode & 0o022) !== 0) {
    const shown = (mode & 0o777).toString(8);
    throw new UnsafeFolderError(
      `The data folder ${folder} can be written by other users (mode ${shown}): check what is in it, then make it the server's alone (chmod 700 ${folder}), or give the server another DATA_DIR.`,
    );
  }
  if ((mode & 0o077) !== 0) chmodSync(folder, 0o700);
}

/**
 * Every file under `folder` made 0600 and every folder 0700. PGlite's file system sets its files'
 * modes itself (0666), whatever the umask: the folder's 0700 keeps other users out while it runs,
 * and this keeps the files private where they are copied with their modes (a backup, `cp -a`).
 */
export function makeFilesPrivate(folder: string): void {
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(file, 0o700);
    else if (entry.isFile()) chmodSync(file, 0o600);
  }
}
