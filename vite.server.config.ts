/**
 * Compiles the production server (server/main.ts and what it imports) to build/server/main.js, and the
 * operator commands (scripts/contacts.ts and the others `npm run contacts|subscribers|backup|restore|staff`
 * run) beside it, so that production runs plain JavaScript under node: tsx is a development tool, not
 * installed by `npm ci --omit=dev`. Runs after `react-router build`, beside whose build/server/index.js it
 * writes; what the entries share goes to build/server/chunks/. Packages stay imports; SITE_* company facts
 * are baked in, as in the pages.
 */
import { defineConfig } from "vite";

/** The operator commands, by the name of their npm script (scripts/<name>.ts → build/server/<name>.js). */
export const operatorCommands = ["contacts", "subscribers", "backup", "restore", "staff"] as const;

export default defineConfig({
  envPrefix: ["VITE_", "SITE_"], // as in vite.config.ts: the server states the same facts as the pages
  publicDir: false,
  build: {
    ssr: true,
    outDir: "build/server",
    emptyOutDir: false,
    target: "node20",
    rollupOptions: {
      input: {
        main: "server/main.ts",
        ...Object.fromEntries(operatorCommands.map((name) => [name, `scripts/${name}.ts`])),
      },
      output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
