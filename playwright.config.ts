import { defineConfig, devices } from "@playwright/test";
import { chromiumPath, testChromiumArgs } from "./scripts/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The database the browser tests' server writes to; tests read it back through the operator CLI. */
export const e2eDatabaseUrl = process.env.E2E_DATABASE_URL ?? "sqlite:./data/e2e.db";

const chromium = { executablePath: chromiumPath, args: testChromiumArgs };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Bounds for a hang, not waits: every test waits for states, and a busy machine (two suites side by side on two
  // cores) takes three times as long as a quiet one to reach them.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    launchOptions: chromium,
    // Recording a trace (a screencast and DOM snapshots of every step) nearly doubles the suite's time on two
    // cores, and its screencast has been seen to stall a busy Chromium for a whole test. A test that fails is
    // run again with the trace on (CI retries once; locally, `--retries 1` or `--trace on`).
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
  ],
  webServer: {
    // The production server over the production build (`npm run build` runs first in `npm test`).
    command: `rm -f data/e2e.db* && NODE_ENV=production node build/server/main.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: e2eDatabaseUrl,
      // Browser tests post many messages from one address; the limit itself is covered by the API tests.
      RATE_LIMIT_CONTACT_PER_MINUTE: "1000",
      RATE_LIMIT_SUBSCRIBE_PER_MINUTE: "1000",
      RATE_LIMIT_VISIT_PER_MINUTE: "100000",
      // The staff journeys sign in with a password alone; the second factor Admins need by default is covered
      // in tests/api/staff-area.test.ts.
      STAFF_REQUIRE_2FA: "none",
      LOG_LEVEL: "warn",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
