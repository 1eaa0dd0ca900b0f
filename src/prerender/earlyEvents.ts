/**
 * What a user does on a prerendered page before the app runs (docs/architecture.md#from-the-first-moment).
 * captureEarlyEvents.ts, inlined at the top of each page's body, writes it; replayEarlyEvents.ts, in
 * the app, reads it once the page is React's. This global is the only thing the two share.
 */
import type { EarlyAddress } from './earlyAddress';

export const EARLY_EVENTS_GLOBAL = '__campusnestEarlyEvents';

export type EarlyAction =
  /** A button, radio or checkbox: its click was held back, to be clicked again. */
  | { type: 'click'; target: Element; address: EarlyAddress }
  /** A form submitted without a button (a button's submission is its click). */
  | { type: 'submit'; target: HTMLFormElement; address: EarlyAddress }
  /** A list (`<select>`) whose choice the browser already shows: `value` is applied again. */
  | { type: 'change'; target: HTMLSelectElement; address: EarlyAddress; value: string };

export interface EarlyEvents {
  /** True until the app has taken over and replayed what was held: while true, actions are held back and written down. */
  holding: boolean;
  /** In the order the user did them. */
  actions: EarlyAction[];
  /**
   * Text fields typed into, with their text after the last keystroke: the browser shows it, the
   * app's state does not have it yet, and the app may set the field back before the replay.
   */
  typed: Array<{ field: HTMLInputElement | HTMLTextAreaElement; address: EarlyAddress; text: string }>;
}

export type WithEarlyEvents = typeof globalThis & { [EARLY_EVENTS_GLOBAL]?: EarlyEvents };
