import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { theme } from '../../styles/theme';
import { useUpdateOffer } from './updateOffer';

const Bar = styled.div`
  position: fixed;
  z-index: 30;
  inset-inline: 1rem;
  bottom: 1rem;
  margin-inline: auto;
  max-width: 32rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  padding: 0.85rem 1rem;
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.text};
  color: #fff;
  box-shadow: ${theme.shadow.hover};
  p { margin: 0; flex: 1 1 14rem; }
`;

/** Offers the newly deployed version; the user chooses when the page reloads into it. */
export function UpdatePrompt() {
  const apply = useUpdateOffer();
  const [later, setLater] = useState(false);
  const [reloading, setReloading] = useState(false);
  const { t } = useLingui();
  if (!apply || later) return null;
  return (
    <Bar role="status" aria-label={t({ message: 'Update', comment: 'Name of the bar that offers a new version of the app' })}>
      <p>
        <Trans>A new version of CampusNest is available.</Trans>
      </p>
      <Button
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void apply();
        }}
      >
        {reloading ? t`Reloading...` : t`Reload`}
      </Button>
      <Button
        $variant="secondary"
        onClick={() => {
          setLater(true);
        }}
      >
        <Trans>Later</Trans>
      </Button>
    </Bar>
  );
}
