import styled from 'styled-components';
import { theme } from '../styles/theme';

/** The page's centred column, shared by every route so edges line up with the header. */
export const Container = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.layout.gutter};
`;
