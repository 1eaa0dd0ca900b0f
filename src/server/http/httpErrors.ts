/**
 * Every error the server's HTTP layer answers itself, declared once with its status and message
 * (as fastify's lib/errors.js declares each of its errors): a body too large, a request without
 * CSRF proof, a document that does not parse or validate, an outage, a bug. Errors a resolver
 * raises on purpose (a user error, a bad cursor) are the API's (src/api/errors.ts). One writer
 * answers them, in GraphQL's error shape with `extensions.code`, whatever refuses the request.
 */
import type { ServerResponse } from 'node:http';
import { errorMessages } from '../../api/errors';

export const httpErrors = {
  BAD_REQUEST: { status: 400, message: 'Bad request.' },
  // The API's own words, as a resolver refusing a visitor says them.
  SIGN_IN_REQUIRED: { status: 401, message: errorMessages.SIGN_IN_REQUIRED },
  CSRF_REQUIRED: { status: 403, message: 'Required CSRF header(s) not present' },
  GRAPHQL_PARSE_FAILED: { status: 400, message: 'The document does not parse.' },
  GRAPHQL_VALIDATION_FAILED: { status: 400, message: 'The document is not valid against the schema.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed here.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  TOO_MANY_STREAMS: { status: 429, message: 'Too many live streams are open from this browser or address.' },
  INTERNAL_SERVER_ERROR: { status: 500, message: 'Unexpected error.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'CampusNest is temporarily unavailable. Please try again in a few seconds.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type HttpErrorCode = keyof typeof httpErrors;

/** The body of an error answer: one GraphQL error with its code, and its declared message unless a more precise one is given. */
export function httpErrorBody(code: HttpErrorCode, message: string = httpErrors[code].message): string {
  return JSON.stringify({ errors: [{ message, extensions: { code } }] });
}

/** Answers `code` with its status, as JSON. */
export function sendHttpError(response: ServerResponse, code: HttpErrorCode, message?: string, headers: Record<string, string | string[]> = {}): void {
  const body = httpErrorBody(code, message);
  response.writeHead(httpErrors[code].status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), ...headers });
  response.end(body);
}
