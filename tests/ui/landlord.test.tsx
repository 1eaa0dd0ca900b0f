/**
 * The landlord pages over the real schema (issue #33): the guard, the empty 'Your listings', and
 * the form's errors (beside each field, the first focused), its save, and what it keeps when the
 * network fails.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../src/api/store/store';
import { listingMessages } from '../../src/lib/listingInput';
import { ana, seedUsers } from './accountsHelpers';
import { renderApp } from './renderApp';

async function fillValidListing(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Name'), 'Spree View Rooms');
  await user.type(screen.getByLabelText('Description'), 'A bright room near the S-Bahn, with a desk and a shared kitchen.');
  await user.selectOptions(screen.getByLabelText('University'), 'Humboldt University of Berlin');
  await user.type(screen.getByLabelText('Address'), 'Torstraße 12, 10119 Berlin');
  await user.type(screen.getByLabelText('Monthly rent (€)'), '650');
  await user.type(screen.getByLabelText('Deposit (€)'), '1300');
  await user.click(screen.getByRole('checkbox', { name: 'internet' }));
}

describe('the landlord pages', () => {
  it('send a visitor to log in, coming back to the page asked for', async () => {
    const { router } = renderApp('/landlord/new');
    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?next=%2Flandlord%2Fnew');
    });
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
  });

  it("show a new landlord the empty state with 'Add a listing'", async () => {
    seedUsers([ana], ana);
    renderApp('/landlord');
    expect(await screen.findByRole('heading', { name: 'You have no listings yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your listings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a listing' })).toHaveAttribute('href', '/landlord/new');
  });

  it('say what is wrong beside each field and focus the first; a saved listing without photos stays unpublished', async () => {
    seedUsers([ana], ana);
    const { user, router } = renderApp('/landlord/new');
    await user.click(await screen.findByRole('button', { name: 'Publish listing' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => {
      expect(name).toHaveFocus();
    });
    expect(name).toHaveAccessibleDescription(listingMessages.NAME_LENGTH);
    expect(screen.getByLabelText('University')).toHaveAccessibleDescription(listingMessages.UNIVERSITY);
    expect(screen.getByLabelText('Monthly rent (€)')).toHaveAccessibleDescription(listingMessages.PRICE);

    await fillValidListing(user);
    await user.click(screen.getByRole('button', { name: 'Publish listing' }));
    expect(await screen.findByText('Your listing is saved, but not published yet: it stays Unpublished until it has its photos.')).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/landlord\/[\w-]+\/edit$/);
    const photos = screen.getByRole('group', { name: 'Photos' });
    expect(within(photos).getByRole('alert')).toHaveTextContent(listingMessages.PHOTOS);

    await user.click(screen.getByRole('link', { name: 'Back to your listings' }));
    const row = await screen.findByRole('article', { name: 'Spree View Rooms' });
    expect(row).toHaveTextContent('Unpublished');
    expect(row).toHaveTextContent('€650/month');
  });

  it('keeps what was typed when saving fails, and says so', async () => {
    seedUsers([ana], ana);
    const store = createStore();
    const failing = {
      ...store,
      listingEdits: {
        ...store.listingEdits,
        write: () => {
          throw new Error('the network is down');
        },
      },
    };
    const { user } = renderApp('/landlord/new', { context: { store: failing } });
    await fillValidListing(user);
    await user.click(screen.getByRole('button', { name: 'Publish listing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't save your listing. Check your connection and try again: what you typed is kept.");
    expect(screen.getByLabelText('Name')).toHaveValue('Spree View Rooms');
    expect(screen.getByLabelText('Monthly rent (€)')).toHaveValue(650);
  });
});
