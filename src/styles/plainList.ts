import { css } from 'styled-components';

/** A list used for layout: no bullets and no indent. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;
