/**
 * The listing form with its photos over the real schema and the browser backend's photo store
 * (fake-indexeddb in jsdom): only the upload itself is stood in for, keeping a re-encoded photo as
 * the canvas would. A landlord adds 3 photos, orders them, publishes; 'Your listings' and the
 * search show the cover with its widths; editing shows them in order; deleting asks first and
 * takes the photos with the listing.
 */
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserListingPhotos } from '../../src/api/photos/browserListingPhotos';
import { browserPhotoMeta, browserPhotoThumbnail, keepBrowserPhoto } from '../../src/api/photos/browserPhotos';
import { createStore } from '../../src/api/store/store';
import { listingMessages } from '../../src/lib/listingInput';
import { newPhotoId, type PhotoClient } from '../../src/lib/photos';
import { generateProperties } from '../../scripts/data/generate';
import { ana, seedUsers } from './accountsHelpers';
import { renderApp } from './renderApp';

beforeAll(() => {
  // jsdom has no object URLs; a photo's URL only has to be unique here.
  let next = 0;
  URL.createObjectURL = () => `blob:test/${String((next += 1))}`;
  URL.revokeObjectURL = () => undefined;
});

/** Keeps each file as a photo of the signed-in user's at 400 and 800 px, as the canvas re-encode would. */
function keepingClient(): PhotoClient & { ids: string[] } {
  const ids: string[] = [];
  return {
    ids,
    async upload(file) {
      // The browser backend's session: the signed-in user in this page's storage.
      const user = await createStore().session.currentUser();
      if (!user) return { error: { code: 'NOT_SIGNED_IN', message: '' } };
      const id = newPhotoId();
      // IndexedDB in Node clones Node's Blob, not jsdom's.
      const blob = new NodeBlob([file.name], { type: 'image/webp' }) as unknown as Blob;
      await keepBrowserPhoto(
        { id, ownerId: user.id, createdAt: Date.now(), variants: [400, 800].map((width) => ({ width, height: (width * 3) / 4, bytes: blob.size })) },
        [
          [400, blob],
          [800, blob],
        ],
      );
      ids.push(id);
      return { id, width: 800, height: 600, src: '', srcset: '' };
    },
    thumbnail: browserPhotoThumbnail,
  };
}

function renderWithPhotos(url: string) {
  const client = keepingClient();
  const view = renderApp(url, { context: { photos: browserListingPhotos }, photoClient: client });
  return { ...view, uploads: client.ids };
}

async function fillValidListing(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.type(await screen.findByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Description'), 'A bright room near the S-Bahn, with a desk and a shared kitchen.');
  await user.selectOptions(screen.getByLabelText('University'), 'Humboldt University of Berlin');
  await user.type(screen.getByLabelText('Address'), 'Torstraße 12, 10119 Berlin');
  await user.type(screen.getByLabelText('Monthly rent (€)'), '650');
  await user.type(screen.getByLabelText('Deposit (€)'), '1300');
  await user.click(screen.getByRole('checkbox', { name: 'internet' }));
}

const files = (...names: string[]) => names.map((name) => new File(['x'], name, { type: 'image/jpeg' }));
const tile = (position: number, count: number) => screen.getByRole('group', { name: `Photo ${position} of ${count}` });

describe('the listing form with photos', () => {
  it('needs 3 photos to publish, keeps their order with the first as the cover, and shows the cover with its widths', async () => {
    seedUsers([ana], ana);
    const { user, router, uploads } = renderWithPhotos('/landlord/new');
    await fillValidListing(user, 'Photo Rooms');
    await user.click(screen.getByRole('button', { name: 'Publish listing' }));
    const input = screen.getByLabelText('Choose photos');
    await waitFor(() => {
      expect(input).toHaveFocus();
    });
    expect(input).toHaveAccessibleDescription(expect.stringContaining(listingMessages.PHOTOS));
    expect(router.state.location.pathname).toBe('/landlord/new');

    await user.upload(input, files('kitchen.jpg', 'room.jpg', 'bath.jpg'));
    await waitFor(() => {
      expect(uploads).toHaveLength(3);
    });
    await screen.findByRole('group', { name: 'Photo 3 of 3' });
    await user.click(within(tile(2, 3)).getByRole('button', { name: 'Move left' }));
    const order = [uploads[1], uploads[0], uploads[2]];
    await user.click(screen.getByRole('button', { name: 'Publish listing' }));

    const row = await screen.findByRole('article', { name: 'Photo Rooms' });
    expect(router.state.location.pathname).toBe('/landlord');
    expect(row).toHaveTextContent('Published');
    const cover = within(row).getByRole('img', { name: 'Photo of Photo Rooms' });
    expect(cover.getAttribute('srcset')).toMatch(/^blob:\S+ 400w, blob:\S+ 800w$/);
    expect(cover).toHaveAttribute('sizes');

    await user.click(within(row).getByRole('link', { name: 'Edit Photo Rooms' }));
    await screen.findByRole('group', { name: 'Photo 3 of 3' });
    expect(screen.getAllByRole('group', { name: /^Photo \d of 3$/ }).map((group) => group.closest('li')?.dataset.photoId)).toEqual(order);
    expect(within(tile(1, 3)).getByText('Cover photo')).toBeInTheDocument();
    // Published, it keeps at least 3.
    await user.click(within(tile(3, 3)).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Choose photos')).toHaveAccessibleDescription(expect.stringContaining(listingMessages.PHOTOS));
    });
  });

  it("shows a sample listing's images in order to its landlord, to move and keep", async () => {
    const listing = generateProperties()[5]!;
    const landlord = { ...ana, id: `landlord:${listing.landlord.email}`, email: listing.landlord.email };
    seedUsers([landlord], landlord);
    const { user, router } = renderWithPhotos(`/landlord/${listing.id}/edit`);
    const count = listing.images.length;
    await screen.findByRole('group', { name: `Photo ${count} of ${count}` });
    expect(tile(1, count).querySelector('img')).toHaveAttribute('src', listing.images[0]);
    await user.click(within(tile(2, count)).getByRole('button', { name: 'Move left' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/landlord');
    });
    const row = await screen.findByRole('article', { name: listing.name });
    expect(within(row).getByRole('img', { name: `Photo of ${listing.name}` })).toHaveAttribute('src', listing.images[1]);
  });

  it('keeps what was typed and the photos when saving fails', async () => {
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
    const client = keepingClient();
    const view = renderApp('/landlord/new', { context: { store: failing, photos: browserListingPhotos }, photoClient: client });
    await fillValidListing(view.user, 'Kept Rooms');
    await view.user.upload(screen.getByLabelText('Choose photos'), files('a.jpg', 'b.jpg', 'c.jpg'));
    await screen.findByRole('group', { name: 'Photo 3 of 3' });
    await view.user.click(screen.getByRole('button', { name: 'Publish listing' }));
    expect(await screen.findByText("We couldn't save your listing. Check your connection and try again: what you typed is kept.")).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Kept Rooms');
    expect(screen.getAllByRole('group', { name: /^Photo \d of 3$/ }).map((group) => group.closest('li')?.dataset.photoId)).toEqual(client.ids);
  });
});

describe("deleting from 'Your listings'", () => {
  it('asks first (Escape steps back), then deletes the listing and its photos', async () => {
    seedUsers([ana], ana);
    const { user, uploads } = renderWithPhotos('/landlord/new');
    await fillValidListing(user, 'Short Lived Rooms');
    await user.upload(screen.getByLabelText('Choose photos'), files('a.jpg', 'b.jpg', 'c.jpg'));
    await screen.findByRole('group', { name: 'Photo 3 of 3' });
    await user.click(screen.getByRole('button', { name: 'Publish listing' }));
    const row = await screen.findByRole('article', { name: 'Short Lived Rooms' });

    const remove = within(row).getByRole('button', { name: 'Delete Short Lived Rooms' });
    await user.click(remove);
    const question = within(row).getByRole('group', { name: /^Delete Short Lived Rooms for good\?/ });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(row).queryByRole('group', { name: /for good\?/ })).not.toBeInTheDocument();
    expect(remove).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(within(row).getByRole('button', { name: 'Delete Short Lived Rooms for good' }));
    // Announced by the page's live region (the header has one of its own, for the messages' count).
    expect(await screen.findByText('Short Lived Rooms was deleted.')).toHaveAttribute('role', 'status');
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Short Lived Rooms' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('heading', { name: 'Your listings', level: 1 })).toHaveFocus();
    expect(await Promise.all(uploads.map(browserPhotoMeta))).toEqual([undefined, undefined, undefined]);
  });
});
