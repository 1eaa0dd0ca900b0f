import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createApolloClient } from './apollo/client';
import { preloadPageFor, routes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadPageFor(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App client={createApolloClient()} router={createBrowserRouter(routes)} />
  </StrictMode>,
);
