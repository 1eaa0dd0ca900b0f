/** How the rate limits name an address (src/server/http/clientAddress.ts), as a table. */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, normaliseAddress } from '../../src/server/http/clientAddress';

describe('normaliseAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:0db8:85a3:08d3:ffff:ffff:ffff:ffff', '2001:db8:85a3:8d3::/64'],
    ['[2001:db8::1]', '2001:db8:0:0::/64'],
    ['2001:db8::1%eth0', '2001:db8:0:0::/64'],
    ['2001:DB8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1:2:3:4', 'fe80:0:0:0::/64'],
    ['unknown', 'unknown'],
    ['0x7f.1', '0x7f.1'],
    ['2001:db8::1::2', '2001:db8::1::2'],
  ])('%s counts as %s', (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected);
  });
});

const request = (remoteAddress: string, forwardedFor?: string | string[]) =>
  ({ socket: { remoteAddress }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('is the peer unless the proxy is trusted', () => {
    expect(clientAddress(request('10.0.0.1', '198.51.100.9'), false)).toBe('10.0.0.1');
  });

  it("behind a trusted proxy, is the last X-Forwarded-For entry (the proxy's own), not the client's claims", () => {
    expect(clientAddress(request('10.0.0.1', '1.1.1.1, 198.51.100.9'), true)).toBe('198.51.100.9');
    expect(clientAddress(request('10.0.0.1', ['1.1.1.1', '2001:db8::5']), true)).toBe('2001:db8:0:0::/64');
    expect(clientAddress(request('10.0.0.1', '[2001:db8::5]'), true)).toBe('2001:db8:0:0::/64');
  });

  it('falls back to the peer when the last entry is no address', () => {
    expect(clientAddress(request('::ffff:10.0.0.1', '198.51.100.9, not-an-ip'), true)).toBe('10.0.0.1');
    expect(clientAddress(request('10.0.0.1', ''), true)).toBe('10.0.0.1');
  });
});
