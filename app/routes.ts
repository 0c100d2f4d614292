import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { withdrawPath } from "./site/careers";
import { newsletterPages } from "./site/newsletter";
import { contentPages, formActions, homeAliases } from "./site/pages";

// Every route comes from the registry in app/site/pages.ts. The home aliases share the home module and
// every content page shares one module that renders the page's content through the section widgets.
export default [
  index("routes/home.tsx", { id: "home" }),
  ...homeAliases.map((alias) => route(alias.path, "routes/home.tsx", { id: `home${alias.path}` })),
  ...contentPages.map((page) => route(page.path, "routes/content-page.tsx", { id: `page${page.path}` })),
  // Each published opening's own page, rendered from the store on request (never prerendered).
  route("CurrentOpenings/:slug", "routes/opening.tsx", { id: "opening" }),
  route(formActions.newsletter, "routes/newsletter.ts", { id: "newsletter" }), // an action, not a page
  // The pages newsletter mails link to: rendered on request only (never prerendered), each for one token.
  route(newsletterPages.confirm, "routes/newsletter-confirm.tsx", { id: "newsletter-confirm" }),
  route(newsletterPages.unsubscribe, "routes/newsletter-unsubscribe.tsx", { id: "newsletter-unsubscribe" }),
  // A job application's withdrawal, from the candidate's confirmation mail: on request only, for one token.
  route(withdrawPath, "routes/application-withdraw.tsx", { id: "application-withdraw" }),
  // The staff area: rendered on request only (never prerendered), behind server/staff/router.ts.
  route("admin/login", "routes/admin/login.tsx", { id: "admin-login" }),
  // Its exports and sign-out are answered by the server itself (server/staff/endpoints.ts).
  layout("routes/admin/layout.tsx", { id: "admin" }, [
    route("admin", "routes/admin/inbox.tsx", { id: "admin-inbox" }),
    route("admin/messages/:id", "routes/admin/message.tsx", { id: "admin-message" }),
    route("admin/reply-templates", "routes/admin/reply-templates.tsx", { id: "admin-reply-templates" }),
    route("admin/subscribers", "routes/admin/subscribers.tsx", { id: "admin-subscribers" }),
    route("admin/insights", "routes/admin/insights.tsx", { id: "admin-insights" }),
    // Openings and news: the lists, and an editor each (its id "new" for an item not yet saved).
    route("admin/openings", "routes/admin/openings.tsx", { id: "admin-openings" }),
    route("admin/openings/:id", "routes/admin/opening-editor.tsx", { id: "admin-opening" }),
    // Job applications: HR's list and each one's page, one route (its CV and the list's CSV: server/staff/endpoints.ts).
    route("admin/applications/:id?", "routes/admin/applications.tsx", { id: "admin-applications" }),
    route("admin/news", "routes/admin/news.tsx", { id: "admin-news" }),
    route("admin/news/:id", "routes/admin/news-editor.tsx", { id: "admin-news-item" }),
    // Admins run the accounts and read the audit trail.
    route("admin/staff", "routes/admin/staff.tsx", { id: "admin-staff" }),
    route("admin/audit", "routes/admin/audit.tsx", { id: "admin-audit" }),
    // Everyone's own account: password, sessions and the second factor.
    route("admin/account", "routes/admin/account.tsx", { id: "admin-account" }),
  ]),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
