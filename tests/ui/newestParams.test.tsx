/**
 * The search page's newest URL parameters (src/features/search/useNewestParams.ts): a navigation of
 * our own that renders after a newer one was sent never becomes the base of the next change.
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNewestParams } from '../../src/features/search/useNewestParams';

const params = (text: string) => new URLSearchParams(text);

describe('the newest search parameters', () => {
  it('keep a room type picked while an earlier date change had not rendered yet', () => {
    const { result, rerender } = renderHook(({ rendered }) => useNewestParams(rendered), { initialProps: { rendered: params('') } });
    result.current.sent(params('moveIn=2027-01-11'));
    result.current.sent(params('moveIn=2027-01-11&roomType=studio'));
    // The first navigation renders late, after the second was sent.
    rerender({ rendered: params('moveIn=2027-01-11') });
    expect(result.current.current.toString()).toBe('moveIn=2027-01-11&roomType=studio');
    rerender({ rendered: params('moveIn=2027-01-11&roomType=studio') });
    expect(result.current.current.toString()).toBe('moveIn=2027-01-11&roomType=studio');
  });

  it('take a URL nobody here set (Back, a link) as it is, and build the next change on it', () => {
    const { result, rerender } = renderHook(({ rendered }) => useNewestParams(rendered), { initialProps: { rendered: params('city=Berlin') } });
    result.current.sent(params('city=Berlin&bedrooms=2'));
    rerender({ rendered: params('city=Paris') });
    expect(result.current.current.toString()).toBe('city=Paris');
    result.current.sent(params('city=Paris&roomType=studio'));
    expect(result.current.current.toString()).toBe('city=Paris&roomType=studio');
  });
});
