import { useCallback } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "../../hooks/usePrefersReducedMotion";
import { resolveMenuTarget } from "../../site/menu";
import { usePageTransition } from "../PageTransition";

/** Acts on a selected menu id by the spec's rule (see resolveMenuTarget). */
export function useMenuNavigation(): (id: string) => void {
  const { pathname } = useLocation();
  const { navigateAfterExit } = usePageTransition();
  return useCallback(
    (id: string) => {
      const target = resolveMenuTarget(id, pathname);
      if (target.kind === "navigate") navigateAfterExit(target.to);
      else document.getElementById(target.sectionId)?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    },
    [pathname, navigateAfterExit],
  );
}
