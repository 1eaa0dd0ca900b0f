/** The photo client checks a file's size and bytes before anything is sent or decoded. */
import { describe, expect, it } from 'vitest';
import { createPhotoClient } from '../../src/apollo/photoClient';
import { MAX_PHOTO_BYTES } from '../../src/lib/photos';

// XMLHttpRequest does not exist here: a file that got past the checks would fail to send.
const client = createPhotoClient('http://localhost:4000/graphql');

describe('the photo client', () => {
  it('refuses a file over 10 MB without reading it', async () => {
    const huge = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    expect(await client.upload(huge)).toMatchObject({ error: { code: 'TOO_LARGE' } });
  });

  it('refuses bytes that are not JPEG, PNG or WebP, whatever the name and the declared type', async () => {
    const html = new File(['<!doctype html><title>x</title>'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await client.upload(html)).toMatchObject({ error: { code: 'NOT_AN_IMAGE' } });
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0])], 'photo.png', { type: 'image/png' });
    expect(await client.upload(gif)).toMatchObject({ error: { code: 'NOT_AN_IMAGE' } });
  });

  it('names thumbnails by the server’s smallest width', async () => {
    expect(await client.thumbnail('AAAAAAAAAAAAAAAAAAAAAA')).toBe('http://localhost:4000/photos/AAAAAAAAAAAAAAAAAAAAAA/400.webp');
  });
});
