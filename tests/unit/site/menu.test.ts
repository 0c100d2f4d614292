import { describe, expect, it } from "vitest";
import { isHeaderShrunk } from "../../../app/hooks/useHeaderShrink";
import { headerMenu, isEntryActive, menuHref, resolveMenuTarget } from "../../../app/site/menu";
import { canonicalPath, contentPages, homeAliases, sitePages } from "../../../app/site/pages";

describe("resolveMenuTarget", () => {
  it("navigates to the route of the same name", () => {
    expect(resolveMenuTarget("overview", "/")).toEqual({ kind: "navigate", to: "/overview" });
    expect(resolveMenuTarget("Telecom", "/SuccessStories")).toEqual({ kind: "navigate", to: "/Telecom" });
  });

  it("scrolls to an unknown id's section on the home page and its aliases", () => {
    expect(resolveMenuTarget("about", "/")).toEqual({ kind: "scroll", sectionId: "about" });
    expect(resolveMenuTarget("contact", "/services")).toEqual({ kind: "scroll", sectionId: "contact" });
  });

  it("goes home with the anchor from any other page", () => {
    expect(resolveMenuTarget("about", "/overview")).toEqual({ kind: "navigate", to: "/#about" });
    expect(menuHref("about")).toBe("/#about");
    expect(menuHref("hero")).toBe("/");
    expect(menuHref("Telecom")).toBe("/Telecom");
  });

  it("does not treat a wrongly cased id as a route", () => {
    expect(resolveMenuTarget("telecom", "/overview")).toEqual({ kind: "navigate", to: "/#telecom" });
  });
});

describe("header menu", () => {
  it("has Home and the seven groups of the spec, every child a known page or home section", () => {
    expect(headerMenu.map((entry) => entry.name)).toEqual([
      "Home",
      "Company",
      "Enterprise",
      "Systems",
      "Industry",
      "Products",
      "Insights",
      "Careers",
    ]);
    expect(headerMenu[0].children.map((child) => child.name)).toEqual(["About Us", "Services", "Contact"]);
    const known = new Set([...sitePages.map((page) => page.path.slice(1)), "about", "services", "contact"]);
    for (const entry of headerMenu) for (const child of entry.children) expect(known.has(child.id)).toBe(true);
  });

  it("highlights an entry by path and by the section in view", () => {
    const company = headerMenu[1];
    expect(isEntryActive(company, "/ourValues", null)).toBe(true);
    expect(isEntryActive(company, "/Telecom", null)).toBe(false);
    expect(isEntryActive(headerMenu[0], "/", "contact")).toBe(true);
    expect(isEntryActive(headerMenu[0], "/overview", "contact")).toBe(false);
  });
});

describe("header shrink", () => {
  it("shrinks only past 10 px", () => {
    expect(isHeaderShrunk(0)).toBe(false);
    expect(isHeaderShrunk(10)).toBe(false);
    expect(isHeaderShrunk(11)).toBe(true);
  });
});

describe("route registry", () => {
  it("holds the 47 pages of the route table and the three home aliases", () => {
    expect(sitePages).toHaveLength(47);
    expect(contentPages).toHaveLength(46);
    expect(homeAliases.map((alias) => alias.path)).toEqual(["/services", "/about", "/contact"]);
    expect(new Set(sitePages.map((page) => page.path.toLowerCase())).size).toBe(47);
  });

  it("maps case variants and trailing slashes to the canonical path", () => {
    expect(canonicalPath("/ITConsultancy")).toBe("/ITconsultancy");
    expect(canonicalPath("/TELECOM")).toBe("/Telecom");
    expect(canonicalPath("/Contact")).toBe("/contact");
    expect(canonicalPath("/overview/")).toBe("/overview");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/nowhere")).toBeUndefined();
  });
});
