import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { autoNavigation } from "../lib/auto-navigation";
import { scrollToSection } from "../lib/scroll";
import { aliasSection } from "../site/home-sections";

interface ScrollState {
  scrollTo?: string;
}

/** The section a location asks to be scrolled to: its hash, a `scrollTo` in navigation state, or an alias's section. */
export function scrollTargetFor(pathname: string, hash: string, state: unknown): string | undefined {
  if (hash.length > 1) return decodeURIComponent(hash.slice(1));
  const requested = (state as ScrollState | null)?.scrollTo;
  if (requested) return requested;
  return aliasSection(pathname);
}

/**
 * On every route change: scroll to the top, or to the section the location names; then move
 * focus to the new page's main heading and announce the page, as a full page load would for a screen
 * reader. On first load only the section scroll applies.
 */
export function useRouteChangeEffects(announce: (message: string) => void): void {
  const location = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const target = scrollTargetFor(location.pathname, location.hash, location.state);
    const scrolled = target ? scrollToSection(target, "instant") : false;
    // Pages of the auto-navigation chain that scroll to the top in their own way do it themselves.
    const pageScrollsItself = autoNavigation[location.pathname]?.arrival !== undefined;
    if (!scrolled && !firstRender.current && !pageScrollsItself)
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });

    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>("main h1");
    heading?.focus({ preventScroll: true });
    // The title is updated in the same commit; read it after the browser has applied it.
    const timer = window.setTimeout(() => announce(document.title), 50);
    return () => window.clearTimeout(timer);
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
}
