import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../src/api/store/keys';
import { renderApp } from './renderApp';

describe('the shared layout', () => {
  it('shows Login and Sign Up to a visitor, after the start-up check', async () => {
    renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading CampusNest');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(within(header).getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/search');
  });

  it("shows the signed-in user's first name, and Logout ends the session", async () => {
    const user = { id: 'u1', firstName: 'Ana', lastName: 'Silva', email: 'ana@uni.eu', phone: null, isVerified: true };
    localStorage.setItem(storageKeys.users, JSON.stringify([user]));
    localStorage.setItem(storageKeys.currentUser, JSON.stringify(user));
    const view = renderApp('/search');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Ana')).toBeInTheDocument();
    await view.user.click(within(header).getByRole('button', { name: 'Logout' }));
    expect(await within(header).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.currentUser)).toBeNull();
    expect(view.router.state.location.pathname).toBe('/');
  });

  it("the phone header's menu button controls the panel, closes on Escape (focus back on it) and on navigation", async () => {
    const view = renderApp('/');
    const header = await screen.findByRole('banner');
    // jsdom ignores media queries, so the button keeps its desktop rule (hidden, and so is its name) and the panel shows.
    const menu = header.querySelector<HTMLButtonElement>('button[aria-controls]')!;
    expect(menu).toHaveTextContent('Menu');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(panel).toContainElement(within(header).getByRole('link', { name: 'Browse Properties' }));
    expect(panel).toContainElement(within(header).getByRole('link', { name: 'Login' }));
    expect(panel).toContainElement(within(header).getByRole('combobox', { name: 'Language' }));
    await view.user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    within(header).getByRole('link', { name: 'Login' }).focus();
    await view.user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await view.user.click(menu);
    await view.user.click(within(header).getByRole('link', { name: 'Browse Properties' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => {
      expect(view.router.state.location.pathname).toBe('/search');
    });
  });

  it('has the footer link groups and the copyright line', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['About Us', 'How It Works', 'For Landlords', 'Support', 'Privacy Policy', 'Terms of Service', 'Cookie Policy', 'GDPR']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} CampusNest`);
  });

  it('links the logo home and offers a skip link to the main content', async () => {
    const view = renderApp('/search');
    const header = await screen.findByRole('banner');
    const logo = within(header).getByRole('link', { name: 'CampusNest home' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    await view.user.click(logo);
    expect(view.router.state.location.pathname).toBe('/');
  });
});
