/**
 * The company pages' bottom-of-page auto-navigation chain:
 * /overview → /ourValues → /JenesysAdvantage → /OurEngagement → /GreenCredentials → /enterprise.
 * Each hop's trigger, delays and tolerances are the constants of app/lib/constants.ts; one hook (useAutoNavigate) runs them.
 */

export type ArrivalScroll =
  /** Smooth on the first visit in this session or a fresh (push) navigation; instant otherwise. */
  | "smooth-on-first-visit"
  /** Smooth when the navigation state marks an auto-scroll arrival; instant otherwise. */
  | "smooth-if-auto-scroll";

export interface AutoNavigation {
  to: string;
  /** `wheel`: a downward wheel turn while at the bottom; `scroll`: scrolling down into the bottom. */
  trigger: "wheel" | "scroll";
  /** How close to the bottom of the page counts as the bottom. */
  bottomTolerancePx: number;
  /** Wait between the trigger and leaving. */
  delayMs: number;
  /** The listener is armed only after this long on the page. */
  armDelayMs?: number;
  /** The visitor must first have been within this distance of the top. */
  topThresholdPx?: number;
  /** How the page scrolls to the top on arrival, when it does so itself. */
  arrival?: ArrivalScroll;
  /** How long a smooth arrival scroll takes to settle before the page is ready. */
  settleMs?: number;
  /** Session-storage key recording that the page was visited. */
  visitedKey?: string;
}

/** Navigation state that marks an arrival by auto-scroll. */
export interface AutoScrollState {
  autoScroll: true;
}
export const autoScrollState: AutoScrollState = { autoScroll: true };

export const autoNavigation: Record<string, AutoNavigation> = {
  "/overview": { to: "/ourValues", trigger: "wheel", bottomTolerancePx: 10, delayMs: 400 },
  "/ourValues": { to: "/JenesysAdvantage", trigger: "scroll", bottomTolerancePx: 10, delayMs: 500, armDelayMs: 1000 },
  "/JenesysAdvantage": {
    to: "/OurEngagement",
    trigger: "scroll",
    bottomTolerancePx: 10,
    delayMs: 0,
    arrival: "smooth-on-first-visit",
    visitedKey: "jenesys:advantage-visited",
  },
  "/OurEngagement": {
    to: "/GreenCredentials",
    trigger: "scroll",
    bottomTolerancePx: 10,
    delayMs: 0,
    topThresholdPx: 100,
  },
  "/GreenCredentials": {
    to: "/enterprise",
    trigger: "wheel",
    bottomTolerancePx: 10,
    delayMs: 100,
    arrival: "smooth-if-auto-scroll",
    settleMs: 500,
  },
};

/** Is the viewport's bottom within `tolerance` of the document's end? */
export function isAtBottom(
  scrollY: number,
  viewportHeight: number,
  documentHeight: number,
  tolerance: number,
): boolean {
  return scrollY + viewportHeight >= documentHeight - tolerance;
}

/** How a page with its own arrival scroll goes to the top. */
export function arrivalBehavior(
  arrival: ArrivalScroll,
  { autoScroll, visited, pushNavigation }: { autoScroll: boolean; visited: boolean; pushNavigation: boolean },
): ScrollBehavior {
  if (arrival === "smooth-if-auto-scroll") return autoScroll ? "smooth" : "instant";
  return !visited || pushNavigation ? "smooth" : "instant";
}
