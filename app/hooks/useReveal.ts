import { type RefCallback, useCallback } from "react";
import { REVEAL_THRESHOLD } from "../lib/constants";

/**
 * Marks an element `data-revealed` the first time 10% of it is visible, which plays its fade-and-slide
 * (see app.css). The element is visible in the prerendered HTML; only once this hook has run does an
 * element below the window wait hidden (`data-reveal-armed`), so nothing depends on JavaScript to be readable.
 * An element the visitor has already reached or passed (its top at or above the window's) stays as it is:
 * a section's code often arrives while the visitor is reading further down, and hiding what they have read
 * would make it fade in again on the way back up.
 */
export function useReveal<T extends HTMLElement>(threshold = REVEAL_THRESHOLD): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      if (!element || element.hasAttribute("data-revealed")) return;
      // Already on screen or passed at mount: reveal now, so hydration never hides what the visitor has seen.
      const rect = element.getBoundingClientRect();
      const visible = Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0);
      if (rect.height > 0 && (rect.top <= 0 || visible / rect.height >= threshold)) {
        element.setAttribute("data-revealed", "");
        return;
      }
      element.setAttribute("data-reveal-armed", "");
      const observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry.isIntersecting) return;
          element.setAttribute("data-revealed", "");
          observer.disconnect();
        },
        { threshold },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [threshold],
  );
}
