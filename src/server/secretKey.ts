/**
 * The key for the one-time codes' HMAC: SECRET_KEY when set (required when several servers share
 * one PostgreSQL), otherwise 32 random bytes made on first start and kept in DATA_DIR/secret.key,
 * readable by the server's user only. It is never stored in the database, so a copy of the
 * database alone cannot test the million possible codes against their HMACs.
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateFolder } from './privateFolder';

export async function loadSecretKey(secretKey: string | null, dataDir: string): Promise<Buffer> {
  if (secretKey !== null) return Buffer.from(secretKey, 'utf8');
  const file = path.join(dataDir, 'secret.key');
  ensurePrivateFolder(dataDir);
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  // 'wx' fails if another process made the file meanwhile; then its key is the one to use.
  try {
    await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  }
}
