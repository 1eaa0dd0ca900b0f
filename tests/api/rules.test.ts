import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../src/api/rules/cursor';
import { normalizeFilter, sortProblem } from '../../src/api/rules/filters';
import { distanceKm, distanceMetres, formatKm } from '../../src/lib/geo';
import { Catalog } from '../../src/api/data/catalogIndex';
import type { PropertyFilter } from '../../src/api/generated/resolvers';
import { generateProperties, universityRecords } from '../../scripts/data/generate';
import { generateCode, issueCode, OTP_TTL_MS, verifyCode } from '../../src/api/rules/otp';
import { checkContact, contactProblem, storedForms } from '../../src/lib/contact';
import { contactMessages } from '../../src/lib/contactTexts';

describe('code rules', () => {
  it('makes 6-digit codes, keeping leading zeros and rejecting biased values', () => {
    const values = [0xffff_ffff, 42];
    const fill = (buffer: Uint32Array) => {
      buffer[0] = values.shift()!;
      return buffer;
    };
    expect(generateCode(fill)).toBe('000042');
    for (let i = 0; i < 200; i += 1) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it('moves through its lifecycle', () => {
    const pending = issueCode('a@b.eu', 'EMAIL', 1000, (b) => ((b[0] = 123456), b));
    expect(pending).toEqual({ contact: 'a@b.eu', type: 'EMAIL', code: '123456', expires: 1000 + OTP_TTL_MS, attempts: 0 });
    const attempt = { contact: 'a@b.eu', type: 'EMAIL' as const, code: '123456' };
    expect(verifyCode(pending, attempt, 1000 + OTP_TTL_MS)).toEqual({ outcome: 'VERIFIED', next: null });
    expect(verifyCode(pending, attempt, 1001 + OTP_TTL_MS)).toEqual({ outcome: 'OTP_EXPIRED', next: null });
    expect(verifyCode(null, attempt, 0).outcome).toBe('OTP_EXPIRED');
    expect(verifyCode(pending, { ...attempt, type: 'PHONE' }, 1000).outcome).toBe('INVALID_OTP');
    const wrong = verifyCode(pending, { ...attempt, code: '654321' }, 1000);
    expect(wrong).toEqual({ outcome: 'INVALID_OTP', next: { ...pending, attempts: 1 } });
    expect(verifyCode({ ...pending, attempts: 4 }, { ...attempt, code: '0' }, 1000)).toEqual({ outcome: 'TOO_MANY_ATTEMPTS', next: null });
  });
});

describe('filter rules', () => {
  const [sample] = generateProperties(1);
  const flat = { ...sample!, city: 'Berlin', university: 'Free University of Berlin', price: 700, bedrooms: 4 };
  /** The rule as the backend runs it: the catalogue's search over a one-listing catalogue. */
  const matches = (filter: PropertyFilter) =>
    new Catalog([flat], universityRecords()).search({ filter: normalizeFilter(filter), order: 'RECOMMENDED', after: null, first: 1 }).totalCount === 1;
  it('normalises blanks away and matches case-insensitively', () => {
    expect(normalizeFilter({ city: '  ', university: null })).toMatchObject({ city: null, university: null });
    expect(matches({ city: ' LIN ', university: 'free' })).toBe(true);
    expect(matches({ city: 'paris' })).toBe(false);
    expect(matches({ minPrice: 700, maxPrice: 700 })).toBe(true);
    expect(matches({ minPrice: 701 })).toBe(false);
    expect(matches({ maxPrice: 699 })).toBe(false);
    expect(matches({ bedrooms: 5 })).toBe(false);
    expect(matches({ minBedrooms: 4 })).toBe(true);
    expect(matches({ minBedrooms: 5 })).toBe(false);
  });
});

describe('cursors', () => {
  it('round-trip and reject foreign strings', () => {
    expect(decodeCursor(encodeCursor('RECOMMENDED', { key: null, position: 23 }))).toEqual({ order: 'RECOMMENDED', cursor: { key: null, position: 23 } });
    expect(atob(encodeCursor('RECOMMENDED', { key: null, position: 23 }))).toBe('after:23');
    for (const order of ['PRICE_ASC', 'PRICE_DESC', 'DISTANCE'] as const) {
      expect(decodeCursor(encodeCursor(order, { key: 1234, position: 7 }))).toEqual({ order, cursor: { key: 1234, position: 7 } });
    }
    expect(decodeCursor('%%%')).toBeNull();
    expect(decodeCursor(btoa('after:-1'))).toBeNull();
    expect(decodeCursor(btoa('after:1.5'))).toBeNull();
    for (const malformed of [
      'after:PRICE_ASC:5',
      'after:PRICE_ASC:5:6:7',
      'after:RECOMMENDED:5:6',
      'after:NEAREST:5:6',
      'after:DISTANCE:-5:6',
      'after:DISTANCE:5:x',
      'after:PRICE_DESC::6',
    ]) {
      expect(decodeCursor(btoa(malformed)), malformed).toBeNull();
    }
    expect(decodeCursor(btoa('something'))).toBeNull();
    expect(decodeCursor(btoa('after:2147483647'))).toEqual({ order: 'RECOMMENDED', cursor: { key: null, position: 2147483647 } });
    for (const outOfRange of [
      'after:2147483648',
      'after:99999999999',
      'after:PRICE_ASC:2147483648:1',
      'after:DISTANCE:1:2147483648',
      'after:PRICE_DESC:9007199254740993:1',
    ]) {
      expect(decodeCursor(btoa(outOfRange)), outOfRange).toBeNull();
    }
  });
});

describe('distances', () => {
  it('measures great-circle distances in kilometres and whole metres', () => {
    // Humboldt University (Unter den Linden) to the Free University's Dahlem campus: about 10.1 km.
    const humboldt = { lat: 52.518, lng: 13.3934 };
    const dahlem = { lat: 52.4527, lng: 13.2898 };
    expect(distanceKm(humboldt, dahlem)).toBeCloseTo(10.1, 1);
    expect(distanceKm(humboldt, humboldt)).toBe(0);
    expect(distanceKm(humboldt, dahlem)).toBeCloseTo(distanceKm(dahlem, humboldt), 12);
    // One degree of latitude is about 111.2 km everywhere.
    expect(distanceKm({ lat: 41, lng: 2 }, { lat: 42, lng: 2 })).toBeCloseTo(111.19, 1);
    expect(distanceMetres(humboldt, dahlem)).toBe(Math.round(distanceKm(humboldt, dahlem) * 1000));
    expect(formatKm(2.349)).toBe('2.3 km');
    expect(formatKm(0.04)).toBe('0.0 km');
  });

  it('refuses a distance sort without a university filter', () => {
    expect(sortProblem('DISTANCE', normalizeFilter({ city: 'Berlin' }))).toMatch(/university/);
    expect(sortProblem('DISTANCE', normalizeFilter({ university: '  ' }))).toMatch(/university/);
    expect(sortProblem('DISTANCE', normalizeFilter({ university: 'free' }))).toBeNull();
    expect(sortProblem('PRICE_ASC', normalizeFilter({}))).toBeNull();
  });
});

describe('contact rules', () => {
  const canonical = (kind: 'EMAIL' | 'PHONE', raw: string) => checkContact(kind, raw).contact;

  it('writes every form of one phone number in E.164, and needs its country code', () => {
    for (const form of ['+49 30 1234567', '0049301234567', '+49 (0)30 1234567', '+49-30-123 45 67', '＋４９ ３０ １２３４５６７']) {
      expect(canonical('PHONE', form), form).toBe('+49301234567');
    }
    expect(canonical('PHONE', ' +44 (20) 7946-0958 ')).toBe('+442079460958');
    for (const bad of ['030 1234567', '123456', '+12+3456789', '+49 30 CALL NOW', '+49 30 1234567 ext. 12', '+49 30 1234567\u200b', '+49\u008530 1234567']) {
      expect(contactProblem('PHONE', bad), bad).toBe(contactMessages.PHONE_INVALID);
    }
    expect(contactProblem('PHONE', '')).toBe('Please enter your phone number.');
  });

  it('accepts one plain address, never a list, a display name or a route', () => {
    expect(canonical('EMAIL', ' Ana.Silva+rent@uni.example.eu ')).toBe('ana.silva+rent@uni.example.eu');
    // Full-width letters are the letters they look like (NFKC).
    expect(canonical('EMAIL', 'ｖｉｃｔｉｍ@example.org')).toBe('victim@example.org');
    const bad = [
      'x<victim@example.org>',
      'x,victim@example.org',
      'attacker:victim@example.org',
      'a@b.eu, victim@example.org',
      '"a,b"@example.org',
      'victim@example.org\u200b',
      'vic\u200btim@example.org',
      'victim\u0085@example.org',
      'victim@example.org\ud800',
      'ana',
      'ana@',
      '@uni.eu',
      'ana@uni',
      'a b@uni.eu',
      'ana@[127.0.0.1]',
      `${'a'.repeat(250)}@x.eu`,
    ];
    for (const text of bad) expect(contactProblem('EMAIL', text), text).toBe(contactMessages.EMAIL_INVALID);
  });

  it('finds the spellings an older version stored a phone number in, never one without its country code', () => {
    expect(storedForms('PHONE', '+49301234567')).toEqual(['+49301234567', '0049301234567', '+490301234567', '00490301234567']);
    expect(storedForms('EMAIL', 'ana@uni.eu')).toEqual(['ana@uni.eu']);
  });
});
