import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { plainList } from '../../styles/plainList';

/**
 * The box a property card and its skeleton share: fixed line heights and single-line text, so
 * swapping skeletons for cards moves nothing on the page (no layout shift).
 */
export const CardFrame = styled.article`
  height: 100%;
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
`;

export const CardMedia = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${theme.colors.skeleton};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

/**
 * With `$distance`, one more line: the distance to the chosen university's campus. The room type and
 * bills, and the availability, have a line each. Wider than a phone, a card is a column of a grid:
 * its name and its university lines wrap at words instead of ending in an ellipsis mid-word. They get
 * two lines' room even when one is enough, so a skeleton is as tall as a typical card; a rare longer
 * line makes its row of cards taller.
 */
export const CardBody = styled.div<{ $distance?: boolean }>`
  padding: 1rem 1.1rem 1.15rem;
  display: grid;
  gap: 0.35rem;
  grid-template-rows: 1.75rem 1.5rem 1.4rem 1.6rem 1.4rem 1.4rem 1.4rem 1.4rem${({ $distance = false }) => ($distance ? ' 1.4rem' : '')};
  @media not all and (max-width: ${theme.breakpoints.sm}) {
    grid-template-rows: 1.75rem minmax(2.85rem, auto) 1.4rem 1.6rem 1.4rem 1.4rem 1.4rem minmax(2.4rem, auto)${({ $distance = false }) => ($distance ? ' minmax(2.4rem, auto)' : '')};
    > h2 { white-space: normal; line-height: 1.3; }
    > p:has(> svg + span) { white-space: normal; align-items: flex-start; line-height: 1.3; }
    > p:has(> svg + span) > svg { margin-top: 0.1rem; }
  }
`;

export const CardGrid = styled.ul`
  ${plainList}
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  @media (max-width: 1100px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (max-width: ${theme.breakpoints.sm}) { grid-template-columns: minmax(0, 1fr); }
  /* Cards out of view are not laid out or painted until they scroll near (a card's height is about
     the same at every width); a page of 24 costs only the few on screen when it arrives. */
  > li { content-visibility: auto; contain-intrinsic-size: auto 480px; }
`;
