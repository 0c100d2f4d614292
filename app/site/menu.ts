/**
 * The header and footer menus, built from the route registry, and the rule that turns a selected
 * menu id into a navigation.
 */
import type { IconName } from "./icons";
import { type PageGroup, contentPages, groupNames, homeSections, isHomePath, pagesInGroup } from "./pages";

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

/** A group's entry: the group's name, opening on its first page, with every page of the group under it. */
const groupEntry = (group: PageGroup, icon: IconName): MenuEntry => {
  const children = pagesInGroup(group).map((page) => ({ name: page.label, id: menuIdFor(page.path) }));
  return { name: groupNames[group], id: children[0].id, icon, children };
};

const sectionLabel = (id: (typeof homeSections)[number]["id"]) =>
  homeSections.find((section) => section.id === id)!.label;

export const headerMenu: MenuEntry[] = [
  {
    name: sectionLabel("hero"),
    id: "hero",
    icon: "home",
    children: (["about", "services", "contact"] as const).map((id) => ({ name: sectionLabel(id), id })),
  },
  groupEntry("company", "building"),
  groupEntry("enterprise", "briefcase"),
  groupEntry("systems", "cpu"),
  groupEntry("industry", "factory"),
  groupEntry("products", "package"),
  groupEntry("insights", "line-chart"),
  groupEntry("careers", "graduation-cap"),
];

const routeIds = new Set(contentPages.map((page) => menuIdFor(page.path)));

export type MenuTarget = { kind: "navigate"; to: string } | { kind: "scroll"; sectionId: string };

/**
 * An id that names a route navigates there. Any other id names a home section: on the home
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
