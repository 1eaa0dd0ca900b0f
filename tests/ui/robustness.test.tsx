/**
 * The app's two safety nets: a page that crashes shows a recoverable message inside the layout,
 * and a browser that will not keep data is told so, once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../../src/api/store/storage';
import { createStore } from '../../src/api/store/store';
import { STORAGE_NOTICE_TEXT } from '../../src/app/layout/StorageNotice';
import { BlockedStorage } from '../api/faultyStorage';
import { renderApp } from './renderApp';

const crash = vi.hoisted(() => ({ on: false }));

vi.mock('../../src/pages/not-found/NotFoundPage', () => ({
  default: function Crashing() {
    if (crash.on) throw new Error('boom');
    return <h1>Page not found</h1>;
  },
}));

describe('a page that throws', () => {
  afterEach(() => {
    crash.on = false;
    vi.restoreAllMocks();
  });

  it('shows a recoverable message inside the layout, and the header still navigates', async () => {
    crash.on = true;
    // React reports the caught error on the console; the test is about what the user sees.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderApp('/no-such-page');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalled();

    const header = screen.getByRole('banner');
    await view.user.click(within(header).getByRole('link', { name: 'Browse Properties' }));
    expect(await screen.findByRole('heading', { name: 'All Properties' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the storage notice', () => {
  it('is not shown when storage works', async () => {
    const { client } = renderApp('/');
    await screen.findByRole('banner');
    // The notice asks for the storage status only once the layout is up: wait for the answer to
    // reach the cache, or its absence proves nothing.
    await waitFor(() => {
      expect(client.cache.extract()).toHaveProperty(['ROOT_QUERY', 'storageStatus', 'persistent'], true);
    });
    expect(screen.queryByText(STORAGE_NOTICE_TEXT)).not.toBeInTheDocument();
  });

  it('tells the user once that their session will not be kept, and stays dismissed', async () => {
    const store = createStore(createSafeStorage(new BlockedStorage()));
    const view = renderApp('/', { context: { store } });
    const notice = await screen.findByRole('status', { name: 'Storage notice' });
    expect(notice).toHaveTextContent(STORAGE_NOTICE_TEXT);
    await view.user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Browse Properties' }));
    expect(screen.getAllByText(STORAGE_NOTICE_TEXT)).toHaveLength(1);
    await view.user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(STORAGE_NOTICE_TEXT)).not.toBeInTheDocument();
    await view.user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(STORAGE_NOTICE_TEXT)).not.toBeInTheDocument();
  });

  it('appears after a navigation once a write has failed mid-session', async () => {
    let full = false;
    const storage = createSafeStorage({
      getItem: (key) => localStorage.getItem(key),
      setItem: (key, value) => {
        if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        localStorage.setItem(key, value);
      },
      removeItem: (key) => {
        localStorage.removeItem(key);
      },
    });
    const view = renderApp('/', { context: { store: createStore(storage) } });
    await screen.findByRole('banner');
    expect(screen.queryByText(STORAGE_NOTICE_TEXT)).not.toBeInTheDocument();
    full = true;
    await view.context.store.issueCode({ contact: 'a@b.eu', code: '123456', type: 'EMAIL', expires: 0, attempts: 0 });
    await view.user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Browse Properties' }));
    expect(await screen.findByText(STORAGE_NOTICE_TEXT)).toBeInTheDocument();
  });
});
