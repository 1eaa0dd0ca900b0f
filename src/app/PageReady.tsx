import { useEffect } from 'react';

/** Dispatched on the document once the first page is React's: hydrated, or rendered afresh. */
export const PAGE_READY_EVENT = 'campusnest:page-ready';

/**
 * Rendered beside the page inside its Suspense boundary, so its effect runs only when the page
 * itself has been committed: what was held back before then can be replayed on it
 * (src/prerender/replayEarlyEvents.ts).
 */
export function PageReady() {
  useEffect(() => {
    // Also a performance mark: npm run bench measures how long after the first paint it comes.
    performance.mark(PAGE_READY_EVENT);
    document.dispatchEvent(new Event(PAGE_READY_EVENT));
  }, []);
  return null;
}
