import { useSyncExternalStore } from 'react';

/**
 * A new version of the app is installed and waiting (the service worker found one). Held outside
 * React because the worker is registered after the first render, by a module React never sees.
 */
type Apply = () => Promise<void>;

let offer: Apply | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(apply: Apply | null): void {
  offer = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's "switch to me and reload", or null when there is none. */
export function useUpdateOffer(): Apply | null {
  return useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
}
