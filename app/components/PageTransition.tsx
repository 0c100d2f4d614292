import { type MouseEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { Link, type LinkProps, type NavigateOptions, type To, useLocation, useNavigate } from "react-router";
import { PageTransitionContext, usePageTransition } from "../hooks/usePageTransition";
import { prefersReducedMotion } from "../lib/motion";
import { PAGE_EXIT_MS } from "../lib/constants";
import type { PageHref } from "../site/pages";

export function PageTransitionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => setLeaving(false), [location.key]);

  const navigateAfterExit = useCallback(
    (to: To, options?: NavigateOptions) => {
      if (prefersReducedMotion()) {
        void navigate(to, options);
        return;
      }
      setLeaving(true);
      window.setTimeout(() => void navigate(to, options), PAGE_EXIT_MS);
    },
    [navigate],
  );

  const value = useMemo(() => ({ leaving, navigateAfterExit }), [leaving, navigateAfterExit]);
  return <PageTransitionContext value={value}>{children}</PageTransitionContext>;
}

/** A click the browser would otherwise handle itself: new tab, new window, download. */
function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * An in-app link whose navigation waits for the page exit animation. It links to pages only: a path the
 * registry does not know is a type error.
 */
export function AppLink({ to, onClick, ...props }: Omit<LinkProps, "to"> & { to: PageHref }) {
  const { navigateAfterExit } = usePageTransition();
  const state: unknown = props.state;
  const { replace } = props;
  return (
    <Link
      to={to}
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
