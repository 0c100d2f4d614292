import { useEffect, useState } from "react";
import { HEADER_SHRINK_THRESHOLD_PX } from "../lib/constants";

/** The header shrinks once the page has scrolled more than the threshold. */
export const isHeaderShrunk = (scrollY: number, threshold = HEADER_SHRINK_THRESHOLD_PX) => scrollY > threshold;

export function useHeaderShrink(threshold = HEADER_SHRINK_THRESHOLD_PX): boolean {
  const [shrunk, setShrunk] = useState(false);
  useEffect(() => {
    const update = () => setShrunk(isHeaderShrunk(window.scrollY, threshold));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return shrunk;
}
