import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://127.0.0.1:${PORT}`;

// The config is evaluated again in every worker process: only the first evaluation (the runner)
// picks and empties the data directory, and the workers inherit it through the environment.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = resolve('.test-data', `e2e-${process.pid}`);
  rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}

export default defineConfig({
  testDir: join('tests', 'e2e'),
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  // One retry on CI, reported as "flaky" in the summary (never silent): some journeys race a live
  // event stream and shared demo accounts under two workers (docs/decisions/0047-browser-tests.md).
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  // Generous on purpose: the suite must pass on a loaded 2-core machine. Tests wait on states
  // the app exposes (`html[data-interactive]`, responses, visible text), never on fixed sleeps.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  outputDir: join('test-results', 'e2e'),
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'ar-EG',
    timezoneId: 'Africa/Cairo',
    navigationTimeout: 45_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  // E2E_BASE_URL points the tests at a server that is already running (e.g. a staging build).
  webServer: externalBaseURL
    ? undefined
    : {
        command: 'npx tsx server/main.ts',
        url: `http://127.0.0.1:${PORT}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        // SIGTERM lets the server close PGlite cleanly instead of being killed mid-write.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(PORT),
          DATA_DIR: process.env.E2E_DATA_DIR,
          // Not production: the tests read sign-up and reset codes from /dev/outbox.json.
          NODE_ENV: 'development',
          // Every test signs in from 127.0.0.1; the per-IP sign-in limit would throttle the suite.
          AUTH_RATE_LIMIT_MAX: '10000',
          // Many specs register a fresh shopper, each sent a code from 127.0.0.1.
          CODE_IP_LIMIT_PER_HOUR: '10000',
          // …and the whole suite's API calls share 127.0.0.1's per-minute budget.
          RATE_LIMIT_MAX: '100000',
          SITE_URL: baseURL,
          // The sign-in ceiling's spec guesses from many addresses through X-Forwarded-For.
          TRUST_PROXY: 'true',
        },
      },
});
