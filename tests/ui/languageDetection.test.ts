/** Which language a visit starts in (src/i18n/detectLocale.ts): ?lang, then the stored choice, then the browser, then English. */
import { describe, expect, it } from 'vitest';
import { detectLocale, localeFromSearch } from '../../src/i18n/detectLocale';
import { toLocale } from '../../src/lib/locales';
import { LANGUAGE_KEY, readLanguagePreference, writeLanguagePreference } from '../../src/i18n/preference';
import { knownRuleTexts, translateProblem } from '../../src/i18n/problems';
import { activateLocale } from '../../src/i18n/activate';
import { i18n } from '@lingui/core';
import { authMessages } from '../../src/features/auth/messages';

describe('detectLocale', () => {
  it('prefers ?lang, then the stored choice, then the browser, then English', () => {
    expect(detectLocale({ search: '?lang=fr', stored: 'de', languages: ['it-IT'] })).toBe('fr');
    expect(detectLocale({ search: '', stored: 'de', languages: ['it-IT'] })).toBe('de');
    expect(detectLocale({ search: '', stored: null, languages: ['it-IT', 'de'] })).toBe('it');
    expect(detectLocale({ search: '', stored: null, languages: [] })).toBe('en');
  });

  it('takes the first of the browser languages it speaks, by base language', () => {
    expect(detectLocale({ search: '', stored: null, languages: ['pt-BR', 'ja', 'nl-BE', 'fr'] })).toBe('nl');
    expect(detectLocale({ search: '', stored: null, languages: ['pt-BR', 'ja'] })).toBe('en');
  });

  it('falls back past an unknown or hostile ?lang without an error', () => {
    for (const search of [
      '?lang=xx',
      '?lang=',
      '?lang=%3Cscript%3E',
      '?lang=de-DE-x-' + 'a'.repeat(5000),
      '?lang=__proto__',
      '?lang=constructor',
      '?lang[]=de',
      '%E0%A4%A',
    ]) {
      expect(() => detectLocale({ search, stored: null, languages: ['es'] })).not.toThrow();
      expect(detectLocale({ search, stored: null, languages: ['es'] })).toBe('es');
    }
    expect(localeFromSearch('?city=Paris&lang=DE')).toBe('de');
    expect(localeFromSearch('?lang=nl_NL')).toBe('nl');
  });

  it('reads only the languages it speaks from a tag', () => {
    expect(toLocale(' it-CH ')).toBe('it');
    expect(toLocale(42)).toBeNull();
    expect(toLocale(null)).toBeNull();
    expect(toLocale('english')).toBeNull();
  });
});

describe('the remembered language', () => {
  it('is kept under a versioned key, and an unknown stored value reads as none', () => {
    writeLanguagePreference('it');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('it');
    expect(readLanguagePreference()).toBe('it');
    localStorage.setItem(LANGUAGE_KEY, '{"broken": true');
    expect(readLanguagePreference()).toBeNull();
  });
});

describe('problems from the backend and the rules', () => {
  it('translates every rule text and every known code, and shows an unknown message as sent', async () => {
    await activateLocale('de');
    for (const text of knownRuleTexts()) expect(translateProblem(i18n, { message: text })).not.toBe(text);
    expect(translateProblem(i18n, { code: 'OTP_EXPIRED', message: 'OTP expired' })).toBe('Code abgelaufen');
    expect(translateProblem(i18n, { code: 'INVALID_INPUT', message: 'First name is required.' })).toBe('Bitte geben Sie Ihren Vornamen ein.');
    expect(
      translateProblem(i18n, { code: 'CONTACT_ALREADY_REGISTERED', message: 'An account with this phone number already exists. Please log in instead.' }),
    ).toBe('Für diese Telefonnummer gibt es bereits ein Konto. Bitte melden Sie sich an.');
    expect(translateProblem(i18n, { code: 'INVALID_INPUT', message: 'Something new from a newer backend.' })).toBe('Something new from a newer backend.');
    expect(translateProblem(i18n, { code: null, message: authMessages.offline })).not.toBe(authMessages.offline);
    expect(translateProblem(i18n, { code: 'RATE_LIMITED', message: 'Too many attempts.', retryAfterSeconds: 45 })).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es in 45 Sekunden erneut.',
    );
    await activateLocale('en');
    expect(translateProblem(i18n, { code: 'OTP_EXPIRED', message: 'OTP expired' })).toBe('OTP expired');
    // English says what the app always said for a wait (src/features/auth/messages.ts).
    for (const seconds of [0.2, 1, 45, 119, 120, 3600]) {
      expect(translateProblem(i18n, { code: 'RATE_LIMITED', message: '', retryAfterSeconds: seconds })).toBe(authMessages.rateLimited(seconds));
    }
  });
});
