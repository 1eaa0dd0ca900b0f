/**
 * Whether a failed operation means the backend is down for now rather than broken: a server whose
 * database cannot be reached answers SERVICE_UNAVAILABLE (HTTP 503), and a server that cannot be
 * reached at all fails the fetch. Both are worth trying again by themselves. Read by shape, so this
 * holds for Apollo's CombinedGraphQLErrors, ServerError and a fetch TypeError alike.
 */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

interface MaybeGraphQLErrors {
  errors?: unknown;
  statusCode?: unknown;
}

function codes(error: MaybeGraphQLErrors): unknown[] {
  return Array.isArray(error.errors) ? error.errors.map((inner: { extensions?: { code?: unknown } } | null) => inner?.extensions?.code) : [];
}

export function isServiceUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const shaped = error as MaybeGraphQLErrors;
  return codes(shaped).includes(SERVICE_UNAVAILABLE) || shaped.statusCode === 503;
}

/** The server could not be reached at all (fetch failed before any answer). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network/i.test(error.message);
}
