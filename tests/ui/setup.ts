import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setLatencyScale } from '../../src/api/latency';

// The app renders its first paint and each query's arrival as interruptible (time-sliced) work,
// which in jsdom on a busy 2-core CI machine has taken over a second per whole-app render.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  setLatencyScale(0);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
});
