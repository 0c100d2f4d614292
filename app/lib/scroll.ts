import { scrollBehavior } from "./motion";

/**
 * Scrolls a section of the page into view below the fixed header, smoothly unless the visitor prefers
 * less motion. The hero is the top of the page, so it scrolls to 0. Returns false when there is no such section.
 */
export function scrollToSection(id: string, behavior: ScrollBehavior = scrollBehavior()): boolean {
  if (id === "hero") {
    window.scrollTo({ top: 0, behavior });
    return true;
  }
  const section = document.getElementById(id);
  section?.scrollIntoView({ behavior, block: "start" });
  return section !== null;
}
