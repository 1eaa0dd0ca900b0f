import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment, useMutation } from '@apollo/client/react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { Header_UserFragment } from '../../gql/graphql';
import { Button } from '../../components/Button';

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
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  position: sticky;
  top: 0;
  z-index: 10;
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0.5rem ${({ theme }) => theme.layout.gutter};
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
`;

const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.35rem;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  flex-wrap: wrap;
`;

const NavItem = styled(NavLink)`
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 500;
  &.active { color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.primarySoft}; }
  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const SignUpLink = styled(NavItem)`
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  &:hover, &.active { background: ${({ theme }) => theme.colors.primaryHover}; color: #fff; }
`;

interface HeaderProps {
  user: FragmentType<Header_UserFragment> | null;
}

export function Header({ user }: HeaderProps) {
  const { data } = useFragment({ fragment: HeaderUserFragment, from: user });
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout, { loading }] = useMutation(LogoutMutation);

  const onLogout = async () => {
    await logout();
    void navigate('/');
    // Nothing a signed-in user saw may outlive the session.
    // resetStore refetches the session query, which now answers null.
    await client.resetStore();
  };

  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label="CampusNest home">
          CampusNest
        </Logo>
        <Nav aria-label="Main">
          <NavItem to="/" end>
            Home
          </NavItem>
          <NavItem to="/search">Browse Properties</NavItem>
        </Nav>
        <Account>
          {user && data.firstName ? (
            <>
              <span>{data.firstName}</span>
              <Button $variant="secondary" onClick={() => void onLogout()} disabled={loading}>
                Logout
              </Button>
            </>
          ) : (
            <>
              <NavItem to="/login">Login</NavItem>
              <SignUpLink to="/signup">Sign Up</SignUpLink>
            </>
          )}
        </Account>
      </Inner>
    </Bar>
  );
}
