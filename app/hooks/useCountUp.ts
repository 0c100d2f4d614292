import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion";

/**
 * Plays `sequence` one value per `intervalMs` once `started` turns true, and returns the value to show.
 * Before it starts it shows the final value, which is also what the prerendered HTML says; with reduced
 * motion it never animates.
 */
export function useCountUp(sequence: readonly number[], intervalMs: number, started: boolean): number {
  const final = sequence[sequence.length - 1] ?? 0;
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState<number | null>(null);

  useEffect(() => {
    if (!started || reducedMotion) return;
    setIndex(0);
    let i = 0;
    const timer = window.setInterval(() => {
      i += 1;
      if (i >= sequence.length) {
        window.clearInterval(timer);
        return;
      }
      setIndex(i);
    }, intervalMs);
    return () => window.clearInterval(timer);
    // The sequence is derived from constant targets; restarting on identity changes would replay it.
  }, [started, reducedMotion, intervalMs, sequence.length, final]);

  return index === null ? final : (sequence[index] ?? final);
}
