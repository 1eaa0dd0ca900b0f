/** Opaque cursors over a stable order: the offset, base64-encoded so clients do not parse it. */
const PREFIX = 'offset:';

export function encodeCursor(offset: number): string {
  return btoa(`${PREFIX}${offset}`);
}

/** The offset a cursor stands for, or null when it is not one of ours. */
export function decodeCursor(cursor: string): number | null {
  let decoded: string;
  try {
    decoded = atob(cursor);
  } catch {
    return null;
  }
  if (!decoded.startsWith(PREFIX)) return null;
  const offset = Number(decoded.slice(PREFIX.length));
  return Number.isSafeInteger(offset) && offset >= 0 ? offset : null;
}
