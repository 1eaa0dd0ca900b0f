import { useQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '../../components/Spinner';
import { StorageNotice } from '../../components/StorageNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { SessionQuery } from './session';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
`;

export function Layout() {
  const { data, previousData } = useQuery(SessionQuery);
  const session = data ?? previousData;
  // SPEC §2: nothing renders until we know who the user is, so the header never flips. Later
  // refetches (another tab, log-out) keep the page and update the header in place.
  if (!session) return <Spinner label="Loading CampusNest" />;
  return (
    <Shell>
      <Header user={session.me} />
      <StorageNotice />
      <Main id="main">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
    </Shell>
  );
}
