import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { useOnline } from '../../components/useOnline';
import { graphqlEndpoint } from '../../apollo/endpoint';
import { theme } from '../../styles/theme';

/** The texts in English, as the tests read them; the banner says them in the user's language. */
export const OFFLINE_TEXT = {
  /** The in-browser backend keeps working: only what leaves the device waits for a network. */
  browser: "You're offline. You can keep browsing, searching and opening listings; sending a verification code or a message needs a connection.",
  /** In server mode every answer comes over the network. */
  server: "You're offline. CampusNest needs a connection to load listings and send anything; what you've typed is kept.",
} as const;

const Banner = styled.div`
  background: ${theme.colors.primarySoft};
  border-bottom: 1px solid ${theme.colors.primary};
  color: ${theme.colors.text};
  p { margin: 0; padding-block: 0.5rem; }
`;

/** Says, for as long as the browser has no network, what still works. */
export function OfflineBanner() {
  const online = useOnline();
  const { t, i18n } = useLingui();
  const text =
    graphqlEndpoint() === null
      ? msg`You're offline. You can keep browsing, searching and opening listings; sending a verification code or a message needs a connection.`
      : msg`You're offline. CampusNest needs a connection to load listings and send anything; what you've typed is kept.`;
  // Always in the page, so that assistive technology announces the text when it appears.
  return (
    <Banner role="status" aria-label={t({ message: 'Connection', comment: 'Name of the banner that says the browser is offline' })} hidden={online}>
      {online ? null : (
        <Container>
          <p>{i18n._(text)}</p>
        </Container>
      )}
    </Banner>
  );
}
