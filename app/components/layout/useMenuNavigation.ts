import { useCallback } from "react";
import { useLocation } from "react-router";
import { scrollToSection } from "../../lib/scroll";
import { resolveMenuTarget } from "../../site/menu";
import { usePageTransition } from "../../hooks/usePageTransition";

/** Acts on a selected menu id by the menu's one rule (resolveMenuTarget). */
export function useMenuNavigation(): (id: string) => void {
  const { pathname } = useLocation();
  const { navigateAfterExit } = usePageTransition();
  return useCallback(
    (id: string) => {
      const target = resolveMenuTarget(id, pathname);
      if (target.kind === "navigate") navigateAfterExit(target.to);
      else scrollToSection(target.sectionId);
    },
    [pathname, navigateAfterExit],
  );
}
