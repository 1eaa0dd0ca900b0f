/**
 * Languages end to end (docs/product.md#languages): a German and a French journey through search,
 * a listing and sign-up; axe in every language; and, in German (the longest), nothing wider than
 * a 390 px phone, with screenshots of each page at 390 and 1280 px to look at
 * (the test's folder under test-results/).
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openInbox } from './accounts-helpers';
import { expect, test } from './fixtures';

const header = (page: Page) => page.getByRole('banner');

test('a German journey: search, a listing, sign-up', async ({ page }) => {
  const inbox = openInbox(page);
  await page.goto('/?lang=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('CampusNest · Studentisches Wohnen in Europa');
  const hero = page.getByRole('search', { name: 'Unterkunft finden' });
  await hero.getByLabel('Stadt', { exact: true }).fill('Berlin');
  await hero.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL('/search?city=Berlin');
  await expect(page.getByRole('heading', { level: 1, name: 'Unterkünfte in Berlin' })).toBeVisible();
  await expect(page.getByText(/^\d+ Unterkünfte gefunden$/)).toBeVisible();

  const results = page.getByRole('region', { name: 'Ergebnisse' });
  const first = results.getByRole('article').first();
  await expect(first.getByText(/^\d+(\.\d{3})?\s€\/Monat$/)).toBeVisible();
  await first.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Über diese Unterkunft' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zur Suche' })).toHaveAttribute('href', '/search?city=Berlin');
  await expect(page.getByText(/^\d+,\d\skm bis /)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Interesse an dieser Unterkunft?' }).getByLabel('Nachricht')).toHaveValue(/^Hallo, ich interessiere mich für /);

  // The language was remembered: a plain link, without ?lang, stays German.
  await header(page).getByRole('link', { name: 'Registrieren' }).click();
  await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
  await page.getByLabel('Vorname').fill('Jonas');
  await page.getByLabel('Nachname').fill('Becker');
  await page.getByLabel('E-Mail-Adresse').fill('jonas.becker@uni.eu');
  await page.getByRole('button', { name: 'Bestätigungscode senden' }).click();
  await expect(page.getByRole('heading', { name: 'Bestätigen Sie Ihre E-Mail-Adresse' })).toBeVisible();
  await expect(page.getByText(/^Der Code läuft ab in \d:\d\d$/)).toBeVisible();
  await page.getByLabel('Bestätigungscode').fill('000000');
  await page.getByRole('button', { name: 'Code bestätigen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Ungültiger Code$/ })).toBeVisible();
  await page.getByLabel('Bestätigungscode').fill(await inbox.next('jonas.becker@uni.eu'));
  await page.getByRole('button', { name: 'Code bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen bei CampusNest!' })).toBeVisible();
  await expect(header(page).getByText('Jonas')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Abmelden' })).toBeVisible();
});

test.describe('in a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('a French journey follows the browser: search, a listing, sign-up', async ({ page }) => {
    const inbox = openInbox(page);
    await page.goto('/search?university=Sorbonne');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Logements près de Sorbonne' })).toBeVisible();
    await expect(page.getByText(/^\d+ logements? trouvés?$/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Distance au campus' });
    await expect(page).toHaveURL(/sort=distance/);
    const first = page.getByRole('region', { name: 'Résultats' }).getByRole('article').first();
    await expect(first.getByText(/^À \d+,\d\skm de Sorbonne University$/)).toBeVisible();
    await first.getByRole('heading', { level: 2 }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'À propos de ce logement' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Propriétaire' })).toBeVisible();
    await expectNoAxeViolations(page);

    await header(page).getByRole('link', { name: 'Connexion' }).click();
    await page.getByLabel('Adresse e-mail').fill('personne@uni.eu');
    await page.getByRole('button', { name: 'Envoyer le code de vérification' }).click();
    await expect(page.getByText('Utilisateur introuvable')).toBeVisible();
    await page.getByRole('link', { name: 'vous inscrire' }).click();

    await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();
    await page.getByLabel('Prénom').fill('Camille');
    await page.getByLabel('Nom', { exact: true }).fill('Durand');
    await page.getByRole('radio', { name: 'Téléphone' }).check();
    await page.getByLabel('Numéro de téléphone').fill('+33 6 12 34 56 78');
    await page.getByRole('button', { name: 'Envoyer le code de vérification' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez votre téléphone' })).toBeVisible();
    await enterCodeFr(page, await inbox.next('+33612345678'));
    await expect(page.getByRole('heading', { name: 'Bienvenue sur CampusNest !' })).toBeVisible();
    await expect(header(page).getByText('Camille')).toBeVisible();
  });
});

async function enterCodeFr(page: Page, code: string) {
  await page.getByLabel('Code de vérification').fill(code);
  await page.getByRole('button', { name: 'Vérifier le code' }).click();
}

test('the picker switches in place, keeps typed text, and is remembered', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Lucía');
  const picker = header(page).getByRole('combobox', { name: 'Language' });
  await picker.selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByLabel('Nombre')).toHaveValue('Lucía');
  await expect(header(page).getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  // Keyboard: the native list takes arrow keys.
  await header(page).getByRole('combobox', { name: 'Idioma' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { name: 'Crea il tuo account' })).toBeVisible();
});

/** The pages a visitor reaches, each ready when `ready` shows. */
async function pages(page: Page) {
  const propertyHref = await (async () => {
    await page.goto('/search?city=Berlin');
    const link = page.getByRole('article').first().getByRole('heading', { level: 2 }).getByRole('link');
    return link.getAttribute('href');
  })();
  return [
    { name: 'home', url: '/' },
    { name: 'search', url: '/search?university=Humboldt' },
    { name: 'property', url: propertyHref! },
    { name: 'saved', url: '/saved' },
    { name: 'signup', url: '/signup' },
    { name: 'login', url: '/login' },
    { name: 'not-found', url: '/no-such-page' },
  ];
}

for (const locale of ['de', 'fr', 'es', 'it', 'nl'] as const) {
  test(`axe finds nothing on the pages in ${locale}`, async ({ page }) => {
    // Nine pages, each checked by axe: past a minute on a loaded CI machine.
    test.setTimeout(180_000);
    for (const { url } of await pages(page)) {
      await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=${locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

for (const width of [390, 1280]) {
  test(`German at ${width} px: nothing wider than the screen (screenshots kept)`, async ({ page }, testInfo) => {
    // Nine pages, each settled and photographed whole: past a minute on a loaded CI machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 844 });
    await page.addInitScript(() => {
      localStorage.setItem('campusnest:v1:language', 'de');
    });
    for (const { name, url } of await pages(page)) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Lazy images and the property map settle before the picture is taken.
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: testInfo.outputPath(`de-${width}-${name}.png`), fullPage: true });
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
      expect.soft(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(innerWidth);
    }
  });
}
