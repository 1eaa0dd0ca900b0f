/**
 * The simulated backend's delays (docs/product.md#latency), in one place. Tests set the scale to 0; an
 * end-to-end test can set `globalThis.__CAMPUSNEST_LATENCY_SCALE__` before the app boots.
 */
export const latencyMs = {
  sendOtp: 1000,
  verifyOtp: 500,
  properties: 800,
  property: 300,
  submitContactForm: 1000,
  savedProperties: 300,
  saveProperty: 300,
  myListings: 300,
  saveListing: 500,
  updateAccount: 300,
  accountExport: 300,
  deleteAccount: 500,
  conversations: 300,
  sendMessage: 300,
} as const;

export type LatencyOperation = keyof typeof latencyMs;

declare global {
  var __CAMPUSNEST_LATENCY_SCALE__: number | undefined;
}

function initialScale(): number {
  const fromGlobal = globalThis.__CAMPUSNEST_LATENCY_SCALE__;
  return typeof fromGlobal === 'number' && Number.isFinite(fromGlobal) && fromGlobal >= 0 ? fromGlobal : 1;
}

let scale = initialScale();

/** 1 gives the spec's delays, 0 none at all. */
export function setLatencyScale(next: number): void {
  scale = next;
}

export function simulateLatency(operation: LatencyOperation): Promise<void> {
  const ms = latencyMs[operation] * scale;
  // No timer at all at 0, so fake-timer tests never have to advance the clock for it.
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms));
}
