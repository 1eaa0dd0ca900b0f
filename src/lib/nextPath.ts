/**
 * Where log-in and sign-up may send a user afterwards (`?next=`): only a path of this site. An
 * open redirect would let a link to CampusNest's log-in page land a user, once signed in, on any
 * site its author likes, so anything that a browser could read as another origin is refused:
 * `//host` and `/\host` (which browsers treat as `//host`), a scheme, and control characters
 * (browsers drop tabs and newlines from URLs, so `/\t/host` would become `//host`).
 */
const MAX_LENGTH = 2000;

/** `value` when it is a same-site path (starting with a single '/'), else null. */
export function safeNextPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  // The URL parser's reading must agree: the path resolves on this site and nowhere else.
  const base = 'https://campusnest.invalid';
  try {
    const url = new URL(value, base);
    return url.origin === base ? value : null;
  } catch {
    return null;
  }
}

/** The log-in page, coming back to `path` afterwards. */
export function loginHref(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
