import {
  type MouseEvent,
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { Link, type LinkProps, type NavigateOptions, type To, useLocation, useNavigate } from "react-router";
import { prefersReducedMotion } from "../hooks/usePrefersReducedMotion";
import { PAGE_EXIT_MS } from "../lib/constants";
import type { PageHref } from "../site/pages";

interface PageTransition {
  /** True while the outgoing page plays its exit animation. */
  leaving: boolean;
  /** Navigates after the outgoing page has finished its exit animation (at once with reduced motion). */
  navigateAfterExit: (to: To, options?: NavigateOptions) => void;
}

const PageTransitionContext = createContext<PageTransition | null>(null);

export function PageTransitionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => setLeaving(false), [location.key]);

  const navigateAfterExit = useCallback(
    (to: To, options?: NavigateOptions) => {
      if (prefersReducedMotion()) {
        navigate(to, options);
        return;
      }
      setLeaving(true);
      window.setTimeout(() => navigate(to, options), PAGE_EXIT_MS);
    },
    [navigate],
  );

  const value = useMemo(() => ({ leaving, navigateAfterExit }), [leaving, navigateAfterExit]);
  return <PageTransitionContext value={value}>{children}</PageTransitionContext>;
}

export function usePageTransition(): PageTransition {
  const context = useContext(PageTransitionContext);
  if (!context) throw new Error("usePageTransition needs a PageTransitionProvider");
  return context;
}

/** A click the browser would otherwise handle itself: new tab, new window, download. */
function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * An in-app link whose navigation waits for the page exit animation. It links to pages only: a path the
 * registry does not know is a type error.
 */
export function AppLink({ to, state, replace, onClick, ...props }: Omit<LinkProps, "to"> & { to: PageHref }) {
  const { navigateAfterExit } = usePageTransition();
  return (
    <Link
      to={to}
      state={state}
      replace={replace}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isModifiedClick(event) || props.reloadDocument || props.target) return;
        event.preventDefault();
        navigateAfterExit(to, { state, replace });
      }}
    />
  );
}
