import { useEffect, useRef } from 'react';

/**
 * A page's URL parameters as the user last set them, for the next change to start from (the
 * search page's filters, the listing's 'Book' dates).
 * Router navigations render in a transition, so a change can arrive while an earlier one has not
 * rendered yet, and the URL the page renders (`params`) can be older than the newest the user
 * made: an older navigation of our own rendering late must not become the base of the next change
 * (it dropped a room type picked while a typed date was still being committed). A URL nobody here
 * set (Back, Forward, a link) is taken as it is.
 */
export function useNewestParams(params: URLSearchParams) {
  const newest = useRef(params);
  // What we sent, oldest first, not yet seen rendered.
  const unseen = useRef<string[]>([]);
  useEffect(() => {
    const index = unseen.current.indexOf(params.toString());
    if (index === -1) {
      newest.current = params;
      unseen.current = [];
    } else unseen.current = unseen.current.slice(index + 1);
  }, [params]);

  return {
    get current(): URLSearchParams {
      return newest.current;
    },
    /** Notes `next` as the newest, about to be sent to the router. */
    sent(next: URLSearchParams): void {
      newest.current = next;
      unseen.current.push(next.toString());
    },
  };
}
