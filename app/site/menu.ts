/**
 * The header and footer menus, built from the route registry, and the rule that turns a selected
 * menu id into a navigation (spec 2.3).
 */
import type { IconName } from "../content/icons";
import { type PageGroup, contentPages, homeSections, isHomePath, pagesInGroup } from "./pages";

export interface MenuChild {
  name: string;
  id: string;
}

export interface MenuEntry {
  name: string;
  id: string;
  icon: IconName;
  children: MenuChild[];
}

/** A page's menu id is its path without the slash: selecting it navigates to the route of the same name. */
export const menuIdFor = (path: string) => path.slice(1);

const groupEntry = (name: string, group: PageGroup, icon: IconName): MenuEntry => {
  const children = pagesInGroup(group).map((page) => ({ name: page.label, id: menuIdFor(page.path) }));
  return { name, id: children[0].id, icon, children };
};

export const headerMenu: MenuEntry[] = [
  {
    name: "Home",
    id: "hero",
    icon: "home",
    children: [
      { name: "About Us", id: "about" },
      { name: "Services", id: "services" },
      { name: "Contact", id: "contact" },
    ],
  },
  groupEntry("Company", "company", "building"),
  groupEntry("Enterprise", "enterprise", "briefcase"),
  groupEntry("Systems", "systems", "cpu"),
  groupEntry("Industry", "industry", "factory"),
  groupEntry("Products", "products", "package"),
  groupEntry("Insights", "insights", "line-chart"),
  groupEntry("Careers", "careers", "graduation-cap"),
];

const routeIds = new Set(contentPages.map((page) => menuIdFor(page.path)));

export type MenuTarget =
  | { kind: "navigate"; to: string }
  | { kind: "scroll"; sectionId: string };

/**
 * Spec 2.3: an id that names a route navigates there. Any other id names a home section: on the home
 * page we scroll to it, elsewhere we go home with the section as the anchor.
 */
export function resolveMenuTarget(id: string, currentPath: string): MenuTarget {
  if (routeIds.has(id)) return { kind: "navigate", to: `/${id}` };
  if (isHomePath(currentPath)) return { kind: "scroll", sectionId: id };
  return { kind: "navigate", to: `/#${id}` };
}

/** The href a menu id gets in the markup, so that links work before hydration and when opened in a new tab. */
export function menuHref(id: string): string {
  if (routeIds.has(id)) return `/${id}`;
  return id === "hero" ? "/" : `/#${id}`;
}

/** Is a menu entry current: its path, one of its children's paths, or the home section in view? */
export function isEntryActive(entry: MenuEntry, currentPath: string, sectionInView: string | null): boolean {
  const ids = [entry.id, ...entry.children.map((child) => child.id)];
  if (ids.some((id) => routeIds.has(id) && `/${id}` === currentPath)) return true;
  if (!isHomePath(currentPath)) return false;
  const homeIds: readonly string[] = homeSections.map((section) => section.id);
  return ids.some((id) => homeIds.includes(id) && id === (sectionInView ?? "hero"));
}
