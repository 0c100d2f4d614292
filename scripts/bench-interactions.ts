/**
 * Interaction to Next Paint for `npm run bench`: how long a phone takes to show the answer to a tap, at
 * 4 × CPU throttling (Lighthouse's mobile factor), on the production build. Each page is opened and left
 * untouched until it has settled, as a visitor reads before acting, so the first tap is also the one that
 * starts the framework (app/lib/first-paint.server.ts) and pays for whatever that costs.
 *
 * The figure is the browser's own: every interaction's Event Timing entries (the data Chromium's INP is
 * made of: from the input to the next frame painted after its handlers), the longest per interaction; with
 * fewer than 50 interactions INP is the longest of them. A Chromium trace of each journey is written beside
 * the report (build/bench/*.json, for the Performance panel) to see where a slow one spent its time.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type Page, chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";

export interface InteractionResult {
  journey: string;
  route: string;
  /** The longest interaction of the journey, in ms (its INP). */
  inpMs: number;
  /** The journey's interactions, longest first: "tap Open menu 48 ms". */
  interactions: string[];
}

interface Journey {
  name: string;
  route: string;
  act: (page: Page) => Promise<void>;
}

const journeys: Journey[] = [
  {
    name: "open the mobile menu (the first tap), close it, open it again",
    route: "/overview",
    act: async (page) => {
      const open = page.getByRole("button", { name: "Open menu" });
      await open.tap();
      await page.locator("#mobile-menu").waitFor({ state: "visible" });
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByRole("button", { name: "Close menu" }).tap();
      await page.locator("#mobile-menu").waitFor({ state: "hidden" });
      await open.tap();
      await page.locator("#mobile-menu").waitFor({ state: "visible" });
    },
  },
  {
    name: "tap into the contact form (the first tap) and type a name",
    route: "/contact",
    act: async (page) => {
      const name = page.locator("#contact form").getByLabel("Full Name");
      await name.tap();
      // A person types about five characters a second.
      await name.pressSequentially("Meera Iyer", { delay: 200 });
    },
  },
];

/** Collects Event Timing entries from the start of the page (buffered), grouped by interaction. */
function observeInteractions(page: Page) {
  return page.addInitScript(() => {
    const seen: Array<{ id: number; type: string; target: string; duration: number }> = [];
    (window as unknown as { interactions: typeof seen }).interactions = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        const target = entry.target as HTMLElement | null;
        seen.push({
          id: entry.interactionId,
          type: entry.name,
          target: target?.getAttribute("aria-label") ?? target?.id ?? target?.tagName.toLowerCase() ?? "",
          duration: entry.duration,
        });
      }
    }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

async function runJourney(browser: Browser, origin: string, journey: Journey, tracePath?: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await observeInteractions(page);
  await page.goto(origin + journey.route, { waitUntil: "networkidle" });
  // Settled and untouched: the early module has done its idle work.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
  if (tracePath) await browser.startTracing(page, { path: tracePath, screenshots: false });
  await journey.act(page);
  // Entries are reported once their next frame is painted: two frames and an idle moment after the last input.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 2_000 }))),
      ),
  );
  if (tracePath) await browser.stopTracing();
  const entries = await page.evaluate(
    () =>
      (
        window as unknown as {
          interactions: Array<{ id: number; type: string; target: string; duration: number }>;
        }
      ).interactions,
  );
  await context.close();
  const byInteraction = new Map<number, { label: string; duration: number }>();
  for (const entry of entries) {
    const known = byInteraction.get(entry.id);
    if (!known || entry.duration > known.duration)
      byInteraction.set(entry.id, { label: `${entry.type} ${entry.target}`.trim(), duration: entry.duration });
  }
  const interactions = [...byInteraction.values()].sort((a, b) => b.duration - a.duration);
  return {
    journey: journey.name,
    route: journey.route,
    inpMs: interactions[0]?.duration ?? 0,
    interactions: interactions.map(({ label, duration }) => `${label} ${Math.round(duration)} ms`),
  };
}

/** Each journey `runs` times; the run with the median INP is reported, and the last one traced. */
export async function measureInteractions(
  origin: string,
  traceDir: string,
  runs: number,
): Promise<InteractionResult[]> {
  mkdirSync(traceDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const results: InteractionResult[] = [];
    for (const journey of journeys) {
      const samples: InteractionResult[] = [];
      const name = journey.route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
      for (let run = 1; run <= runs; run++)
        samples.push(
          await runJourney(browser, origin, journey, run === runs ? path.join(traceDir, `${name}.json`) : undefined),
        );
      results.push(samples.sort((a, b) => a.inpMs - b.inpMs)[Math.floor(samples.length / 2)]);
    }
    return results;
  } finally {
    await browser.close();
  }
}
