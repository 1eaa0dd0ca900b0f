/** The stay, room type and bills in the search page's URL (src/features/search/searchFilters.ts, searchHref.ts). */
import { describe, expect, it } from 'vitest';
import { activeFilterCount, datesConflict, readFilters, toPropertyFilter } from '../../src/features/search/searchFilters';
import { searchHref } from '../../src/features/search/searchHref';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('stay, room type and bills in the URL', () => {
  it('reads them as the API takes them', () => {
    const filters = read('city=Berlin&moveIn=2027-09-01&moveOut=2028-06-30&roomType=studio&bills=included');
    expect(filters).toMatchObject({ moveIn: '2027-09-01', moveOut: '2028-06-30', roomType: 'studio', bills: 'included' });
    expect(toPropertyFilter(filters)).toEqual({ city: 'Berlin', moveIn: '2027-09-01', moveOut: '2028-06-30', roomType: 'STUDIO', billsIncluded: true });
    expect(activeFilterCount(filters)).toBe(5);
    expect(toPropertyFilter(read('roomType=entire-place&bills=excluded'))).toEqual({ roomType: 'ENTIRE_PLACE', billsIncluded: false });
    expect(toPropertyFilter(read('roomType=private-room'))).toEqual({ roomType: 'PRIVATE_ROOM' });
    expect(toPropertyFilter(read('roomType=shared-room&moveIn=2028-02-29'))).toEqual({ roomType: 'SHARED_ROOM', moveIn: '2028-02-29' });
  });

  it('ignores malformed values', () => {
    for (const query of [
      'moveIn=2027-02-29',
      'moveIn=2027-9-1',
      'moveIn=01%2F09%2F2027',
      'moveIn=2027-09-01T10:00',
      'moveIn=',
      'roomType=STUDIO',
      'roomType=loft',
      'bills=yes',
      'bills=INCLUDED',
    ]) {
      const filters = read(query);
      expect([filters.moveIn, filters.moveOut, filters.roomType, filters.bills], query).toEqual([null, null, null, null]);
      expect(toPropertyFilter(filters), query).toEqual({});
    }
    // Spaces around a date are a pasted link's, not a different date.
    expect(read('moveIn=%202027-09-01%20').moveIn).toBe('2027-09-01');
  });

  it('keeps a move-out not after the move-in, or without one, in the URL but does not send it', () => {
    for (const query of ['moveIn=2027-09-01&moveOut=2027-09-01', 'moveIn=2027-09-01&moveOut=2027-08-31', 'moveOut=2028-06-30']) {
      const filters = read(query);
      expect(filters.moveOut, query).not.toBeNull();
      expect(datesConflict(filters), query).toBe(true);
      expect(toPropertyFilter(filters).moveOut, query).toBeUndefined();
    }
    expect(toPropertyFilter(read('moveIn=2027-09-01&moveOut=2027-08-31'))).toEqual({ moveIn: '2027-09-01' });
    expect(datesConflict(read('moveIn=2027-09-01&moveOut=2027-09-02'))).toBe(false);
  });

  it('writes them into search links in one order', () => {
    expect(searchHref({ city: 'Berlin', moveIn: '2027-09-01', moveOut: '2028-06-30', roomType: 'studio', bills: 'included' })).toBe(
      '/search?city=Berlin&moveIn=2027-09-01&moveOut=2028-06-30&roomType=studio&bills=included',
    );
    expect(searchHref({ bills: 'excluded', roomType: '' })).toBe('/search?bills=excluded');
    const href = searchHref({ moveIn: '2027-09-01', moveOut: '2028-06-30', roomType: 'shared-room', bills: 'excluded' });
    expect(read(href.slice('/search?'.length))).toMatchObject({ moveIn: '2027-09-01', moveOut: '2028-06-30', roomType: 'shared-room', bills: 'excluded' });
  });
});
