import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSampleCatalog } from '../../src/apollo/sampleCatalog';
import { distanceKm } from '../../src/lib/geo';
import type { PropertyRecord } from '../../src/api/data/model';
import { TYPING_DEBOUNCE_MS } from '../../src/pages/search/useDebouncedDraft';
import { expectedSearch } from '../api/expectedSearch';
import { allProperties, warmUp } from './browse';
import { renderApp } from './renderApp';

beforeAll(warmUp);

const cards = () => within(screen.getByRole('region', { name: 'Results' })).queryAllByRole('article');
const price = (card: HTMLElement) => Number(/€(\d+)\/month/.exec(card.textContent)?.[1]);
const bedrooms = (card: HTMLElement) => Number(/(\d+) beds?/.exec(card.textContent)?.[1]);
// The count line under the title (the start-up spinner is a status too, so find it by place).
const count = () => {
  const line = screen.getByRole('heading', { level: 1 }).nextElementSibling;
  if (!(line instanceof HTMLElement)) throw new Error('no count line under the title');
  return line;
};

async function loaded(text: string | RegExp = /propert(y|ies) found/) {
  await waitFor(() => {
    expect(count()).toHaveTextContent(text);
  });
}

/**
 * Waits for the count the oracle predicts, then checks the first page of cards is exactly its
 * listings. An empty expectation would let the per-card checks that follow pass vacuously.
 */
async function showsExactly(expected: PropertyRecord[]) {
  expect(expected.length).toBeGreaterThan(0);
  await loaded(`${expected.length} properties found`);
  const names = cards().map((card) => within(card).getByRole('heading').textContent);
  expect(names).toEqual(expected.slice(0, 24).map((property) => property.name));
}

/**
 * Types `text` into a filter box one character at a time, with pauses just under the debounce
 * between them, on a fake clock: a slow machine cannot stretch a pause into a commit. Checks the
 * URL (`location`) stays as it was until the box has been quiet for the whole debounce, then
 * hands back the real clock once the commit has been made.
 */
async function typeWithPauses(box: HTMLElement, text: string, location: () => string) {
  const before = location();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    for (let end = 1; end <= text.length; end += 1) {
      fireEvent.change(box, { target: { value: text.slice(0, end) } });
      await vi.advanceTimersByTimeAsync(TYPING_DEBOUNCE_MS - 1);
      expect(location()).toBe(before);
    }
    await vi.advanceTimersByTimeAsync(1);
    // The commit was the last thing on the fake clock: handing back the real one drops nothing.
    expect(vi.getTimerCount()).toBe(0);
  } finally {
    vi.useRealTimers();
  }
  await waitFor(() => {
    expect(location()).not.toBe(before);
  });
}

describe('the search page', () => {
  it('lists all properties with the count, 24 at a time, and loads more', async () => {
    const view = renderApp('/search');
    expect(await screen.findByRole('heading', { name: 'All Properties' })).toBeInTheDocument();
    await loaded('50 properties found');
    expect(cards()).toHaveLength(24);
    await view.user.click(screen.getByRole('button', { name: 'Load more properties' }));
    await waitFor(() => {
      expect(cards()).toHaveLength(48);
    });
    await view.user.click(screen.getByRole('button', { name: 'Load more properties' }));
    await waitFor(() => {
      expect(cards()).toHaveLength(50);
    });
    expect(screen.queryByRole('button', { name: 'Load more properties' })).not.toBeInTheDocument();
    expect(new Set(cards().map((card) => card.textContent)).size).toBe(50);
  });

  it('shows six skeleton cards and Loading... until the list arrives', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderApp('/search', {
      context: {
        catalog: async () => {
          await gate;
          return loadSampleCatalog();
        },
      },
    });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.getAllByTestId('property-card-skeleton')).toHaveLength(6);
    release();
    await loaded('50 properties found');
    expect(screen.queryAllByTestId('property-card-skeleton')).toHaveLength(0);
  });

  it('titles the page after the city or university in the URL', async () => {
    renderApp('/search?city=Berlin');
    expect(await screen.findByRole('heading', { name: 'Properties in Berlin' })).toBeInTheDocument();
    await showsExactly(expectedSearch({ city: 'berlin' }));
    for (const card of cards()) expect(card).toHaveTextContent('Berlin');
  });

  it('titles a university search and fills the filter boxes from the URL', async () => {
    renderApp('/search?university=humboldt');
    expect(await screen.findByRole('heading', { name: 'Properties near humboldt' })).toBeInTheDocument();
    expect(screen.getByLabelText('University')).toHaveValue('humboldt');
    await showsExactly(expectedSearch({ university: 'humboldt' }));
    for (const card of cards()) expect(card).toHaveTextContent(/Near Humboldt University of Berlin/);
  });

  it('filters by price range, keeps it in the URL and waits for typing to pause', async () => {
    let searches = 0;
    const view = renderApp('/search', {
      context: {
        catalog: () => {
          searches += 1;
          return loadSampleCatalog();
        },
      },
    });
    await loaded('50 properties found');
    const before = searches;
    await typeWithPauses(screen.getByLabelText('Min price (€/month)'), '500', () => view.router.state.location.search);
    expect(view.router.state.location.search).toBe('?minPrice=500');
    await loaded(`${expectedSearch({ minPrice: 500 }).length} properties found`);
    await typeWithPauses(screen.getByLabelText('Max price (€/month)'), '900', () => view.router.state.location.search);
    expect(view.router.state.location.search).toBe('?minPrice=500&maxPrice=900');
    await showsExactly(expectedSearch({ minPrice: 500, maxPrice: 900 }));
    // Six keystrokes, one search per box.
    expect(searches - before).toBe(2);
    for (const card of cards()) {
      expect(price(card)).toBeGreaterThanOrEqual(500);
      expect(price(card)).toBeLessThanOrEqual(900);
    }
  });

  it('4+ bedrooms shows only homes with four or more', async () => {
    const view = renderApp('/search');
    await loaded('50 properties found');
    await view.user.click(screen.getByRole('radio', { name: '4+' }));
    expect(view.router.state.location.search).toBe('?bedrooms=4%2B');
    await showsExactly(expectedSearch({ minBedrooms: 4 }));
    for (const card of cards()) expect(bedrooms(card)).toBeGreaterThanOrEqual(4);
    expect(cards().some((card) => bedrooms(card) === 5)).toBe(true);
  });

  it('an exact bedroom count shows only that count', async () => {
    const view = renderApp('/search');
    await loaded('50 properties found');
    await view.user.click(screen.getByRole('radio', { name: '2' }));
    await showsExactly(expectedSearch({ bedrooms: 2 }));
    for (const card of cards()) expect(bedrooms(card)).toBe(2);
  });

  it('filters by the city box and updates the title', async () => {
    const view = renderApp('/search');
    await loaded('50 properties found');
    await view.user.type(screen.getByLabelText('City'), 'paris');
    expect(await screen.findByRole('heading', { name: 'Properties in paris' })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?city=paris');
    await showsExactly(expectedSearch({ city: 'paris' }));
    for (const card of cards()) expect(card).toHaveTextContent('Paris');
  });

  it('Clear All Filters empties every filter and the URL', async () => {
    const view = renderApp('/search?city=Berlin&minPrice=400&maxPrice=1200&bedrooms=2');
    await loaded();
    expect(screen.getByLabelText('Min price (€/month)')).toHaveValue(400);
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    await view.user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(view.router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'All Properties' })).toBeInTheDocument();
    await loaded('50 properties found');
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByLabelText('Min price (€/month)')).toHaveValue(null);
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
  });

  it('ignores bad numbers in the URL and explains a min above the max', async () => {
    renderApp('/search?minPrice=abc&maxPrice=-5&bedrooms=7');
    await loaded('50 properties found');
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();

    renderApp('/search?minPrice=900&maxPrice=500');
    expect(await screen.findByText(/Min price is above max price/)).toBeInTheDocument();
  });

  it('restores the filters with Back', async () => {
    const view = renderApp('/search');
    await loaded('50 properties found');
    await view.user.click(screen.getByRole('radio', { name: '3' }));
    await view.user.click(screen.getByRole('radio', { name: '1' }));
    expect(view.router.state.location.search).toBe('?bedrooms=1');
    await view.router.navigate(-1);
    await waitFor(() => {
      expect(screen.getByRole('radio', { name: '3' })).toBeChecked();
    });
  });

  it('shows the no-results message', async () => {
    renderApp('/search?city=Atlantis');
    expect(await screen.findByRole('heading', { name: 'No properties found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search criteria')).toBeInTheDocument();
    expect(count()).toHaveTextContent('0 properties found');
  });

  it('shows an error with Retry when the list cannot load', async () => {
    let fail = true;
    const view = renderApp('/search', {
      context: {
        catalog: () => (fail ? Promise.reject(new Error('storage unavailable')) : loadSampleCatalog()),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the properties.");
    fail = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await loaded('50 properties found');
  });

  it('keeps the list and offers to try again when loading more fails', async () => {
    let calls = 0;
    const view = renderApp('/search', {
      context: {
        catalog: () => {
          calls += 1;
          return calls === 2 ? Promise.reject(new Error('storage unavailable')) : loadSampleCatalog();
        },
      },
    });
    await loaded('50 properties found');
    await view.user.click(screen.getByRole('button', { name: 'Load more properties' }));
    expect(await screen.findByText("We couldn't load more properties. Please try again.")).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    await view.user.click(screen.getByRole('button', { name: 'Load more properties' }));
    await waitFor(() => {
      expect(cards()).toHaveLength(48);
    });
    expect(screen.queryByText(/couldn't load more/)).not.toBeInTheDocument();
  });

  it('renders each card as the spec lists it, linking to the property', async () => {
    const [first] = await allProperties();
    if (!first) throw new Error('no sample data');
    renderApp('/search');
    await loaded('50 properties found');
    const card = cards()[0]!;
    expect(card).toHaveTextContent(`€${first.price}/month`);
    expect(within(card).getByRole('heading', { name: first.name })).toBeInTheDocument();
    expect(card).toHaveTextContent(first.address);
    expect(card).toHaveTextContent(`${first.bedrooms} bed`);
    expect(card).toHaveTextContent(`${first.bathrooms} bath`);
    expect(card).toHaveTextContent(`+${first.amenities.length - 2} more amenities`);
    expect(card).toHaveTextContent(`Near ${first.university}`);
    const image = within(card).getByRole('img', { name: `Photo of ${first.name}` });
    expect(image).toHaveAttribute('src', first.images[0]);
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(within(card).queryByRole('img', { name: 'WiFi' }) !== null).toBe(first.amenities.includes('WiFi'));
    expect(within(card).queryByRole('img', { name: 'Parking' }) !== null).toBe(first.amenities.includes('Parking'));
    // The name is the link; it spreads over the whole card, beside the heart (not around it).
    expect(within(card).getByRole('link', { name: first.name })).toHaveAttribute('href', `/property/${first.id}`);
    expect(within(card).getByRole('button', { name: `Save ${first.name}` })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the WiFi and Parking icons only for listings that have them', async () => {
    renderApp('/search');
    const properties = expectedSearch({});
    await showsExactly(properties);
    cards().forEach((card, index) => {
      const property = properties[index]!;
      expect(within(card).queryAllByRole('img', { name: 'WiFi' })).toHaveLength(property.amenities.includes('WiFi') ? 1 : 0);
      expect(within(card).queryAllByRole('img', { name: 'Parking' })).toHaveLength(property.amenities.includes('Parking') ? 1 : 0);
    });
  });

  it('prefetches the property on hover so the page opens from the cache', async () => {
    const [first] = await allProperties();
    const view = renderApp('/search');
    await loaded('50 properties found');
    // The pointer over a card is over its link, which spreads over the whole card.
    await view.user.hover(within(cards()[0]!).getByRole('link'));
    await waitFor(() => {
      expect(view.client.cache.extract()).toHaveProperty([`Property:${first!.id}`, 'description']);
    });
  });

  it('collapses the filters behind a disclosure button on small screens', async () => {
    const view = renderApp('/search');
    await screen.findByRole('heading', { name: 'All Properties' });
    // jsdom ignores media queries, so it sees the desktop rule that hides this button (and its name).
    const toggle = screen.getByRole('main').querySelector<HTMLButtonElement>('button[aria-expanded]')!;
    expect(toggle).toHaveTextContent('Filters');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(screen.getByLabelText('City'));
  });
});

describe('sorting and distance to campus', () => {
  const sortBox = () => screen.getByRole('combobox', { name: 'Sort by' });
  const options = () =>
    within(sortBox())
      .getAllByRole('option')
      .map((option) => option.textContent);
  const km = (property: { coordinates: { lat: number; lng: number }; universityCampus: { lat: number; lng: number } }) =>
    distanceKm(property.coordinates, property.universityCampus);

  it('offers recommended and price orders, and distance only once a university is chosen', async () => {
    renderApp('/search');
    await loaded('50 properties found');
    expect(sortBox()).toHaveValue('recommended');
    expect(options()).toEqual(['Recommended', 'Price: low to high', 'Price: high to low']);
    renderApp('/search?university=sorbonne');
    await waitFor(() => {
      expect(screen.getAllByRole('combobox', { name: 'Sort by' }).at(-1)!.querySelectorAll('option')).toHaveLength(4);
    });
    expect(screen.getAllByRole('combobox', { name: 'Sort by' }).at(-1)).toHaveTextContent('Distance to campus');
  });

  it('sorts by price both ways, keeps the order in the URL, and loads more in the same order', async () => {
    const view = renderApp('/search');
    await loaded('50 properties found');
    await view.user.selectOptions(sortBox(), 'Price: low to high');
    expect(view.router.state.location.search).toBe('?sort=price-asc');
    const ascending = [...expectedSearch({})].sort((a, b) => a.price - b.price).map((property) => property.price);
    await waitFor(() => {
      expect(cards().map(price)).toEqual(ascending.slice(0, 24));
    });
    await view.user.click(screen.getByRole('button', { name: 'Load more properties' }));
    await waitFor(() => {
      expect(cards()).toHaveLength(48);
    });
    expect(cards().map(price)).toEqual(ascending.slice(0, 48));
    await view.user.selectOptions(sortBox(), 'Price: high to low');
    expect(view.router.state.location.search).toBe('?sort=price-desc');
    await waitFor(() => {
      expect(cards().map(price)).toEqual([...ascending].reverse().slice(0, 24));
    });
    await view.user.selectOptions(sortBox(), 'Recommended');
    expect(view.router.state.location.search).toBe('');
  });

  it("says on every card how far it is from the chosen university's campus, and sorts nearest first", async () => {
    const view = renderApp('/search?university=university%20of');
    await loaded();
    const expected = expectedSearch({ university: 'university of' });
    expect(expected.length).toBeGreaterThan(0);
    for (const card of cards()) expect(card).toHaveTextContent(/\d+\.\d km to .*University of/);
    await view.user.selectOptions(sortBox(), 'Distance to campus');
    expect(view.router.state.location.search).toBe('?university=university+of&sort=distance');
    const nearest = [...expected].sort((a, b) => km(a) - km(b));
    await waitFor(() => {
      expect(cards()[0]).toHaveTextContent(`${km(nearest[0]!).toFixed(1)} km to ${nearest[0]!.university}`);
    });
    const shown = cards().map((card) => Number(/(\d+\.\d) km to/.exec(card.textContent)?.[1]));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown).toHaveLength(Math.min(24, expected.length));
  });

  it('shows no distance without a university, and drops the distance order when the university is cleared', async () => {
    const view = renderApp('/search?university=humboldt&sort=distance');
    await loaded();
    expect(sortBox()).toHaveValue('distance');
    await view.user.clear(screen.getByLabelText('University'));
    await waitFor(() => {
      expect(view.router.state.location.search).toBe('');
    });
    await loaded('50 properties found');
    expect(sortBox()).toHaveValue('recommended');
    for (const card of cards()) expect(card).not.toHaveTextContent(/km to/);
  });

  it.each(['nonsense', 'PRICE_ASC', 'distance', '', 'price-asc%00'])('falls back to recommended for sort=%s without an error page', async (value) => {
    renderApp(`/search?city=Berlin&sort=${value}`);
    await loaded();
    expect(sortBox()).toHaveValue('recommended');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const berlin = expectedSearch({ city: 'berlin' });
    expect(berlin.length).toBeGreaterThan(0);
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(berlin.slice(0, 24).map((property) => property.name));
  });
});
