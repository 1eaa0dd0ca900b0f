/**
 * Vitest globalSetup of the PostgreSQL project: a real PostgreSQL for the SQL store's tests.
 * TEST_DATABASE_URL, when set, names a server to use (each test file creates and drops a database
 * of its own there, so the URL's user needs CREATEDB). Otherwise a throwaway cluster
 * (scripts/postgres/throwawayCluster.ts) on a free port, stopped and deleted at teardown.
 */
import type { TestProject } from 'vitest/node';
import { freePort, startThrowawayCluster } from '../../scripts/postgres/throwawayCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return () => undefined;
  }
  const cluster = startThrowawayCluster({ port: await freePort() });
  project.provide('postgresUrl', cluster.url);
  return () => {
    cluster.stop();
  };
}
