/**
 * Compiles the production server (server/main.ts and what it imports) to build/server/main.js, so
 * `npm start` and `npm run serve` run plain JavaScript under node. Runs after `react-router build`, beside
 * whose build/server/index.js it writes. Packages stay imports (installed with `npm ci --omit=dev`);
 * SITE_* company facts are baked in, as in the pages.
 */
import { defineConfig } from "vite";

export default defineConfig({
  envPrefix: ["VITE_", "SITE_"], // as in vite.config.ts: the server states the same facts as the pages
  publicDir: false,
  build: {
    ssr: "server/main.ts",
    outDir: "build/server",
    emptyOutDir: false,
    target: "node20",
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
