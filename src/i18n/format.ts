/**
 * Numbers as each language writes them, through Intl: '459 €' in German, '€ 459' in Dutch, '2,3 km'
 * in French. English keeps the product brief's texts byte for byte ('€459/month', '2.3 km',
 * '1500', docs/product.md), which Intl gives too once grouping is off: the brief never groups.
 */
const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${kind}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { ...options, useGrouping: locale === 'en' ? false : 'auto' });
    cache.set(key, format);
  }
  return format;
}

/** A whole-euro amount: '€459' (en), '459 €' (de). */
export function formatPrice(locale: string, euros: number): string {
  return formatter(locale, 'price', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(euros);
}

/** A distance to one decimal: '2.3 km' (en), '2,3 km' (de). */
export function formatDistance(locale: string, km: number): string {
  return formatter(locale, 'km', { style: 'unit', unit: 'kilometer', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(km);
}

/** A count: '1500' (en), '1.500' (de). */
export function formatCount(locale: string, count: number): string {
  return formatter(locale, 'count', { maximumFractionDigits: 0 }).format(count);
}

/** A latitude or longitude to 4 decimals: '52.4527' (en), '52,4527' (de). */
export function formatCoordinate(locale: string, degrees: number): string {
  return formatter(locale, 'coordinate', { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(degrees);
}
