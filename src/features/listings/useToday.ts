import { useHydrated } from '../../components/useHydrated';
import type { CalendarDate } from '../../lib/calendarDate';

const pad = (value: number) => String(value).padStart(2, '0');

/** The visitor's own calendar date: a place free from 1 Sep is free on their 1 Sep, whatever UTC says. */
function localToday(): CalendarDate {
  const now = new Date();
  return `${String(now.getFullYear()).padStart(4, '0')}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Today's date, or null while a prerendered page is rendered or hydrated. The build renders pages
 * days or months before they are visited, so what depends on today is rendered without it (a
 * statement true on any day) and corrected once the page is the app's, keeping hydration exact.
 */
export function useToday(): CalendarDate | null {
  return useHydrated() ? localToday() : null;
}
