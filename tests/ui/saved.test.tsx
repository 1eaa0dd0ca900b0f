/**
 * Saved listings in the pages (docs/product.md#saved-listings): the heart on cards and on the
 * property page, the header's count, the /saved page, and the visitor's saves joining the account.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSampleCatalog } from '../../src/apollo/sampleCatalog';
import { storageKeys } from '../../src/api/store/keys';
import { createStore, type BrowserStore } from '../../src/api/store/store';
import { ana, lastCode, seedUsers, verifyButton } from './accountsHelpers';
import { allProperties, warmUp } from './browse';
import { renderApp } from './renderApp';

beforeAll(async () => {
  await warmUp();
  await import('../../src/pages/saved/SavedPage');
});

const header = () => screen.getByRole('banner');
const savedLink = () => within(header()).getByRole('link', { name: /^Saved/ });
const results = () => screen.getByRole('region', { name: 'Results' });
/** The header's count, which renders a moment after the page (the layout defers the session's updates). */
const expectCount = (count: number) =>
  waitFor(() => {
    expect(savedLink()).toHaveTextContent(count === 0 ? /^Saved$/ : `Saved${count}`);
  });
/** A listing's heart, named after what a press would do: save it, or remove it once saved. */
const heart = (name: string) => screen.getByRole('button', { name: `Save ${name}` });
const savedHeart = (name: string) => screen.getByRole('button', { name: `Remove ${name} from saved` });

/** Stores saves the way the backend keeps them: newest first. */
function seedSaved(ids: string[]) {
  const visitor = ids.map((id, index) => ({ id, savedAt: 1_000 - index }));
  localStorage.setItem(storageKeys.saved, JSON.stringify({ visitor, users: {} }));
}

/** A browser store whose saving waits for `release`, or fails. */
function storeWith(save: BrowserStore['save']): BrowserStore {
  const store = createStore();
  return { ...store, save };
}

describe('the heart on a card', () => {
  it('saves at once (optimistically), counts in the header, and survives a reload', async () => {
    const [first] = await allProperties();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const real = createStore();
    const view = renderApp('/search', {
      context: {
        store: {
          ...real,
          save: async (...args) => {
            await gate;
            return real.save(...args);
          },
        },
      },
    });
    await within(await screen.findByRole('region', { name: 'Results' })).findByRole('button', { name: `Save ${first!.name}` });
    await expectCount(0);
    await view.user.click(heart(first!.name));
    // Before the backend has answered (the gate is shut): the heart is pressed and the header counts it.
    expect(savedHeart(first!.name)).toHaveAttribute('aria-pressed', 'true');
    await expectCount(1);
    expect(localStorage.getItem(storageKeys.saved)).toBeNull();
    release();
    await waitFor(() => {
      expect(JSON.parse(localStorage.getItem(storageKeys.saved) ?? '{}')).toMatchObject({ visitor: [{ id: first!.id }] });
    });
    expect(savedHeart(first!.name)).toHaveAttribute('aria-pressed', 'true');
    view.unmount();

    renderApp('/search');
    const again = await within(await screen.findByRole('region', { name: 'Results' })).findByRole('button', { name: `Remove ${first!.name} from saved` });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    await expectCount(1);
  });

  it('is undone and says so when saving fails', async () => {
    const [first] = await allProperties();
    const view = renderApp('/search', { context: { store: storeWith(() => Promise.reject(new Error('storage unavailable'))) } });
    const button = await within(await screen.findByRole('region', { name: 'Results' })).findByRole('button', { name: `Save ${first!.name}` });
    await view.user.click(button);
    const alert = await within(results()).findByRole('alert');
    expect(alert).toHaveTextContent(`We couldn't save ${first!.name}. Please try again.`);
    expect(heart(first!.name)).toHaveAttribute('aria-pressed', 'false');
    await expectCount(0);
  });

  it('un-saves a saved listing', async () => {
    const [first] = await allProperties();
    seedSaved([first!.id]);
    const view = renderApp('/search');
    const button = await within(await screen.findByRole('region', { name: 'Results' })).findByRole('button', { name: `Remove ${first!.name} from saved` });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await expectCount(1);
    await view.user.click(button);
    expect(heart(first!.name)).toHaveAttribute('aria-pressed', 'false');
    await expectCount(0);
    await waitFor(() => {
      expect(localStorage.getItem(storageKeys.saved)).toBeNull();
    });
  });

  it('is a button beside the card link, not inside it, and the keyboard reaches both', async () => {
    const [first] = await allProperties();
    const view = renderApp('/search');
    const card = (await within(await screen.findByRole('region', { name: 'Results' })).findAllByRole('article'))[0]!;
    const link = within(card).getByRole('link', { name: first!.name });
    const button = within(card).getByRole('button', { name: `Save ${first!.name}` });
    expect(link).not.toContainElement(button);
    link.focus();
    await view.user.tab();
    expect(button).toHaveFocus();
    await view.user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName(`Remove ${first!.name} from saved`);
    await view.user.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName(`Save ${first!.name}`);
  });
});

describe('the heart on the property page', () => {
  it('saves the listing, named in the button, and the header counts it', async () => {
    const [first] = await allProperties();
    const view = renderApp(`/property/${first!.id}`);
    await screen.findByRole('heading', { level: 1, name: first!.name });
    const button = screen.getByRole('button', { name: `Save ${first!.name}` });
    expect(button).toHaveTextContent(/^Save$/);
    await view.user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // The visible word stays within the name.
    expect(button).toHaveAccessibleName(`Remove ${first!.name} from saved`);
    expect(button).toHaveTextContent(/^Saved$/);
    await expectCount(1);
  });
});

describe('/saved', () => {
  it('shows an empty state that points to search', async () => {
    const view = renderApp('/saved');
    expect(await screen.findByRole('heading', { name: 'No saved listings yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved listings' })).toBeInTheDocument();
    expect(screen.getByText('0 saved listings')).toBeInTheDocument();
    expect(document.title).toBe('Saved listings · CampusNest');
    expect(screen.getByText(/Kept in this browser/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Browse properties' }));
    expect(await screen.findByRole('heading', { name: 'All Properties' })).toBeInTheDocument();
  });

  it('lists the saved listings as cards, newest first, and removes one with its heart', async () => {
    const [first, second, third] = await allProperties();
    seedSaved([third!.id, first!.id, second!.id]);
    const view = renderApp('/saved');
    const list = await screen.findByRole('region', { name: 'Saved listings' });
    await waitFor(() => {
      expect(within(list).getAllByRole('article')).toHaveLength(3);
    });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([third!.name, first!.name, second!.name]);
    expect(screen.getByText('3 saved listings')).toBeInTheDocument();
    await expectCount(3);

    await view.user.click(within(list).getByRole('button', { name: `Remove ${first!.name} from saved` }));
    await waitFor(() => {
      expect(within(list).getAllByRole('article')).toHaveLength(2);
    });
    expect(screen.getByText('2 saved listings')).toBeInTheDocument();
    await expectCount(2);
    // The heart went with its card: the focus is on the page's title, not lost.
    expect(screen.getByRole('heading', { level: 1, name: 'Saved listings' })).toHaveFocus();
    await waitFor(() => {
      expect((JSON.parse(localStorage.getItem(storageKeys.saved) ?? '{}') as { visitor: unknown[] }).visitor).toHaveLength(2);
    });
  });

  it('puts a card back and says so when removing fails', async () => {
    const [first] = await allProperties();
    seedSaved([first!.id]);
    const store = createStore();
    const view = renderApp('/saved', { context: { store: { ...store, unsave: () => Promise.reject(new Error('storage unavailable')) } } });
    const list = await screen.findByRole('region', { name: 'Saved listings' });
    await view.user.click(await within(list).findByRole('button', { name: `Remove ${first!.name} from saved` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`We couldn't remove ${first!.name} from your saved listings. Please try again.`);
    expect(await within(list).findByRole('button', { name: `Remove ${first!.name} from saved` })).toHaveAttribute('aria-pressed', 'true');
    await expectCount(1);
  });

  it('shows skeletons while loading, and an error with Retry when the list cannot load', async () => {
    const [first] = await allProperties();
    seedSaved([first!.id]);
    let fail = true;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const view = renderApp('/saved', {
      context: {
        catalog: async () => {
          await gate;
          return fail ? Promise.reject(new Error('storage unavailable')) : loadSampleCatalog();
        },
      },
    });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.getAllByTestId('property-card-skeleton')).toHaveLength(1);
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your saved listings.");
    fail = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: first!.name })).toBeInTheDocument();
  });

  it('leads back to the saved listings from a listing opened there', async () => {
    const [first] = await allProperties();
    seedSaved([first!.id]);
    const view = renderApp('/saved');
    await view.user.click(await screen.findByRole('link', { name: first!.name }));
    const back = await screen.findByRole('link', { name: 'Back to saved listings' });
    expect(back).toHaveAttribute('href', '/saved');
  });
});

describe('saves and accounts', () => {
  it("a visitor's saves join the account at log-in; log-out shows the visitor's (empty) list", async () => {
    const [first, second] = await allProperties();
    seedUsers([ana]);
    localStorage.setItem(
      storageKeys.saved,
      JSON.stringify({ visitor: [{ id: first!.id, savedAt: 2_000 }], users: { [ana.id]: [{ id: second!.id, savedAt: 1_000 }] } }),
    );
    const view = renderApp('/login');
    await within(await screen.findByRole('banner')).findByRole('link', { name: /^Saved/ });
    await expectCount(1);
    await view.user.type(await screen.findByLabelText('Email address'), 'ana@uni.eu');
    await view.user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await view.user.type(await screen.findByLabelText('Verification code'), lastCode(view.logs));
    await view.user.click(verifyButton());
    expect(await within(header()).findByText('Ana')).toBeInTheDocument();
    await expectCount(2);
    expect(JSON.parse(localStorage.getItem(storageKeys.saved) ?? '{}')).toEqual({
      visitor: [],
      users: {
        [ana.id]: [
          { id: first!.id, savedAt: 2_000 },
          { id: second!.id, savedAt: 1_000 },
        ],
      },
    });
    await view.user.click(savedLink());
    const list = await screen.findByRole('region', { name: 'Saved listings' });
    await waitFor(() => {
      expect(within(list).getAllByRole('article')).toHaveLength(2);
    });
    expect(screen.queryByText(/Kept in this browser/)).not.toBeInTheDocument();

    await view.user.click(within(header()).getByRole('button', { name: 'Logout' }));
    await expectCount(0);
  });
});
