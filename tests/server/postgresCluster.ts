/**
 * Vitest globalSetup of the PostgreSQL project: a real PostgreSQL for the SQL store's tests.
 * TEST_DATABASE_URL, when set, names a server to use (each test file creates and drops a database
 * of its own there, so the URL's user needs CREATEDB). Otherwise a throwaway cluster is made with
 * Debian's binaries: initdb into a temporary folder, listening on 127.0.0.1 and a free port only,
 * run as the `postgres` user when we are root (PostgreSQL refuses to run as root), stopped and
 * deleted at teardown.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

const MISSING = 'PostgreSQL server binaries not found (initdb, pg_ctl). Install them with `apt-get install -y postgresql`, or set TEST_DATABASE_URL to a PostgreSQL the tests may create databases on.';

/** The newest installed server's bin folder: Debian keeps each major version under /usr/lib/postgresql. */
function binaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined) throw new Error(MISSING);
  return path.join(root, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return () => undefined;
  }
  const bin = binaries();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
    execFileSync(file, fileArgs, { stdio: 'pipe' });
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'campusnest-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  try {
    // Durability settings off: this cluster lives for one test run.
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    run('pg_ctl', [
      '-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60',
      '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
