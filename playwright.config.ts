import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/bench/chromium.ts';

// Overridable so that several checkouts can run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list'], ['./tests/e2e/robustnessReporter.ts']],
  // A first visit spends ~2 s of CPU booting the app on these 2-core machines; under two workers
  // and the preview server it has taken over 5 s (Playwright's default wait). The waits are for
  // the page to appear, not performance checks (npm run bench measures speed), so they are generous.
  // A journey's own limit likewise: the longest (two sign-ins, a request, three axe checks) took 43 s
  // on one CI run and went past a minute on the next, with the machine under the same two workers.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    // The service worker would answer requests the journeys watch or hold; tests/e2e/offline.spec.ts
    // turns it on for the journeys about it.
    serviceWorkers: 'block',
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright cannot download its own browser on these machines.
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // The journeys run against the production build, as users get it.
    command: `npx vite build && npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
  },
});
