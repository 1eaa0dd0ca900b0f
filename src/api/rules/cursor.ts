/** Opaque cursors: the listing cursor (data/listings.ts), base64-encoded so clients do not parse it. */
import type { ListingCursor } from '../data/listings';

const PREFIX = 'after:';

export function encodeCursor({ position }: ListingCursor): string {
  return btoa(`${PREFIX}${position}`);
}

/** The cursor a string stands for, or null when it is not one of ours. */
export function decodeCursor(cursor: string): ListingCursor | null {
  let decoded: string;
  try {
    decoded = atob(cursor);
  } catch {
    return null;
  }
  if (!decoded.startsWith(PREFIX)) return null;
  const position = Number(decoded.slice(PREFIX.length));
  return Number.isSafeInteger(position) && position >= 0 ? { position } : null;
}
