import styled from 'styled-components';
import { Container } from '../../components/Container';
import { useOnline } from '../../components/useOnline';
import { graphqlEndpoint } from '../../apollo/endpoint';
import { theme } from '../../styles/theme';

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
  // Always in the page, so that assistive technology announces the text when it appears.
  return (
    <Banner role="status" aria-label="Connection" hidden={online}>
      {online ? null : (
        <Container>
          <p>{graphqlEndpoint() === null ? OFFLINE_TEXT.browser : OFFLINE_TEXT.server}</p>
        </Container>
      )}
    </Banner>
  );
}
