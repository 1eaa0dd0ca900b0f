/**
 * Languages in the pages (docs/product.md#languages): the header's picker switches every route
 * in place, a link's ?lang= opens in its language, counts use each language's plurals, backend
 * problems are translated by code, and typed input survives a switch.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/lib/locales';
import { LANGUAGE_KEY } from '../../src/i18n/preference';
import { allProperties, warmUp } from './browse';
import { renderApp } from './renderApp';

beforeAll(async () => {
  await warmUp();
  await Promise.all([import('../../src/pages/saved/SavedPage'), import('../../src/pages/signup/SignupPage'), import('../../src/pages/login/LoginPage')]);
});

const picker = () => within(screen.getByRole('banner')).getByRole('combobox');

async function choose(view: ReturnType<typeof renderApp>, locale: Locale) {
  await view.user.selectOptions(picker(), locale);
  await waitFor(() => {
    expect(document.documentElement.lang).toBe(locale);
  });
}

describe('the language picker', () => {
  it('names each language in itself, with its lang, under a translated label', async () => {
    const view = renderApp('/');
    await screen.findByRole('banner');
    expect(picker()).toHaveAccessibleName('Language');
    const options = within(picker()).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Deutsch', 'de'],
      ['Français', 'fr'],
      ['Español', 'es'],
      ['Italiano', 'it'],
      ['Nederlands', 'nl'],
    ]);
    await choose(view, 'de');
    expect(picker()).toHaveAccessibleName('Sprache');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de');
  });

  // Each route, switched from English: its heading and its document title change in place.
  const routes: [string, string, () => Promise<unknown>, string, string][] = [
    [
      '/',
      'home',
      () => screen.findByRole('heading', { level: 1, name: 'Find your student home near campus' }),
      'Finden Sie Ihr Zuhause nahe dem Campus',
      'CampusNest · Studentisches Wohnen in Europa',
    ],
    ['/search', 'search', () => screen.findByText('50 properties found'), 'Alle Unterkünfte', 'Alle Unterkünfte · CampusNest'],
    ['/saved', 'saved', () => screen.findByRole('heading', { name: 'No saved listings yet' }), 'Gemerkte Unterkünfte', 'Gemerkte Unterkünfte · CampusNest'],
    ['/signup', 'sign-up', () => screen.findByRole('heading', { name: 'Create your account' }), 'Konto erstellen', 'Registrieren · CampusNest'],
    ['/login', 'log-in', () => screen.findByRole('heading', { name: 'Log In' }), 'Anmelden', 'Anmelden · CampusNest'],
    ['/no-such-page', 'not-found', () => screen.findByRole('heading', { name: 'Page not found' }), 'Seite nicht gefunden', 'Seite nicht gefunden · CampusNest'],
  ];
  for (const [url, name, ready, heading, title] of routes) {
    it(`switches the ${name} page to German`, async () => {
      const view = renderApp(url);
      await ready();
      await choose(view, 'de');
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      await waitFor(() => {
        expect(document.title).toBe(title);
      });
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Unterkünfte' })).toHaveAttribute('href', '/search');
    });
  }

  it('switches a listing to French: prices, distances and rooms in French', async () => {
    const [property] = await allProperties();
    const view = renderApp(`/property/${property!.id}`);
    await screen.findByRole('heading', { level: 1, name: property!.name });
    await choose(view, 'fr');
    expect(await screen.findByRole('heading', { name: 'À propos de ce logement' })).toBeInTheDocument();
    // Testing Library reads the page's narrow no-break spaces as plain ones.
    const price = new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(property!.price).replace(/\s/g, ' ');
    // The price breakdown's total can be the same amount: the rent is the overview's.
    expect(within(screen.getByRole('region', { name: 'Aperçu' })).getByText(price)).toBeInTheDocument();
    expect(screen.getByText(`Près de ${property!.university}`)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^À \\d+,\\d km de ${property!.university}$`))).toBeInTheDocument();
    expect(screen.getByText(property!.bedrooms === 1 ? '1 chambre' : `${property!.bedrooms} chambres`)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Ce logement vous intéresse ?' })).toBeInTheDocument();
  });

  it('keeps what the user typed when the language changes', async () => {
    const view = renderApp('/signup');
    await view.user.type(await screen.findByLabelText('First name'), 'Ana');
    await view.user.type(screen.getByLabelText('Email address'), 'ana@uni');
    await choose(view, 'es');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@uni');
    // The rules' English messages are shown in the chosen language.
    await view.user.click(screen.getByRole('button', { name: 'Enviar código de verificación' }));
    expect(await screen.findByText('Los apellidos son obligatorios.')).toBeInTheDocument();
    expect(screen.getByText('Introduce un correo electrónico válido, como nombre@example.com.')).toBeInTheDocument();
    // ...and follow a later change of language.
    await choose(view, 'it');
    expect(await screen.findByText('Il cognome è obbligatorio.')).toBeInTheDocument();
  });

  it("translates the backend's answer by its code: an unknown contact at log-in, in Dutch", async () => {
    localStorage.setItem(LANGUAGE_KEY, 'nl');
    const view = renderApp('/login');
    await view.user.type(await screen.findByLabelText('E-mailadres'), 'nobody@uni.eu');
    await view.user.click(screen.getByRole('button', { name: 'Verificatiecode versturen' }));
    expect(await screen.findByText('Gebruiker niet gevonden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'registreren' })).toHaveAttribute('href', '/signup');
  });
});

describe('a language in the link', () => {
  it('opens in the language ?lang= names, and remembers it', async () => {
    renderApp('/search?city=Berlin&lang=de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unterkünfte in Berlin' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.documentElement.lang).toBe('de');
    });
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de');
  });

  it('ignores a language it does not speak, or a hostile one', async () => {
    renderApp('/search?lang=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Properties' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });
});

describe('counts in each language', () => {
  /** A search that matches exactly one listing: the cheapest, by its price. */
  async function oneMatch(): Promise<string> {
    const properties = await allProperties();
    const cheapest = Math.min(...properties.map((property) => property.price));
    expect(properties.filter((property) => property.price === cheapest)).toHaveLength(1);
    return `/search?maxPrice=${cheapest}`;
  }

  it("keeps the brief's English plural even for one", async () => {
    renderApp(await oneMatch());
    expect(await screen.findByText('1 properties found')).toBeInTheDocument();
  });

  const found: [Locale, string, string, string][] = [
    ['de', '1 Unterkunft gefunden', '50 Unterkünfte gefunden', 'Alle Filter zurücksetzen'],
    ['fr', '1 logement trouvé', '50 logements trouvés', 'Effacer tous les filtres'],
    ['es', '1 alojamiento encontrado', '50 alojamientos encontrados', 'Borrar todos los filtros'],
    ['it', '1 alloggio trovato', '50 alloggi trovati', 'Azzera tutti i filtri'],
    ['nl', '1 woning gevonden', '50 woningen gevonden', 'Alle filters wissen'],
  ];
  for (const [locale, one, many, clear] of found) {
    it(`says '${one}' and '${many}' in ${locale}`, async () => {
      localStorage.setItem(LANGUAGE_KEY, locale);
      const view = renderApp(await oneMatch());
      expect(await screen.findByText(one)).toBeInTheDocument();
      await view.user.click(screen.getByRole('button', { name: clear }));
      expect(await screen.findByText(many)).toBeInTheDocument();
    });
  }

  it('captions the popular cities in German', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'de');
    renderApp('/');
    expect(await screen.findByText('234 Unterkünfte')).toBeInTheDocument();
  });
});
