import { useEffect, useRef } from "react";
import { formatCount, playCountUp } from "../lib/count-up";

/**
 * A number that counts up once `started` (app/lib/count-up.ts plays it in the element's text, so the figure
 * React renders is always the final one). Assistive technology reads only the final figure; the moving
 * digits are decorative. Tabular digits and a width reserved for the final figure keep it from shifting.
 * The hero's figures, in view from the first paint, are counted before the framework has arrived
 * (playEarlyCounters); hydration then keeps the digits it finds.
 */
export function CountUp({
  sequence,
  intervalMs,
  started,
  suffix,
  className,
}: {
  sequence: readonly number[];
  intervalMs: number;
  started: boolean;
  suffix: string;
  className?: string;
}) {
  const figure = useRef<HTMLSpanElement>(null);
  const final = `${formatCount(sequence[sequence.length - 1] ?? 0)}${suffix}`;
  useEffect(() => {
    if (!started || !figure.current) return;
    // Played once per element whatever the dependencies do (callers memoise the sequence anyway).
    return playCountUp(figure.current, sequence, intervalMs);
  }, [started, sequence, intervalMs]);
  return (
    <span className={`tabular-nums ${className ?? ""}`}>
      <span
        ref={figure}
        aria-hidden="true"
        className="inline-block text-left whitespace-nowrap"
        style={{ minWidth: `${final.length}ch` }}
        data-count-value
        // Hydrating while the early count is under way: the digits shown are the page's, not a mismatch.
        suppressHydrationWarning
      >
        {/* One text node: with the suffix in a node of its own, the suffix moved left and right as the digits
            changed, which counts as a layout shift; one node keeps its starting point still. */}
        {final}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
