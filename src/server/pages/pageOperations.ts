/**
 * The page renderer's operations (pageRenderer.ts), run in this process against the server's schema
 * and store, with no HTTP between: for an anonymous visitor whatever cookies the request carried
 * (docs/server.md#rendered-pages), so that a rendered page holds nobody's data and can be shared.
 * Errors are masked as /graphql masks them; a database that is away is noted, for a 503. A listing
 * the page's head has read is given to the page's query as it was read (knownListing.ts).
 */
import { execute, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { ApiContext } from '../../api/context';
import { createErrorFormatter, isUnavailableError } from '../http/graphqlErrors';
import type { SessionCookie } from '../store/sqlSession';
import type { DeviceCookieJar } from '../trustedDevices';
import { withKnownListing, type KnownListing } from './knownListing';
import type { PageExecutor } from './pageRenderer';

/** No session, no visitor and no trusted device; a render only reads, so it never sets one. */
const anonymousCookie: SessionCookie & DeviceCookieJar = {
  received: null,
  receivedVisitor: null,
  receivedDevice: null,
  set: () => undefined,
  clear: () => undefined,
  setVisitor: () => undefined,
  setDevice: () => undefined,
};

/** The address the rate limits see for renders: reads, which no limit counts. */
const RENDER_ADDRESS = 'page-render';

export interface PageRun {
  execute: PageExecutor;
  /** Whether an operation found the database away. */
  readonly unavailable: boolean;
}

export function createPageOperations(
  schema: GraphQLSchema,
  contextFor: (request: { sessionCookie: SessionCookie & DeviceCookieJar; clientAddress: string }) => ApiContext,
): (known?: KnownListing) => PageRun {
  const formatError = createErrorFormatter();
  return (known) => {
    let unavailable = false;
    const run = async ({ document, variables, operationName }: Parameters<PageExecutor>[0]): Promise<ExecutionResult> => {
      const context = contextFor({ sessionCookie: anonymousCookie, clientAddress: RENDER_ADDRESS });
      const contextValue: ApiContext = known ? { ...context, catalog: async () => withKnownListing(await context.catalog(), known) } : context;
      const result = await execute({ schema, document, variableValues: variables, operationName, contextValue });
      if (!result.errors) return result;
      if (result.errors.some(isUnavailableError)) unavailable = true;
      return { ...result, errors: result.errors.map((error) => formatError(error)) } as ExecutionResult;
    };
    return {
      execute: run,
      get unavailable() {
        return unavailable;
      },
    };
  };
}
