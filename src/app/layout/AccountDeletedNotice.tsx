import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { isAccountDeletedState } from '../../features/account/accountDeleted';
import { theme } from '../../styles/theme';

const Banner = styled.div`
  background: ${theme.colors.successSoft};
  border-bottom: 1px solid ${theme.colors.success};
  p { margin: 0; padding-block: 0.75rem; font-weight: 600; color: ${theme.colors.text}; }
`;

/** 'Your account has been deleted.' on the page the account page leaves for after deleting it (docs/product.md#account). */
export function AccountDeletedNotice() {
  const state: unknown = useLocation().state;
  if (!isAccountDeletedState(state)) return null;
  return (
    <Banner role="status">
      <Container>
        <p>
          <Trans>Your account has been deleted.</Trans>
        </p>
      </Container>
    </Banner>
  );
}
