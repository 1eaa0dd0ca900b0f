import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadSampleCatalog } from '../api/data/catalog';
import { HomePage } from '../pages/home/HomePage';
import { Layout } from './layout/Layout';
import { RouteError } from './RouteError';

// Every route but the home page loads on demand, so `/` carries only its own code.
const pageLoaders = {
  search: () => import('../pages/search/SearchPage'),
  property: () => import('../pages/property/PropertyPage'),
  signup: () => import('../pages/signup/SignupPage'),
  login: () => import('../pages/login/LoginPage'),
};
const SearchPage = lazy(pageLoaders.search);
const PropertyPage = lazy(pageLoaders.property);
const SignupPage = lazy(pageLoaders.signup);
const LoginPage = lazy(pageLoaders.login);

/**
 * Starts downloading the page a deep link lands on, and the listings it will ask the backend for,
 * while the app boots, instead of one after the other: two round trips less before a search or a
 * property paints. The listings load would happen anyway on the page's first query.
 */
export function preloadPageFor(pathname: string): void {
  const section = pathname.split('/')[1] ?? '';
  // A failed preload is not reported here: the page's own load retries and shows the error.
  const ignore = () => undefined;
  if (section in pageLoaders) pageLoaders[section as keyof typeof pageLoaders]().catch(ignore);
  if (section === 'search' || section === 'property') loadSampleCatalog().catch(ignore);
}
const GraphiQLPage = lazy(() => import('../pages/graphiql/GraphiQLPage'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));

/** A page that throws shows RouteError in its place, inside the layout, so the header keeps working. */
function insideLayoutBoundary(pages: RouteObject[]): RouteObject[] {
  return pages.map((page) => ({ errorElement: <RouteError />, ...page }));
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Only when the layout itself fails; a page's error stays inside the layout (below).
    errorElement: <RouteError />,
    children: insideLayoutBoundary([
      { path: '/', element: <HomePage /> },
      { path: '/search', element: <SearchPage /> },
      { path: '/property/:id', element: <PropertyPage /> },
      // A property link without an id is a missing listing, not an unknown page.
      { path: '/property', element: <PropertyPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
  // GraphiQL is a full-screen developer tool without the site's chrome.
  { path: '/graphiql', element: <GraphiQLPage />, errorElement: <RouteError /> },
];
