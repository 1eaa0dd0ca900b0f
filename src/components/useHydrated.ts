import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False in the build's prerender and while the browser hydrates its HTML, true from then on: what
 * only a browser can render (a Leaflet map) renders after hydration, so both sides agree on the
 * first render (docs/architecture.md#html-first).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
