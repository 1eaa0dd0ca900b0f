import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { isAccountDeletedState } from '../../features/account/accountDeleted';
import { theme } from '../../styles/theme';

const Banner = styled.div`
  background: ${theme.colors.successSoft};
  border-bottom: 1px solid ${theme.colors.success};
  &:focus { outline: none; }
  p { margin: 0; padding-block: 0.75rem; font-weight: 600; color: ${theme.colors.text}; }
`;

/** 'Your account has been deleted.' on the page the account page leaves for after deleting it (docs/product.md#account). */
export function AccountDeletedNotice() {
  const state: unknown = useLocation().state;
  const shown = isAccountDeletedState(state);
  const ref = useRef<HTMLDivElement>(null);
  // The control the user pressed has gone with the account page: the message takes the focus, and
  // the view goes to the top, where it is (under a desktop's sticky header, scrolling it into view would hide it).
  useEffect(() => {
    if (!shown) return;
    ref.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [shown]);
  if (!shown) return null;
  return (
    <Banner ref={ref} role="status" tabIndex={-1}>
      <Container>
        <p>
          <Trans>Your account has been deleted.</Trans>
        </p>
      </Container>
    </Banner>
  );
}
