import styled from 'styled-components';
import { Container } from './Container';
import { theme } from '../styles/theme';

/** A list page's column (search results, saved listings). */
export const ListPage = styled(Container)`
  padding-top: 2rem;
  padding-bottom: 1rem;
`;

/** A list page's title and the count line under it. */
export const PageHeading = styled.div`
  margin-bottom: 1.5rem;
  h1 { margin: 0; font-size: clamp(1.6rem, 4vw, 2.2rem); letter-spacing: -0.01em; overflow-wrap: anywhere; }
  h1:focus { outline: none; }
  p { margin: 0.25rem 0 0; color: ${theme.colors.muted}; font-weight: 500; }
`;
