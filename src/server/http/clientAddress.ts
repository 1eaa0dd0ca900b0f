/**
 * The address a request came from, as the rate limits count it: the socket's peer, or with
 * TRUST_PROXY the last X-Forwarded-For entry, which is the one our own proxy added (earlier entries
 * come from the client and can say anything). IPv4-mapped IPv6 reads as IPv4; other IPv6 addresses
 * count by their /64, the block one subscriber usually gets.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

function expandIpv6(address: string): string[] | null {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

export function normaliseAddress(raw: string): string {
  const address = raw.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = request.headers['x-forwarded-for'];
    const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
    const last = entries[entries.length - 1]?.trim();
    if (last && isIP(last.replace(/^\[|\]$/g, '')) !== 0) return normaliseAddress(last);
  }
  return normaliseAddress(request.socket.remoteAddress ?? 'unknown');
}
