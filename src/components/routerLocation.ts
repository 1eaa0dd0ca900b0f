import { createContext } from 'react';

/**
 * Where the router is now, which can be ahead of the page on screen: a navigation to a page whose
 * code is still loading keeps the old page rendered (a transition) while the router has already
 * moved. A timer on the old page (the sign-up's redirect) reads this so that it never undoes the
 * user's own navigation. App provides the router's own state; the default is the browser's address.
 */
export const RouterLocationContext = createContext<() => string>(() => window.location.pathname + window.location.search);
