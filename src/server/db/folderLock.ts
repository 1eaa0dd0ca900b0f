/**
 * One process at a time in a PGlite folder. PGlite is PostgreSQL inside the process that opened
 * it, with nothing shared between processes: two of them on one folder (a second server, or
 * `npm run seed` while the server runs) would each write its files as if alone, and what one of
 * them answered with success could be lost. PostgreSQL's own postmaster.pid does not guard the
 * folder here (PGlite writes a constant pid into it), so the folder holds `campusnest.lock`, naming
 * the process that has it open, and a second opener is refused with a message saying which.
 *
 * The rule is PostgreSQL's own for postmaster.pid: the lock is created only if absent (O_EXCL);
 * one naming a process that is gone (a server killed with SIGKILL) is stale, removed, and the
 * create is tried again. A process is named by its pid and, on Linux, its start time and the
 * boot's id, so that a pid used again since (a container restarted, where the server is pid 1 each
 * time) is not taken for the owner. Unlike PostgreSQL's, the takeover of a stale lock does not
 * race when several processes start on the same folder in the same instant after a crash: removing
 * a stale lock is reserved to the one opener that creates its takeover file (removeStale).
 */
import { createHash, randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bootId, statFields } from '../procfs';

export const LOCK_FILE = 'campusnest.lock';

export class FolderInUseError extends Error {
  constructor(folder: string, pid: number) {
    super(
      `The PGlite folder ${folder} is in use by another process (pid ${pid}). PGlite lets one process at a time open a folder: stop that process first (a server, or npm run seed), or give this one a DATA_DIR of its own.`,
    );
    this.name = 'FolderInUseError';
  }
}

let boot: string | null | undefined;

/** The running boot's id, read once; null without /proc (then a lock names its process by pid alone). */
function thisBoot(): string | null {
  if (boot === undefined) boot = bootId();
  return boot;
}

/**
 * When `pid` started, in clock ticks since boot (/proc/<pid>/stat, field 22); null without /proc,
 * once it is gone, or while it is a zombie: killed, and only waiting for its parent to notice.
 */
function startTime(pid: number): string | null {
  const fields = statFields(pid);
  if (fields === null || fields[0] === 'Z' || fields[0] === 'X') return null;
  return fields[19] ?? null;
}

/**
 * What a lock says: which process has the folder (its pid and, where /proc tells them, when it
 * started and in which boot), and which of its opens.
 */
interface LockText {
  pid: number;
  started?: string;
  boot?: string;
  open?: string;
}

function writeLock(lock: LockText): string {
  return Object.entries(lock)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
}

function readLock(text: string): LockText {
  const fields = new Map(
    text
      .trim()
      .split(/\s+/)
      .map((field) => field.split('=', 2) as [string, string | undefined]),
  );
  return { pid: Number(fields.get('pid')), started: fields.get('started'), boot: fields.get('boot') };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, and belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process a lock names still has the folder: the same pid, started at the same time of the same boot. */
function isHeld(lock: LockText, text: string): boolean {
  if (!Number.isSafeInteger(lock.pid) || lock.pid <= 0) return false;
  // This process's own opens are known exactly; a lock with its pid and no open of its is a former process's.
  if (lock.pid === process.pid) return held.has(text);
  const current = thisBoot();
  if (lock.started === undefined || lock.boot === undefined || current === null) return isAlive(lock.pid);
  return lock.boot === current && startTime(lock.pid) === lock.started;
}

/** The locks this process holds, by their text: a second open of a folder in this process is refused too. */
const held = new Set<string>();
let opens = 0;

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/**
 * Creates `file` holding `text`, or throws EEXIST: written aside, then linked into place, so that
 * no one ever reads it empty (created, not yet written), which would look like a stale lock.
 */
function createWithText(file: string, text: string): void {
  const aside = `${file}.${process.pid}-${randomBytes(6).toString('hex')}`;
  writeFileSync(aside, text, { flag: 'wx' });
  try {
    linkSync(aside, file);
  } finally {
    unlinkIfThere(aside);
  }
}

function unlinkIfThere(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

/**
 * Removes the stale lock `stale` (its text as read) from `file`, as the one opener allowed to: the
 * one that creates this stale text's takeover file (O_EXCL). Two openers that read the same stale
 * lock would otherwise both remove "it", the second removing the lock the first had just written,
 * and both go on. Only the holder of the takeover file removes a lock with this text, so the text it
 * reads again is still there or gone, never replaced in between; a later opener that gets the
 * takeover file once it is released reads the winner's lock instead, and removes nothing.
 */
function removeStale(folder: string, file: string, stale: string, text: string): void {
  const takeover = `${file}.takeover-${createHash('sha256').update(stale).digest('hex').slice(0, 16)}`;
  try {
    createWithText(takeover, `${text}\n`);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    let other: string;
    try {
      other = readFileSync(takeover, 'utf8');
    } catch (readError) {
      if (errorCode(readError) === 'ENOENT') return;
      throw readError;
    }
    const taker = readLock(other);
    if (isHeld(taker, other.trim())) throw new FolderInUseError(folder, taker.pid);
    // Its taker died in the middle: the takeover is stale as well.
    unlinkIfThere(takeover);
    return;
  }
  try {
    let current: string | null;
    try {
      current = readFileSync(file, 'utf8');
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
      current = null;
    }
    if (current === stale) unlinkIfThere(file);
  } finally {
    unlinkIfThere(takeover);
  }
}

/**
 * Takes `folder`'s lock for this process or throws FolderInUseError; `release` gives it back (and
 * so does the process's exit). The folder must exist.
 */
export function lockFolder(folder: string): { release(): void } {
  const file = path.join(folder, LOCK_FILE);
  const text = writeLock({ pid: process.pid, started: startTime(process.pid) ?? undefined, boot: thisBoot() ?? undefined, open: String(++opens) });
  for (let attempt = 0; ; attempt += 1) {
    try {
      createWithText(file, `${text}\n`);
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST' || attempt >= 10) throw error;
    }
    let existing: string;
    try {
      existing = readFileSync(file, 'utf8');
    } catch (error) {
      // Removed between the two calls: try again.
      if (errorCode(error) === 'ENOENT') continue;
      throw error;
    }
    const lock = readLock(existing);
    if (isHeld(lock, existing.trim())) throw new FolderInUseError(folder, lock.pid);
    removeStale(folder, file, existing, text);
  }
  held.add(text);
  const release = () => {
    process.off('exit', release);
    if (!held.delete(text)) return;
    try {
      // Only a lock that is still this open's own.
      if (readFileSync(file, 'utf8').trim() === text) unlinkSync(file);
    } catch {
      // Gone already, or the folder with it.
    }
  };
  process.on('exit', release);
  return { release };
}
