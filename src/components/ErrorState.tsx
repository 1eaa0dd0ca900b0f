import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme } from '../styles/theme';
import { Button } from './Button';

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

/** A failed load: what went wrong and a way to try again, never a blank page. */
export function ErrorState({ title, onRetry, retrying = false }: { title: string; onRetry: () => void; retrying?: boolean }) {
  const { t } = useLingui();
  return (
    <Box role="alert">
      <h2>{title}</h2>
      <p>
        <Trans>Something went wrong on our side. Please check your connection and try again.</Trans>
      </p>
      <Button type="button" onClick={onRetry} disabled={retrying}>
        {retrying ? t`Retrying...` : t`Retry`}
      </Button>
    </Box>
  );
}
