import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { theme } from '../styles/theme';
import { PageReady } from './PageReady';

const Panel = styled.section`
  width: min(40rem, calc(100% - 2 * ${theme.layout.gutter}));
  margin: 3rem auto;
  padding: 2rem ${theme.layout.gutter};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  h1 { margin-top: 0; font-size: 1.5rem; }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
`;

/**
 * What a route shows instead of crashing the app: the router's `errorElement`, rendered inside
 * the layout so the header still works (any navigation clears the error). Reloading is the retry
 * because a page whose code failed to download stays failed until the page is loaded again.
 */
export function RouteError() {
  return (
    <Panel role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">
        <Trans>Something went wrong on this page</Trans>
      </h1>
      <p>
        <Trans>An unexpected error stopped this page from showing. The rest of CampusNest still works.</Trans>
      </p>
      <Actions>
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
        <Link to="/">
          <Trans>Go to the home page</Trans>
        </Link>
      </Actions>
      {/* In place of the page: what was held back for it is released (dropped, as its page is gone). */}
      <PageReady />
    </Panel>
  );
}
