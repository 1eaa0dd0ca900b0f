/**
 * A link that names a language (`/search?city=Paris&lang=fr`) opens in it, also when followed
 * inside the app, and the language is remembered like a choice in the picker. The first page load
 * already started in it (detectLocale); this covers the links after that.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { localeFromSearch } from './detectLocale';
import { useLanguage } from './LanguageProvider';

export function useLanguageFromLink(): void {
  const { search } = useLocation();
  const { locale, chooseLocale } = useLanguage();
  const linked = localeFromSearch(search);
  useEffect(() => {
    if (linked && linked !== locale) void chooseLocale(linked);
    // Only when the link changes: a later choice in the picker wins until another link names a language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked, search]);
}
