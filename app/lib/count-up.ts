import { ABOUT_COUNTER, HERO_COUNTER } from "./constants";

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

/** International grouping (2,754,400), as every other figure on the site is written. */
const grouping = new Intl.NumberFormat("en-GB");

export function formatCount(value: number): string {
  return grouping.format(value);
}
