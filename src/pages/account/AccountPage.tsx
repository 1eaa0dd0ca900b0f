import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useEffect, useState } from 'react';
import styled from 'styled-components';
import { ErrorState } from '../../components/ErrorState';
import { ListPage, PageHeading } from '../../components/PageHeading';
import { PageSpinner } from '../../components/PageSpinner';
import { AuthCard, FormAlert } from '../../features/auth/AuthCard';
import { CodeScreen } from '../../features/auth/CodeScreen';
import type { SentCode } from '../../features/auth/sendOtp';
import { graphql } from '../../gql';
import { AccountDetails } from './AccountDetails';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DownloadData } from './DownloadData';
import { OtherDevices } from './OtherDevices';
import { useDeleteAccount } from './useDeleteAccount';

export const AccountPageQuery = graphql(`
  query AccountPage {
    me {
      id
      email
      phone
      ...AccountDetails_user
    }
  }
`);

const Sections = styled.div`
  display: grid;
  gap: 1.25rem;
  max-width: 760px;
`;

const Warning = styled(FormAlert)`
  margin-top: 1.25rem;
`;

/** /account (docs/product.md#account): names, the data download, log-out elsewhere, deletion. */
export default function AccountPage() {
  const { data, error, refetch, networkStatus } = useDeferredValue(useQuery(AccountPageQuery, { notifyOnNetworkStatusChange: true }));
  const [deletionCode, setDeletionCode] = useState<SentCode | null>(null);
  const deleteAccount = useDeleteAccount();
  const { t } = useLingui();
  const title = <title>{t`Your account · CampusNest`}</title>;
  // The code screen replaces the page from its foot (where 'Delete your account' is): its heading
  // and lead would start above the view, and under a desktop's sticky header.
  const codeShown = deletionCode !== null;
  useEffect(() => {
    if (codeShown) window.scrollTo(0, 0);
  }, [codeShown]);
  const me = data?.me;

  if (error && !me) {
    return (
      <ListPage>
        {title}
        <ErrorState
          title={t`We couldn't load your account.`}
          onRetry={() => void refetch().catch(() => undefined)}
          retrying={networkStatus === NetworkStatus.refetch}
        />
      </ListPage>
    );
  }
  // The guard lets only a signed-in user here; null is the moment the account has just been deleted.
  if (!me) return <PageSpinner label={t`Loading your account`} />;
  const type = me.email !== null ? 'EMAIL' : 'PHONE';
  const contact = me.email ?? me.phone ?? '';

  if (deletionCode) {
    return (
      <AuthCard>
        {title}
        <CodeScreen
          type={type}
          intent="DELETE_ACCOUNT"
          sent={deletionCode}
          onVerified={deleteAccount}
          onBack={() => {
            setDeletionCode(null);
          }}
        />
        <Warning>
          <Trans>Entering the code deletes your account and everything it holds. This cannot be undone.</Trans>
        </Warning>
      </AuthCard>
    );
  }

  return (
    <ListPage>
      {title}
      <PageHeading>
        <h1>
          <Trans>Your account</Trans>
        </h1>
      </PageHeading>
      <Sections>
        <AccountDetails user={me} />
        <DownloadData />
        <OtherDevices />
        <DeleteAccountSection type={type} contact={contact} onSent={setDeletionCode} />
      </Sections>
    </ListPage>
  );
}
