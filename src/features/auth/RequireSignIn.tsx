import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { loginHref } from '../../lib/nextPath';
import { SessionQuery } from './session';

/**
 * The one guard of every signed-in page (docs/architecture.md#sessions): a route element whose
 * child routes render only for a signed-in user. A visitor goes to the log-in page, which brings
 * them back here (the path, query and hash they asked for) once they are signed in. The layout has
 * the session before any page renders, so this reads it from the cache.
 */
export function RequireSignIn() {
  const location = useLocation();
  const { data, loading } = useQuery(SessionQuery);
  const { t } = useLingui();
  if (loading && !data) return <PageSpinner label={t`Loading CampusNest`} />;
  if (!data?.me) return <Navigate to={loginHref(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return <Outlet />;
}
