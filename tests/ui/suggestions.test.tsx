/**
 * Suggestions as you type (docs/product.md#suggestions): the home page's search boxes and the filter
 * panel's City and University boxes, used by keyboard.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { warmUp } from './browse';
import { renderApp } from './renderApp';

beforeAll(async () => {
  await warmUp();
  await import('../../src/features/search/PlaceCombobox');
});

const hero = () => screen.getByRole('search', { name: 'Find a property' });

/** The combobox the plain home box turns into once focused. */
async function homeCombobox(view: ReturnType<typeof renderApp>) {
  await screen.findByRole('heading', { level: 1 });
  await view.user.click(within(hero()).getByLabelText('City'));
  const box = await within(hero()).findByRole('combobox', { name: 'City' });
  await waitFor(() => {
    expect(box).toHaveFocus();
  });
  return box;
}

describe('the home search box', () => {
  it('suggests places in groups, announces how many, and Enter on a university searches by university', async () => {
    const view = renderApp('/');
    const box = await homeCombobox(view);
    await view.user.keyboard('sorbon');
    const list = await within(hero()).findByRole('listbox', { name: 'Suggestions' });
    const universities = within(list).getByRole('group', { name: 'Universities' });
    expect(within(universities).getByRole('option', { name: 'Sorbonne University, Paris' })).toBeInTheDocument();
    expect(within(list).queryByRole('group', { name: 'Cities' })).not.toBeInTheDocument();
    expect(within(hero()).getByRole('status')).toHaveTextContent('1 suggestion');
    expect(box).toHaveAttribute('aria-expanded', 'true');

    await view.user.keyboard('{ArrowDown}');
    const option = within(list).getByRole('option', { name: 'Sorbonne University, Paris' });
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await view.user.keyboard('{Enter}');
    // The toggle said City, but the suggestion is a university.
    expect(view.router.state.location.search).toBe('?university=Sorbonne+University');
    expect(await screen.findByRole('heading', { name: 'Properties near Sorbonne University' })).toBeInTheDocument();
  });

  it('ignores case and accents and shows cities before universities', async () => {
    const view = renderApp('/');
    await homeCombobox(view);
    await view.user.keyboard('BRÜSSEL');
    const list = await within(hero()).findByRole('listbox');
    expect(within(within(list).getByRole('group', { name: 'Cities' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Brussels']);
    expect(within(within(list).getByRole('group', { name: 'Universities' })).getAllByRole('option')).toHaveLength(2);
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Brussels');
    expect(within(hero()).getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('Escape closes the list, then empties the box', async () => {
    const view = renderApp('/');
    const box = await homeCombobox(view);
    await view.user.keyboard('ber');
    await within(hero()).findByRole('listbox');
    await view.user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(within(hero()).queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('ber');
    await view.user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('still searches for free text with Enter while the list is open', async () => {
    const view = renderApp('/');
    await homeCombobox(view);
    await view.user.keyboard('ber');
    await within(hero()).findByRole('listbox');
    await view.user.keyboard('{Enter}');
    expect(view.router.state.location.search).toBe('?city=ber');
  });

  it('says there is nothing to suggest, and never errs on hostile or huge text', async () => {
    const view = renderApp('/');
    const box = await homeCombobox(view);
    await view.user.keyboard('zzqx');
    await waitFor(() => {
      expect(within(hero()).getByRole('status')).toHaveTextContent('No suggestions');
    });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await view.user.clear(box);
    await view.user.paste(`.*${'a'.repeat(300)}<script>`);
    expect(box).toHaveValue(`.*${'a'.repeat(300)}<script>`);
    expect(within(hero()).queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("the filter panel's boxes", () => {
  it('City suggests cities only; Enter on one applies it at once', async () => {
    const view = renderApp('/search');
    const city = await screen.findByRole('combobox', { name: 'City' });
    await view.user.type(city, 'par');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(list).getByRole('group', { name: 'Cities' })).toBeInTheDocument();
    expect(within(list).queryByRole('group', { name: 'Universities' })).not.toBeInTheDocument();
    await view.user.keyboard('{ArrowDown}{Enter}');
    expect(city).toHaveValue('Paris');
    await waitFor(() => {
      expect(view.router.state.location.search).toBe('?city=Paris');
    });
    expect(await screen.findByRole('heading', { name: 'Properties in Paris' })).toBeInTheDocument();
  });

  it('University suggests universities with their city; a click picks one', async () => {
    const view = renderApp('/search');
    const university = await screen.findByRole('combobox', { name: 'University' });
    await view.user.type(university, 'humb');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await view.user.click(within(within(list).getByRole('group', { name: 'Universities' })).getByRole('option', { name: 'Humboldt University of Berlin, Berlin' }));
    await waitFor(() => {
      expect(view.router.state.location.search).toBe('?university=Humboldt+University+of+Berlin');
    });
  });

  it('applies free text after the typing pause, as before', async () => {
    const view = renderApp('/search');
    const city = await screen.findByRole('combobox', { name: 'City' });
    await view.user.type(city, 'rom');
    await waitFor(() => {
      expect(view.router.state.location.search).toBe('?city=rom');
    });
  });
});
