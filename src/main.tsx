import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createApolloClient } from './apollo/client';
import { preloadPageFor, routes } from './app/routes';
import { registerServiceWorker } from './app/offline/registerServiceWorker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadPageFor(window.location.pathname);

const root = createRoot(container);
// As a transition the first render (router, layout, page) runs in short slices that leave the main
// thread free between them, rather than in one long task while the page is still loading.
startTransition(() => {
  root.render(
    <StrictMode>
      <App client={createApolloClient()} router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
});

registerServiceWorker();
