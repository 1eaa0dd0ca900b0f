import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Suspense, useEffect, useMemo } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { startSessionSync } from '../features/auth/sessionSync';
import { startBookingSync } from '../features/bookings/bookingSync';
import { startConversationSync } from '../features/messages/conversationSync';
import { PhotoClientContext } from '../features/photos/photoClientContext';
import { AccountExportContext } from '../features/account/accountExportContext';
import { accountExportUrl } from '../apollo/accountExport';
import { PrefetchContext } from '../components/PrefetchLink';
import { RouterLocationContext } from '../components/routerLocation';
import { Spinner } from '../components/Spinner';
import { lazyPhotoClient } from './lazyPhotoClient';
import { createPrefetch } from './prefetch';
import { GlobalStyle } from '../styles/GlobalStyle';
import { LanguageProvider } from '../i18n/LanguageProvider';
import type { Locale } from '../lib/locales';
import type { PhotoClient } from '../lib/photos';

interface AppProps {
  client: ApolloClient;
  /** Made once by the caller: a router created during render would be rebuilt on every render. */
  router: ReturnType<typeof createBrowserRouter>;
  /** A server's render names the request's language; a browser finds its own (LanguageProvider). */
  locale?: Locale;
  /** Where the Photos field uploads: the configured backend's, unless a test gives its own. */
  photoClient?: PhotoClient;
}

export function App({ client, router, locale, photoClient = lazyPhotoClient }: AppProps) {
  useEffect(() => startSessionSync(client), [client]);
  useEffect(() => startConversationSync(client), [client]);
  useEffect(() => startBookingSync(client), [client]);
  const prefetch = useMemo(() => createPrefetch(client), [client]);
  const exportUrl = useMemo(() => accountExportUrl(), []);
  const routerLocation = useMemo(() => () => router.state.location.pathname + router.state.location.search, [router]);
  return (
    <ApolloProvider client={client}>
      <PrefetchContext value={prefetch}>
        <PhotoClientContext value={photoClient}>
          <AccountExportContext value={exportUrl}>
            <GlobalStyle />
            {/* Shown before the language is known (its catalog is what is loading), so in English. */}
            <Suspense fallback={<Spinner label="Loading" />}>
              <LanguageProvider fallback={<Spinner label="Loading" />} locale={locale}>
                <RouterLocationContext value={routerLocation}>
                  <RouterProvider router={router} />
                </RouterLocationContext>
              </LanguageProvider>
            </Suspense>
          </AccountExportContext>
        </PhotoClientContext>
      </PrefetchContext>
    </ApolloProvider>
  );
}
