import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";
import { validatorSafeCss } from "./scripts/validator-safe-css.ts";

/**
 * Each lucide-react icon module builds its component with the package's factory; in the browser bundle that
 * factory is the site's smaller one (app/lib/lucide-icon.ts), which renders the same markup.
 */
function lightLucideIcons(): Plugin {
  const factory = fileURLToPath(new URL("./app/lib/lucide-icon.ts", import.meta.url));
  return {
    name: "light-lucide-icons",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../createLucideIcon.mjs" && importer?.includes("/lucide-react/dist/esm/icons/")) return factory;
    },
  };
}

/**
 * The framework in two files, each always loaded: React DOM with its scheduler, and React with React
 * Router. Left to itself the bundler split small pieces off them (the islands' `flushSync`, the JSX
 * runtime), each a file of its own. One file for all of it weighs about 1 KiB less, but its evaluation is
 * then one long task of 100-150 ms on a throttled phone, where two files make two of about 60: worse for TBT.
 */
const reactDom = /\/node_modules\/(react-dom|scheduler)\//;
const reactRouterAndReact = /\/node_modules\/(react|react-router)\//;

/**
 * The small helpers the root imports itself, so every page loads them already: one file instead of five
 * (each file is a request, a compressed stream of its own and a name in every importer and in the route
 * manifest; 449 bytes gzip less on the home page's first JavaScript, measured 2026-11-29).
 */
const rootHelpers = /\/app\/(lib\/(constants|motion|scroll|auto-navigation)|site\/home-sections)\.ts$/;

/**
 * Vite puts a helper in front of every dynamic import() that preloads the imported chunk's dependencies
 * and stylesheets. This site's chunks have no stylesheets of their own (one stylesheet, inlined) and
 * preloading is off, so the helper just calls the import (0.8 KiB less in every page's first scripts).
 */
function noPreloadHelper(): Plugin {
  const helper = "\0vite/preload-helper.js";
  return {
    name: "no-preload-helper",
    enforce: "pre",
    resolveId: (id) => (id === helper ? helper : undefined),
    load: (id) => (id === helper ? "export const __vitePreload = (load) => load();" : undefined),
  };
}

/** The built stylesheet, inlined into every page, in the CSS the HTML checker reads (scripts/validator-safe-css.ts). */
function validatorSafeStylesheet(): Plugin {
  return {
    name: "validator-safe-stylesheet",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "asset" && file.fileName.endsWith(".css"))
          file.source = validatorSafeCss(String(file.source));
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), lightLucideIcons(), noPreloadHelper(), validatorSafeStylesheet()],
  // SITE_* variables (company facts, public origin) are baked into both the prerendered HTML and the
  // browser bundle, so the two always agree.
  envPrefix: ["VITE_", "SITE_"],
  build: {
    assetsInlineLimit: 0,
    // Islands load their code on demand (app/components/Island.tsx); no preloading helper in front of it.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Seven characters of hash tell builds apart as well as eight (the fewest the bundler allows for this many chunks); the route manifest each page carries names
        // every chunk, and a hash is the one part of a name compression cannot shorten.
        entryFileNames: "assets/[name]-[hash:7].js",
        chunkFileNames: "assets/[name]-[hash:7].js",
        codeSplitting: {
          groups: [
            { name: "react-dom", test: reactDom },
            { name: "react-router", test: reactRouterAndReact },
            { name: "helpers", test: rootHelpers },
          ],
        },
      },
    },
  },
});
