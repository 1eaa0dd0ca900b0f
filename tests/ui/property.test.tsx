import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSampleCatalog } from '../../src/apollo/sampleCatalog';
import { storageKeys } from '../../src/api/store/keys';
import type { PropertyRecord } from '../../src/api/data/model';
import { contactMessages } from '../../src/lib/contactTexts';
import { FAILURE_TEXT } from '../../src/pages/property/ContactForm';
import { ana, ben, seedUsers } from './accountsHelpers';
import { allProperties, propertyWithManyPhotos, warmUp } from './browse';
import { renderApp } from './renderApp';
import { distanceKm } from '../../src/lib/geo';

beforeAll(warmUp);

async function openProperty(property: PropertyRecord, options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(`/property/${property.id}`, options);
  await screen.findByRole('heading', { level: 1, name: property.name });
  return view;
}

const form = () => screen.getByRole('form', { name: 'Interested in this property?' });

async function fillContactForm(view: ReturnType<typeof renderApp>, values: { name?: string; email?: string; phone?: string } = {}) {
  const { name = 'Ana Silva', email = 'ana@uni.eu', phone = '+31 6 1234 5678' } = values;
  if (name) await view.user.type(within(form()).getByLabelText('Name'), name);
  if (email) await view.user.type(within(form()).getByLabelText('Email'), email);
  if (phone) await view.user.type(within(form()).getByLabelText('Phone'), phone);
}

describe('the property page', () => {
  it('shows a spinner, then every detail of the listing', async () => {
    const property = await propertyWithManyPhotos();
    renderApp(`/property/${property.id}`);
    await screen.findByRole('heading', { level: 1, name: property.name });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(property.address);
    expect(main).toHaveTextContent(`Near ${property.university}`);
    expect(main).toHaveTextContent(`€${property.price}/month`);
    const beds = property.bedrooms === 1 ? '1 bedroom' : `${property.bedrooms} bedrooms`;
    const baths = property.bathrooms === 1 ? '1 bathroom' : `${property.bathrooms} bathrooms`;
    expect(main).toHaveTextContent(beds);
    expect(main).toHaveTextContent(baths);

    const about = screen.getByRole('region', { name: 'About this property' });
    const paragraphs = property.description.split('\n\n');
    expect(within(about).getAllByText((_, element) => element?.tagName === 'P')).toHaveLength(paragraphs.length);
    expect(about).toHaveTextContent(paragraphs[0]!);

    const amenities = within(screen.getByRole('region', { name: 'Amenities' })).getAllByRole('listitem');
    expect(amenities.map((item) => item.textContent)).toEqual(property.amenities);

    const location = screen.getByRole('region', { name: 'Location' });
    expect(location).toHaveTextContent(`${property.coordinates.lat.toFixed(4)}, ${property.coordinates.lng.toFixed(4)}`);
    expect(location).not.toHaveTextContent('Map coming soon');
    // Always, with or without a search: how far the listing is from its own university's main campus.
    expect(main).toHaveTextContent(`${distanceKm(property.coordinates, property.universityCampus).toFixed(1)} km to ${property.university}`);

    const owner = screen.getByRole('region', { name: 'Property Owner' });
    expect(owner).toHaveTextContent(property.landlord.name);
    expect(within(owner).getByRole('link', { name: property.landlord.email })).toHaveAttribute('href', `mailto:${property.landlord.email}`);
    expect(within(owner).getByRole('link', { name: property.landlord.phone })).toHaveAttribute('href', `tel:${property.landlord.phone.replace(/[^\d+]/g, '')}`);
    expect(owner.querySelector('img')).toHaveAttribute('src', property.landlord.avatar);

    expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/search');
  });

  it('shows the loading spinner while the listing loads', async () => {
    const property = (await allProperties())[0]!;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderApp(`/property/${property.id}`, {
      context: {
        catalog: async () => {
          await gate;
          return loadSampleCatalog();
        },
      },
    });
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading property');
    });
    release();
    expect(await screen.findByRole('heading', { level: 1, name: property.name })).toBeInTheDocument();
  });

  it('shows a message with Retry when the listing cannot load', async () => {
    const property = (await allProperties())[0]!;
    let fail = true;
    const view = renderApp(`/property/${property.id}`, {
      context: { catalog: () => (fail ? Promise.reject(new Error('storage unavailable')) : loadSampleCatalog()) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this property.");
    fail = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: property.name })).toBeInTheDocument();
  });

  it('goes back to the search the user came from, filters included', async () => {
    const view = renderApp('/search?bedrooms=2');
    const results = await screen.findByRole('region', { name: 'Results' });
    await waitFor(() => {
      expect(within(results).getAllByRole('article').length).toBeGreaterThan(0);
    });
    await view.user.click(within(results).getAllByRole('link')[0]!);
    const back = await screen.findByRole('link', { name: 'Back to search' });
    expect(back).toHaveAttribute('href', '/search?bedrooms=2');
  });

  it("shows the gallery with '+N more' when there are over 3 photos", async () => {
    const property = await propertyWithManyPhotos();
    await openProperty(property);
    const tiles = screen.getAllByRole('button', { name: /^Open photo/ });
    expect(tiles).toHaveLength(3);
    expect(screen.getByText(`+${property.images.length - 3} more`)).toBeInTheDocument();
  });

  it('opens the photo viewer as a dialog that wraps around, jumps by dots, follows keys and closes on Escape', async () => {
    const property = await propertyWithManyPhotos();
    const total = property.images.length;
    const view = await openProperty(property);
    const opener = screen.getByRole('button', { name: `Open photo 1 of ${total} full screen` });
    await view.user.click(opener);
    const dialog = screen.getByRole('dialog', { name: `${property.name} photos` });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const photo = () => within(dialog).getByRole('img');
    expect(photo()).toHaveAccessibleName(`${property.name}, photo 1 of ${total}`);
    expect(within(dialog).getByRole('button', { name: 'Close photo viewer' })).toHaveFocus();

    await view.user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(photo()).toHaveAccessibleName(`${property.name}, photo ${total} of ${total}`);
    expect(photo()).toHaveAttribute('src', property.images[total - 1]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(photo()).toHaveAccessibleName(`${property.name}, photo 1 of ${total}`);

    await view.user.keyboard('{ArrowRight}');
    expect(photo()).toHaveAccessibleName(`${property.name}, photo 2 of ${total}`);
    await view.user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(photo()).toHaveAccessibleName(`${property.name}, photo ${total} of ${total}`);

    const dots = within(dialog).getAllByRole('button', { name: /^Show photo/ });
    expect(dots).toHaveLength(total);
    await view.user.click(within(dialog).getByRole('button', { name: `Show photo 3 of ${total}` }));
    expect(photo()).toHaveAccessibleName(`${property.name}, photo 3 of ${total}`);
    expect(within(dialog).getByRole('button', { name: `Show photo 3 of ${total}` })).toHaveAttribute('aria-current', 'true');

    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps keyboard focus inside the viewer', async () => {
    const property = await propertyWithManyPhotos();
    const view = await openProperty(property);
    await view.user.click(screen.getByRole('button', { name: /^Open photo 2 of/ }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close photo viewer' });
    expect(close).toHaveFocus();
    await view.user.tab({ shift: true });
    const lastDot = within(dialog)
      .getAllByRole('button', { name: /^Show photo/ })
      .at(-1);
    expect(lastDot).toHaveFocus();
    await view.user.tab();
    expect(close).toHaveFocus();
    await view.user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('prefills the contact message and validates every field', async () => {
    const property = (await allProperties())[0]!;
    const view = await openProperty(property);
    const message = within(form()).getByLabelText('Message');
    expect(message).toHaveValue(`Hi, I'm interested in ${property.name}. Could you please provide more information?`);
    // A visitor: nothing is known to fill the other fields with.
    for (const field of ['Name', 'Email', 'Phone']) expect(within(form()).getByLabelText(field)).toHaveValue('');
    await view.user.clear(message);
    await view.user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    // The contact rule arrives with the first message (src/lib/loadContactRules.ts).
    await waitFor(() => expect(within(form()).getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.'));
    expect(within(form()).getByLabelText('Email')).toHaveAccessibleDescription(contactMessages.EMAIL_REQUIRED);
    expect(within(form()).getByLabelText('Phone')).toHaveAccessibleDescription(contactMessages.PHONE_REQUIRED);
    expect(message).toHaveAccessibleDescription('Please enter a message.');
    expect(within(form()).getByLabelText('Name')).toHaveFocus();

    await fillContactForm(view, { email: 'not-an-email', phone: '12' });
    await view.user.type(message, 'Is it still free?');
    await view.user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(within(form()).getByLabelText('Email')).toHaveAccessibleDescription(contactMessages.EMAIL_INVALID));
    expect(within(form()).getByLabelText('Phone')).toHaveAccessibleDescription(contactMessages.PHONE_INVALID);
    expect(screen.queryByText(/Message Sent!/)).not.toBeInTheDocument();
  });

  it('sends the message and shows the success text', async () => {
    const property = (await allProperties())[0]!;
    const logs: string[] = [];
    const view = await openProperty(property, { logs });
    await fillContactForm(view);
    await view.user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    const success = (await screen.findByText('Message Sent!')).closest('p');
    expect(success).toHaveTextContent('Message Sent! The landlord will get back to you within 24 hours.');
    expect(logs.some((line) => line.includes('Ana Silva') && line.includes(property.id))).toBe(true);
  });

  it("shows the server's field errors on the right field", async () => {
    const property = (await allProperties())[0]!;
    const view = await openProperty(property);
    await fillContactForm(view, { name: 'A'.repeat(101) });
    await view.user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => {
      expect(within(form()).getByLabelText('Name')).toHaveAccessibleDescription('Name must be at most 100 characters.');
    });
  });

  it("starts a signed-in user's message with the account's name and email, which stay editable", async () => {
    seedUsers([ana], ana);
    const property = (await allProperties())[0]!;
    const logs: string[] = [];
    const view = await openProperty(property, { logs });
    const name = within(form()).getByLabelText('Name');
    expect(name).toHaveValue('Ana Silva');
    expect(within(form()).getByLabelText('Email')).toHaveValue('ana@uni.eu');
    expect(within(form()).getByLabelText('Phone')).toHaveValue('');
    await view.user.clear(name);
    await view.user.type(name, 'Ana M. Silva');
    await view.user.type(within(form()).getByLabelText('Phone'), '+351 912 345 678');
    await view.user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(logs.some((line) => line.includes('Ana M. Silva') && line.includes('ana@uni.eu') && line.includes(property.id))).toBe(true);
  });

  it('fills in the phone of an account that signed up with one', async () => {
    seedUsers([ben], ben);
    const property = (await allProperties())[0]!;
    await openProperty(property);
    expect(within(form()).getByLabelText('Name')).toHaveValue('Ben Okafor');
    expect(within(form()).getByLabelText('Email')).toHaveValue('');
    expect(within(form()).getByLabelText('Phone')).toHaveValue('+31612345678');
  });

  it("forgets the account's details when another tab logs out", async () => {
    seedUsers([ana], ana);
    const property = (await allProperties())[0]!;
    await openProperty(property);
    expect(within(form()).getByLabelText('Email')).toHaveValue('ana@uni.eu');
    localStorage.removeItem(storageKeys.currentUser);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.currentUser, storageArea: localStorage }));
    });
    await waitFor(() => {
      expect(within(form()).getByLabelText('Email')).toHaveValue('');
    });
    expect(within(form()).getByLabelText('Name')).toHaveValue('');
  });

  it('shows a failure and keeps what was typed, so sending again works', async () => {
    const property = (await allProperties())[0]!;
    let failNext = true;
    const view = await openProperty(property, {
      context: {
        log: () => {
          if (failNext) {
            failNext = false;
            throw new Error('mail relay down');
          }
        },
      },
    });
    await fillContactForm(view);
    await view.user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(FAILURE_TEXT);
    expect(within(form()).getByLabelText('Name')).toHaveValue('Ana Silva');
    expect(within(form()).getByLabelText('Email')).toHaveValue('ana@uni.eu');
    await view.user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(/Message Sent!/)).toBeInTheDocument();
  });
});
