import type { Config } from "@react-router/dev/config";
import { homeAliases, livePagePaths, sitePages } from "./app/site/pages";

const live = new Set<string>(livePagePaths);

export default {
  // Server rendering stays on for route actions (the contact form without JavaScript), the 404 page, the
  // staff area and the pages whose lists staff edit (openings, news: rendered from the store on request);
  // every other known path is prerendered to a static HTML file at build time.
  ssr: true,
  // Loaders and actions get React Router's typed context (server/context.ts) instead of a plain object.
  future: { v8_middleware: true },
  // The whole route manifest goes into each page (about 50 routes sharing three modules: a few KB). The
  // default lazy discovery matched every ancestor of the requested path while rendering a document, which
  // made a deep unknown path cost seconds of CPU, and it fetched /__manifest on the way to each new page.
  routeDiscovery: { mode: "initial" },
  prerender: [
    ...sitePages.map((page) => page.path).filter((path) => !live.has(path)),
    ...homeAliases.map((alias) => alias.path),
  ],
} satisfies Config;
