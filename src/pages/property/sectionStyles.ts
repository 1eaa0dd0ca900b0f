import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** A white panel on the property page; every section and side card uses it. */
export const Panel = styled.section`
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: 1.5rem;
  /* Below the fold on a phone: the browser skips laying out and painting a panel until it nears
     the viewport (the size it reserves meanwhile is a typical panel's). */
  content-visibility: auto;
  contain-intrinsic-size: auto 320px;
  h2 { margin: 0 0 1rem; font-size: 1.25rem; }
  @media (max-width: ${theme.breakpoints.sm}) { padding: 1.15rem; }
`;
