/**
 * The address a request came from, as the rate limits count it: the socket's peer, or with
 * TRUST_PROXY the last X-Forwarded-For entry, which is the one our own proxy added (earlier entries
 * come from the client and can say anything). IPv4-mapped IPv6 reads as IPv4; other IPv6 addresses
 * count by their /64, the block one subscriber usually gets, so one subscriber cannot take a fresh
 * budget from each of its 2^64 addresses.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Brackets, a zone id and spaces off: what is left is the address, or text that is none. */
const bare = (raw: string) =>
  raw
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');

export function normaliseAddress(raw: string): string {
  const address = bare(raw);
  // isIP is strict (ipaddr.js also takes forms like "0x7f.1" for IPv4): anything else counts as the text it is.
  if (isIP(address) === 0) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = request.headers['x-forwarded-for'];
    const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
    const last = entries[entries.length - 1]?.trim();
    if (last && isIP(bare(last)) !== 0) return normaliseAddress(last);
  }
  return normaliseAddress(request.socket.remoteAddress ?? 'unknown');
}
