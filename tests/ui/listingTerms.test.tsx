/**
 * Issue #32 on the pages: the move-in, move-out, room type and bills filters in the URL, the
 * cards' availability, room type and bills, and the listing's price breakdown and availability.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PropertyRecord } from '../../src/api/data/model';
import { addDays, addMonths, utcToday } from '../../src/lib/calendarDate';
import { totalMonthly } from '../../src/lib/listingTerms';
import { expectedSearch } from '../api/expectedSearch';
import { allProperties, warmUp } from './browse';
import { renderApp } from './renderApp';

beforeAll(warmUp);

const cards = () => within(screen.getByRole('region', { name: 'Results' })).queryAllByRole('article');
const count = () => screen.getByRole('heading', { level: 1 }).nextElementSibling as HTMLElement;

async function showsExactly(expected: PropertyRecord[]) {
  expect(expected.length).toBeGreaterThan(0);
  await waitFor(() => {
    expect(count()).toHaveTextContent(`${expected.length} properties found`);
  });
  expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(expected.slice(0, 24).map((property) => property.name));
}

const roomTypes = { ENTIRE_PLACE: 'Entire place', STUDIO: 'Studio', PRIVATE_ROOM: 'Private room', SHARED_ROOM: 'Shared room' } as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '1 Sep 2027', written out by hand rather than by the formatter under test. */
const shortDate = (date: string) => `${Number(date.slice(8))} ${months[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
// The app compares with the visitor's own date; these tests run within a day of it.
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

describe('stay, room type and bills filters', () => {
  const moveIn = addDays(utcToday(), 45);
  const moveOut = addMonths(moveIn, 6);

  it('fill from the URL, are counted on the Filters badge, and show only matching cards', async () => {
    renderApp(`/search?moveIn=${moveIn}&moveOut=${moveOut}&roomType=studio&bills=included`);
    expect(await screen.findByLabelText('Move-in')).toHaveValue(moveIn);
    expect(screen.getByLabelText('Move-out')).toHaveValue(moveOut);
    expect(screen.getByLabelText('Room type')).toHaveValue('studio');
    expect(screen.getByRole('checkbox', { name: 'Bills included' })).toBeChecked();
    const toggle = screen.getByRole('main').querySelector<HTMLButtonElement>('button[aria-expanded]')!;
    expect(toggle).toHaveTextContent('4 active');
    const expected = expectedSearch({ moveIn, moveOut, roomType: 'STUDIO', billsIncluded: true });
    if (expected.length > 0) await showsExactly(expected);
    else
      await waitFor(() => {
        expect(screen.getByText('No properties found')).toBeInTheDocument();
      });
  });

  it('write the dates after the typing pause, and the room type and bills at once', async () => {
    const view = renderApp('/search');
    await waitFor(() => {
      expect(count()).toHaveTextContent('50 properties found');
    });
    fireEvent.change(screen.getByLabelText('Move-in'), { target: { value: moveIn } });
    await waitFor(() => {
      expect(view.router.state.location.search).toBe(`?moveIn=${moveIn}`);
    });
    fireEvent.change(screen.getByLabelText('Move-out'), { target: { value: moveOut } });
    await waitFor(() => {
      expect(view.router.state.location.search).toBe(`?moveIn=${moveIn}&moveOut=${moveOut}`);
    });
    await showsExactly(expectedSearch({ moveIn, moveOut }));

    await view.user.selectOptions(screen.getByLabelText('Room type'), 'Studio');
    expect(view.router.state.location.search).toBe(`?moveIn=${moveIn}&moveOut=${moveOut}&roomType=studio`);
    const studios = expectedSearch({ moveIn, moveOut, roomType: 'STUDIO' });
    await showsExactly(studios);
    for (const card of cards()) expect(card).toHaveTextContent('Studio');

    await view.user.click(screen.getByRole('checkbox', { name: 'Bills included' }));
    expect(view.router.state.location.search).toBe(`?moveIn=${moveIn}&moveOut=${moveOut}&roomType=studio&bills=included`);
    await view.user.click(screen.getByRole('checkbox', { name: 'Bills included' }));
    expect(view.router.state.location.search).toBe(`?moveIn=${moveIn}&moveOut=${moveOut}&roomType=studio`);
    await showsExactly(studios);

    await view.user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(view.router.state.location.search).toBe('');
    await waitFor(() => {
      expect(count()).toHaveTextContent('50 properties found');
    });
    expect(screen.getByLabelText('Move-in')).toHaveValue('');
    expect(screen.getByLabelText('Move-out')).toHaveValue('');
    expect(screen.getByLabelText('Room type')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Bills included' })).not.toBeChecked();
  });

  it('say why a move-out on or before the move-in is not applied, and search by the move-in alone', async () => {
    for (const bad of [moveIn, addDays(moveIn, -1)]) {
      const view = renderApp(`/search?moveIn=${moveIn}&moveOut=${bad}`);
      const moveOutBox = await screen.findByLabelText('Move-out');
      expect(await screen.findByRole('alert')).toHaveTextContent('Move-out must be after move-in.');
      expect(moveOutBox).toHaveAttribute('aria-invalid', 'true');
      expect(moveOutBox).toHaveAccessibleDescription('Move-out must be after move-in.');
      await showsExactly(expectedSearch({ moveIn }));
      expect(view.router.state.location.search).toBe(`?moveIn=${moveIn}&moveOut=${bad}`);
      view.unmount();
    }
    renderApp(`/search?moveOut=${moveOut}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a move-in date to search with a move-out date.');
    await waitFor(() => {
      expect(count()).toHaveTextContent('50 properties found');
    });
  });
});

describe('cards', () => {
  it('say when each place is free, its room type, and whether bills are included', async () => {
    renderApp('/search');
    const properties = expectedSearch({});
    await showsExactly(properties);
    const today = localToday();
    cards().forEach((card, index) => {
      const property = properties[index]!;
      expect(card).toHaveTextContent(roomTypes[property.roomType]);
      expect(card.textContent.includes('Bills included')).toBe(property.billsIncluded);
      expect(card).toHaveTextContent(property.availableFrom <= today ? 'Available now' : `Available from ${shortDate(property.availableFrom)}`);
    });
  });
});

describe('the listing page', () => {
  const section = (name: string) => screen.getByRole('region', { name });
  const row = (within: HTMLElement, term: string) => [...within.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

  it('breaks the price down and says when the place is free', async () => {
    const all = await allProperties();
    const included = all.find((property) => property.billsIncluded && property.maxStayMonths !== null && property.availableUntil !== null)!;
    const excluded = all.find((property) => !property.billsIncluded && property.maxStayMonths === null && property.availableUntil === null)!;
    const bills = { ELECTRICITY: 'electricity', HEATING: 'heating', WATER: 'water', INTERNET: 'internet' } as const;
    const today = localToday();

    for (const property of [included, excluded]) {
      const view = renderApp(`/property/${property.id}`);
      await screen.findByRole('heading', { level: 1, name: property.name });
      const prices = section('Price breakdown');
      expect(row(prices, 'Rent')).toBe(`€${property.price}/month`);
      expect(row(prices, 'Bills')).toBe(
        property.billsIncluded
          ? `Included — ${property.includedBills.map((bill) => bills[bill]).join(', ')}`
          : `about €${property.billsEstimate}/month, not included`,
      );
      const euros = (amount: number) => `€${amount.toLocaleString('en')}`;
      expect(row(prices, 'Deposit')).toBe(euros(property.deposit));
      expect(row(prices, 'Total per month')).toBe(euros(totalMonthly(property)));

      const availability = section('Availability');
      expect(availability).toHaveTextContent(property.availableFrom <= today ? 'Available now' : `Available from ${shortDate(property.availableFrom)}`);
      expect(availability).toHaveTextContent(property.availableUntil === null ? 'No end date' : `Available until ${shortDate(property.availableUntil)}`);
      expect(availability).toHaveTextContent(`Minimum stay: ${property.minStayMonths} month${property.minStayMonths === 1 ? '' : 's'}`);
      if (property.maxStayMonths === null) expect(availability).not.toHaveTextContent('Maximum stay');
      else expect(availability).toHaveTextContent(`Maximum stay: ${property.maxStayMonths} month${property.maxStayMonths === 1 ? '' : 's'}`);
      expect(availability).toHaveTextContent(`Room type: ${roomTypes[property.roomType]}`);
      view.unmount();
    }
  });
});

describe('in other languages', () => {
  it('writes the terms, dates and amounts as German and French do', async () => {
    const all = await allProperties();
    const property = all.find((candidate) => candidate.billsIncluded && candidate.deposit >= 1000 && candidate.availableUntil !== null)!;
    const view = renderApp(`/property/${property.id}?lang=de`);
    const prices = await screen.findByRole('region', { name: 'Kostenaufstellung' });
    // Testing Library reads narrow no-break spaces as plain ones.
    const de = (amount: number) =>
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount).replace(/\s/g, ' ');
    expect(prices).toHaveTextContent(`Kaution${de(property.deposit)}`);
    expect(de(property.deposit)).toMatch(/^\d\.\d{3} €$/);
    expect(prices).toHaveTextContent(/Inbegriffen – /);
    const until = new Intl.DateTimeFormat('de', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      Date.parse(`${property.availableUntil}T00:00:00Z`),
    );
    expect(screen.getByRole('region', { name: 'Verfügbarkeit' })).toHaveTextContent(`Verfügbar bis ${until}`);
    view.unmount();

    renderApp(`/search?roomType=shared-room&lang=fr`);
    expect(await screen.findByLabelText('Type de logement')).toHaveValue('shared-room');
    const frenchCards = () => within(screen.getByRole('region', { name: 'Résultats' })).queryAllByRole('article');
    await waitFor(() => {
      expect(frenchCards()).toHaveLength(expectedSearch({ roomType: 'SHARED_ROOM' }).length);
    });
    for (const card of frenchCards()) expect(card).toHaveTextContent('Chambre partagée');
  });
});
