/**
 * The app's half of captureEarlyEvents.ts: once the page is React's (the layout says so with
 * PAGE_READY_EVENT), what the user did before is done again, in order, through the same elements,
 * so each handler runs as if the user had just acted. Typed text comes first, so that a replayed
 * Search or Send sends what was typed.
 *
 * The page may have been rendered afresh rather than hydrated (another language, a signed-in
 * visitor: hydratable.ts), so the elements the user touched are gone. Each is found again in the new
 * page by its place under the nearest ancestor marked with an early key (src/components/earlyKey.ts),
 * once it is there (its page's data may still be loading), and only when it is the same kind of
 * control; where that place holds something else (the replayed typing drew something before it), as
 * the control of its kind counted the same under that ancestor, with the same name. A control that
 * cannot be found is dropped rather than guessed, so a held click never does something else.
 */
import { nextTask } from '../apollo/nextTask';
import { EARLY_KEY_ATTRIBUTE } from '../components/earlyKey';
import { addressOf, controlName, controlsLike, type EarlyAddress } from './earlyAddress';
import { EARLY_EVENTS_GLOBAL, type EarlyAction, type EarlyEvents, type WithEarlyEvents } from './earlyEvents';

type TextField = HTMLInputElement | HTMLTextAreaElement;

const TOGGLE = 'input[type="radio"], input[type="checkbox"]';

/** Names are left out: a radio group's is made by useId, which differs between a hydrated page and a fresh render. */
function sameControl(a: Element, b: Element): boolean {
  const choice = a.matches(TOGGLE);
  return a.tagName === b.tagName && a.getAttribute('type') === b.getAttribute('type') && (!choice || a.getAttribute('value') === b.getAttribute('value'));
}

/**
 * `element` itself while it is on the page; otherwise the same control in the page now in
 * `container`, at `address`: where `element` was when the user acted.
 */
export function findAgain<T extends Element>(element: T, container: Element, address: EarlyAddress = addressOf(element)): T | null {
  if (element.isConnected) return element;
  const { key, path, ordinal, name } = address;
  const top = key === null ? container.firstElementChild : container.querySelector(`[${EARLY_KEY_ATTRIBUTE}="${CSS.escape(key)}"]`);
  let node: Element | null = top;
  for (const index of path) node = node?.children[index] ?? null;
  if (node && sameControl(node, element)) return node as T;
  const moved = top ? controlsLike(top, element)[ordinal] : undefined;
  return moved && sameControl(moved, element) && controlName(moved) === name ? (moved as T) : null;
}

/**
 * Sets a field's text so that React hears it as typing. React remembers the last value it saw in
 * each field and ignores an input event that does not change it; having hydrated a field that was
 * typed into, it remembers the typed text. Setting the value through the element's own property
 * (React's tracker) first makes it remember something else.
 */
function typeInto(field: TextField, text: string): void {
  field.value = text === '' ? ' ' : '';
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A radio or checkbox the user clicked shows their choice, which the app, hydrating it, took for its
 * rendered state. Put back as rendered (through the element's own property, so React's tracker
 * agrees) right before the replayed click, in the same task so that the old choice is never drawn,
 * the click changes it as the user's did, and the app hears that. Once per control a batch replays:
 * a second click on it starts from what the first did.
 */
function showAsRendered(toggle: HTMLInputElement, putBack: WeakSet<Element>): void {
  if (putBack.has(toggle)) return;
  const group =
    toggle.type === 'radio' && toggle.name !== ''
      ? [...toggle.ownerDocument.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(toggle.name)}"]`)]
      : [toggle];
  for (const input of group) {
    input.checked = input.defaultChecked;
    putBack.add(input);
  }
}

function chooseIn(list: HTMLSelectElement, value: string): void {
  list.value = value;
  list.dispatchEvent(new Event('change', { bubbles: true }));
}

/** How long a control the app renders afresh may take to appear (its page's data loading first). */
const FIND_AGAIN_MS = 10_000;

/** Like findAgain, but waits for the page to render the control, if it is not there yet. */
function foundAgain<T extends Element>(element: T, container: Element, address: EarlyAddress): Promise<T | null> {
  const now = findAgain(element, container, address);
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = (found: T | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(found);
    };
    const observer = new MutationObserver(() => {
      const found = findAgain(element, container, address);
      if (found) done(found);
    });
    observer.observe(container, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      done(null);
    }, FIND_AGAIN_MS);
  });
}

/**
 * Runs one of the replay's own events through the page. The capture listeners keep holding what the
 * user does while the replay runs, so they must let these through: each is dispatched synchronously.
 */
function asTheApp(state: EarlyEvents, dispatch: () => void): void {
  state.holding = false;
  try {
    dispatch();
  } finally {
    state.holding = true;
  }
}

function isToggleClick(action: EarlyAction): boolean {
  return action.type === 'click' && action.target.matches(TOGGLE);
}

async function replay(action: EarlyAction, container: Element, state: EarlyEvents, putBack: WeakSet<Element>): Promise<void> {
  const target = await foundAgain(action.target, container, action.address);
  if (!target) return;
  asTheApp(state, () => {
    // A control the app rendered afresh shows the app's own state already.
    if (target === action.target && isToggleClick(action)) showAsRendered(target as HTMLInputElement, putBack);
    if (action.type === 'click') (target as HTMLElement).click();
    else if (action.type === 'submit') (target as HTMLFormElement).requestSubmit();
    else chooseIn(target as HTMLSelectElement, action.value);
  });
}

/**
 * Hands the page to the app and replays what was held; resolves when all of it has been. What the
 * user does while the replay runs (it waits a task between events, and for controls to appear) is
 * held too and replayed after it, in order: a Search pressed in one of those gaps must not go before
 * the University choice made earlier (the city search a CI run met).
 */
export async function replayEarlyEvents(container: Element, scope: WithEarlyEvents = globalThis): Promise<void> {
  const state = scope[EARLY_EVENTS_GLOBAL];
  if (!state?.holding) return;
  try {
    while (state.actions.length > 0 || state.typed.length > 0) {
      const { actions, typed } = state;
      state.actions = [];
      state.typed = [];
      for (const { field, address, text } of typed) {
        const now = await foundAgain(field, container, address);
        if (now && (now !== field || text !== field.defaultValue))
          asTheApp(state, () => {
            typeInto(now, text);
          });
      }
      const putBack = new WeakSet<Element>();
      // Rendering the replayed text puts the radios and checkboxes back to the app's choice; the
      // toggles clicked first follow at once, so the page is never drawn with the old choice. Their
      // handlers read nothing the typing set (each reads its own control).
      let leadingToggles = typed.length > 0;
      for (const action of actions) {
        leadingToggles &&= isToggleClick(action) && !putBack.has(action.target);
        // Each replayed event's updates render before the next handler reads the state they set.
        if (!leadingToggles) await nextTask();
        await replay(action, container, state, putBack);
      }
    }
  } finally {
    state.holding = false;
  }
}
