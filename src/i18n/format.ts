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

/**
 * An amount of euros grouped as each language groups it, English included: '€1,300' (en),
 * '1.300 €' (de). The price breakdown's texts (issue #32) group; the original brief's card and
 * summary prices, written '€{price}/month' without grouping, keep formatPrice.
 */
export function formatAmount(locale: string, euros: number): string {
  let format = cache.get(`${locale}:amount`);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    cache.set(`${locale}:amount`, format);
  }
  return format.format(euros);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date ('2027-09-01') as day, short month and year: '1 Sep 2027' (en), '1. Sept. 2027'
 * (de). The Date is built and read in UTC, so no time zone moves it to the day before. English is
 * put together from its parts: en-GB's CLDR data writes 'Sept', and en-US puts the month first.
 */
export function formatDate(locale: string, date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, day));
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  if (locale !== 'en') return format.format(instant);
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.day} ${parts.month} ${parts.year}`;
}

/** Words joined as each language lists them: 'electricity, water, internet' (en), '…, Wasser und Internet' (de). */
const listFormats = new Map<string, Intl.ListFormat>();

export function formatList(locale: string, words: readonly string[]): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'short', type: 'unit' });
    listFormats.set(locale, format);
  }
  return format.format(words);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant ('2026-11-26T18:05:00.000Z') in the reader's time zone, as each language writes it: '26 Nov 2026, 19:05' (en). */
export function formatDateTime(locale: string, instant: string): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(new Date(instant));
}
