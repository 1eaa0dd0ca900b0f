import styled from 'styled-components';

/**
 * The box a place search's input sits in: PlaceCombobox's, and the home page's plain box's until the
 * combobox replaces it. One shape for both keeps the row's layout, and keeps the input at the same
 * place in the page, where the replay of text typed before the app ran finds it again
 * (src/prerender/replayEarlyEvents.ts).
 */
export const ComboboxSlot = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;
