/**
 * CSRF prevention, as graphql-yoga's plugin (and Apollo Server's) does it: a request a browser would
 * send cross-site without a CORS preflight (a GET, or a POST with a content type an HTML form can
 * send) must carry a header that only a script can set, and a script on another origin cannot set
 * it without the preflight this server never grants. A JSON POST is preflighted already.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { CSRF_HEADER } from '../../lib/csrf';

export { CSRF_HEADER };

/** Content types a form or a simple request can send without a preflight. */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

export function lacksCsrfProof(headers: IncomingHttpHeaders): boolean {
  const contentType = headers['content-type']?.toLowerCase() ?? '';
  const preflighted = contentType !== '' && !SIMPLE_CONTENT_TYPES.some((simple) => contentType.startsWith(simple));
  return !preflighted && headers[CSRF_HEADER] === undefined;
}
