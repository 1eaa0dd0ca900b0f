/**
 * Inlined at the top of every prerendered page's body (scripts/build/earlyEventsScript.ts), so it
 * runs before any of the page can be seen: from then until the app owns the page, a click on a
 * control, a submission and a choice in a list are written down for the app to replay
 * (replayEarlyEvents.ts) instead of being lost, or half-done by the browser alone (a radio that
 * shows 'University' while the app still searches by city).
 *
 * Links are left alone: they work without the app. Clicks on buttons are held back entirely. A radio
 * or checkbox shows the user's choice at once, as the browser draws it, but the app does not hear
 * of it (the replay puts it back as rendered before clicking it again). Typing and a list's choice
 * cannot be held back either; the browser shows them, and the app is told once it runs (and not
 * before: see the input listener).
 */
import { addressOf } from './earlyAddress';
import { EARLY_EVENTS_GLOBAL, type EarlyEvents, type WithEarlyEvents } from './earlyEvents';

const CLICKABLE =
  'button, summary, [role="button"], a:not([href]), input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], input[type="image"], input[type="reset"]';
const TOGGLE = 'input[type="checkbox"], input[type="radio"]';
const TEXT_INPUT = /^(?:text|search|email|tel|url|number|password|date|month|week|time|datetime-local)$/;

export function captureEarlyEvents(scope: WithEarlyEvents): void {
  const doc = scope.document;
  const state: EarlyEvents = { holding: true, actions: [], typed: [] };
  scope[EARLY_EVENTS_GLOBAL] = state;

  const inApp = (target: EventTarget | null): target is Element => target instanceof scope.Element && doc.getElementById('root')?.contains(target) === true;
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  scope.addEventListener(
    'click',
    (event) => {
      if (!state.holding || !inApp(event.target)) return;
      let control = event.target.closest(`${CLICKABLE}, label`);
      if (control instanceof scope.HTMLLabelElement) {
        // The browser clicks a label's radio or checkbox itself: that click is the one written down.
        if (control.control?.matches(TOGGLE)) return;
        // A label's button: the button's click is the one to replay.
        control = control.control;
      }
      if (!control?.matches(CLICKABLE)) return;
      if (control.matches(TOGGLE)) event.stopImmediatePropagation();
      else hold(event);
      if (!control.matches(':disabled')) state.actions.push({ type: 'click', target: control, address: addressOf(control) });
    },
    true,
  );

  scope.addEventListener(
    'submit',
    (event) => {
      if (!state.holding || !(event.target instanceof scope.HTMLFormElement) || !inApp(event.target)) return;
      hold(event);
      state.actions.push({ type: 'submit', target: event.target, address: addressOf(event.target) });
    },
    true,
  );

  // While holding, the app hears nothing of typing and choosing: an input or change event reaching a
  // React root that is still hydrating makes it hydrate at once, setting a list back to its own
  // choice between the browser's input and change events (the choice was lost). The replay tells it.
  const FIELD = 'input, textarea, select';
  // A list's choice is read at its input event, which comes first; its change event counts only where
  // a browser sends no input event.
  let chosenAtInput: HTMLSelectElement | null = null;
  const chose = (list: HTMLSelectElement) => {
    const last = state.actions.at(-1);
    if (last?.type === 'change' && last.target === list) last.value = list.value;
    else state.actions.push({ type: 'change', target: list, address: addressOf(list), value: list.value });
  };

  scope.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (!state.holding || !inApp(field) || !field.matches(FIELD)) return;
      event.stopImmediatePropagation();
      if (field instanceof scope.HTMLSelectElement) {
        chose(field);
        chosenAtInput = field;
      } else if (field instanceof scope.HTMLTextAreaElement || (field instanceof scope.HTMLInputElement && TEXT_INPUT.test(field.type))) {
        const entry = state.typed.find((typed) => typed.field === field);
        if (entry) entry.text = field.value;
        else state.typed.push({ field, address: addressOf(field), text: field.value });
      }
    },
    true,
  );

  scope.addEventListener(
    'change',
    (event) => {
      const field = event.target;
      if (!state.holding || !inApp(field) || !field.matches(FIELD)) return;
      event.stopImmediatePropagation();
      if (field instanceof scope.HTMLSelectElement && chosenAtInput !== field) chose(field);
      chosenAtInput = null;
    },
    true,
  );
}
