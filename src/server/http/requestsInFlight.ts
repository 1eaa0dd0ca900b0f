/**
 * The requests still being worked on. A client that hangs up does not stop its resolvers: the
 * database must stay open until they are done, not only until the connections are, so closing
 * waits for these (gracefulClose.ts).
 */
import type { ServerResponse } from 'node:http';
import { sendHttpError } from './httpErrors';

export class RequestsInFlight {
  private readonly handling = new Set<Promise<void>>();

  /** Keeps `work` among the requests in flight until it settles. */
  keep(work: Promise<void>): void {
    const kept: Promise<void> = work.finally(() => {
      this.handling.delete(kept);
    });
    this.handling.add(kept);
  }

  /** `keep`, with a failure the handler did not answer answered 500 (or its connection cut once answering began). */
  track(work: Promise<void>, response: ServerResponse, failure: string): void {
    this.keep(
      work.catch((error: unknown) => {
        console.error(`[CampusNest] ${failure}`, error);
        if (response.headersSent) response.destroy();
        else sendHttpError(response, 'INTERNAL_SERVER_ERROR');
      }),
    );
  }

  /** Settles once every request in flight now has. */
  settled(): Promise<unknown> {
    return Promise.allSettled([...this.handling]);
  }
}
