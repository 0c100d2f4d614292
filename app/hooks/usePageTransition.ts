import { createContext, useContext } from "react";
import type { NavigateOptions, To } from "react-router";

export interface PageTransition {
  /** True while the outgoing page plays its exit animation. */
  leaving: boolean;
  /** Navigates after the outgoing page has finished its exit animation (at once with reduced motion). */
  navigateAfterExit: (to: To, options?: NavigateOptions) => void;
}

/** Provided by PageTransitionProvider (app/components/PageTransition.tsx), around the whole app. */
export const PageTransitionContext = createContext<PageTransition | null>(null);

export function usePageTransition(): PageTransition {
  const context = useContext(PageTransitionContext);
  if (!context) throw new Error("usePageTransition needs a PageTransitionProvider");
  return context;
}
