import { useEffect, useRef, useState } from 'react';

export const TYPING_DEBOUNCE_MS = 300;

/**
 * A filter box's own value, committed `delay` ms after the user stops typing (no load per
 * keystroke). `committed` is the value in the URL; when it changes from elsewhere (Back, Clear
 * All) the box follows it. `canonical` maps what was typed to what the URL would hold (trimmed
 * text, a valid number or ''), so stray spaces or an invalid number never cause a reload.
 * `commitNow` sets the box and commits at once (a picked suggestion, Enter).
 */
export function useDebouncedDraft(committed: string, canonical: (draft: string) => string, commit: (value: string) => void, delay = TYPING_DEBOUNCE_MS) {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  // What we last sent to the URL and have not yet seen come back.
  const [sent, setSent] = useState<string | null>(null);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  // Adjusting state while rendering (React's documented pattern): our own commit coming back must
  // not overwrite what the user typed since; any other change of the URL replaces the box's text.
  if (committed !== seen) {
    setSeen(committed);
    if (committed === sent) setSent(null);
    else setDraft(committed);
  }

  const next = canonical(draft);
  useEffect(() => {
    if (next === committed) return;
    const timer = setTimeout(() => {
      setSent(next);
      commitRef.current(next);
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [next, committed, delay]);

  const commitNow = (value: string) => {
    setDraft(value);
    const now = canonical(value);
    if (now === committed) return;
    setSent(now);
    commitRef.current(now);
  };

  return [draft, setDraft, commitNow] as const;
}
