import { Trans } from '@lingui/react/macro';
import { use, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { RouterLocationContext } from '../../components/routerLocation';
import { safeNextPath } from '../../lib/nextPath';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { AuthTitle } from '../../features/auth/AuthCard';

export const REDIRECT_DELAY_MS = 2000;

const Message = styled.p`
  margin: 0.5rem 0 0;
  color: ${theme.colors.muted};
`;

const Tick = styled.div`
  width: 3.5rem;
  height: 3.5rem;
  margin-bottom: 1rem;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: ${theme.colors.successSoft};
  color: ${theme.colors.success};
  font-size: 1.75rem;
  font-weight: 700;
`;

/** Sign-up step 3: the welcome, then home (or `?next=`) after 2 s (docs/product.md#sign-up), already signed in. */
export function SignupWelcome() {
  const navigate = useNavigate();
  const next = safeNextPath(useSearchParams()[0].get('next')) ?? '/';
  const heading = useRef<HTMLHeadingElement>(null);
  const routerLocation = use(RouterLocationContext);
  const { pathname, search } = useLocation();
  const here = pathname + search;
  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => {
      // The user went somewhere else meanwhile (a link whose page is still loading): theirs wins.
      if (routerLocation() === here) void navigate(next, { replace: true });
    }, REDIRECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [navigate, next, routerLocation, here]);
  return (
    <>
      <Tick aria-hidden="true">✓</Tick>
      <div role="status">
        <AuthTitle ref={heading} tabIndex={-1}>
          <Trans>Welcome to CampusNest!</Trans>
        </AuthTitle>
        <Message>
          <Trans>Your account has been created successfully. Redirecting you to the homepage...</Trans>
        </Message>
      </div>
    </>
  );
}
