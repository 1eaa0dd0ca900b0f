/**
 * Request bodies within a limit (RequestLimits.maxBodyBytes): a body is refused as soon as it
 * passes the limit, with a 413 the client can read, and a body that goes on long past it has its
 * connection cut.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendHttpError } from './httpErrors';

/** The request's body, or null as soon as it passes `limit` bytes (the rest is then left unread, the request paused). */
export function readBodyWithin(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.off('data', onData);
        request.pause();
        resolve(null);
      } else chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => {
      resolve(Buffer.concat(chunks));
    });
    request.once('error', reject);
  });
}

/**
 * 413 once the rest of the body has been read and dropped, so that the client reads the answer
 * instead of a reset connection; a body that goes on past 10 times the limit has its connection cut.
 */
function refuseBody(request: IncomingMessage, response: ServerResponse, limit: number): void {
  let dropped = 0;
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limit * 10) request.destroy();
  });
  request.once('end', () => {
    sendHttpError(response, 'PAYLOAD_TOO_LARGE', `The request body is over ${limit} bytes.`);
  });
  request.resume();
}

/**
 * Reads a request's body within `limit`: undefined for GET and HEAD, null when the body was refused
 * (the response is answered already, or its connection cut).
 */
export function bodyReader(limit: number) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<Buffer | undefined | null> => {
    const declared = Number(request.headers['content-length']);
    if (declared > limit) {
      refuseBody(request, response, limit);
      return null;
    }
    const method = request.method ?? 'GET';
    if (method === 'GET' || method === 'HEAD') return undefined;
    try {
      const body = await readBodyWithin(request, limit);
      if (body === null) refuseBody(request, response, limit);
      return body;
    } catch {
      response.destroy();
      return null;
    }
  };
}
