/**
 * `npm run server` as a child process, the way it runs in production (its own command line, API
 * only so that no build is needed), for the tests that kill it, stop it, fuzz it and watch its
 * output: standard output lines (codes and messages, from the console mailer) and standard error.
 */
import { startServerChild } from '../../scripts/server/serverCommand';
import type { ServingChild } from '../../scripts/server/servingChild';

export interface ChildServer extends ServingChild {
  /** The last code printed for `contact`, waiting for its line if it is not there yet. */
  codeFor(contact: string): Promise<string>;
}

/** Starts the server on a free port with `env` (DATA_DIR or DATABASE_URL among it) and waits until it serves. */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const server = await startServerChild({ API_ONLY: '1', PORT: '0', ...env });
  return {
    ...server,
    codeFor(contact) {
      const prefix = `[CampusNest] Verification code for ${contact}: `;
      return server.waitFor(() => server.stdout.findLast((line) => line.startsWith(prefix))?.slice(prefix.length), `a code for ${contact}`, 15_000);
    },
  };
}

/** Stops a child that a test left running (no-op once it has exited). */
export async function killChildServer(server: ChildServer | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.kill('SIGKILL');
  await server.exited;
}
