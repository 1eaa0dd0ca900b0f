import { describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { openTestApi } from './stores';
import { SubmitContact } from './operations';

const property = generateProperties()[0]!;
const valid = {
  propertyId: property.id,
  name: 'Ana Silva',
  email: 'ana@uni.eu',
  phone: '+351 912 345 678',
  message: `Hi, I'm interested in ${property.name}. Could you please provide more information?`,
};

describe('submitContactForm', () => {
  it('accepts a complete message and only logs it', async () => {
    const api = await openTestApi();
    const { submitContactForm } = await api.data(SubmitContact, { input: valid });
    expect(submitContactForm).toEqual({ ok: true, errors: [] });
    expect(api.logs).toHaveLength(1);
    expect(api.logs[0]).toContain(property.name);
  });

  it('requires every field and checks email and phone', async () => {
    const api = await openTestApi();
    const { submitContactForm } = await api.data(SubmitContact, {
      input: { propertyId: property.id, name: ' ', email: 'ana@', phone: 'call me', message: '' },
    });
    expect(submitContactForm.ok).toBe(false);
    expect(submitContactForm.errors.map((error) => [error.code, error.field])).toEqual([
      ['INVALID_INPUT', 'name'],
      ['INVALID_INPUT', 'email'],
      ['INVALID_INPUT', 'phone'],
      ['INVALID_INPUT', 'message'],
    ]);
    expect(api.logs).toEqual([]);
  });

  it('refuses an unknown property and an overlong message', async () => {
    const api = await openTestApi();
    const unknown = await api.data(SubmitContact, { input: { ...valid, propertyId: 'nope' } });
    expect(unknown.submitContactForm.errors[0]?.code).toBe('PROPERTY_NOT_FOUND');
    const long = await api.data(SubmitContact, { input: { ...valid, message: 'x'.repeat(2001) } });
    expect(long.submitContactForm.errors[0]).toMatchObject({ code: 'INVALID_INPUT', field: 'message' });
  });
});
