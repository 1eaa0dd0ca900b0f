import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useDeferredValue } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState } from '../../components/ErrorState';
import { PageSpinner } from '../../components/PageSpinner';
import { Spinner } from '../../components/Spinner';
import { StorageNotice } from './StorageNotice';
import { AccountDeletedNotice } from './AccountDeletedNotice';
import { OfflineBanner } from '../offline/OfflineBanner';
import { UpdatePrompt } from '../offline/UpdatePrompt';
import { Footer } from './Footer';
import { Header } from './Header';
import { SessionQuery } from '../../features/auth/session';
import { theme } from '../../styles/theme';
import { useLanguageFromLink } from '../../i18n/useLanguageFromLink';
import { earlyKey } from '../../components/earlyKey';
import { PageReady } from '../PageReady';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  &:focus { outline: none; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -4rem;
  z-index: 20;
  padding: 0.6rem 1rem;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.primary};
  color: #fff;
  font-weight: 600;
  &:focus { top: 0.5rem; }
`;

export function Layout() {
  // Apollo delivers a query's result as a synchronous update, which React renders in one blocking
  // pass; the session's arrival renders the whole page, so it goes through useDeferredValue and
  // React renders it in interruptible slices instead. Pages read their own queries the same way.
  const { data, previousData, error, refetch, networkStatus } = useDeferredValue(useQuery(SessionQuery, { notifyOnNetworkStatusChange: true }));
  const { t } = useLingui();
  useLanguageFromLink();
  const session = data ?? previousData;
  // A server whose database is down cannot say who is signed in: say so and keep trying.
  if (!session && error) {
    return (
      <>
        <ErrorState
          title={t`We couldn't open CampusNest.`}
          onRetry={() => void refetch().catch(() => undefined)}
          retrying={networkStatus === NetworkStatus.refetch}
          error={error}
        />
        <PageReady />
      </>
    );
  }
  // docs/product.md#layout: nothing renders until we know who the user is, so the header never flips. Later
  // refetches (another tab, log-out) keep the page and update the header in place.
  if (!session) return <Spinner label={t`Loading CampusNest`} />;
  return (
    <Shell>
      <SkipLink href="#main">
        <Trans>Skip to main content</Trans>
      </SkipLink>
      <Header user={session.me} savedCount={session.savedCount} />
      <StorageNotice />
      <OfflineBanner />
      <AccountDeletedNotice />
      <Main id="main" tabIndex={-1} {...earlyKey('main')}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <PageReady />
        </Suspense>
      </Main>
      <Footer />
      <UpdatePrompt />
    </Shell>
  );
}
