/**
 * Suggestions as you type (docs/product.md#suggestions): the home page's search boxes and the filter
 * panel's City and University boxes, used by keyboard.
 */
import { ApolloLink, type ApolloClient } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { warmUp } from './browse';
import { captureEarlyEvents } from '../../src/prerender/captureEarlyEvents';
import { EARLY_EVENTS_GLOBAL, type WithEarlyEvents } from '../../src/prerender/earlyEvents';
import { replayEarlyEvents } from '../../src/prerender/replayEarlyEvents';
import { renderApp } from './renderApp';

beforeAll(async () => {
  await warmUp();
  await import('../../src/features/search/PlaceCombobox');
});

const hero = () => screen.getByRole('search', { name: 'Find a property' });
/** The hero's options, by name. */
const shownOptions = () =>
  within(hero())
    .queryAllByRole('option')
    .map((option) => option.getAttribute('aria-label') ?? option.textContent);

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
  // Text typed into the plain box while early events are held (before the app ran, or while their
  // replay runs) is typed again into the same control: the combobox, if it has replaced the box meanwhile.
  it('text held from the plain box is replayed into the combobox that replaced it', async () => {
    const view = renderApp('/');
    view.container.id = 'root';
    await screen.findByRole('heading', { level: 1 });
    const scope = globalThis as WithEarlyEvents;
    captureEarlyEvents(scope);
    try {
      const plain = within(hero()).getByRole('textbox', { name: 'City' });
      fireEvent.input(plain, { target: { value: 'Sorbonne' } });
      const box = await homeCombobox(view);
      expect(plain.isConnected).toBe(false);
      await replayEarlyEvents(view.container, scope);
      expect(box).toHaveValue('Sorbonne');
    } finally {
      scope[EARLY_EVENTS_GLOBAL]!.holding = false;
    }
  });

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
    expect(
      within(within(list).getByRole('group', { name: 'Cities' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Brussels']);
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
    // The box keeps the 200 characters the backend takes (docs/product.md#home).
    await view.user.paste(`.*${'a'.repeat(300)}<script>`);
    expect(box).toHaveValue(`.*${'a'.repeat(198)}`);
    expect(within(hero()).queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/**
 * Put in front of the backend: once `hold(text)` is called, answers to that suggestion text wait
 * until `release(text)`; everything else passes at once. `held` lists the requests held back, and
 * `answers` what each text's answer held (as its options are named), once passed on.
 */
function holdSuggestions(client: ApolloClient) {
  const holding = new Set<string>();
  const held: string[] = [];
  const answers = new Map<string, string[]>();
  const waiting = new Map<string, () => void>();
  const gate = new ApolloLink((operation, forward) => {
    if (operation.operationName !== 'PlaceSuggestions') return forward(operation);
    const text = String(operation.variables.text);
    return new Observable<ApolloLink.Result>((observer) => {
      const results: ApolloLink.Result[] = [];
      let completed = false;
      let open = !holding.has(text);
      if (!open) held.push(text);
      const pass = (result: ApolloLink.Result) => {
        const data = result.data as { suggestions?: Array<{ name: string; city: string | null }> } | null | undefined;
        answers.set(
          text,
          (data?.suggestions ?? []).map((place) => (place.city ? `${place.name}, ${place.city}` : place.name)),
        );
        observer.next(result);
      };
      const inner = forward(operation).subscribe({
        next: (result) => {
          if (open) pass(result);
          else results.push(result);
        },
        error: (error: unknown) => {
          observer.error(error);
        },
        complete: () => {
          completed = true;
          if (open) observer.complete();
        },
      });
      waiting.set(text, () => {
        open = true;
        results.forEach(pass);
        if (completed) observer.complete();
      });
      return () => {
        inner.unsubscribe();
      };
    });
  });
  client.setLink(ApolloLink.from([gate, client.link]));
  return {
    held,
    answers,
    hold(text: string) {
      holding.add(text);
    },
    release(text: string) {
      const release = waiting.get(text);
      if (!release) throw new Error(`'${text}' was never asked for`);
      holding.delete(text);
      release();
    },
  };
}

/**
 * Watches the hero's box and list from now on: whenever its options show, they must be the answer
 * for the text the box holds at that moment. Returns what it saw that broke this.
 */
function watchListAgainstBox(answers: Map<string, string[]>) {
  const wrong: string[] = [];
  const form = hero();
  const check = () => {
    // Once a pick has navigated away, there is nothing left to check.
    if (!form.isConnected) return;
    const box = within(form).getByRole<HTMLInputElement>('combobox');
    const shown = within(form)
      .queryAllByRole('option')
      .map((option) => option.getAttribute('aria-label') ?? option.textContent);
    if (shown.length === 0) return;
    const expected = answers.get(box.value.trim()) ?? [];
    const foreign = shown.filter((name) => !expected.includes(name));
    if (foreign.length > 0) wrong.push(`'${box.value}' showed ${foreign.join(' / ')}`);
  };
  const observer = new MutationObserver(check);
  observer.observe(form, { subtree: true, childList: true, attributes: true, characterData: true });
  watchers.push(observer);
  return wrong;
}

const watchers: MutationObserver[] = [];
afterEach(() => {
  watchers.splice(0).forEach((observer) => {
    observer.disconnect();
  });
});

describe('answers that arrive late or out of order', () => {
  it("never shows an earlier text's list, even when its answer comes after the later text's; Down and Enter pick Berlin", async () => {
    const view = renderApp('/');
    const backend = holdSuggestions(view.client);
    const box = await homeCombobox(view);
    const wrong = watchListAgainstBox(backend.answers);
    // 'be', 'ber' and 'berl' answered, so Apollo keeps them; 'b' is never asked (pasted at once).
    await view.user.paste('be');
    await waitFor(() => {
      expect(backend.answers.has('be')).toBe(true);
    });
    await view.user.keyboard('r');
    await waitFor(() => {
      expect(backend.answers.has('ber')).toBe(true);
    });
    await view.user.keyboard('l');
    await within(hero()).findByRole('option', { name: 'Berlin' });

    // Back to 'b', whose answer the backend keeps back: the list 'berl' had is not the answer for 'b'.
    backend.hold('b');
    await view.user.keyboard('{Backspace}{Backspace}{Backspace}');
    await waitFor(() => {
      expect(backend.held).toContain('b');
    });
    expect(box).toHaveValue('b');
    expect(shownOptions()).toEqual([]);

    // 'berl' again: Apollo's cache answers it (and 'be', 'ber' on the way) at once, and only then
    // does the backend answer 'b'.
    await view.user.keyboard('erl');
    const list = await within(hero()).findByRole('listbox', { name: 'Suggestions' });
    await within(list).findByRole('option', { name: 'Berlin' });
    backend.release('b');
    // Delivered, not cancelled: Apollo kept the request for 'b' open, since the cache answered the rest.
    await waitFor(() => {
      expect(backend.answers.get('b')).toContain('Barcelona');
    });
    await view.user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: 'Berlin' })).toHaveAttribute('aria-selected', 'true');
    expect(within(list).queryByRole('option', { name: 'Barcelona' })).not.toBeInTheDocument();
    await view.user.keyboard('{Enter}');
    expect(view.router.state.location.search).toBe('?city=Berlin');
    expect(wrong).toEqual([]);
  });

  it("while the box's own answer is pending, Down and Enter cannot pick from the previous text's list", async () => {
    const view = renderApp('/');
    const backend = holdSuggestions(view.client);
    backend.hold('berl');
    const box = await homeCombobox(view);
    const wrong = watchListAgainstBox(backend.answers);
    await view.user.keyboard('b');
    // 'b' suggests Barcelona first, and Berlin too.
    await within(hero()).findByRole('option', { name: 'Barcelona' });
    await view.user.keyboard('erl');
    await waitFor(() => {
      expect(backend.held).toContain('berl');
    });
    await view.user.keyboard('{ArrowDown}');
    expect(shownOptions()).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // Nothing is highlighted, so Enter searches for the text typed, not for Barcelona.
    await view.user.keyboard('{Enter}');
    expect(view.router.state.location.search).toBe('?city=berl');
    expect(wrong).toEqual([]);
  });

  it('shows the answer for the text in the box as soon as it arrives', async () => {
    const view = renderApp('/');
    const backend = holdSuggestions(view.client);
    backend.hold('berl');
    await homeCombobox(view);
    const wrong = watchListAgainstBox(backend.answers);
    await view.user.keyboard('b');
    await within(hero()).findByRole('option', { name: 'Barcelona' });
    await view.user.keyboard('erl');
    await waitFor(() => {
      expect(backend.held).toContain('berl');
    });
    backend.release('berl');
    await within(hero()).findByRole('option', { name: 'Berlin' });
    await view.user.keyboard('{ArrowDown}{Enter}');
    expect(view.router.state.location.search).toBe('?city=Berlin');
    expect(wrong).toEqual([]);
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
    await view.user.click(
      within(within(list).getByRole('group', { name: 'Universities' })).getByRole('option', { name: 'Humboldt University of Berlin, Berlin' }),
    );
    await waitFor(() => {
      expect(view.router.state.location.search).toBe('?university=Humboldt+University+of+Berlin');
    });
  });

  it('City and University take no more than the 200 characters a search can use', async () => {
    const view = renderApp('/search');
    const city = await screen.findByRole('combobox', { name: 'City' });
    expect(city).toHaveAttribute('maxLength', '200');
    expect(screen.getByRole('combobox', { name: 'University' })).toHaveAttribute('maxLength', '200');
    await view.user.click(city);
    await view.user.paste('x'.repeat(4900));
    expect(city).toHaveValue('x'.repeat(200));
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
