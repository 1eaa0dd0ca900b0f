import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** The price breakdown's and the availability's rows: a term on the left, its value on the right. */
export const TermsList = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.6rem;
  > div { display: flex; justify-content: space-between; align-items: baseline; gap: 1rem; }
  dt { color: ${theme.colors.muted}; }
  dd { margin: 0; text-align: right; font-weight: 600; }
`;
