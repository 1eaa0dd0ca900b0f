/**
 * DATA_DIR is the server's user's alone (src/server/privateFolder.ts): made 0700 and its files
 * private whatever the umask, read access of others taken from an existing folder, and a folder
 * other users can write refused before anything is opened or written in it.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { UnsafeFolderError } from '../../src/server/privateFolder';
import { loadSecretKey } from '../../src/server/secretKey';
import { sqlEngine } from './testDatabase';

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Every file and folder under `folder`, with its mode. */
function modesUnder(folder: string): Array<[string, number]> {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name) => [name, modeOf(path.join(folder, name))]);
}

describe.runIf(sqlEngine() === 'pglite')('the data folder', () => {
  let parent: string;
  let umask: number;
  beforeEach(() => {
    parent = mkdtempSync(path.join(tmpdir(), 'campusnest-datadir-'));
    // What a default login shell gives: group and others may read what is created.
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
    rmSync(parent, { recursive: true, force: true });
  });

  it("is made 0700 with private files under a permissive umask, and an existing one loses others' read access", async () => {
    const dataDir = path.join(parent, 'data');
    await loadSecretKey(null, dataDir);
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.close();
    expect(modeOf(dataDir).toString(8)).toBe('700');
    expect(modeOf(path.join(dataDir, 'secret.key')).toString(8)).toBe('600');
    const shared = modesUnder(dataDir).filter(([, mode]) => (mode & 0o077) !== 0);
    expect(shared.map(([name, mode]) => `${name} ${mode.toString(8)}`)).toEqual([]);

    chmodSync(dataDir, 0o755);
    await loadSecretKey(null, dataDir);
    expect(modeOf(dataDir).toString(8)).toBe('700');
  });

  it.each([0o777, 0o775, 0o757])('is refused when others can write it (mode %o), before anything is written', async (mode) => {
    const dataDir = path.join(parent, 'shared');
    mkdirSync(dataDir);
    chmodSync(dataDir, mode);
    await expect(openDatabase({ dataDir })).rejects.toThrow(UnsafeFolderError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(`The data folder ${dataDir} can be written by other users (mode ${mode.toString(8)})`);
    await expect(loadSecretKey(null, dataDir)).rejects.toThrow(UnsafeFolderError);
    expect(readdirSync(dataDir)).toEqual([]);
    expect(modeOf(dataDir)).toBe(mode);
  });
});
