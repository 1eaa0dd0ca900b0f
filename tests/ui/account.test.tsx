/**
 * The account page over the real schema (issue #36): the guard, the header's link, names with
 * sign-up's rules, the data file, log-out elsewhere, and deletion with a code.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../src/api/store/keys';
import { ana, codeInput, lastCode, seedUsers, verifyButton, wrongCode } from './accountsHelpers';
import { renderApp } from './renderApp';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the account page', () => {
  it('sends a visitor to log in, coming back to it', async () => {
    const { router } = renderApp('/account');
    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?next=%2Faccount');
    });
  });

  it("is where the header's first name leads, with the names and the contact", async () => {
    seedUsers([ana], ana);
    const { user, router } = renderApp('/');
    await user.click(await within(await screen.findByRole('banner')).findByRole('link', { name: 'Ana' }));
    expect(router.state.location.pathname).toBe('/account');
    expect(await screen.findByRole('heading', { name: 'Your account', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Last name')).toHaveValue('Silva');
    expect(screen.getByText('ana@uni.eu', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /email/i })).toBeNull();
  });

  it('checks the names beside their fields, saves them, and the header follows', async () => {
    seedUsers([ana], ana);
    const { user } = renderApp('/account');
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(first).toHaveFocus();
    });
    expect(first).toHaveAccessibleDescription('First name is required.');
    await user.type(first, 'Ana Maria');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your name was saved.')).toBeInTheDocument();
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Ana Maria' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storageKeys.currentUser)!)).toMatchObject({ firstName: 'Ana Maria', lastName: 'Silva' });
  });

  it('saves the data as campusnest-data-YYYY-MM-DD.json, built in the browser', async () => {
    seedUsers([ana], ana);
    const saved: Blob[] = [];
    // jsdom has no object URLs and no downloads: the page's file and its link are caught here.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:campusnest-data';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Download your data' }));
    await waitFor(() => {
      expect(clicked).toHaveLength(1);
    });
    expect(clicked[0]!.download).toBe(`campusnest-data-${new Date().toISOString().slice(0, 10)}.json`);
    expect(clicked[0]!.href).toBe('blob:campusnest-data');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => {
        resolve(reader.result as string);
      };
      reader.readAsText(saved[0]!);
    });
    const data = JSON.parse(text) as { account: unknown; sessions: unknown };
    expect(data.account).toEqual({ id: 'u-ana', firstName: 'Ana', lastName: 'Silva', email: 'ana@uni.eu', phone: null, isVerified: true });
    expect(data.sessions).toEqual([{ createdAt: null, expiresAt: null, thisSession: true }]);
  });

  it('in server mode, downloads through a plain link to the streamed file', async () => {
    seedUsers([ana], ana);
    // The tag a server's pages carry (src/apollo/endpoint.ts); the page then links to its export.
    const meta = document.createElement('meta');
    meta.name = 'campusnest-graphql';
    meta.content = '/graphql';
    document.head.append(meta);
    try {
      renderApp('/account');
      const link = await screen.findByRole('link', { name: 'Download your data' });
      expect(link).toHaveAttribute('href', new URL('/api/account/export', location.href).href);
      expect(link).toHaveAttribute('download');
    } finally {
      meta.remove();
    }
  });

  it('logs out of other devices: in this mode the browser is the only one', async () => {
    seedUsers([ana], ana);
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Log out of other devices' }));
    expect(await screen.findByText('No other device was logged in.')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Ana' })).toBeInTheDocument();
  });
});

describe('deleting the account', () => {
  it("asks for a code sent to the account's contact, then signs out on / and the contact is gone", async () => {
    seedUsers([ana], ana);
    const { user, router, logs } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Delete your account' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText('Entering the code deletes your account and everything it holds. This cannot be undone.')).toBeInTheDocument();

    await user.type(codeInput(), wrongCode(logs));
    await user.click(verifyButton());
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.currentUser)).not.toBeNull();

    await user.clear(codeInput());
    await user.type(codeInput(), lastCode(logs));
    await user.click(verifyButton());
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.currentUser)).toBeNull();

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' }));
    await user.type(await screen.findByLabelText('Email address'), 'ana@uni.eu');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it('goes back to the page from the code screen, the account kept', async () => {
    seedUsers([ana], ana);
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Delete your account' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Your account', level: 1 })).toBeInTheDocument();
  });
});
