import { formatCount } from "../lib/count-up";
import { useCountUp } from "../hooks/useCountUp";

/**
 * A number that counts up once `started`. Assistive technology reads only the final figure; the moving
 * digits are decorative. Tabular digits and a width reserved for the final figure keep it from shifting.
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
  const value = useCountUp(sequence, intervalMs, started);
  const final = `${formatCount(sequence[sequence.length - 1] ?? 0)}${suffix}`;
  return (
    <span className={`tabular-nums ${className ?? ""}`}>
      <span
        aria-hidden="true"
        className="inline-block text-left whitespace-nowrap"
        style={{ minWidth: `${final.length}ch` }}
        data-count-value
      >
        {/* One text node: with the suffix in a node of its own, the suffix moved left and right as the digits
            changed, which counts as a layout shift; one node keeps its starting point still. */}
        {`${formatCount(value)}${suffix}`}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
