import { type ReactNode, Suspense, useEffect, useState } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { svgDataUrl } from "./lib/svg-data-url";
import faviconSvg from "../public/favicon.svg?raw";
import type { Route } from "./+types/root";
import "./app.css";
import { PageTransitionProvider } from "./components/PageTransition";
import { usePageTransition } from "./hooks/usePageTransition";
import { Island, islandCode } from "./components/Island";
import { SiteHeader } from "./components/layout/SiteHeader";
import { useRouteChangeEffects } from "./hooks/useRouteChangeEffects";
import { useScrollSpy } from "./hooks/useScrollSpy";
import { useVisitBeacon } from "./hooks/useVisitBeacon";
import { homeSections, isHomePath } from "./site/home-sections";

const faviconDataUrl = svgDataUrl(faviconSvg);

// No font preload: it would compete with the document for the first round trips (see app.css, @font-face).
export const links: Route.LinksFunction = () => [
  // The mark itself travels in the page (about 300 bytes): Chromium fetches a favicon right after the first
  // paint, and Lighthouse's mobile simulation counted that round trip into the largest paint (about 150 ms).
  // The same file stays at /favicon.svg for the manifest and for crawlers, beside the PNG below.
  { rel: "icon", href: faviconDataUrl, type: "image/svg+xml" },
  // PNG for browsers without SVG favicons; the touch icon and manifest for home screens. Written at build
  // time by scripts/share-images.ts (paths in siteIcons, app/site/meta.ts); tests/e2e/seo.spec.ts fetches each.
  { rel: "icon", href: "/icon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png", sizes: "180x180" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** Only error pages use the root's head: every route sets its own. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? "Page not found" : "Something went wrong"} | Jenesys Technologies` },
    {
      name: "description",
      content: notFound ? "The page you asked for does not exist." : "This page could not be shown.",
    },
    { name: "robots", content: "noindex" },
  ];
};

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#172155" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** The footer is below every page's fold: its code (with the newsletter box) comes when the visitor nears it. */
const footerCode = islandCode(() => import("./components/layout/SiteFooter").then((module) => module.SiteFooter));

/** An error page's words: in the server's HTML, their code only where they are shown. */
const errorPageCode = islandCode(() =>
  import("./components/ErrorPageContent").then((module) => module.ErrorPageContent),
);

const homeSectionIds = homeSections.map((section) => section.id);

const hydratedParts = new Set<string>();
/**
 * Marks <html> `data-hydrated` once the header and the page have both hydrated. Hydration starts on the
 * visitor's first interaction (app/lib/first-paint.server.ts); browser tests wait for this mark before an
 * interaction that needs React (tests/e2e/support.ts, waitForHydration).
 */
function HydratedMark({ part }: { part: "header" | "page" }) {
  useEffect(() => {
    hydratedParts.add(part);
    if (hydratedParts.size === 2) document.documentElement.setAttribute("data-hydrated", "");
  }, [part]);
  return null;
}

function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { leaving } = usePageTransition();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const sectionInView = useScrollSpy(homeSectionIds, isHomePath(pathname));
  useRouteChangeEffects(setAnnouncement);
  useVisitBeacon(pathname);

  // What the page does before the framework (its bootstrap fetched it already, unless there was none).
  useEffect(() => void import("./lib/page-start"), []);

  return (
    <>
      <a
        href="#main"
        inert={mobileMenuOpen}
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-full focus:bg-brand-800 focus:px-5 focus:py-3 focus:text-white"
      >
        Skip to main content
      </a>
      {/* The header and the page hydrate apart (selective hydration): each is a boundary that React hydrates
          when the browser is free, and at once where the visitor acts first. A key typed into the contact form
          then waits for the page's part only, not for the menus too (a third of a second on a slow phone). */}
      <Suspense>
        <SiteHeader
          sectionInView={sectionInView}
          mobileMenuOpen={mobileMenuOpen}
          onMobileMenuChange={setMobileMenuOpen}
        />
        <HydratedMark part="header" />
      </Suspense>
      {mobileMenuOpen && (
        <div
          data-testid="menu-backdrop"
          aria-hidden="true"
          // A click here is outside the menu's popover, which the browser then closes.
          className="fixed inset-0 z-30 bg-slate-900/40 backdrop-blur-sm nav:hidden"
        />
      )}
      <main
        id="main"
        tabIndex={-1}
        inert={mobileMenuOpen}
        className={`outline-none transition-[opacity,transform,filter] duration-200 ${leaving ? "page-leaving" : ""} ${
          mobileMenuOpen ? "blur-sm" : ""
        }`}
      >
        <Suspense>
          {children}
          <HydratedMark part="page" />
        </Suspense>
      </main>
      <div inert={mobileMenuOpen}>
        <Island
          code={footerCode}
          as="footer"
          name="footer"
          host={{ className: "relative bg-brand-950 text-slate-300" }}
          props={{}}
        />
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

export default function App() {
  return (
    <PageTransitionProvider>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </PageTransitionProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // In the browser only (effects do not run on the server): the server has already logged it with its request id.
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  return (
    <PageTransitionProvider>
      <SiteShell>
        <Island
          code={errorPageCode}
          as="section"
          name="error-page"
          host={{
            className: notFound ? "container-page py-24 text-center sm:py-32" : "container-page py-24 text-center",
          }}
          props={{ notFound }}
        />
      </SiteShell>
    </PageTransitionProvider>
  );
}
