/**
 * The header that marks a request as a script's own (docs/security.md#server-mode): an HTML form or
 * a simple cross-site request cannot send it, and a script on another origin cannot without a CORS
 * preflight the server never grants. The GraphQL link and the photo upload send it; the server checks it.
 */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';
