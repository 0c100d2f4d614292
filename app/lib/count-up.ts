import { ABOUT_COUNTER, HERO_COUNTER } from "./constants";
import { prefersReducedMotion } from "./motion";

/** Hero counters climb by ceil(target / 80) per tick and stop exactly on the target. */
export function heroCountSequence(target: number): number[] {
  const step = Math.max(1, Math.ceil(target / HERO_COUNTER.divisor));
  const values: number[] = [];
  for (let value = step; value < target; value += step) values.push(value);
  values.push(target);
  return values;
}

/** About counters: 50 steps from 0 to the target, values floored, the last one exactly the target. */
export function aboutCountSequence(target: number, steps: number = ABOUT_COUNTER.steps): number[] {
  return Array.from({ length: steps }, (_, i) => Math.floor((target * (i + 1)) / steps));
}

/** "15+" → { target: 15, suffix: "+" }; "90%" → { target: 90, suffix: "%" }. Percent keeps %, all else shows +. */
export function parseStatValue(text: string): { target: number; suffix: string } {
  const target = Number.parseInt(text.replace(/[^\d]/g, ""), 10) || 0;
  return { target, suffix: text.includes("%") ? "%" : "+" };
}

/**
 * International grouping (2,754,400), as every other figure on the site is written. Written out rather than
 * with Intl.NumberFormat: making the first formatter of a page loads the locale's data, 20 ms of the early
 * module's evaluation on this machine (81 ms at 4 × CPU, a task that counted as blocking on every public
 * page; docs/performance.md).
 */
export function formatCount(value: number): string {
  const [whole = "", fraction] = String(value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Marks a figure that has begun counting, so the page's early script and React never play it twice. */
const playedMark = "data-count-played";

/**
 * Plays `sequence` in `element`'s text, one value per `intervalMs`, ending on the figure the element shows
 * (which the server wrote and React renders, so neither ever has a reason to write it back). Once per
 * element; with reduced motion, never. Returns a stop for a figure that leaves the page while counting.
 */
export function playCountUp(element: HTMLElement, sequence: readonly number[], intervalMs: number): () => void {
  const finalText = element.textContent ?? "";
  if (element.hasAttribute(playedMark) || prefersReducedMotion() || sequence.length === 0) return () => undefined;
  element.setAttribute(playedMark, "");
  const suffix = finalText.replace(/^[\d,]+/, "");
  let index = 0;
  element.textContent = `${formatCount(sequence[0])}${suffix}`;
  const timer = window.setInterval(() => {
    index += 1;
    if (index >= sequence.length) {
      window.clearInterval(timer);
      element.textContent = finalText;
      return;
    }
    element.textContent = `${formatCount(sequence[index])}${suffix}`;
  }, intervalMs);
  return () => {
    window.clearInterval(timer);
    element.textContent = finalText;
  };
}

/** The hero's figures (app/widgets/home/HeroSection.tsx), in view from the first paint. */
const heroFigures = "#hero [data-count-value]";

/**
 * The hero's counters before the framework has arrived (app/lib/page-start.ts): each figure counts up once
 * it is wholly in view, as HeroCounter does once hydrated.
 */
export function playEarlyCounters(root: ParentNode = document): void {
  const figures = [...root.querySelectorAll<HTMLElement>(heroFigures)];
  if (figures.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < HERO_COUNTER.threshold - 0.001) continue;
        observer.unobserve(entry.target);
        const figure = entry.target as HTMLElement;
        const target = Number.parseInt((figure.textContent ?? "").replace(/[^\d]/g, ""), 10) || 0;
        playCountUp(figure, heroCountSequence(target), HERO_COUNTER.intervalMs);
      }
    },
    { threshold: HERO_COUNTER.threshold },
  );
  for (const figure of figures) observer.observe(figure);
}
