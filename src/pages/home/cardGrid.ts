import { css } from 'styled-components';
import { theme } from '../../styles/theme';
import { plainList } from '../../styles/plainList';

/** The home page's grids of cards: `columns` across, two on a tablet; each section says what a phone gets. */
export const cardGrid = (columns: number) => css`
  ${plainList}
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(${columns}, 1fr);
  @media (max-width: ${theme.breakpoints.md}) { grid-template-columns: repeat(2, 1fr); }
`;
