import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { infoPages, type InfoPath } from '../lib/infoPages';
import { pageSection } from '../lib/shellFiles';
import { RequireSignIn } from '../features/auth/RequireSignIn';
import { HomePage } from '../pages/home/HomePage';
import { Layout } from './layout/Layout';
import { RouteError } from './RouteError';

/**
 * React.lazy, except that once the page's module has loaded it renders at once instead of
 * suspending for a tick: a page that suspends shows the layout's page spinner, and React holds
 * back the page that replaces it by its Suspense reveal throttle (300 ms).
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: { default: ComponentType } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  // A thenable that calls back synchronously: React.lazy then sees the module as ready.
  const ready = (module: { default: ComponentType }) => ({
    then: (resolve: (value: typeof module) => void) => {
      resolve(module);
    },
  });
  return { Page: lazy(() => (loaded ? (ready(loaded) as unknown as Promise<typeof loaded>) : preload())), preload };
}

// Every route but the home page loads on demand, so `/` carries only its own code. A deep link to
// /search or a listing gets its page's code and data hinted in its own HTML file
// (scripts/build/routeEntryPages.ts), so it does not wait for this file to ask for them.
/** Each information page's module: one for every path in the list (src/lib/infoPages.ts), or this does not compile. */
const infoModules: Record<InfoPath, () => Promise<{ default: ComponentType }>> = {
  '/about': () => import('../pages/info/AboutPage'),
  '/how-it-works': () => import('../pages/info/HowItWorksPage'),
  '/for-landlords': () => import('../pages/info/ForLandlordsPage'),
  '/support': () => import('../pages/info/SupportPage'),
  '/privacy': () => import('../pages/info/PrivacyPage'),
  '/terms': () => import('../pages/info/TermsPage'),
  '/cookies': () => import('../pages/info/CookiesPage'),
  '/gdpr': () => import('../pages/info/GdprPage'),
};
const infoRoutes = infoPages.map(({ path }) => ({ path, page: lazyPage(infoModules[path]) }));

const pages = {
  ...Object.fromEntries(infoRoutes.map(({ path, page }) => [path.slice(1), page])),
  search: lazyPage(() => import('../pages/search/SearchPage')),
  property: lazyPage(() => import('../pages/property/PropertyPage')),
  signup: lazyPage(() => import('../pages/signup/SignupPage')),
  login: lazyPage(() => import('../pages/login/LoginPage')),
  saved: lazyPage(() => import('../pages/saved/SavedPage')),
  landlord: lazyPage(() => import('../pages/landlord/LandlordPage')),
  account: lazyPage(() => import('../pages/account/AccountPage')),
  messages: lazyPage(() => import('../pages/messages/MessagesPage')),
  bookings: lazyPage(() => import('../pages/bookings/BookingsPage')),
};
const SearchPage = pages.search.Page;
const PropertyPage = pages.property.Page;
const SignupPage = pages.signup.Page;
const LoginPage = pages.login.Page;
const SavedPage = pages.saved.Page;
const LandlordPage = pages.landlord.Page;
const AccountPage = pages.account.Page;
const MessagesPage = pages.messages.Page;
const BookingsPage = pages.bookings.Page;
// Signed-in pages are never prerendered (there is no visitor's version of them).
const ListingFormPage = lazy(() => import('../pages/landlord/ListingFormPage'));
const ThreadPage = lazy(() => import('../pages/messages/ThreadPage'));

/** Starts loading the page a deep link lands on while the app checks who is signed in; settles when it has. */
export function preloadPageFor(pathname: string): Promise<void> {
  const section = pageSection(pathname);
  if (!(section in pages)) return Promise.resolve();
  // A failed load is not reported here: rendering the page loads it again and shows the error.
  return pages[section as keyof typeof pages].preload().then(
    () => undefined,
    () => undefined,
  );
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
      { path: '/saved', element: <SavedPage /> },
      ...infoRoutes.map(({ path, page: { Page } }) => ({ path, element: <Page /> })),
      {
        // Every signed-in page sits under the one guard (docs/architecture.md#sessions).
        element: <RequireSignIn />,
        children: [
          { path: '/landlord', element: <LandlordPage /> },
          { path: '/landlord/new', element: <ListingFormPage /> },
          { path: '/landlord/:id/edit', element: <ListingFormPage /> },
          { path: '/account', element: <AccountPage /> },
          { path: '/messages', element: <MessagesPage /> },
          { path: '/messages/:id', element: <ThreadPage /> },
          { path: '/bookings', element: <BookingsPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
  // GraphiQL is a full-screen developer tool without the site's chrome.
  { path: '/graphiql', element: <GraphiQLPage />, errorElement: <RouteError /> },
];
