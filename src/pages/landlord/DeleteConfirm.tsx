import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { theme } from '../../styles/theme';

const Box = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.dangerSoft};
  p { flex: 1 1 260px; margin: 0; color: ${theme.colors.text}; font-weight: 600; }
`;

export const DangerButton = styled(Button)`
  background: ${theme.colors.danger};
  border-color: ${theme.colors.danger};
  color: #fff;
  &:hover:not(:disabled) { filter: brightness(0.92); }
`;

interface DeleteConfirmProps {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The step between 'Delete' and deleting a listing for good: said in words, the safe choice
 * focused, Escape or 'Keep it' to step back.
 */
export function DeleteConfirm({ name, busy, onConfirm, onCancel }: DeleteConfirmProps) {
  const { t } = useLingui();
  const questionId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keep.current?.focus();
  }, []);
  return (
    <Box
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <p id={questionId}>
        <Trans>Delete {name} for good? Students will no longer find it, and its photos are deleted.</Trans>
      </p>
      <DangerButton type="button" disabled={busy} aria-label={t`Delete ${name} for good`} onClick={onConfirm}>
        <Trans>Delete listing</Trans>
      </DangerButton>
      <Button ref={keep} type="button" $variant="secondary" onClick={onCancel}>
        <Trans>Keep it</Trans>
      </Button>
    </Box>
  );
}
