import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { warmUp } from './browse';
import { renderApp } from './renderApp';

const hero = () => screen.getByRole('search', { name: 'Find a property' });

describe('the home page', () => {
  beforeAll(warmUp);

  it('searches by city with the trimmed term', async () => {
    const view = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await view.user.type(within(hero()).getByLabelText('City'), '  Berlin  ');
    await view.user.click(within(hero()).getByRole('button', { name: 'Search' }));
    expect(view.router.state.location.pathname).toBe('/search');
    expect(view.router.state.location.search).toBe('?city=Berlin');
    expect(await screen.findByRole('heading', { name: 'Properties in Berlin' })).toBeInTheDocument();
  });

  it('searches by university once the toggle is switched', async () => {
    const view = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const byUniversity = within(hero()).getByRole('radio', { name: 'Search by University' });
    expect(within(hero()).getByRole('radio', { name: 'Search by City' })).toBeChecked();
    await view.user.click(byUniversity);
    expect(byUniversity).toBeChecked();
    await view.user.type(within(hero()).getByLabelText('University'), 'Sorbonne{Enter}');
    expect(view.router.state.location.search).toBe('?university=Sorbonne');
    expect(await screen.findByRole('heading', { name: 'Properties near Sorbonne' })).toBeInTheDocument();
  });

  it('ignores an empty or blank search', async () => {
    const view = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await view.user.click(within(hero()).getByRole('button', { name: 'Search' }));
    await view.user.type(within(hero()).getByLabelText('City'), '   ');
    await view.user.click(within(hero()).getByRole('button', { name: 'Search' }));
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('has a second search box in the closing call to action', async () => {
    const view = renderApp('/');
    const cta = await screen.findByRole('search', { name: 'Start your search' });
    await view.user.type(within(cta).getByLabelText('City'), 'Rome');
    await view.user.click(within(cta).getByRole('button', { name: 'Search' }));
    expect(view.router.state.location.search).toBe('?city=Rome');
  });

  it('takes no more than the 200 characters a search can use, in both boxes, before and after suggestions load', async () => {
    const view = renderApp('/');
    const cta = await screen.findByRole('search', { name: 'Start your search' });
    for (const form of [hero(), cta]) {
      expect(within(form).getByLabelText('City')).toHaveAttribute('maxLength', '200');
    }
    const long = 'Berlin'.repeat(817).slice(0, 4900);
    const box = within(cta).getByLabelText('City');
    await view.user.click(box);
    await view.user.paste(long);
    // The combobox has replaced the plain box by now, with what was pasted.
    const combobox = await within(cta).findByRole('combobox', { name: 'City' });
    expect(combobox).toHaveAttribute('maxLength', '200');
    expect(combobox).toHaveValue(long.slice(0, 200));
    await view.user.click(within(cta).getByRole('button', { name: 'Search' }));
    expect(new URLSearchParams(view.router.state.location.search).get('city')).toBe(long.slice(0, 200));
  });

  it('shows the four feature blurbs', async () => {
    renderApp('/');
    for (const name of ['Verified Properties', 'Student Community', '24/7 Support', 'Best Prices']) {
      expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    }
  });

  it('lists the six popular cities with their counts, each linking to its search', async () => {
    const view = renderApp('/');
    const section = await screen.findByRole('region', { name: 'Popular cities' });
    const expected = [
      ['Amsterdam', 156],
      ['Berlin', 234],
      ['Barcelona', 189],
      ['Paris', 298],
      ['London', 412],
      ['Rome', 167],
    ] as const;
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(6);
    expected.forEach(([city, count], index) => {
      expect(links[index]).toHaveTextContent(`${city}${count} properties`);
      expect(links[index]).toHaveAttribute('href', `/search?city=${city}`);
    });
    await view.user.click(within(section).getByRole('link', { name: /Paris/ }));
    expect(await screen.findByRole('heading', { name: 'Properties in Paris' })).toBeInTheDocument();
  });
});
