import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createApolloClient } from './apollo/client';
import { preloadPageFor, routes } from './app/routes';
import { registerServiceWorker } from './app/offline/registerServiceWorker';
import { canHydrate, prerenderedStateOfThisUrl } from './prerender/hydratable';
import { readyToReplace } from './prerender/readyToReplace';
import { replayEarlyEvents } from './prerender/replayEarlyEvents';
import { PAGE_READY_EVENT } from './app/PageReady';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// What the user did on a prerendered page before this code ran is done again once the page is
// React's (docs/architecture.md#from-the-first-moment). The shell shows nothing to act on: from now
// on its clicks are the app's own.
if (container.hasChildNodes()) document.addEventListener(PAGE_READY_EVENT, () => void replayEarlyEvents(container), { once: true });
else void replayEarlyEvents(container);

const pageCode = preloadPageFor(window.location.pathname);

const client = createApolloClient();
const app = (
  <StrictMode>
    <App client={client} router={createBrowserRouter(routes)} />
  </StrictMode>
);
const prerendered = prerenderedStateOfThisUrl();
if (prerendered && canHydrate(prerendered)) {
  // The HTML shows this page already (docs/architecture.md#html-first): the cache gets the data it
  // was rendered from, so React adopts the markup as it is instead of rendering or fetching it again.
  client.restore(prerendered.cache);
  hydrateRoot(container, app);
} else {
  const root = createRoot(container);
  // As a transition the first render (router, layout, page) runs in short slices that leave the main
  // thread free between them, rather than in one long task while the page is still loading.
  const render = () => {
    startTransition(() => {
      root.render(app);
    });
  };
  // A prerendered page this visit cannot use stays until the app can show its own page.
  if (container.hasChildNodes()) void readyToReplace(client, prerendered, pageCode).then(render);
  else render();
}

registerServiceWorker();
