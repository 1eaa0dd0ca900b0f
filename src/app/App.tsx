import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Suspense, useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { startSessionSync } from '../apollo/sessionSync';
import { Spinner } from '../components/Spinner';
import { GlobalStyle } from './GlobalStyle';

interface AppProps {
  client: ApolloClient;
  /** Made once by the caller: a router created during render would be rebuilt on every render. */
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ client, router }: AppProps) {
  useEffect(() => startSessionSync(client), [client]);
  return (
    <ApolloProvider client={client}>
      <GlobalStyle />
      <Suspense fallback={<Spinner />}>
        <RouterProvider router={router} />
      </Suspense>
    </ApolloProvider>
  );
}
