/**
 * Puts the app in its language before the first render and lets the picker (or a `?lang=` link)
 * change it. A change re-renders every translated text in place: no reload, and nothing the user
 * typed is lost, because no component is unmounted.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createContext, Suspense, use, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { activateLoadedLocale, activateLocale } from './activate';
import { detectLocale, localeFromSearch } from './detectLocale';
import { SOURCE_LOCALE, type Locale } from '../lib/locales';
import { readLanguagePreference, writeLanguagePreference } from './preference';

interface LanguageContextValue {
  locale: Locale;
  /** Loads and shows `locale`, and remembers it as the user's choice. */
  chooseLocale: (locale: Locale) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue>({ locale: SOURCE_LOCALE, chooseLocale: () => Promise.resolve() });

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}

/** The language of this visit, read once when the app starts; one a link names is remembered. */
export function startingLocale(): Locale {
  const search = typeof location === 'undefined' ? '' : location.search;
  const linked = localeFromSearch(search);
  if (linked) writeLanguagePreference(linked);
  return detectLocale({
    search,
    stored: readLanguagePreference(),
    languages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}

/** Suspends until the first catalog is active: no text renders in a language it was not meant to. */
function Activated({ ready, children }: { ready: Promise<void> | null; children: ReactNode }) {
  if (ready) use(ready);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Shows `fallback` while the starting language's catalog downloads; `locale`, when given, starts in it instead (a server's render). */
export function LanguageProvider({ fallback, locale: given, children }: { fallback: ReactNode; locale?: Locale | undefined; children: ReactNode }) {
  const [locale, setLocale] = useState(() => given ?? startingLocale());
  // Made once per mount, above the boundary that suspends, so a retry awaits the same download.
  // Null when the catalog was already here and is active: nothing to wait for.
  const [ready] = useState(() => (activateLoadedLocale(locale) ? null : activateLocale(locale)));

  const chooseLocale = useCallback(async (next: Locale) => {
    writeLanguagePreference(next);
    await activateLocale(next);
    setLocale(next);
  }, []);

  const value = useMemo(() => ({ locale, chooseLocale }), [locale, chooseLocale]);
  return (
    <LanguageContext value={value}>
      <Suspense fallback={fallback}>
        <Activated ready={ready}>{children}</Activated>
      </Suspense>
    </LanguageContext>
  );
}
