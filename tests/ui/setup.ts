import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setLatencyScale } from '../../src/api/latency';

beforeEach(() => {
  setLatencyScale(0);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
});
