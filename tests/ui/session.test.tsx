import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../src/api/store/keys';
import { ana, ben, seedUsers } from './accountsHelpers';
import { renderApp } from './renderApp';

/** What another tab does: change the shared storage, and the browser tells this tab. */
function otherTab(change: () => void, key: string) {
  change();
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
  });
}

describe('sessions', () => {
  it('survives a reload', async () => {
    seedUsers([ana], ana);
    const first = renderApp('/search');
    expect(await within(await screen.findByRole('banner')).findByText('Ana')).toBeInTheDocument();
    first.unmount();
    renderApp('/');
    expect(await within(await screen.findByRole('banner')).findByText('Ana')).toBeInTheDocument();
  });

  it('Logout clears the session and the cache and goes home', async () => {
    seedUsers([ana], ana);
    const { user, client, router } = renderApp('/login');
    const header = await screen.findByRole('banner');
    await within(header).findByText('Ana');
    expect(JSON.stringify(client.cache.extract())).toContain('Ana');
    await user.click(within(header).getByRole('button', { name: 'Logout' }));
    expect(await within(header).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(storageKeys.currentUser)).toBeNull();
    expect(JSON.stringify(client.cache.extract())).not.toContain('Ana');
  });

  it('notices a log-out in another tab', async () => {
    seedUsers([ana], ana);
    renderApp('/search');
    const header = await screen.findByRole('banner');
    await within(header).findByText('Ana');
    otherTab(() => {
      localStorage.removeItem(storageKeys.currentUser);
    }, storageKeys.currentUser);
    expect(await within(header).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(header).queryByText('Ana')).not.toBeInTheDocument();
  });

  it('notices a log-in, and a switch of user, in another tab', async () => {
    seedUsers([ana, ben]);
    const { client } = renderApp('/');
    const header = await screen.findByRole('banner');
    await within(header).findByRole('link', { name: 'Login' });
    otherTab(() => {
      localStorage.setItem(storageKeys.currentUser, JSON.stringify(ana));
    }, storageKeys.currentUser);
    expect(await within(header).findByText('Ana')).toBeInTheDocument();
    otherTab(() => {
      localStorage.setItem(storageKeys.currentUser, JSON.stringify(ben));
    }, storageKeys.currentUser);
    expect(await within(header).findByText('Ben')).toBeInTheDocument();
    // The store was reset: nothing of the previous user is left in the cache.
    expect(JSON.stringify(client.cache.extract())).not.toContain('Ana');
  });

  it('leaves the page alone when another tab changes something else', async () => {
    seedUsers([ana], ana);
    const { client } = renderApp('/');
    const header = await screen.findByRole('banner');
    await within(header).findByText('Ana');
    const query = vi.spyOn(client, 'query');
    const resetStore = vi.spyOn(client, 'resetStore');
    otherTab(() => {
      localStorage.setItem(storageKeys.users, JSON.stringify([ana, ben]));
    }, storageKeys.users);
    // Any change makes the page ask the backend who is signed in. The check awaited this very
    // promise before the test did, so by the time the answer reaches us the check has acted on it.
    await waitFor(() => {
      expect(query).toHaveBeenCalledTimes(1);
    });
    const answer: unknown = await query.mock.results[0]!.value;
    expect(answer).toMatchObject({ data: { me: { id: ana.id } } });
    expect(resetStore).not.toHaveBeenCalled();
    expect(within(header).getByText('Ana')).toBeInTheDocument();
  });
});
