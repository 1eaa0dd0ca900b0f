import { useCallback, useSyncExternalStore } from 'react';

export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 'm:ss', as in 'Code expires in 4:59'. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Whole seconds left until `deadline` (epoch ms), re-rendering as each second passes. It reads the
 * clock rather than counting ticks, so a throttled background tab still shows the right time.
 */
export function useCountdown(deadline: number): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        const left = deadline - Date.now();
        if (left <= 0) return;
        // Wake exactly when the displayed second changes.
        timer = setTimeout(
          () => {
            notify();
            schedule();
          },
          left % 1000 || 1000,
        );
      };
      schedule();
      return () => {
        clearTimeout(timer);
      };
    },
    [deadline],
  );
  return useSyncExternalStore(subscribe, () => secondsUntil(deadline, Date.now()));
}
