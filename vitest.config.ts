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
  },
});
