import type { FragmentType } from '@apollo/client';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApolloClient, useFragment, useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { Header_UserFragment } from '../../gql/graphql';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { CalendarIcon, HeartIcon, MailIcon } from '../../components/icons';
import { VisuallyHiddenText } from '../../components/Spinner';
import { UnreadConversationsQuery } from '../../features/messages/unreadCount';
import { refetchBookings } from '../../features/bookings/bookingSync';
import { startLiveConversations } from '../../features/messages/liveConversations';
import { graphqlEndpoint } from '../../apollo/endpoint';
import { theme } from '../../styles/theme';
import { HeaderMenu, COMPACT_HEADER } from './HeaderMenu';
import { LanguagePicker } from './LanguagePicker';

export const HeaderUserFragment = graphql(`
  fragment Header_user on User {
    id
    firstName
  }
`);

const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      ok
    }
  }
`);

const Bar = styled.header`
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  position: sticky;
  top: 0;
  z-index: 10;
  /* A phone's screen is too short to give a header for good: it scrolls away with the page, and
     stays the containing block of the menu's panel. */
  @media (max-width: ${theme.breakpoints.sm}) { position: relative; }
`;

const Inner = styled(Container)`
  padding-block: 0.6rem;
  display: flex;
  align-items: center;
  /* The column is never wider than theme.layout.maxWidth, whatever the screen: the row's room is
     the same at 1280 px and 1920 px, so its gaps are sized for it, not for the viewport. */
  gap: 0.5rem 0.6rem;
  flex-wrap: wrap;
  @media ${COMPACT_HEADER} { flex-wrap: nowrap; padding-block: 0.5rem; gap: 0.5rem; }
  @media (max-width: 400px) { gap: 0.25rem; }
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  min-height: 44px;
  font-weight: 800;
  font-size: 1.35rem;
  letter-spacing: -0.02em;
  color: ${theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
  @media (max-width: 400px) { font-size: 1.1rem; gap: 0.35rem; }
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border-radius: 10px;
  background: linear-gradient(135deg, ${theme.colors.heroFrom}, ${theme.colors.heroTo});
  color: #fff;
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 0.1rem;
`;

const LogoutButton = styled(Button)`
  padding-inline: 0.8rem;
  @media (max-width: ${theme.breakpoints.sm}) { padding: 0.4rem 0.6rem; }
`;

const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  white-space: nowrap;
  padding: 0.5rem 0.45rem;
  border-radius: ${theme.radius.md};
  color: ${theme.colors.text};
  text-decoration: none;
  font-weight: 500;
  &.active { color: ${theme.colors.primary}; background: ${theme.colors.primarySoft}; }
  @media (max-width: 400px) { padding: 0.5rem 0.6rem; }
  &:hover { background: ${theme.colors.primarySoft}; }
`;

/** The first name, a link to the account page; a long name is cut short rather than pushing the header apart. */
const UserName = styled(NavItem)`
  display: inline-block;
  line-height: 28px;
  font-weight: 600;
  /* Long enough for most first names; the row has no room for more in every language. */
  max-width: calc(8ch + 0.9rem);
  @media (max-width: ${theme.breakpoints.sm}) { max-width: calc(6.5ch + 1.5rem); }
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const SavedItem = styled(NavItem)`
  gap: 0.35rem;
  @media (max-width: 400px) { padding-inline: 0.45rem; gap: 0.25rem; }
  svg { color: ${theme.colors.saved}; }
`;

const MessagesItem = styled(SavedItem)`
  svg { color: ${theme.colors.primary}; }
`;

const BookingsItem = styled(MessagesItem)``;

/**
 * The row holds the logo, three links, Saved, the account and the language list in every language
 * only if Messages and Bookings show as icons (Messages with its count): their words stay the links'
 * names for screen readers and show as their tooltips. The compact header's open menu shows them.
 */
const IconLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  @media ${COMPACT_HEADER} {
    [data-open='true'] & {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
    }
  }
`;

const Count = styled.span`
  min-width: 1.4rem;
  padding: 0 0.4rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.primary};
  color: #fff;
  font-size: 0.8rem;
  line-height: 1.4rem;
  text-align: center;
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  @media (max-width: 400px) { gap: 0.35rem; }
  @media ${COMPACT_HEADER} { flex-wrap: wrap; padding-top: 0.75rem; border-top: 1px solid ${theme.colors.border}; }
`;

const SignUpLink = styled(NavItem)`
  padding-inline: 0.9rem;
  background: ${theme.colors.primary};
  color: #fff;
  &:hover, &.active { background: ${theme.colors.primaryHover}; color: #fff; }
`;

interface HeaderProps {
  user: FragmentType<Header_UserFragment> | null;
  /** How many listings the user (or this browser's visitor) saved. */
  savedCount: number;
}

export function Header({ user, savedCount }: HeaderProps) {
  const { data } = useFragment({ fragment: HeaderUserFragment, from: user });
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout, { loading }] = useMutation(LogoutMutation);
  const { t } = useLingui();
  const signedIn = user !== null && Boolean(data.firstName);
  const { data: unread } = useQuery(UnreadConversationsQuery, { skip: !signedIn });
  const unreadCount = signedIn ? (unread?.unreadConversationCount ?? 0) : 0;
  // Server mode only: the browser's own backend follows its other tabs instead (conversationSync.ts).
  useEffect(
    () =>
      signedIn && graphqlEndpoint() !== null
        ? startLiveConversations(client, window, {
            onBookingLine: () => {
              refetchBookings(client);
            },
          })
        : undefined,
    [client, signedIn],
  );

  const onLogout = async () => {
    await logout();
    void navigate('/');
    // Nothing a signed-in user saw may outlive the session.
    // resetStore refetches the session query, which now answers null. It rejects when a page's
    // query is dropped mid-refetch (leaving the page it belonged to): the cache is clear by then,
    // and the queries still on screen show their own errors.
    await client.resetStore().catch(() => undefined);
  };

  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label={t`CampusNest home`}>
          <Mark aria-hidden="true">
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round">
              <path d="M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-5h4v5" />
            </svg>
          </Mark>
          CampusNest
        </Logo>
        <HeaderMenu>
          <Nav aria-label={t({ message: 'Main', comment: 'Name of the main navigation landmark' })}>
            <NavItem to="/" end>
              <Trans>Home</Trans>
            </NavItem>
            <NavItem to="/search">
              <Trans>Browse Properties</Trans>
            </NavItem>
            <NavItem to="/landlord">
              <Trans>List your property</Trans>
            </NavItem>
            <SavedItem to="/saved" data-in-row="">
              <HeartIcon size={18} filled={savedCount > 0} />
              <Trans context="Header link to the saved listings">Saved</Trans>
              {savedCount > 0 ? <Count>{savedCount}</Count> : null}
            </SavedItem>
            {signedIn ? (
              <MessagesItem to="/messages" data-in-row="" title={t({ message: 'Messages', context: 'Header link to the conversations' })}>
                <MailIcon size={18} />
                <IconLabel>
                  <Trans context="Header link to the conversations">Messages</Trans>
                </IconLabel>
                {/* The space makes the link's name 'Messages 2'; a flex row does not draw it. */}
                {unreadCount > 0 ? (
                  <>
                    {' '}
                    <Count>{unreadCount}</Count>
                  </>
                ) : null}
              </MessagesItem>
            ) : null}
            {signedIn ? (
              <BookingsItem to="/bookings" title={t({ message: 'Bookings', context: "Header link to the student's requests to book" })}>
                <CalendarIcon size={18} />
                <IconLabel>
                  <Trans context="Header link to the student's requests to book">Bookings</Trans>
                </IconLabel>
              </BookingsItem>
            ) : null}
          </Nav>
          <Account data-in-row={signedIn ? undefined : ''}>
            {signedIn ? (
              <>
                <UserName to="/account" title={t`Your account`}>
                  {data.firstName}
                </UserName>
                <LogoutButton $variant="secondary" onClick={() => void onLogout()} disabled={loading}>
                  <Trans>Logout</Trans>
                </LogoutButton>
              </>
            ) : (
              <>
                <NavItem to="/login">
                  <Trans>Login</Trans>
                </NavItem>
                <SignUpLink to="/signup" data-in-row="">
                  <Trans>Sign Up</Trans>
                </SignUpLink>
              </>
            )}
            <LanguagePicker />
          </Account>
        </HeaderMenu>
        {/* Said when the count changes (a message arrives, a thread is read); the link's own name says it too. */}
        {signedIn ? (
          <VisuallyHiddenText role="status">
            {unreadCount > 0
              ? t({ message: plural(unreadCount, { one: '# conversation with unread messages', other: '# conversations with unread messages' }) })
              : ''}
          </VisuallyHiddenText>
        ) : null}
      </Inner>
    </Bar>
  );
}
