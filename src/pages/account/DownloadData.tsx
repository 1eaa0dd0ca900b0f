import { useApolloClient } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FormAlert } from '../../features/auth/AuthCard';
import { useAccountExportUrl } from '../../features/account/accountExportContext';
import { graphql } from '../../gql';
import { accountExportFileName } from '../../lib/accountExport';
import { theme } from '../../styles/theme';
import { AccountSection, ActionRow } from './accountSection';

const AccountExportQuery = graphql(`
  query AccountExport {
    accountExport
  }
`);

/** Server mode's download: a plain link, so it works before the app has started. */
const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.6rem 1.2rem;
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${theme.colors.primarySoft}; }
`;

/** Saves text as a file through a link the page clicks: the browser mode's backend is in this page. */
function saveFile(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the URL once the click's download has started, a task later.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  });
}

/**
 * 'Download your data' (docs/product.md#account): everything kept about the user as
 * `campusnest-data-YYYY-MM-DD.json`. A server streams it from its own URL; the browser mode builds
 * it from the `accountExport` query, never cached (it is the user's whole data).
 */
export function DownloadData() {
  const url = useAccountExportUrl();
  const client = useApolloClient();
  const [state, setState] = useState<'idle' | 'preparing' | 'failed'>('idle');
  const { t } = useLingui();

  const download = async () => {
    setState('preparing');
    try {
      const { data } = await client.query({ query: AccountExportQuery, fetchPolicy: 'no-cache' });
      if (!data?.accountExport) throw new Error('accountExport answered without the data');
      saveFile(data.accountExport, accountExportFileName(Date.now()));
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <AccountSection aria-labelledby="account-download">
      <h2 id="account-download">
        <Trans>Download your data</Trans>
      </h2>
      <p>
        <Trans>
          A copy of everything CampusNest keeps about you, as a JSON file: your account, saved listings, your listings with their photos, your conversations,
          and where you are logged in.
        </Trans>
      </p>
      {state === 'failed' ? (
        <FormAlert role="alert">
          <Trans>We couldn&apos;t prepare your data. Please try again.</Trans>
        </FormAlert>
      ) : null}
      <ActionRow>
        {url === null ? (
          <Button type="button" $variant="secondary" onClick={() => void download()} disabled={state === 'preparing'}>
            {state === 'preparing' ? t`Preparing your data...` : t`Download your data`}
          </Button>
        ) : (
          <DownloadLink href={url} download>
            <Trans>Download your data</Trans>
          </DownloadLink>
        )}
      </ActionRow>
    </AccountSection>
  );
}
