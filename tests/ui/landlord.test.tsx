/**
 * The landlord pages over the real schema (issue #33): the guard, the empty 'Your listings', and
 * the form's errors (beside each field, the first focused). Saving with photos, and what the form
 * keeps when the network fails, are in listingFormPhotos.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('say what is wrong beside each field and focus the first, the photos too', async () => {
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
    expect(within(screen.getByRole('group', { name: 'Photos' })).getByRole('alert')).toHaveTextContent(listingMessages.PHOTOS);

    await fillValidListing(user);
    await user.click(screen.getByRole('button', { name: 'Publish listing' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Choose photos')).toHaveFocus();
    });
    // Nothing is saved without its photos (tests/ui/listingFormPhotos.test.tsx adds them).
    expect(router.state.location.pathname).toBe('/landlord/new');
  });
});
