/**
 * The remembered language: a UI preference, not account data, so it lives here rather than in the
 * backend's store (which owns the other `campusnest:v1:` keys, src/api/store/keys.ts). Like that
 * store it survives storage that is blocked or full: a refused read is "no preference" and a
 * refused write is kept in memory for this page.
 */
import { LANGUAGE_KEY } from '../lib/deviceStorage';
import { toLocale, type Locale } from '../lib/locales';

export { LANGUAGE_KEY };

let unsaved: Locale | null = null;

export function readLanguagePreference(): Locale | null {
  if (unsaved) return unsaved;
  try {
    return toLocale(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    // localStorage missing, or reading it throws a SecurityError when storage is blocked.
    return null;
  }
}

export function writeLanguagePreference(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
    unsaved = null;
  } catch {
    unsaved = locale;
  }
}
