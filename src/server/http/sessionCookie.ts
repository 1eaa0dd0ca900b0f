/**
 * The session cookie of one request: `HttpOnly` (scripts cannot read it), `SameSite=Lax` (not sent
 * with cross-site POSTs, so another site cannot act as the user), `Path=/`, and `Secure` when the
 * request came over HTTPS, directly or (with TRUST_PROXY) through a proxy that says so.
 */
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { SessionCookie } from '../store/sqlSession';

export const SESSION_COOKIE = 'campusnest_session';

export function cameOverHttps(request: IncomingMessage, trustProxy: boolean): boolean {
  if ((request.socket as Partial<TLSSocket>).encrypted === true) return true;
  if (!trustProxy) return false;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

export class RequestSessionCookie implements SessionCookie {
  readonly received: string | null;
  /** The Set-Cookie headers the response must carry. */
  readonly outgoing: string[] = [];

  constructor(
    request: IncomingMessage,
    private readonly secure: boolean,
    private readonly now: () => number,
  ) {
    const value = parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
    this.received = value === undefined || value === '' ? null : value;
  }

  set(id: string, expires: number): void {
    this.write(id, { expires: new Date(expires), maxAge: Math.max(0, Math.floor((expires - this.now()) / 1000)) });
  }

  clear(): void {
    this.write('', { expires: new Date(0), maxAge: 0 });
  }

  private write(value: string, lifetime: { expires: Date; maxAge: number }): void {
    this.outgoing.length = 0;
    this.outgoing.push(
      stringifySetCookie(SESSION_COOKIE, value, { ...lifetime, httpOnly: true, sameSite: 'lax', path: '/', secure: this.secure }),
    );
  }
}
