/**
 * The site's behavioural constants (delays, thresholds, counts), in one place. Hooks take them as defaults and tests
 * assert against them, so a change here is a change everywhere.
 */
export const HEADER_SHRINK_THRESHOLD_PX = 10;

export const REVEAL_THRESHOLD = 0.1;
export const STAGGER_MS = 100;

export const HERO_COUNTER = { divisor: 80, threshold: 1.0, intervalMs: 20 } as const;
export const ABOUT_COUNTER = { steps: 50, intervalMs: 40 } as const;

export const SUCCESS_BANNER_MS = 3000;

/** Service Hours = hours per weekday × weekdays since this date. */
export const SERVICE_HOURS = { since: { year: 2000, month: 7, day: 1 }, people: 50, hoursPerDay: 8 } as const;

/** How long the outgoing page takes to fade before the next one is shown. */
export const PAGE_EXIT_MS = 200;

/** The part of the viewport whose section counts as "current" for menu highlighting. */
export const SCROLL_SPY_BAND = "-45% 0px -45% 0px";
