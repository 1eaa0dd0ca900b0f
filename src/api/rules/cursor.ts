/**
 * Opaque cursors: where a page of listings starts and the order it belongs to,
 * base64-encoded so clients do not parse it. A cursor continues only the order that made it.
 */
/**
 * The orders a search can come in (schema.graphql's PropertySort). Every order ends with the
 * catalogue's position, so it is total and pages never overlap:
 * - RECOMMENDED: the catalogue's own order;
 * - PRICE_ASC / PRICE_DESC: by monthly rent, then position;
 * - DISTANCE: by the straight-line distance, in whole metres, from each listing to the main
 *   campus of its own university, then position.
 */
export type ListingOrder = 'RECOMMENDED' | 'PRICE_ASC' | 'PRICE_DESC' | 'DISTANCE';

/**
 * Where a page starts: just after the listing with this sort key and position. `key` is null in
 * the RECOMMENDED order (the position is the key), else the listing's price or its distance to
 * campus in whole metres.
 */
export interface ListingCursor {
  key: number | null;
  position: number;
}

const PREFIX = 'after:';
const orders: readonly ListingOrder[] = ['RECOMMENDED', 'PRICE_ASC', 'PRICE_DESC', 'DISTANCE'];

/** `after:{position}` in the catalogue's order (the form cursors had before sorting); `after:{order}:{key}:{position}` in the others. */
export function encodeCursor(order: ListingOrder, { key, position }: ListingCursor): string {
  return btoa(order === 'RECOMMENDED' || key === null ? `${PREFIX}${position}` : `${PREFIX}${order}:${key}:${position}`);
}

/**
 * Positions, prices and distances are PostgreSQL `integer` columns: a larger number is no listing's,
 * and compared with them in SQL it fails the statement instead of matching nothing.
 */
export const LARGEST_CURSOR_NUMBER = 2_147_483_647;

const wholeNumber = (text: string | undefined): number | null => {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value <= LARGEST_CURSOR_NUMBER ? value : null;
};

/** The order and cursor a string stands for, or null when it is not one of ours. */
export function decodeCursor(cursor: string): { order: ListingOrder; cursor: ListingCursor } | null {
  let decoded: string;
  try {
    decoded = atob(cursor);
  } catch {
    return null;
  }
  if (!decoded.startsWith(PREFIX)) return null;
  const parts = decoded.slice(PREFIX.length).split(':');
  if (parts.length === 1) {
    const position = wholeNumber(parts[0]);
    return position === null ? null : { order: 'RECOMMENDED', cursor: { key: null, position } };
  }
  if (parts.length !== 3) return null;
  const order = orders.find((name) => name === parts[0]);
  const key = wholeNumber(parts[1]);
  const position = wholeNumber(parts[2]);
  if (order === undefined || order === 'RECOMMENDED' || key === null || position === null) return null;
  return { order, cursor: { key, position } };
}
