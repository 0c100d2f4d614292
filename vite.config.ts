import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // SITE_* variables (company facts, public origin) are baked into both the prerendered HTML and the
  // browser bundle, so the two always agree.
  envPrefix: ["VITE_", "SITE_"],
  build: { assetsInlineLimit: 0 },
});
