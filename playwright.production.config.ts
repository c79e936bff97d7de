import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The shop as a production install without Fawry credentials serves it: NODE_ENV=production, no
// FAWRY_* and no PAYMENT_SANDBOX, on a database the demo seed filled first (a production start
// keeps existing data), so there are shoppers and products to check out with.
// `node scripts/e2e.mjs --config playwright.production.config.ts`.
const PORT = Number(process.env.E2E_PORT ?? 4183);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-production',
  outputDir: 'test-results/e2e-production',
  use: { ...base.use, baseURL },
  webServer: {
    command: `npx tsx server/db/seed/cli.ts --site-url ${baseURL} && npx tsx server/main.ts`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR!,
      NODE_ENV: 'production',
      // The start-up banner (how card payments are taken) shows; request logs do not.
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '10000',
      RATE_LIMIT_MAX: '100000',
      SITE_URL: baseURL,
    },
  },
});
