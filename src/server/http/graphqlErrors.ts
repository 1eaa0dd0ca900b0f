/**
 * What a client is told when something goes wrong inside a request, and what the log says.
 *
 * - A GraphQL error the API raised on purpose (a bad cursor, a refused document) is answered as it is.
 * - A database that cannot be reached is SERVICE_UNAVAILABLE, which the HTTP layer answers with 503
 *   and Retry-After (graphql.ts); the log gets one short line every 10 s at most, not a stack and
 *   the failed SQL for every request of an outage.
 * - Anything else is a bug: the client reads "Unexpected error." (nothing of the server's inside
 *   leaks), and the log gets the whole error.
 */
import { GraphQLError } from 'graphql';
import { isDatabaseUnavailable, rootCause } from '../db/unavailable';
import { httpErrors, type HttpErrorCode } from './httpErrors';

/** Seconds a client is told to wait (Retry-After) when the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const SERVICE_UNAVAILABLE_MESSAGE = httpErrors.SERVICE_UNAVAILABLE.message;

/** An error of the catalogue (httpErrors.ts) as a GraphQL error at the place in the document it arose. */
function declared(code: HttpErrorCode, { nodes, source, positions, path }: GraphQLError): GraphQLError {
  return new GraphQLError(httpErrors[code].message, { nodes, source, positions, path, extensions: { code } });
}

const OUTAGE_LOG_INTERVAL_MS = 10_000;

/** A GraphQL error whose cause, if any, is itself a GraphQL error: raised on purpose, fit to be read. */
function raisedOnPurpose(error: GraphQLError): boolean {
  let cause: unknown = error.originalError;
  while (cause !== undefined && cause !== null) {
    // By name rather than instanceof: a library may bring its own copy of graphql-js.
    if (!(cause instanceof Error) || cause.name !== 'GraphQLError') return false;
    cause = (cause as { originalError?: unknown }).originalError;
  }
  return true;
}

/** Whether a result's error is the database being away (graphql.ts answers those 503). */
export function isUnavailableError(error: GraphQLError): boolean {
  return !raisedOnPurpose(error) && isDatabaseUnavailable(error.originalError);
}

/** The errors of a request as the client reads them, with what should be logged logged once. */
export function createErrorFormatter(log: (...parts: unknown[]) => void = console.error) {
  let lastOutageLine = -Infinity;
  const logOutage = (error: unknown) => {
    if (performance.now() - lastOutageLine < OUTAGE_LOG_INTERVAL_MS) return;
    lastOutageLine = performance.now();
    const cause = rootCause(error);
    const detail = cause instanceof Error ? cause.message.split('\n')[0] : 'no detail';
    log(`[CampusNest] The database is unreachable; answering SERVICE_UNAVAILABLE (${detail}).`);
  };

  return function formatError(error: Error): GraphQLError | Error {
    // Not a GraphQL error: graphql-http's words for a request it could not read (400), the client's to read.
    if (!(error instanceof GraphQLError) || raisedOnPurpose(error)) return error;
    const { originalError } = error;
    if (isDatabaseUnavailable(originalError)) {
      logOutage(originalError);
      return declared('SERVICE_UNAVAILABLE', error);
    }
    log('[CampusNest] Unexpected error in a GraphQL request:', originalError);
    return declared('INTERNAL_SERVER_ERROR', error);
  };
}
