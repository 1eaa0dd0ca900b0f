import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { graphql } from '../../gql';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';

export const StorageNoticeQuery = graphql(`
  query StorageNotice {
    storageStatus {
      persistent
    }
  }
`);

/** The notice in English, as the page tests read it; the banner says it in the user's language. */
export const STORAGE_NOTICE_TEXT =
  'Your browser is not letting CampusNest save data, so you will be signed out and anything you entered will be lost when you close or reload this page.';

const Banner = styled.div`
  background: ${theme.colors.dangerSoft};
  border-bottom: 1px solid ${theme.colors.danger};
  color: ${theme.colors.text};
`;

const Inner = styled(Container)`
  padding-block: 0.5rem;
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
  p { margin: 0; flex: 1 1 20rem; }
`;

/**
 * Tells the user, once, that their session will not be kept because storage is blocked or full.
 * The API only finds out when a write fails, so the status is read again after each navigation
 * (sign-up and log-in end with one); once dismissed, it stays dismissed for this page.
 */
export function StorageNotice() {
  const { data, refetch } = useQuery(StorageNoticeQuery);
  const [dismissed, setDismissed] = useState(false);
  const { key } = useLocation();
  const { t } = useLingui();
  const firstKey = useRef(key);

  const persistent = data?.storageStatus.persistent;
  useEffect(() => {
    if (key === firstKey.current || persistent === false) return;
    void refetch();
  }, [key, persistent, refetch]);

  if (dismissed || persistent !== false) return null;
  return (
    <Banner role="status" aria-label={t`Storage notice`}>
      <Inner>
        <p>
          <Trans>
            Your browser is not letting CampusNest save data, so you will be signed out and anything you entered will be lost when you close or reload this
            page.
          </Trans>
        </p>
        <Button
          $variant="secondary"
          onClick={() => {
            setDismissed(true);
          }}
        >
          <Trans>Dismiss</Trans>
        </Button>
      </Inner>
    </Banner>
  );
}
