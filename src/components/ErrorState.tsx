import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../styles/theme';
import { Button } from './Button';
import { isServiceUnavailable, isUnreachable } from './serviceUnavailable';

const Box = styled.div`
  max-width: 520px;
  margin: 2rem auto;
  padding: 1.5rem;
  border: 1px solid #fecaca;
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.dangerSoft};
  text-align: center;
  h2 { margin: 0 0 0.5rem; font-size: 1.2rem; color: ${theme.colors.danger}; }
  p { margin: 0 0 1rem; color: ${theme.colors.muted}; }
`;

/** The texts in English, as the page tests read them; the box says them in the user's language. */
export const errorStateMessages = {
  generic: 'Something went wrong on our side. Please check your connection and try again.',
  unavailable: 'CampusNest is temporarily unavailable. We will keep trying to reconnect.',
} as const;

const translated = {
  generic: msg`Something went wrong on our side. Please check your connection and try again.`,
  unavailable: msg`CampusNest is temporarily unavailable. We will keep trying to reconnect.`,
};

/** Automatic tries after an outage: 2 s, then doubling, at most 30 s apart. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30, 2 ** (attempt + 1)) * 1000;
}

/**
 * Calls `onRetry` after a delay that grows with each failed try. The text does not count down: the
 * box is an alert, and a screen reader would read it out every second.
 */
function useAutomaticRetry(active: boolean, retrying: boolean, onRetry: () => void): void {
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(onRetry);
  useEffect(() => {
    latest.current = onRetry;
  });
  useEffect(() => {
    if (!active || retrying) return;
    const timer = setTimeout(() => {
      setAttempt((current) => current + 1);
      latest.current();
    }, retryDelayMs(attempt));
    return () => {
      clearTimeout(timer);
    };
  }, [active, retrying, attempt]);
}

/**
 * A failed load: what went wrong and a way to try again, never a blank page. When the backend is
 * only down for now (`error` is SERVICE_UNAVAILABLE), or cannot be reached, it also tries again by
 * itself, less and less often, until the backend is back.
 */
export function ErrorState({ title, onRetry, retrying = false, error }: { title: string; onRetry: () => void; retrying?: boolean; error?: unknown }) {
  const unavailable = isServiceUnavailable(error);
  useAutomaticRetry(unavailable || isUnreachable(error), retrying, onRetry);
  const { t, i18n } = useLingui();
  return (
    <Box role="alert">
      <h2>{title}</h2>
      <p>{i18n._(unavailable ? translated.unavailable : translated.generic)}</p>
      <Button type="button" onClick={onRetry} disabled={retrying}>
        {retrying ? t`Retrying...` : t`Retry`}
      </Button>
    </Box>
  );
}
