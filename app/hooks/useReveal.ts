import { type RefCallback, useCallback } from "react";
import { REVEAL_THRESHOLD } from "../lib/constants";

/** At the observer's first report: on screen enough, or already reached or passed (revealed now, not hidden). */
function seenAtFirstReport(
  entry: Pick<IntersectionObserverEntry, "boundingClientRect" | "intersectionRatio">,
  threshold: number,
): boolean {
  const { top, height } = entry.boundingClientRect;
  return height > 0 && (top <= 0 || entry.intersectionRatio >= threshold);
}

/**
 * Marks an element `data-revealed` the first time 10% of it is visible, which plays its fade-and-slide
 * (see app.css). The element is visible in the prerendered HTML; only once this hook has run does an
 * element below the window wait hidden (`data-reveal-armed`), so nothing depends on JavaScript to be readable.
 * An element the visitor has already reached or passed (its top at or above the window's) stays as it is:
 * a section's code often arrives while the visitor is reading further down, and hiding what they have read
 * would make it fade in again on the way back up.
 *
 * Where the element is comes from the observer's first report, made with the frame's own layout: reading it
 * with getBoundingClientRect here would lay the page out once for every element of a section just rendered,
 * each read after the previous element's mark (a phone spent a third of a second on that while the visitor typed).
 */
export function useReveal<T extends HTMLElement>(threshold = REVEAL_THRESHOLD): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      if (!element || element.hasAttribute("data-revealed")) return;
      let first = true;
      const observer = new IntersectionObserver(
        ([entry]) => {
          // Already on screen or passed at the first report: revealed now, so hydration never hides what the
          // visitor has seen. Later reports come as 10% of it crosses into view.
          const seen = first ? seenAtFirstReport(entry, threshold) : entry.isIntersecting;
          if (first && !seen) element.setAttribute("data-reveal-armed", "");
          first = false;
          if (!seen) return;
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
