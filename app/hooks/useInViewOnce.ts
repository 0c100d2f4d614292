import { type RefObject, useEffect, useState } from "react";

/** True from the first time `threshold` of the element is visible; the element is then no longer observed. */
export function useInViewOnce(ref: RefObject<Element | null>, threshold: number): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting && entry.intersectionRatio >= threshold - 0.001) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, seen]);
  return seen;
}
