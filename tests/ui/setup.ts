import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setLatencyScale } from '../../src/api/latency';
import { activateLocale } from '../../src/i18n/activate';
import { LOCALES } from '../../src/lib/locales';

// The app renders its first paint and each query's arrival as interruptible (time-sliced) work,
// which in jsdom on a busy 2-core CI machine has taken over a second per whole-app render.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  setLatencyScale(0);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
});

// jsdom lays nothing out, so it cannot scroll, and says so on every call (the notice after an
// account is deleted scrolls to the top).
window.scrollTo = () => undefined;

// jsdom has <dialog> but none of its modal behaviour. This stands in for the part the pages use:
// showModal() opens it and focuses its first control, Escape asks to cancel, and close() hides it,
// returns focus to where it was and fires `close` a task later, as browsers do. Not polyfilled:
// the top layer, inertness of the page behind and ::backdrop.
if (!('showModal' in HTMLDialogElement.prototype)) {
  const opened = new WeakMap<HTMLDialogElement, { opener: Element | null; onKeyDown: (event: KeyboardEvent) => void }>();
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      if (this.open) return;
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
      };
      opened.set(this, { opener: document.activeElement, onKeyDown });
      document.addEventListener('keydown', onKeyDown);
      this.open = true;
      this.querySelector<HTMLElement>('[autofocus], button, input, select, textarea, [href], [tabindex]')?.focus();
    },
    close(this: HTMLDialogElement) {
      const state = opened.get(this);
      if (!this.open || !state) return;
      opened.delete(this);
      document.removeEventListener('keydown', state.onKeyDown);
      this.open = false;
      if (state.opener instanceof HTMLElement) state.opener.focus();
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    },
  });
}

// The app downloads its language's catalog before its first render. Here every catalog is loaded
// once up front, so each render starts at once, in the language the test's storage and URL pick.
beforeAll(async () => {
  for (const locale of LOCALES) await activateLocale(locale);
});
