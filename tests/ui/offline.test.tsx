/**
 * Offline in the page (docs/product.md#offline): the banner follows the browser's network state,
 * a message or a code is not sent without a network and everything typed stays, and a waiting new
 * version is offered until the user reloads into it or puts it off.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXT } from '../../src/app/offline/OfflineBanner';
import { offerUpdate } from '../../src/app/offline/updateOffer';
import { authMessages } from '../../src/features/auth/messages';
import { OFFLINE_TEXT as CONTACT_OFFLINE_TEXT } from '../../src/pages/property/ContactForm';
import { allProperties, warmUp } from './browse';
import { renderApp } from './renderApp';

beforeAll(warmUp);

/** What the browser does when the network goes or comes back. */
function setOnline(online: boolean): void {
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => {
    offerUpdate(null);
  });
});

const banner = () => screen.queryByRole('status', { name: 'Connection' });

describe('the offline banner', () => {
  it('appears when the network goes, says what still works, and goes when it returns', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(banner()).not.toBeInTheDocument();
    setOnline(false);
    // React may finish the update in a later task (the layout renders deferred): wait for it.
    const shown = await screen.findByRole('status', { name: 'Connection' });
    expect(shown).toBeVisible();
    expect(shown).toHaveTextContent(OFFLINE_TEXT.browser);
    setOnline(true);
    await waitFor(() => {
      expect(banner()).not.toBeInTheDocument();
    });
  });
});

describe('offline, what leaves the device', () => {
  it('the contact form says it is offline, sends nothing and keeps every field; online it sends', async () => {
    const property = (await allProperties())[0]!;
    const logs: string[] = [];
    const view = renderApp(`/property/${property.id}`, { logs });
    const form = await screen.findByRole('form', { name: 'Interested in this property?' });
    await view.user.type(within(form).getByLabelText('Name'), 'Ana Silva');
    await view.user.type(within(form).getByLabelText('Email'), 'ana@uni.eu');
    await view.user.type(within(form).getByLabelText('Phone'), '+31 6 1234 5678');
    setOnline(false);
    await view.user.click(within(form).getByRole('button', { name: 'Send Message' }));
    // The contact rule loads on first use (src/lib/loadContactRules.ts): the refusal comes a moment later.
    expect(await within(form).findByRole('alert')).toHaveTextContent(CONTACT_OFFLINE_TEXT);
    expect(within(form).getByLabelText('Name')).toHaveValue('Ana Silva');
    expect(within(form).getByLabelText('Phone')).toHaveValue('+31 6 1234 5678');
    expect(logs.some((line) => line.includes('Contact form'))).toBe(false);

    setOnline(true);
    await view.user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
  });

  it('sign-up asks for no code offline, says why on the contact, and keeps the names', async () => {
    const logs: string[] = [];
    const view = renderApp('/signup', { logs });
    await view.user.type(await screen.findByLabelText('First name'), 'Ana');
    await view.user.type(screen.getByLabelText('Last name'), 'Silva');
    await view.user.type(screen.getByLabelText('Email address'), 'ana@uni.eu');
    setOnline(false);
    await view.user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(authMessages.offline);
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(logs.some((line) => line.includes('Verification code'))).toBe(false);

    setOnline(true);
    await view.user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
  });

  it('log-in says the same', async () => {
    const view = renderApp('/login');
    await view.user.type(await screen.findByLabelText('Email address'), 'ana@uni.eu');
    setOnline(false);
    await view.user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(authMessages.offline);
    expect(screen.getByLabelText('Email address')).toHaveValue('ana@uni.eu');
  });
});

describe('a new version', () => {
  it('is offered; Reload applies it', async () => {
    const view = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('status', { name: 'Update' })).not.toBeInTheDocument();
    const apply = vi.fn(() => Promise.resolve());
    act(() => {
      offerUpdate(apply);
    });
    const prompt = await screen.findByRole('status', { name: 'Update' });
    expect(prompt).toHaveTextContent('A new version of CampusNest is available.');
    await view.user.click(within(prompt).getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(within(prompt).getByRole('button', { name: 'Reloading...' })).toBeDisabled();
  });

  it('can be put off with Later, by keyboard', async () => {
    const view = renderApp('/search');
    await screen.findByRole('heading', { level: 1 });
    const apply = vi.fn(() => Promise.resolve());
    act(() => {
      offerUpdate(apply);
    });
    const later = within(await screen.findByRole('status', { name: 'Update' })).getByRole('button', { name: 'Later' });
    later.focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => {
      expect(screen.queryByRole('status', { name: 'Update' })).not.toBeInTheDocument();
    });
    expect(apply).not.toHaveBeenCalled();
  });
});
