import { useEffect } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";
import { usePageTransition } from "./usePageTransition";
import { type AutoNavigation, arrivalBehavior, autoScrollState, isAtBottom } from "../lib/auto-navigation";
import { prefersReducedMotion } from "../lib/motion";

const atBottom = (tolerance: number) =>
  isAtBottom(window.scrollY, window.innerHeight, document.documentElement.scrollHeight, tolerance);

/**
 * Moves on to the next page of the company chain when the visitor reaches the bottom (see
 * lib/auto-navigation.ts). Leaves once per visit; while the page is arriving (a smooth scroll settling)
 * or already leaving, triggers are ignored.
 */
export function useAutoNavigate(config: AutoNavigation | undefined): void {
  const { navigateAfterExit } = usePageTransition();
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (!config) return;
    const timers: number[] = [];
    const later = (run: () => void, ms: number) => timers.push(window.setTimeout(run, ms));

    let left = false;
    let armed = !config.armDelayMs;
    let ready = true;
    let transitioning = false;
    let seenTop = config.topThresholdPx === undefined || window.scrollY <= config.topThresholdPx;
    let lastY = window.scrollY;

    if (config.arrival) {
      const autoScroll = (location.state as { autoScroll?: boolean } | null)?.autoScroll === true;
      const visited = config.visitedKey ? sessionStorage.getItem(config.visitedKey) === "1" : false;
      let behavior = arrivalBehavior(config.arrival, {
        autoScroll,
        visited,
        pushNavigation: navigationType === NavigationType.Push,
      });
      if (prefersReducedMotion()) behavior = "instant";
      if (config.visitedKey) sessionStorage.setItem(config.visitedKey, "1");
      window.scrollTo({ top: 0, behavior });
      if (behavior === "smooth") {
        ready = false;
        transitioning = true;
        later(() => {
          ready = true;
          transitioning = false;
          lastY = window.scrollY;
        }, config.settleMs ?? 500);
      }
    }
    if (config.armDelayMs) later(() => (armed = true), config.armDelayMs);

    const leave = () => {
      if (left || !armed || !ready || transitioning) return;
      left = true;
      transitioning = true;
      later(() => navigateAfterExit(config.to, { state: autoScrollState }), config.delayMs);
    };

    const onWheel = (event: WheelEvent) => {
      if (config.trigger === "wheel" && event.deltaY > 0 && atBottom(config.bottomTolerancePx)) leave();
    };
    const onScroll = () => {
      const y = window.scrollY;
      const down = y > lastY;
      lastY = y;
      if (config.topThresholdPx !== undefined && y <= config.topThresholdPx) seenTop = true;
      if (config.trigger === "scroll" && down && seenTop && atBottom(config.bottomTolerancePx)) leave();
    };

    window.addEventListener("wheel", onWheel, { passive: true });
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      window.removeEventListener("wheel", onWheel);
      window.removeEventListener("scroll", onScroll);
    };
  }, [config, location.key]); // eslint-disable-line react-hooks/exhaustive-deps
}
