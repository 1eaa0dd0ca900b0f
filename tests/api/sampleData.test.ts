/** The sample listings' descriptions say what the listing's own data says (issue #31, item 8). */
import { describe, expect, it } from 'vitest';
import { distanceSentence, generateProperties } from '../../scripts/data/generate';
import { distanceKm } from '../../src/lib/geo';

describe('sample descriptions', () => {
  const properties = generateProperties(2_000);

  it('give the real distance to the campus, the one the page shows, and a time that follows from it', () => {
    for (const property of properties) {
      const km = distanceKm(property.coordinates, property.universityCampus);
      const first = property.description.split('\n\n')[0]!;
      expect(first).toContain(`${km.toFixed(1)} km (about `);
      expect(first).toContain(`${distanceSentence(property)} from ${property.university}.`);
      const minutes = Number(/about (\d+) minutes?/.exec(first)?.[1]);
      // On foot at 5 km/h up to 2 km, by bike at 15 km/h beyond: never a metro ride to a campus next door.
      expect(minutes).toBeCloseTo(km <= 2 ? km * 12 : km * 4, -0.5);
      expect(first).toMatch(km <= 2 ? /on foot\) from/ : /by bike\) from/);
    }
  });

  it('claim no terms of their own, which the listing states (bills, deposit, stays)', () => {
    for (const property of properties) {
      expect(property.description).not.toMatch(/by (metro|tram|bus)|deposit|minimum stay|bills|Utilities/i);
    }
  });
});
