/**
 * A subscription over /graphql/stream as a test reads it: graphql-sse's protocol by hand (POST the
 * operation, read `event: next` / `event: complete` blocks), so that refusals and the stream's end
 * are seen as they are sent.
 */
import { LIVE_PATH } from '../../src/server/http/liveStreams';
import { CSRF_HEADER } from '../../src/lib/csrf';
import type { Browser, TestServer } from './httpServer';

export interface StreamEvent<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface EventStream<T> {
  status: number;
  /** The next result sent; null once the stream completed or ended. */
  next(): Promise<StreamEvent<T> | null>;
  close(): void;
}

export async function openStream<T>(
  server: TestServer,
  browser: Browser | null,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<EventStream<T>> {
  const abort = new AbortController();
  const response = await fetch(`${server.url}${LIVE_PATH}`, {
    method: 'POST',
    headers: { accept: 'text/event-stream', 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(browser?.cookieHeader() ?? {}), ...headers },
    body: JSON.stringify({ query, variables }),
    signal: abort.signal,
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const nextBlock = async (): Promise<string | null> => {
    for (;;) {
      const at = buffer.indexOf('\n\n');
      if (at >= 0) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        return block;
      }
      if (!reader || ended) return null;
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) {
        ended = true;
        return null;
      }
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return {
    status: response.status,
    async next() {
      for (;;) {
        const block = await nextBlock();
        if (block === null) return null;
        const event = /^event: (\w+)$/m.exec(block)?.[1];
        if (event === 'complete') return null;
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event === 'next' && data !== undefined) return JSON.parse(data) as StreamEvent<T>;
      }
    },
    close() {
      abort.abort();
    },
  };
}
