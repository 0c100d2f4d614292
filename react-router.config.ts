import type { Config } from "@react-router/dev/config";
import { homeAliases, sitePages } from "./app/site/pages";

export default {
  // Server rendering stays on for route actions (the contact form without JavaScript) and the 404 page;
  // every known path is prerendered to a static HTML file at build time.
  ssr: true,
  prerender: [...sitePages.map((page) => page.path), ...homeAliases.map((alias) => alias.path)],
} satisfies Config;
