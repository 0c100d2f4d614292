/**
 * `npm run test:visual`: the visual snapshots in tests/visual against the production build, on their own
 * port and database. Outside `npm test`, because a new Chromium build changes anti-aliasing; see the README.
 */
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

const port = Number(process.env.VISUAL_PORT ?? 3150);

export default defineConfig({
  ...base,
  testDir: "tests/visual",
  testMatch: "**/*.visual.ts",
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  retries: 0,
  expect: { ...base.expect, toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: "disabled", caret: "hide" } },
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    ...(base.webServer as object),
    command: "rm -f data/visual.db* && NODE_ENV=production node build/server/main.js",
    url: `http://127.0.0.1:${port}/healthz`,
    env: {
      ...(base.webServer as { env: Record<string, string> }).env,
      PORT: String(port),
      DATABASE_URL: "sqlite:./data/visual.db",
    },
  },
});
