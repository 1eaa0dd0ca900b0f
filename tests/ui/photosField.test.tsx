/** The listing form's Photos field, with only the upload itself stood in for (the photo client). */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhotoClientContext } from '../../src/features/photos/photoClientContext';
import { PhotosField } from '../../src/features/photos/PhotosField';
import { PHOTO_DRAG_TYPE } from '../../src/features/photos/PhotoTile';
import { activateLocale } from '../../src/i18n/activate';
import type { PhotoClient, UploadAnswer, UploadOptions } from '../../src/lib/photos';

/** Answers by file name, as the server would for such files; `hold` keeps an upload going until released. */
function fakeClient({ hold = false } = {}) {
  let count = 0;
  const waiting: Array<() => void> = [];
  const uploads: string[] = [];
  const client: PhotoClient = {
    async upload(file: File, options: UploadOptions = {}): Promise<UploadAnswer> {
      uploads.push(file.name);
      if (hold) {
        options.onProgress?.(0.4);
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      if (file.name.startsWith('notes')) return { error: { code: 'NOT_AN_IMAGE', message: '' } };
      if (file.name.startsWith('huge')) return { error: { code: 'TOO_LARGE', message: '' } };
      if (file.name.startsWith('icon')) return { error: { code: 'TOO_SMALL', message: '' } };
      if (file.name.startsWith('offline')) throw new Error('no network');
      count += 1;
      return { id: `photo-${count}`, width: 1200, height: 900, src: '', srcset: '' };
    },
    thumbnail: (id) => Promise.resolve(`/thumbs/${id}.webp`),
  };
  return { client, uploads, release: () => waiting.shift()?.() };
}

function Form({ client, initial = [], error }: { client: PhotoClient; initial?: string[]; error?: string }) {
  const [ids, setIds] = useState<string[]>(initial);
  return (
    <I18nProvider i18n={i18n}>
      <PhotoClientContext value={client}>
        <PhotosField value={ids} onChange={setIds} error={error} />
        <output data-testid="value">{ids.join(',')}</output>
      </PhotoClientContext>
    </I18nProvider>
  );
}

const files = (...names: string[]) => names.map((name) => new File(['x'], name, { type: 'image/jpeg' }));
const value = () => screen.getByTestId('value').textContent;
const tile = (position: number, count: number) => screen.getByRole('group', { name: `Photo ${position} of ${count}` });

async function english() {
  await act(() => activateLocale('en'));
}

describe('the Photos field', () => {
  it('is a labelled group with its rules and a file input for JPEG, PNG and WebP', async () => {
    await english();
    render(<Form client={fakeClient().client} />);
    expect(screen.getByRole('group', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByText('Add 3 to 8 photos: JPEG, PNG or WebP, up to 10 MB each. The first is the cover photo.')).toBeInTheDocument();
    const input = screen.getByLabelText('Choose photos');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it('uploads the chosen files one by one, in order, showing each one’s progress, the first as the cover', async () => {
    await english();
    const { client, uploads, release } = fakeClient({ hold: true });
    render(<Form client={client} />);
    await userEvent.upload(screen.getByLabelText('Choose photos'), files('kitchen.jpg', 'room.jpg', 'bath.jpg'));
    const progress = await screen.findByRole('progressbar', { name: 'Uploading kitchen.jpg' });
    expect(progress).toHaveAttribute('value', '40');
    expect(screen.getByRole('progressbar', { name: 'Uploading bath.jpg' })).toHaveAttribute('value', '0');
    expect(uploads).toEqual(['kitchen.jpg']);
    act(release);
    await waitFor(() => {
      expect(uploads).toEqual(['kitchen.jpg', 'room.jpg']);
    });
    act(release);
    await waitFor(() => {
      expect(uploads).toHaveLength(3);
    });
    act(release);
    await waitFor(() => {
      expect(value()).toBe('photo-1,photo-2,photo-3');
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(tile(1, 3)).getByText('Cover photo')).toBeInTheDocument();
    expect(within(tile(2, 3)).queryByText('Cover photo')).not.toBeInTheDocument();
    await waitFor(() => expect(tile(2, 3).querySelector('img')).toHaveAttribute('src', '/thumbs/photo-2.webp'));
    expect(screen.getByText('bath.jpg uploaded.')).toBeInTheDocument();
  });

  it('says beside the field which files were refused and why, and adds nothing for them', async () => {
    await english();
    render(<Form client={fakeClient().client} />);
    await userEvent.upload(screen.getByLabelText('Choose photos'), files('notes.jpg', 'huge.png', 'icon.webp', 'offline.jpg', 'garden.jpg'));
    const problems = await screen.findByRole('alert');
    await waitFor(() => {
      expect(value()).toBe('photo-1');
    });
    expect(within(problems).getByText('notes.jpg is not a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(within(problems).getByText('huge.png is larger than 10 MB.')).toBeInTheDocument();
    expect(within(problems).getByText('icon.webp is too small: photos must be at least 400 × 300 pixels.')).toBeInTheDocument();
    expect(within(problems).getByText('offline.jpg could not be uploaded. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose photos')).toHaveAccessibleDescription(expect.stringContaining('notes.jpg is not a JPEG, PNG or WebP image.'));
  });

  it('takes no more than 8 photos and says how many were left out', async () => {
    await english();
    const { client, uploads } = fakeClient();
    render(<Form client={client} initial={['a', 'b', 'c', 'd', 'e', 'f']} />);
    await userEvent.upload(screen.getByLabelText('Choose photos'), files('1.jpg', '2.jpg', '3.jpg', '4.jpg'));
    expect(await screen.findByText('A listing can have at most 8 photos: 2 photos were not added.')).toBeInTheDocument();
    await waitFor(() => {
      expect(value()).toBe('a,b,c,d,e,f,photo-1,photo-2');
    });
    expect(uploads).toEqual(['1.jpg', '2.jpg']);
  });

  it('shows the form’s error beside the field and marks the input invalid', async () => {
    await english();
    render(<Form client={fakeClient().client} initial={['a']} error="Add at least 3 photos." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least 3 photos.');
    expect(screen.getByLabelText('Choose photos')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Choose photos')).toHaveAccessibleDescription(expect.stringContaining('Add at least 3 photos.'));
  });

  it('reorders with Move left and Move right, keeping focus on the moved photo, and removes', async () => {
    await english();
    const user = userEvent.setup();
    render(<Form client={fakeClient().client} initial={['a', 'b', 'c']} />);
    expect(within(tile(1, 3)).getByRole('button', { name: 'Move left' })).toBeDisabled();
    expect(within(tile(3, 3)).getByRole('button', { name: 'Move right' })).toBeDisabled();

    await user.click(within(tile(2, 3)).getByRole('button', { name: 'Move left' }));
    expect(value()).toBe('b,a,c');
    expect(within(tile(1, 3)).getByText('Cover photo')).toBeInTheDocument();
    expect(screen.getByText('Photo moved to position 1 of 3.')).toBeInTheDocument();
    // The moved photo is now first, where Move left is disabled: focus goes to its Move right.
    await waitFor(() => expect(within(tile(1, 3)).getByRole('button', { name: 'Move right' })).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(value()).toBe('a,b,c');
    await waitFor(() => expect(within(tile(2, 3)).getByRole('button', { name: 'Move right' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(value()).toBe('a,c,b');

    await user.click(within(tile(1, 3)).getByRole('button', { name: 'Remove' }));
    expect(value()).toBe('c,b');
    expect(screen.getByText('Photo removed.')).toBeInTheDocument();
    await waitFor(() => expect(within(tile(1, 2)).getByRole('button', { name: 'Remove' })).toHaveFocus());
  });

  it('reorders by dragging one photo onto another', async () => {
    await english();
    render(<Form client={fakeClient().client} initial={['a', 'b', 'c']} />);
    const data = new Map<string, string>();
    const dataTransfer = {
      types: [] as string[],
      setData(type: string, value: string) {
        data.set(type, value);
        this.types.push(type);
      },
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'all',
      dropEffect: 'none',
      files: [] as File[],
    };
    const from = tile(3, 3).closest('li')!;
    const to = tile(1, 3).closest('li')!;
    fireEvent.dragStart(from, { dataTransfer });
    expect(dataTransfer.types).toEqual([PHOTO_DRAG_TYPE]);
    const over = createEvent.dragOver(to, { dataTransfer });
    fireEvent(to, over);
    expect(over.defaultPrevented).toBe(true);
    fireEvent.drop(to, { dataTransfer });
    expect(value()).toBe('c,a,b');
  });

  it('uploads files dropped on it', async () => {
    await english();
    render(<Form client={fakeClient().client} />);
    const zone = screen.getByText('Drag photos here, or').parentElement!;
    const dropped = files('a.jpg', 'b.jpg');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: dropped } });
    await waitFor(() => {
      expect(value()).toBe('photo-1,photo-2');
    });
  });

  it('speaks the page’s language', async () => {
    await act(() => activateLocale('de'));
    render(<Form client={fakeClient().client} initial={['a', 'b']} />);
    expect(screen.getByRole('group', { name: 'Fotos' })).toBeInTheDocument();
    expect(screen.getByLabelText('Fotos auswählen')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Foto 1 von 2' })).getByText('Titelfoto')).toBeInTheDocument();
    await english();
  });
});
