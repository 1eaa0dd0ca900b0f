/**
 * Journeys against `npm run server` (server mode): a fresh embedded database in a temporary
 * folder, the console mailer's output in a file the journeys read codes and messages from
 * (tests/server-e2e/serverOutput.ts). Runs after the in-browser journeys in `npm run test:e2e`.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/bench/chromium.ts';

const PORT = Number(process.env.SERVER_E2E_PORT ?? 4611);
// Derived from the port, so the main process and every worker agree on it.
const workDir = path.join(tmpdir(), `campusnest-server-e2e-${PORT}`);
process.env.CAMPUSNEST_SERVER_OUTPUT = path.join(workDir, 'server.log');

export default defineConfig({
  testDir: 'tests/server-e2e',
  outputDir: 'test-results/server',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: 'list',
  // As the browser journeys' (playwright.config.ts): a loaded CI machine took some past a minute.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    // The service worker would answer requests the journeys watch or hold; tests/e2e/offline.spec.ts
    // turns it on for the journeys about it.
    serviceWorkers: 'block',
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [{ name: 'server', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // Exactly what a developer runs, on a database of its own that starts empty.
    command: `rm -rf '${workDir}' && mkdir -p '${workDir}' && npm run server --silent > '${workDir}/server.log' 2>&1`,
    // Every journey's browser comes from one address (127.0.0.1): the per-address limits would count
    // all the journeys' sign-ups and messages as one visitor's (30 codes in 15 minutes was reached
    // once the bookings and live journeys came). The limits are tested in tests/server/rateLimits.test.ts.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      MAIL_TRANSPORT: 'console',
      RATE_LIMIT_SEND_OTP_ADDRESS: '300/900',
      RATE_LIMIT_VERIFY_OTP_ADDRESS: '600/900',
      RATE_LIMIT_CONTACT_ADDRESS: '200/3600',
    },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 240_000,
  },
});
