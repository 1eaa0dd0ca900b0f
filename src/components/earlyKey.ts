/**
 * Marks a part of a page whose controls a user may use before the app runs (src/prerender/replayEarlyEvents.ts):
 * if the app renders the page afresh instead of hydrating it, a control held back inside the part
 * is found again by its place under the mark. The key names the part once on the page (a listing's
 * heart: `save:{id}`).
 */
export const EARLY_KEY_ATTRIBUTE = 'data-early-key';

export function earlyKey(key: string): { [EARLY_KEY_ATTRIBUTE]: string } {
  return { [EARLY_KEY_ATTRIBUTE]: key };
}
