/**
 * One process at a time in a PGlite folder (src/server/db/folderLock.ts): a second server, or a
 * second open in the same process, is refused with a message naming the process that has it; a
 * lock left by a process that is gone (killed, or a pid since used again) is taken over. The lock
 * itself runs on a plain folder; the servers on a PGlite one (this file runs in the PGlite project).
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FolderInUseError, LOCK_FILE, lockFolder } from '../../src/server/db/folderLock';
import { bootId, statFields } from '../../src/server/procfs';
import { killChildServer, startChildServer, type ChildServer } from './childServer';
import { serverStorage, type ServerStorage } from './serverEnvironment';
import { sqlEngine } from './testDatabase';

const pglite = sqlEngine() === 'pglite';

/** The fields a lock holds, as its file says them. */
function lockFields(folder: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(path.join(folder, LOCK_FILE), 'utf8')
      .trim()
      .split(' ')
      .map((field) => field.split('=') as [string, string]),
  );
}

/** When `pid` started, as /proc says it (the 22nd field of its stat). */
function startTimeOf(pid: number): string {
  return statFields(pid)![19]!;
}

describe.runIf(pglite)('the lock of a folder', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'campusnest-lock-'));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('is this process’s until released: a second take is refused, naming the process', () => {
    const lock = lockFolder(folder);
    expect(lockFields(folder)).toMatchObject({ pid: String(process.pid), started: startTimeOf(process.pid), boot: bootId() });
    expect(() => lockFolder(folder)).toThrow(FolderInUseError);
    expect(() => lockFolder(folder)).toThrow(`The PGlite folder ${folder} is in use by another process (pid ${process.pid}).`);
    lock.release();
    expect(existsSync(path.join(folder, LOCK_FILE))).toBe(false);
    lockFolder(folder).release();
  });

  it('is refused while the process it names runs, and taken over once it has exited', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await once(holder, 'spawn');
    const pid = holder.pid!;
    writeFileSync(path.join(folder, LOCK_FILE), `pid=${pid} started=${startTimeOf(pid)} boot=${bootId()} open=1\n`);
    expect(() => lockFolder(folder)).toThrow(`(pid ${pid})`);
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const lock = lockFolder(folder);
    expect(lockFields(folder).pid).toBe(String(process.pid));
    lock.release();
  });

  it('is taken over when its pid now belongs to another process, or to this one', () => {
    // The parent runs, but started long after this lock's process did: the pid was used again.
    writeFileSync(path.join(folder, LOCK_FILE), `pid=${process.ppid} started=1 boot=${bootId()} open=1\n`);
    lockFolder(folder).release();
    // A container restarted gives its server the same pid as before the crash.
    writeFileSync(path.join(folder, LOCK_FILE), `pid=${process.pid} started=${startTimeOf(process.pid)} boot=${bootId()} open=1\n`);
    lockFolder(folder).release();
    // Another boot: nothing of it still runs, whatever has its pid now.
    writeFileSync(path.join(folder, LOCK_FILE), `pid=${process.ppid} started=${startTimeOf(process.ppid)} boot=another-boot open=1\n`);
    lockFolder(folder).release();
    // Only a pid (a lock written where /proc is not): the process is gone.
    const exited = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(path.join(folder, LOCK_FILE), `pid=${exited}\n`);
    lockFolder(folder).release();
  });
});

/** A process of its own that takes a folder's lock when told (`go <folder>`) and gives it back (`release`). */
class Opener {
  private readonly lines: string[] = [];
  private waiting: ((line: string) => void) | null = null;

  constructor(readonly process: ChildProcessWithoutNullStreams) {
    createInterface({ input: process.stdout }).on('line', (line) => {
      if (this.waiting) {
        const resolve = this.waiting;
        this.waiting = null;
        resolve(line);
      } else this.lines.push(line);
    });
  }

  next(): Promise<string> {
    const line = this.lines.shift();
    return line !== undefined ? Promise.resolve(line) : new Promise((resolve) => (this.waiting = resolve));
  }

  send(command: string): void {
    this.process.stdin.write(`${command}\n`);
  }
}

const openerScript = (lockModule: string) => `
import { createInterface } from 'node:readline';
import { lockFolder } from ${JSON.stringify(lockModule)};
let lock = null;
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.startsWith('go ')) {
    try {
      lock = lockFolder(line.slice(3));
      console.log('won');
    } catch (error) {
      console.log(error.name === 'FolderInUseError' ? 'refused' : 'failed ' + error.message);
    }
  } else if (line === 'release') {
    lock?.release();
    lock = null;
    console.log('released');
  }
});
console.log('ready');
`;

describe.runIf(pglite)('a stale lock two processes take over at the same moment', () => {
  let work: string;
  let openers: Opener[] = [];
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'campusnest-lock-race-'));
    // The lock module as plain JavaScript, for processes of its own.
    await build({
      entryPoints: [fileURLToPath(new URL('../../src/server/db/folderLock.ts', import.meta.url))],
      outfile: path.join(work, 'folderLock.mjs'),
      bundle: true,
      format: 'esm',
      platform: 'node',
      logLevel: 'silent',
    });
    writeFileSync(path.join(work, 'opener.mjs'), openerScript('./folderLock.mjs'));
    openers = [0, 1].map(() => new Opener(spawn(process.execPath, [path.join(work, 'opener.mjs')], { cwd: work })));
    expect(await Promise.all(openers.map((opener) => opener.next()))).toEqual(['ready', 'ready']);
  });
  afterAll(() => {
    for (const opener of openers) opener.process.kill();
    rmSync(work, { recursive: true, force: true });
  });

  it('is taken by exactly one of them, round after round', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const winners: number[] = [];
    const rounds = 30;
    for (let round = 0; round < rounds; round += 1) {
      const folder = mkdtempSync(path.join(work, 'folder-'));
      writeFileSync(path.join(folder, LOCK_FILE), `pid=${gone} started=1 boot=${bootId()} open=1\n`);
      for (const opener of openers) opener.send(`go ${folder}`);
      const outcomes = await Promise.all(openers.map((opener) => opener.next()));
      expect(
        outcomes.every((outcome) => outcome === 'won' || outcome === 'refused'),
        outcomes.join(', '),
      ).toBe(true);
      winners.push(outcomes.filter((outcome) => outcome === 'won').length);
      for (const opener of openers) opener.send('release');
      expect(await Promise.all(openers.map((opener) => opener.next()))).toEqual(['released', 'released']);
      // Nothing of a takeover is left behind.
      expect(readdirSync(folder)).toEqual([]);
    }
    expect(winners).toEqual(Array(rounds).fill(1));
  }, 120_000);
});

describe.runIf(pglite)('a PGlite folder a server has open', () => {
  let storage: ServerStorage;
  let server: ChildServer | undefined;
  afterEach(async () => {
    await killChildServer(server);
    server = undefined;
    await storage.remove();
  });

  it('is refused to a second server and to another open, and serves on; after a SIGKILL it opens again', async () => {
    storage = await serverStorage();
    const first = await startChildServer(storage.env);
    server = first;
    const inUse = `The PGlite folder ${storage.env.DATA_DIR} is in use by another process (pid ${first.process.pid}).`;
    await expect(startChildServer(storage.env)).rejects.toThrow(`[CampusNest] ${inUse}`);
    await expect(storage.open()).rejects.toThrow(inUse);
    const served = await fetch(`${first.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await served.json()).toEqual({ data: { __typename: 'Query' } });

    first.process.kill('SIGKILL');
    await first.exited;
    const database = await storage.open();
    await database.close();
    expect(existsSync(path.join(storage.env.DATA_DIR!, LOCK_FILE))).toBe(false);
  }, 180_000);
});
