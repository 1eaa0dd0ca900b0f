/**
 * A rendered page compressed for the browser that asks (docs/server.md#rendered-pages): Brotli,
 * else gzip, else as it is. A page's HTML is tens of kilobytes, a fifth of that compressed, which
 * on a phone's network is most of the time before its first paint. Compressed on the thread pool,
 * once per page and encoding: a page the page cache keeps is compressed once for everyone.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CachedPage } from './pageCache';

type Encoding = 'br' | 'gzip';

const compress: Record<Encoding, (html: string) => Promise<Buffer>> = {
  // Quality 5 of 11: most of the gain for a fraction of the time a maximum would take per request.
  br: (html) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html) => promisify(gzip)(html),
};

const compressed = new WeakMap<CachedPage, Map<Encoding, Promise<Buffer>>>();

/** The encoding a request's Accept-Encoding allows, Brotli first; null for none. */
export function pageEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((entry) => entry.trim().split(';'))
    .filter(([, quality]) => quality?.trim() !== 'q=0')
    .map(([name]) => name);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

export function encodedPage(page: CachedPage, encoding: Encoding): Promise<Buffer> {
  let byEncoding = compressed.get(page);
  if (!byEncoding) {
    byEncoding = new Map();
    compressed.set(page, byEncoding);
  }
  let body = byEncoding.get(encoding);
  if (!body) {
    body = compress[encoding](page.html);
    byEncoding.set(encoding, body);
  }
  return body;
}
