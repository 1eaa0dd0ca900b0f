/** Calendar dates on the page: the same day in every time zone, in each language's own short form. */
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/i18n/format';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('formatDate', () => {
  it("writes day, short month and year as each language does, English as the product's texts", () => {
    expect(formatDate('en', '2027-09-01')).toBe('1 Sep 2027');
    expect(formatDate('en', '2028-02-29')).toBe('29 Feb 2028');
    expect(formatDate('de', '2027-09-01')).toMatch(/^1\. Sep/);
    expect(formatDate('fr', '2027-09-01')).toMatch(/^1 sept/);
    expect(formatDate('nl', '2027-12-31')).toMatch(/^31 dec/);
  });

  it('keeps the day in zones west and east of UTC', () => {
    for (const tz of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Lisbon']) {
      process.env.TZ = tz;
      expect(formatDate('en', '2027-01-01'), tz).toBe('1 Jan 2027');
      expect(formatDate('en', '2027-12-31'), tz).toBe('31 Dec 2027');
    }
  });
});
