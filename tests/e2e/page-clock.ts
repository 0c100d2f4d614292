/**
 * Browser tests on the page's own clock: Playwright's fake clock, paused, and moved on by the test. What the site
 * does after a delay (the chain's hops, the counters' steps) is then checked to the millisecond, however busy the
 * machine is; what does not run on timers (network, IntersectionObserver, React's own tasks) runs as usual.
 */
import { type Page, expect } from "@playwright/test";

/** Opens `url` with the page's clock stopped, moving it on only until the page has hydrated. */
export async function openOnStoppedClock(page: Page, url: string): Promise<void> {
  // The installed clock runs until it is paused, and pausing cannot go back in time: it starts an hour early, far
  // more than a busy machine can take between the two calls (a test's limit is a minute).
  await page.clock.install({ time: new Date("2026-11-27T09:00:01+05:30") });
  await page.clock.pauseAt(new Date("2026-11-27T10:00:01+05:30"));
  await page.goto(url);
  // The framework starts on the first interaction (a wheel that scrolls nothing, see waitForHydration), its
  // modules once the first paint has been seen, on a timer.
  await page.mouse.wheel(0, 0);
  await runUntil(page, async () => expect(await page.locator("html[data-hydrated]").count()).toBe(1));
}

/** Moves the page's clock on a frame (16 ms) at a time until `check` passes. */
export async function runUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(16);
    await check();
  }).toPass();
}
