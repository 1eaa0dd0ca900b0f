import { useSyncExternalStore } from 'react';
import { parseCalendarDate, utcToday, type CalendarDate } from '../../lib/calendarDate';

/** Set on what depends on today, to the day it was rendered for. */
export const RENDERED_ON = 'data-rendered-on';

const pad = (value: number) => String(value).padStart(2, '0');

/** The visitor's own calendar date: a place free from 1 Sep is free on their 1 Sep, whatever UTC says. */
function localToday(): CalendarDate {
  const now = new Date();
  return `${String(now.getFullYear()).padStart(4, '0')}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The day a page was rendered for. The build prerenders pages days or months before they are
 * visited: hydration must first render the day the HTML was made on, which the HTML itself says
 * (RENDERED_ON), and then the visitor's day, so 'Available from 1 Dec' becomes 'Available now'
 * without a mismatch. In the build's render, or a server's, there is no document: its own day, in
 * UTC like the sample data's.
 */
function renderedOn(): CalendarDate {
  if (typeof document === 'undefined') return utcToday();
  const said = document.querySelector(`[${RENDERED_ON}]`)?.getAttribute(RENDERED_ON);
  return (said ? parseCalendarDate(said) : null) ?? localToday();
}

const subscribeToNothing = () => () => undefined;

/** Today's date, as a page rendered now, hydrated or in the browser, should use it. */
export function useToday(): CalendarDate {
  return useSyncExternalStore(subscribeToNothing, localToday, renderedOn);
}
