/**
 * Loads a language's catalog and makes it the active one. Each catalog is its own chunk, fetched
 * only when its language is chosen (docs/performance.md#languages); Lingui's `i18n` is the one
 * instance the macros and the React provider read.
 */
import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../lib/locales';

// Literal paths, so that the bundler makes one chunk per language (the Lingui plugin compiles each PO file).
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  de: () => import('../locales/de/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
  es: () => import('../locales/es/messages.po'),
  it: () => import('../locales/it/messages.po'),
  nl: () => import('../locales/nl/messages.po'),
};

const loading = new Map<Locale, Promise<Messages>>();
/** The catalogs that have arrived, so that a language can be switched to without waiting. */
const loaded = new Map<Locale, Messages>();

function loadCatalog(locale: Locale): Promise<Messages> {
  let messages = loading.get(locale);
  if (!messages) {
    messages = catalogs[locale]().then((module) => {
      loaded.set(locale, module.messages);
      return module.messages;
    });
    // A failed download may succeed later (a flaky connection): do not keep the rejection.
    messages.catch(() => loading.delete(locale));
    loading.set(locale, messages);
  }
  return messages;
}

/** The catalog each language's messages in `i18n` are: loading one again copies every message onto itself. */
const inI18n = new Map<Locale, Messages>();

function show(locale: Locale, messages: Messages): void {
  // A server renders each page in its language: loading the same catalog again would copy every message onto itself at each render.
  if (inI18n.get(locale) !== messages) {
    i18n.load(locale, messages);
    inI18n.set(locale, messages);
  }
  i18n.activate(locale);
  // The build's prerender runs without a document; its HTML says lang="en" already.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Switches to `locale` at once when its catalog is already here, and says whether it could: then
 * the first render need not suspend (a second visit to a language, or tests that preload).
 */
export function activateLoadedLocale(locale: Locale): boolean {
  const messages = loaded.get(locale);
  if (messages) show(locale, messages);
  return messages !== undefined;
}

/** Switches the whole UI to `locale` once its catalog is in; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  show(locale, await loadCatalog(locale));
}
