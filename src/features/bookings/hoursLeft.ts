/** Whole hours until `expiresAt` (ISO 8601), rounded up so that a request never reads '0 h' while it can still be answered. */
export function hoursLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / (60 * 60 * 1000)));
}
