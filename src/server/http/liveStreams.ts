/**
 * Live updates at /graphql/stream (docs/server.md#live-updates): GraphQL subscriptions over
 * Server-Sent Events, by graphql-sse's protocol in its "distinct connections" mode (one request per
 * subscription, POST with the operation as JSON, answered with an event stream). Around the
 * library, the rules of /graphql: the CSRF header, the session cookie (read once, when the stream
 * opens), the document limits; and what only streams need:
 *
 * - Only subscriptions: queries and mutations go to /graphql.
 * - Open streams limited per session and per network address, in this process (429): a stream holds
 *   a connection and a few kilobytes for as long as it is open.
 * - Each stream lasts at most `lifetimeMs`: the client opens the next one with its cursor, so a
 *   session that ended (log-out elsewhere, expiry) stops streaming within that while.
 * - `closeAll` ends every stream at once, for a server on its way down: clients resume elsewhere.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getOperationAST, GraphQLError, OperationTypeNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { createHandler, type OperationArgs } from 'graphql-sse';
import type { ApiContext } from '../../api/context';
import type { RequestLimits } from '../config';
import { lacksCsrfProof } from './csrf';
import { createDocumentCache } from './documents';
import { createErrorFormatter } from './graphqlErrors';
import { sendHttpError, type HttpErrorCode } from './httpErrors';
import type { RequestContext } from './graphql';

export const LIVE_PATH = '/graphql/stream';

export interface LiveLimits {
  /** Streams one session may hold open: a few tabs of one browser. */
  perSession: number;
  /** Streams one network address may hold open: a household or a campus behind one address. */
  perAddress: number;
  /** How long one stream lasts before the client opens the next. */
  lifetimeMs: number;
}

export const defaultLiveLimits: LiveLimits = { perSession: 6, perAddress: 60, lifetimeMs: 15 * 60_000 };

export interface LiveStreams {
  handle(request: IncomingMessage, response: ServerResponse, body: string, context: RequestContext): Promise<void>;
  /** Ends every open stream (a graceful close). */
  closeAll(): void;
  /** How many are open. */
  readonly open: number;
}

type ExecutionContext = { [Key in keyof ApiContext]: ApiContext[Key] };

/** Counts per key, forgetting a key at zero. */
class Counts {
  private readonly counts = new Map<string, number>();
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: string, change: number): void {
    const next = this.get(key) + change;
    if (next <= 0) this.counts.delete(key);
    else this.counts.set(key, next);
  }
}

export function createLiveStreams(options: {
  schema: GraphQLSchema;
  limits: RequestLimits;
  live: LiveLimits;
  contextFor: (request: RequestContext) => ApiContext;
}): LiveStreams {
  const { schema, live, contextFor } = options;
  const prepare = createDocumentCache(schema, options.limits);
  const formatError = createErrorFormatter();
  const ends = new Set<() => void>();
  const bySession = new Counts();
  const byAddress = new Counts();

  const handler = createHandler<IncomingMessage, RequestContext, ExecutionContext>({
    schema,
    // No stream tokens: every request is its own stream (the "distinct connections" mode).
    authenticate: () => null,
    onSubscribe(request, params): OperationArgs<ExecutionContext> | ExecutionResult {
      const prepared = prepare(params.query);
      // `data: null` is how graphql-sse tells a result from execution arguments.
      if ('errors' in prepared) return { data: null, errors: [...prepared.errors] };
      const operation = getOperationAST(prepared.document, params.operationName);
      if (operation?.operation !== OperationTypeNode.SUBSCRIPTION)
        return {
          data: null,
          errors: [
            new GraphQLError('Only subscriptions are served here; queries and mutations go to /graphql.', {
              extensions: { code: 'BAD_REQUEST' satisfies HttpErrorCode },
            }),
          ],
        };
      return {
        schema,
        document: prepared.document,
        operationName: params.operationName,
        variableValues: params.variables,
        contextValue: contextFor(request.context),
      };
    },
    onNext(_context, _request, result) {
      if (!('errors' in result) || !result.errors) return;
      return { ...result, errors: result.errors.map((error) => formatError(error) as GraphQLError) };
    },
  });

  return {
    get open() {
      return ends.size;
    },

    async handle(request, response, body, context) {
      if (lacksCsrfProof(request.headers)) {
        sendHttpError(response, 'CSRF_REQUIRED');
        return;
      }
      const session = context.sessionCookie.received;
      const address = context.clientAddress;
      if ((session !== null && bySession.get(session) >= live.perSession) || byAddress.get(address) >= live.perAddress) {
        sendHttpError(response, 'TOO_MANY_STREAMS', undefined, { 'retry-after': '30' });
        return;
      }
      if (session !== null) bySession.add(session, 1);
      byAddress.add(address, 1);
      let end: () => void = () => undefined;
      try {
        const [answer, init] = await handler({
          method: request.method ?? 'GET',
          url: request.url ?? LIVE_PATH,
          headers: {
            get(name: string) {
              const value = request.headers[name.toLowerCase()];
              return Array.isArray(value) ? value.join(', ') : value;
            },
          },
          body,
          raw: request,
          context,
        });
        response.writeHead(init.status, init.statusText, init.headers);
        if (answer === null || typeof answer === 'string') {
          response.end(answer ?? undefined);
          return;
        }
        const stream = answer[Symbol.asyncIterator]();
        end = () => {
          void stream.return();
        };
        ends.add(end);
        response.once('close', end);
        const lifetime = setTimeout(end, live.lifetimeMs);
        try {
          for await (const chunk of { [Symbol.asyncIterator]: () => stream }) {
            if (!response.writable) break;
            response.write(chunk);
          }
        } finally {
          clearTimeout(lifetime);
          response.off('close', end);
          response.end();
        }
      } finally {
        ends.delete(end);
        if (session !== null) bySession.add(session, -1);
        byAddress.add(address, -1);
      }
    },

    closeAll() {
      for (const end of [...ends]) end();
    },
  };
}
