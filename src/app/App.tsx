import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Suspense, useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { startSessionSync } from '../apollo/sessionSync';
import { Spinner } from '../components/Spinner';
import { GlobalStyle } from './GlobalStyle';
import { routes } from './routes';
import { theme } from './theme';

export function App({ client, router = createBrowserRouter(routes) }: { client: ApolloClient; router?: ReturnType<typeof createBrowserRouter> }) {
  useEffect(() => startSessionSync(client), [client]);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Suspense fallback={<Spinner />}>
          <RouterProvider router={router} />
        </Suspense>
      </ThemeProvider>
    </ApolloProvider>
  );
}
