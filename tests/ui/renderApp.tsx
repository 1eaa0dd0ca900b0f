/**
 * Renders the whole app (router, layout, Apollo over the real schema) at a URL, the way a user
 * arrives at it. Storage is jsdom's localStorage; latency is 0.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../src/app/App';
import { routes } from '../../src/app/routes';
import { createApolloClient } from '../../src/apollo/client';
import { createApiContext, type BrowserContextOptions } from '../../src/api/createContext';
import { loadSampleCatalog } from '../../src/apollo/sampleCatalog';
import type { PhotoClient } from '../../src/lib/photos';

export function renderApp(url = '/', options: { context?: Partial<BrowserContextOptions>; logs?: string[]; photoClient?: PhotoClient } = {}) {
  const logs = options.logs ?? [];
  const context = createApiContext({ catalog: loadSampleCatalog, log: (message) => logs.push(message), ...options.context });
  const client = createApolloClient(context);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(<App client={client} router={router} photoClient={options.photoClient} />);
  return { ...view, user, router, client, context, logs };
}
