/** The languages CampusNest speaks (docs/product.md#departure-31). English is the source. */
export const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en';

/** Each language named in itself, as its speakers look for it in a list: never translated. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
};

/**
 * The supported language a tag names, or null: 'de', 'de-AT' and ' DE ' give 'de'. Anything else
 * (unknown, empty, hostile, not a string) gives null, never an error.
 */
export function toLocale(tag: unknown): Locale | null {
  if (typeof tag !== 'string' || tag.length > 35) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === base) ?? null;
}
