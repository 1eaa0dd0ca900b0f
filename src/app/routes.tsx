import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../pages/home/HomePage';
import { Layout } from './layout/Layout';
import { RouteError } from './RouteError';

// Every route but the home page loads on demand, so `/` carries only its own code.
const SearchPage = lazy(() => import('../pages/search/SearchPage'));
const PropertyPage = lazy(() => import('../pages/property/PropertyPage'));
const SignupPage = lazy(() => import('../pages/signup/SignupPage'));
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
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
