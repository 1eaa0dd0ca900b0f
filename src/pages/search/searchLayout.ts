import { theme } from '../../styles/theme';

/** From this width the map stands beside the list; below it a List / Map switch shows one at a time. */
export const MAP_BESIDE_LIST = '(min-width: 1100px)';

/**
 * Where the filters fold behind their button: on phones and tablets, where they would push the
 * results down, and beside the map, where a filter column would leave the list two cards wide.
 */
export const FILTERS_FOLDED = `(max-width: ${theme.breakpoints.md}), ${MAP_BESIDE_LIST}`;
