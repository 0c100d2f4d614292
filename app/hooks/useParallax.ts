import { type RefObject, useEffect } from "react";
import { prefersReducedMotion } from "../lib/motion";

/** Moves the element at `factor` of the scroll speed (the hero background: half speed). Off with reduced motion. */
export function useParallax(ref: RefObject<HTMLElement | null>, factor = 0.5): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      element.style.transform = `translate3d(0, ${window.scrollY * factor}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ref, factor]);
}
