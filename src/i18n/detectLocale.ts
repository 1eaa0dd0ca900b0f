/**
 * Which language a visit starts in (docs/product.md#languages): a `?lang=` in the link, else the
 * language the user chose before, else the first of the browser's preferred languages we speak,
 * else English. Pure, so the order can be tested without a browser.
 */
import { SOURCE_LOCALE, toLocale, type Locale } from '../lib/locales';

export interface LocaleSources {
  /** The page's query string (`?lang=de`). */
  search: string;
  stored: Locale | null;
  /** `navigator.languages`, most preferred first. */
  languages: readonly string[];
}

/** The `lang` query parameter's language, or null when absent or not one we speak. */
export function localeFromSearch(search: string): Locale | null {
  return toLocale(new URLSearchParams(search).get('lang'));
}

export function detectLocale({ search, stored, languages }: LocaleSources): Locale {
  const fromBrowser = languages.map(toLocale).find((locale) => locale !== null);
  return localeFromSearch(search) ?? stored ?? fromBrowser ?? SOURCE_LOCALE;
}
