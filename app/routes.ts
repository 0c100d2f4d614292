import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { contentPages, formActions, homeAliases } from "./site/pages";

// Every route comes from the registry in app/site/pages.ts. The home aliases share the home module and
// every content page shares one module that renders the page's content through the section widgets.
export default [
  index("routes/home.tsx", { id: "home" }),
  ...homeAliases.map((alias) => route(alias.path, "routes/home.tsx", { id: `home${alias.path}` })),
  ...contentPages.map((page) => route(page.path, "routes/content-page.tsx", { id: `page${page.path}` })),
  route(formActions.newsletter, "routes/newsletter.ts", { id: "newsletter" }), // an action, not a page
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
