import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // `react-router` as Node's own import resolves it (its ES module build): the React Router build that API
    // tests run imports it natively, and the context object the tests' server code creates must be its class.
    alias: [{ find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve("react-router")) }],
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/api/**/*.test.ts"],
    environment: "node",
    // A bound for a hang, not a wait: many API tests start a server process, shut one down or run a CLI, and
    // on a busy two-core machine that takes longer than the default 5 s (tests wait for states, not times).
    testTimeout: 60_000,
    // Two files at a time on two cores: most API tests wait on a server or CLI process they started, and each
    // file has its own SQLite files and PostgreSQL schema (tests/support/scratch-store.ts), so none sees another's rows.
    maxWorkers: 2,
    // A worker keeps the modules it has loaded from one file to the next: loading the server's and the site's modules
    // afresh for each of the 90 files cost about 70 s of the suite's 290. Every file builds what it tests itself
    // (a store, a server, a rendered tree) and puts back what it stubs (timers, globals) after each test.
    isolate: false,
    hookTimeout: 60_000,
  },
});
