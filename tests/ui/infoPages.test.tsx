/**
 * The footer's pages (docs/product.md#information-pages): each link opens its page, and the cookie
 * page lists every entry of the code's own list (src/lib/deviceStorage.ts).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedEntries, storedRows } from '../../src/lib/deviceStorage';
import { renderApp } from './renderApp';

const footerPages = [
  ['About Us', '/about', 'About Us'],
  ['How It Works', '/how-it-works', 'How It Works'],
  ['For Landlords', '/for-landlords', 'For Landlords'],
  ['Support', '/support', 'Support'],
  ['Privacy Policy', '/privacy', 'Privacy Policy'],
  ['Terms of Service', '/terms', 'Terms of Service'],
  ['Cookie Policy', '/cookies', 'Cookie Policy'],
  ['GDPR', '/gdpr', 'GDPR'],
] as const;

describe('the footer pages', () => {
  it.each(footerPages)('%s opens %s, titled and headed', async (link, path, heading) => {
    const view = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await view.user.click(within(footer).getByRole('link', { name: link }));
    expect(view.router.state.location.pathname).toBe(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} · CampusNest`);
  });

  it('the cookie page lists every cookie and storage entry the code keeps, with its use and lifetime', async () => {
    renderApp('/cookies');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.flatMap((row) => [...within(row).getAllByRole('cell')[0]!.querySelectorAll('code')].map((code) => code.textContent))).toEqual(
      storedEntries.map((entry) => entry.name),
    );
    // The write-order stamps, alike but for their names, share a row.
    expect(rows).toHaveLength(storedRows().length);
    expect(within(table).getByRole('row', { name: /bookings:stamp/ })).toHaveTextContent('campusnest:v1:users:stamp');
    expect(within(table).getByRole('row', { name: /bookings:stamp/ })).toHaveTextContent('campusnest:v1:pendingCode:stamp');
    const session = rows[0]!;
    expect(session).toHaveTextContent('Cookie');
    expect(session).toHaveTextContent('Keeps you signed in.');
    expect(session).toHaveTextContent('30 days');
    expect(within(table).getByRole('row', { name: /pendingCode\b(?!:stamp)/ })).toHaveTextContent('5 minutes');
  });

  it('the privacy page links to the cookie list and the rights, and gives an address to write to', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    const page = screen.getByRole('article');
    expect(within(page).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    expect(within(page).getByRole('link', { name: 'GDPR page' })).toHaveAttribute('href', '/gdpr');
    expect(within(page).getAllByRole('link', { name: 'privacy@campusnest.eu' })[0]).toHaveAttribute('href', 'mailto:privacy@campusnest.eu');
  });

  it.each(['/privacy', '/gdpr'])('%s points to the account page, where the data is downloaded and erased', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('link', { name: 'your account page' })).toHaveAttribute('href', '/account');
  });
});
