/**
 * The session cookie of one request: `HttpOnly` (scripts cannot read it), `SameSite=Lax` (not sent
 * with cross-site POSTs, so another site cannot act as the user), `Path=/`, and `Secure` when the
 * request came over HTTPS, directly or (with TRUST_PROXY) through a proxy that says so.
 */
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { SessionCookie } from '../store/sqlSession';
import type { DeviceCookieJar } from '../trustedDevices';

import { DEVICE_COOKIE, DEVICE_TTL_MS, SESSION_COOKIE, VISITOR_COOKIE } from '../../lib/deviceStorage';

export { DEVICE_COOKIE, DEVICE_TTL_MS, SESSION_COOKIE, VISITOR_COOKIE };

export function cameOverHttps(request: IncomingMessage, trustProxy: boolean): boolean {
  if ((request.socket as Partial<TLSSocket>).encrypted === true) return true;
  if (!trustProxy) return false;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

export class RequestSessionCookie implements SessionCookie, DeviceCookieJar {
  readonly received: string | null;
  readonly receivedVisitor: string | null;
  readonly receivedDevice: string | null;
  /** The last Set-Cookie header decided for each cookie. */
  private readonly headers = new Map<string, string>();

  constructor(
    request: IncomingMessage,
    private readonly secure: boolean,
    private readonly now: () => number,
  ) {
    const cookies = parseCookie(request.headers.cookie ?? '');
    const present = (value: string | undefined) => (value === undefined || value === '' ? null : value);
    this.received = present(cookies[SESSION_COOKIE]);
    this.receivedVisitor = present(cookies[VISITOR_COOKIE]);
    this.receivedDevice = present(cookies[DEVICE_COOKIE]);
  }

  /** The Set-Cookie headers the response must carry. */
  get outgoing(): string[] {
    return [...this.headers.values()];
  }

  set(id: string, expires: number): void {
    this.write(SESSION_COOKIE, id, this.until(expires));
  }

  clear(): void {
    this.write(SESSION_COOKIE, '', { expires: new Date(0), maxAge: 0 });
  }

  setVisitor(id: string, expires: number): void {
    this.write(VISITOR_COOKIE, id, this.until(expires));
  }

  setDevice(value: string): void {
    this.write(DEVICE_COOKIE, value, this.until(this.now() + DEVICE_TTL_MS));
  }

  private until(expires: number) {
    return { expires: new Date(expires), maxAge: Math.max(0, Math.floor((expires - this.now()) / 1000)) };
  }

  private write(name: string, value: string, lifetime: { expires: Date; maxAge: number }): void {
    this.headers.set(name, stringifySetCookie(name, value, { ...lifetime, httpOnly: true, sameSite: 'lax', path: '/', secure: this.secure }));
  }
}
