// @vitest-environment happy-dom
/**
 * Page identity, once: the registry's paths are a type, so a link to a path that is no page fails the
 * type check (`npx tsc` reads this file: each @ts-expect-error below must meet an error), and every label
 * a menu or link shows is the registry's.
 */
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AppLink, PageTransitionProvider } from "../../../app/components/PageTransition";
import { footer } from "../../../app/content/footer";
import { services } from "../../../app/site/facts";
import { headerMenu } from "../../../app/site/menu";
import {
  groupNames,
  homeSections,
  homeAliases,
  labelOf,
  pageFor,
  sitePages,
  type PageHref,
  type PagePath,
} from "../../../app/site/pages";

afterEach(cleanup);

/** Every path a link may name: the registry's pages and the home aliases. */
const pagePaths = new Set<string>([...sitePages, ...homeAliases].map((page) => page.path));
const isPagePath = (path: string) => pagePaths.has(path);

describe("links to pages", () => {
  it("accept a page, a page's section and a page with a query, and refuse any other path at the type check", () => {
    const links: PageHref[] = ["/", "/contact", "/overview", "/contact#contact", "/?subscribed=1#newsletter"];
    // @ts-expect-error: no page has this path
    const unknown: PageHref = "/no-such-page";
    // @ts-expect-error: paths are spelled as the registry spells them
    const misspelt: PagePath = "/Overview";
    expect(links.every((link) => isPagePath(link.split(/[?#]/)[0]))).toBe(true);
    expect([unknown, misspelt].some(isPagePath)).toBe(false);
  });

  it("render an in-app link only to a page", () => {
    const { container } = render(
      <MemoryRouter>
        <PageTransitionProvider>
          <AppLink to="/PrivacyPolicy">Privacy</AppLink>
          {/* @ts-expect-error: AppLink links to pages only */}
          <AppLink to="/privacy">Privacy</AppLink>
        </PageTransitionProvider>
      </MemoryRouter>,
    );
    expect([...container.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "/PrivacyPolicy",
      "/privacy",
    ]);
  });
});

describe("labels", () => {
  it("are the registry's, for the pages, the home sections, the groups and the services", () => {
    expect(labelOf("/DesignDevelopment")).toBe(pageFor("/DesignDevelopment")!.label);
    expect(labelOf("/contact")).toBe("Contact");
    expect(labelOf("/")).toBe(homeSections[0].label);
    for (const service of Object.values(services)) expect(service.name).toBe(pageFor(service.path)!.label);
    expect(footer.bottomLinks).toEqual([
      { name: "Privacy Policy", href: "/PrivacyPolicy" },
      { name: "Disclaimer", href: "/Disclaimer" },
      { name: groupNames.careers, href: "/Environment" },
    ]);
    expect(footer.quickLinks.map((link) => link.name)).toEqual(["Home", "Services", "About Us", "Contact"]);
    for (const entry of headerMenu.slice(1)) {
      const group = pageFor(`/${entry.id}`)!.group;
      expect(entry.name).toBe(groupNames[group]);
      for (const child of entry.children) expect(child.name).toBe(pageFor(`/${child.id}`)!.label);
    }
  });
});
