import { defineConfig } from '@playwright/test';

// The system Chromium (Debian package); `playwright install` is never used.
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  // The global setup builds the web app when stale and starts a real server on a throwaway data dir.
  globalSetup: './e2e/global-setup.ts',
  // Whole-flow tests share one server; each test works in its own account, so two files run at once
  // (the machine has two cores). E2E_WORKERS=1 runs them one by one, to tell a race from a fault.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // Two files share two cores with the server; a test that fails once is run again, and the digest names
  // every test that passed only on its retry.
  retries: 1,
  forbidOnly: !!process.env.CI,
  // The digest repeats each failure's cause at the very end, where a truncated log still shows it.
  reporter: [['list'], ['./e2e/support/failure-digest.ts']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by the global setup; workers inherit it with the environment.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    screenshot: 'only-on-failure',
    // Recording a trace costs every test time (snapshots of each step); a failing test is run again with one.
    trace: 'on-first-retry',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
