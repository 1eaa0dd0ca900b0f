/**
 * Whether an error means the database cannot be reached right now (as opposed to a bug or a bad
 * query): the API then answers SERVICE_UNAVAILABLE with HTTP 503, and the app retries.
 */

/** Socket failures while connecting or talking to PostgreSQL. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres's own words for a connection it lost or could not make. */
const DRIVER_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error and is not queryable/i,
  /the database system is (starting up|shutting down)/i,
  /query read timeout/i,
];

function isUnavailableCode(code: string): boolean {
  // 08: connection exception; 57P01-57P05: admin or crash shutdown, cannot connect now, idle session
  // timeout; 53300: too many connections; 57014: a statement cancelled, by the statement timeout
  // when the database is too slow to answer in time.
  return SOCKET_CODES.has(code) || code.startsWith('08') || /^57P0[1-5]$/.test(code) || code === '53300' || code === '57014';
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && isUnavailableCode(code)) return true;
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    // GraphQL wraps a resolver's error in originalError; drizzle wraps the driver's in cause.
    current = (current as { originalError?: unknown }).originalError ?? current.cause;
  }
  return false;
}

/** The innermost error under GraphQL's originalError and drizzle's cause: the driver's own words, without the failed SQL. */
export function rootCause(error: unknown): unknown {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const inner: unknown = (current as { originalError?: unknown }).originalError ?? current.cause;
    if (!(inner instanceof Error)) return current;
    current = inner;
  }
  return current;
}
