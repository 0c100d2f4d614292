import { useEffect, useState } from "react";
import { SCROLL_SPY_BAND } from "../lib/constants";

/** The id of the section crossing the middle band of the viewport, among `ids` (null when none is). */
export function useScrollSpy(ids: readonly string[], enabled = true): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(",");
  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    const sections = key
      .split(",")
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setActive(entry.target.id);
      },
      { rootMargin: SCROLL_SPY_BAND },
    );
    sections.forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, [key, enabled]);
  return active;
}
