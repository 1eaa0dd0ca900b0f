/**
 * Early events (docs/architecture.md#from-the-first-moment) over real React: markup rendered on the
 * "server", acted on before any app code runs, then hydrated or rendered afresh, and replayed.
 */
import { act, fireEvent } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyKey } from '../../src/components/earlyKey';
import { captureEarlyEvents } from '../../src/prerender/captureEarlyEvents';
import { EARLY_EVENTS_GLOBAL, type WithEarlyEvents } from '../../src/prerender/earlyEvents';
import { replayEarlyEvents } from '../../src/prerender/replayEarlyEvents';
import { nextTask } from '../../src/apollo/nextTask';

type Search = (by: string, term: string, order: string) => void;

function SearchForm({ onSearch, label = 'Search' }: { onSearch: Search; label?: string }) {
  const [by, setBy] = useState('city');
  const [term, setTerm] = useState('');
  const [order, setOrder] = useState('recommended');
  return (
    <form
      {...earlyKey('search')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(by, term, order);
      }}
    >
      <label>
        <input
          type="radio"
          name="by"
          value="city"
          checked={by === 'city'}
          onChange={() => {
            setBy('city');
          }}
        />
        City
      </label>
      <label>
        <input
          type="radio"
          name="by"
          value="university"
          checked={by === 'university'}
          onChange={() => {
            setBy('university');
          }}
        />
        University
      </label>
      <input
        aria-label="Term"
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
        }}
      />
      <select
        aria-label="Order"
        value={order}
        onChange={(event) => {
          setOrder(event.target.value);
        }}
      >
        <option value="recommended">Recommended</option>
        <option value="price-asc">Cheapest</option>
      </select>
      <button type="submit">{label}</button>
    </form>
  );
}

/** A form whose button moves down once there is text: a summary of it stands before the button. */
function AskForm({ initial, onSend, label = 'Send' }: { initial: string; onSend: (text: string) => void; label?: string }) {
  const [text, setText] = useState(initial);
  return (
    <form
      {...earlyKey('ask')}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(text);
      }}
    >
      <input
        aria-label="Question"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      {text === '' ? null : <p>You ask: {text}</p>}
      <button type="submit">{label}</button>
    </form>
  );
}

/** On the bare HTML of AskForm: types `text` and presses its button. */
function askEarly(text: string): void {
  const question = container.querySelector<HTMLInputElement>('input[aria-label="Question"]')!;
  question.value = text;
  fireEvent.input(question);
  container.querySelector('button')!.click();
}

/** Replays while timers are fake, so a control that cannot be found is given up at once. */
async function replayGivingUp(): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const replayed = replayEarlyEvents(container, scope);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    await replayed;
  } finally {
    vi.useRealTimers();
  }
}

/** Says when React has hydrated what it wraps (its effects run then), adding nothing to the markup. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

const scope = globalThis as WithEarlyEvents;
let container: HTMLElement;
let root: Root | null = null;

/** The page as the build leaves it: the markup in #root, the capture script already running. */
function prerender(markup: string): void {
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = markup;
  document.body.append(container);
  captureEarlyEvents(scope);
}

/** What a user does on the bare HTML: picks University, types, picks an order, presses Search. */
function actEarly(): void {
  container.querySelector<HTMLInputElement>('input[value="university"]')!.click();
  const term = container.querySelector<HTMLInputElement>('input[aria-label="Term"]')!;
  term.value = 'Sorbonne';
  fireEvent.input(term);
  const order = container.querySelector('select')!;
  order.value = 'price-asc';
  fireEvent.change(order);
  container.querySelector('button')!.click();
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  const state = scope[EARLY_EVENTS_GLOBAL];
  if (state) state.holding = false;
});

describe('early events', () => {
  it('holds back clicks and submissions on the bare page: the radio shows the choice, and nothing is sent', () => {
    const onSearch = vi.fn<Search>();
    prerender(renderToString(<SearchForm onSearch={onSearch} />));
    const submit = vi.fn();
    container.querySelector('form')!.addEventListener('submit', submit);
    actEarly();
    expect(container.querySelector<HTMLInputElement>('input[value="university"]')!.checked).toBe(true);
    expect(submit).not.toHaveBeenCalled();
    expect(scope[EARLY_EVENTS_GLOBAL]!.actions.map((action) => action.type)).toEqual(['click', 'change', 'click']);
  });

  it('leaves links to the browser', () => {
    prerender('<a href="#elsewhere">Elsewhere</a>');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('a')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(scope[EARLY_EVENTS_GLOBAL]!.actions).toEqual([]);
  });

  it('replays on the hydrated page: searches by university, with the typed text and the order', async () => {
    const onSearch = vi.fn<Search>();
    prerender(renderToString(<SearchForm onSearch={onSearch} />));
    actEarly();
    await act(async () => {
      root = hydrateRoot(container, <SearchForm onSearch={onSearch} />);
      await Promise.resolve();
    });
    await act(() => replayEarlyEvents(container, scope));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('university', 'Sorbonne', 'price-asc');
    expect(container.querySelector<HTMLInputElement>('input[value="university"]')!.checked).toBe(true);
  });

  it('never lets the page be drawn with the old choice while it replays a radio clicked before the app ran', async () => {
    // React as in a browser, not batching into act's queue: its own restore of a controlled radio
    // after the click, with act's render still held back, would read as the old choice.
    const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
    react.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const onSearch = vi.fn<Search>();
      prerender(renderToString(<SearchForm onSearch={onSearch} />));
      actEarly();
      const page = { hydrated: false };
      root = hydrateRoot(
        container,
        <Hydrated
          onHydrated={() => {
            page.hydrated = true;
          }}
        >
          <SearchForm onSearch={onSearch} />
        </Hydrated>,
      );
      while (!page.hydrated) await nextTask();
      const university = container.querySelector<HTMLInputElement>('input[value="university"]')!;
      expect(university.checked).toBe(true);
      // What a task (a frame drawn, say) would see after each time the replay unchecks the radio.
      const seen: boolean[] = [];
      const own = Object.getOwnPropertyDescriptor(university, 'checked') ?? Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!;
      Object.defineProperty(university, 'checked', {
        configurable: true,
        get: () => own.get!.call(university) as boolean,
        set: (value: boolean) => {
          own.set!.call(university, value);
          if (!value) {
            void nextTask().then(() => seen.push(university.checked));
          }
        },
      });
      await replayEarlyEvents(container, scope);
      await nextTask();
      expect(onSearch).toHaveBeenCalledExactlyOnceWith('university', 'Sorbonne', 'price-asc');
      expect(seen).not.toContain(false);
    } finally {
      react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('holds what the user does while the replay runs and does it after, in order: a Search pressed then searches by the University picked before', async () => {
    const onSearch = vi.fn<Search>();
    prerender(renderToString(<SearchForm onSearch={onSearch} />));
    container.querySelector<HTMLInputElement>('input[value="university"]')!.click();
    const term = container.querySelector<HTMLInputElement>('input[aria-label="Term"]')!;
    term.value = 'Sorbonne';
    fireEvent.input(term);
    await act(async () => {
      root = hydrateRoot(container, <SearchForm onSearch={onSearch} />);
      await Promise.resolve();
    });
    await act(async () => {
      const replaying = replayEarlyEvents(container, scope);
      // The replay has begun and waits between its events: the user presses Search in that moment.
      container.querySelector('button')!.click();
      expect(onSearch).not.toHaveBeenCalled();
      await replaying;
    });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('university', 'Sorbonne', 'recommended');
    // Once it is done, the page is the app's: a click is heard at once.
    act(() => {
      container.querySelector('button')!.click();
    });
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('keeps the app from hearing typing and choosing before the replay, and replays what the user did even if the app set it back', async () => {
    const onSearch = vi.fn<Search>();
    prerender(renderToString(<SearchForm onSearch={onSearch} />));
    // React listens at its root: an event reaching it makes a root still hydrating hydrate at once.
    const heardAtRoot = vi.fn();
    container.addEventListener('input', heardAtRoot);
    container.addEventListener('change', heardAtRoot);
    const term = container.querySelector<HTMLInputElement>('input[aria-label="Term"]')!;
    term.value = 'Sorbonne';
    fireEvent.input(term);
    const order = container.querySelector('select')!;
    order.value = 'price-asc';
    fireEvent.input(order);
    // What the app did when it heard that input event: hydrated the list, with its own choice.
    order.value = 'recommended';
    fireEvent.change(order);
    expect(heardAtRoot).not.toHaveBeenCalled();
    await act(async () => {
      root = hydrateRoot(container, <SearchForm onSearch={onSearch} />);
      await Promise.resolve();
    });
    term.value = '';
    await act(() => replayEarlyEvents(container, scope));
    await act(async () => {
      container.querySelector('button')!.click();
      await Promise.resolve();
    });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('city', 'Sorbonne', 'price-asc');
  });

  it('replays on a page rendered afresh over the HTML (another language), finding each control again', async () => {
    const onSearch = vi.fn<Search>();
    prerender(renderToString(<SearchForm onSearch={onSearch} />));
    actEarly();
    await act(async () => {
      root = createRoot(container);
      root.render(<SearchForm onSearch={onSearch} label="Suchen" />);
      await Promise.resolve();
    });
    expect(container.querySelector('button')!.textContent).toBe('Suchen');
    await act(() => replayEarlyEvents(container, scope));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('university', 'Sorbonne', 'price-asc');
  });

  it('drops a held click whose control the new page does not have, rather than clicking what is there', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const clicked = vi.fn();
      prerender(`<div data-early-key="panel"><button type="button">Open</button></div>`);
      container.querySelector('button')!.click();
      await act(async () => {
        root = createRoot(container);
        root.render(
          <div {...earlyKey('panel')}>
            <input type="checkbox" aria-label="Something else" onClick={clicked} />
          </div>,
        );
        await Promise.resolve();
      });
      const replayed = replayEarlyEvents(container, scope);
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      await replayed;
      expect(clicked).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds a held button again among its kind when what the typing brings stands before it on the new page', async () => {
    const onSend = vi.fn<(text: string) => void>();
    prerender(renderToString(<AskForm initial="" onSend={onSend} />));
    askEarly('Is it free in May?');
    await act(async () => {
      root = createRoot(container);
      root.render(<AskForm initial="Is it free in May?" onSend={onSend} />);
      await Promise.resolve();
    });
    // Where the button was, the new page has the summary.
    expect(container.querySelector('form')!.children[1]!.tagName).toBe('P');
    await replayGivingUp();
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Is it free in May?');
  });

  it('drops a held button whose place moved when the one of its kind there says something else', async () => {
    const onSend = vi.fn<(text: string) => void>();
    prerender(renderToString(<AskForm initial="" onSend={onSend} />));
    askEarly('Is it free in May?');
    await act(async () => {
      root = createRoot(container);
      root.render(<AskForm initial="Is it free in May?" onSend={onSend} label="Senden" />);
      await Promise.resolve();
    });
    await replayGivingUp();
    expect(onSend).not.toHaveBeenCalled();
  });
});
