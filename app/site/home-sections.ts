/**
 * The home page's sections and the paths that show it, apart from the page registry (./pages.ts, which
 * re-exports them): every page's first script needs these few names (the root's scroll spy and route
 * effects), not the whole registry with every page's label, which only the menus and the footer read.
 */

/** The four sections stacked on the home page, in order. */
export const homeSections = [
  { id: "hero", label: "Home" },
  { id: "services", label: "Services" },
  { id: "about", label: "About Us" },
  { id: "contact", label: "Contact" },
] as const;

export type HomeSectionId = (typeof homeSections)[number]["id"];

/** /services, /about and /contact show the home page scrolled to their section. */
export const homeAliases = [
  { path: "/services", section: "services" },
  { path: "/about", section: "about" },
  { path: "/contact", section: "contact" },
] as const satisfies readonly { path: `/${string}`; section: HomeSectionId }[];

/** The home section an alias path shows (/contact → "contact"); undefined for any other path. */
export function aliasSection(path: string): HomeSectionId | undefined {
  return homeAliases.find((alias) => alias.path === path)?.section;
}

/** Is this path one of the pages that stack the home sections? */
export function isHomePath(path: string): boolean {
  return path === "/" || homeAliases.some((alias) => alias.path === path);
}
