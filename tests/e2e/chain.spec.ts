/**
 * The company pages' auto-navigation chain, on the page's own clock: Playwright's fake clock is paused, and the
 * test moves it on by exactly the spec's delays, so each "not yet" and "now" holds to the millisecond however busy
 * the machine is (the real-time version of this test failed when a loaded machine took a second to scroll).
 */
import { type Page, expect, test } from "@playwright/test";
import { autoNavigation } from "../../app/lib/auto-navigation";
import { PAGE_EXIT_MS } from "../../app/lib/constants";
import { openOnStoppedClock, runUntil } from "./page-clock";

/**
 * Scrolls to just above the bottom and waits until the parts of the page there have their code: each renders
 * itself anew when it arrives, which may move the bottom. (React shows them on a timer of the page's clock,
 * which moves on a frame at a time meanwhile.)
 */
async function nearBottom(page: Page) {
  // Returns once the page's scroll listeners have seen this position: a later scroll to the bottom must reach
  // them as a move down, not merged into one scroll event with this one (as a busy browser's next frame would).
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const top = document.documentElement.scrollHeight - window.innerHeight - 40;
        if (Math.abs(window.scrollY - top) < 1) return resolve(null);
        window.addEventListener("scroll", resolve, { once: true });
        window.scrollTo({ top, behavior: "instant" });
      }),
  );
  await runUntil(page, async () => {
    const waiting = await page.evaluate(
      () =>
        [...document.querySelectorAll("main [data-island], footer[data-island]")].filter((part) => {
          const { top, bottom } = part.getBoundingClientRect();
          return bottom > 0 && top < window.innerHeight + 300 && !part.hasAttribute("data-island-live");
        }).length,
    );
    expect(waiting).toBe(0);
  });
}

/** Scrolls to the bottom, returning once the page's scroll listeners have seen it (the clock stays where it is). */
const scrollToBottom = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        window.addEventListener("scroll", resolve, { once: true });
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
      }),
  );

/** Turns the wheel down over the page, returning once the page's wheel listeners have seen it. */
async function wheelDown(page: Page) {
  await page.evaluate(() => {
    const seen = new Promise((resolve) => window.addEventListener("wheel", resolve, { once: true }));
    (window as unknown as { wheelSeen: Promise<unknown> }).wheelSeen = seen;
  });
  await page.mouse.move(700, 400);
  await page.mouse.wheel(0, 200);
  await page.evaluate(() => (window as unknown as { wheelSeen: Promise<unknown> }).wheelSeen);
}

const path = (page: Page) => page.evaluate(() => location.pathname);

/** What recordScrollEvents keeps on the page's window: each scroll event's position and the page it was on. */
type ScrollEventsSeen = { scrollEventsSeen: Array<{ path: string; y: number }> };

/**
 * Records, from the start, each position a scroll event reports and the page it was on. A page's scroll listeners
 * see only those positions: a busy browser draws few frames, and a jump to the top followed at once by a scroll
 * down reaches them as one event, at the lower position.
 */
const recordScrollEvents = (page: Page) =>
  page.evaluate(() => {
    const seen: ScrollEventsSeen["scrollEventsSeen"] = [];
    (window as unknown as ScrollEventsSeen).scrollEventsSeen = seen;
    window.addEventListener("scroll", () => seen.push({ path: location.pathname, y: window.scrollY }));
  });

/** Whether a scroll event on the page at `pathname` has reported a position within `px` of the top. */
const scrollEventNearTop = (page: Page, pathname: string, px: number) =>
  page.evaluate(
    ([pathname, px]) =>
      (window as unknown as ScrollEventsSeen).scrollEventsSeen.some(
        (event) => event.path === pathname && event.y <= px,
      ),
    [pathname, px] as const,
  );

/**
 * Lets the page finish what the clock's last move set off: React renders in tasks of its own (posted messages,
 * which the fake clock does not hold), so two message round trips let a state set by a timer reach the page.
 */
const settle = (page: Page) =>
  page.evaluate(async () => {
    for (let round = 0; round < 2; round++) {
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    }
  });
const leaving = (page: Page) => page.locator("main.page-leaving").count();

/**
 * After a trigger, the page starts leaving (its exit animation) when `delayMs` of its clock have passed, and not
 * a millisecond earlier, then arrives at `to` once the exit animation's time has passed too.
 */
async function leavesAfter(page: Page, delayMs: number, to: string) {
  if (delayMs > 0) {
    await page.clock.runFor(delayMs - 1);
    await settle(page);
    expect(await leaving(page), `not leaving ${delayMs - 1} ms after the trigger`).toBe(0);
  }
  await page.clock.runFor(delayMs > 0 ? 1 : 0);
  await expect.poll(() => leaving(page), `leaving ${delayMs} ms after the trigger`).toBe(1);
  await page.clock.runFor(PAGE_EXIT_MS);
  await runUntil(page, async () => expect(await path(page)).toBe(to)); // the new page may wait for a frame
}

/** Moves the clock on until the new page shows its heading (its render and effects may wait for frames). */
const arrived = (page: Page, heading: string) =>
  runUntil(page, () => expect(page.getByRole("heading", { level: 1 })).toHaveText(heading, { timeout: 500 }));

test("the company pages lead one to the next from their bottoms, with the spec's delays", async ({ page }) => {
  await openOnStoppedClock(page, "/overview");
  await recordScrollEvents(page);

  // Overview: a downward wheel at the bottom, then 400 ms and the exit animation.
  await nearBottom(page);
  await scrollToBottom(page);
  await wheelDown(page);
  await leavesAfter(page, autoNavigation["/overview"].delayMs, "/ourValues");

  // Values: reaching the bottom in its first second does nothing; once armed, reaching it leaves after 500 ms.
  await arrived(page, "Our Values");
  await scrollToBottom(page);
  await page.clock.runFor(autoNavigation["/ourValues"].armDelayMs! + 500);
  await settle(page);
  expect(await leaving(page)).toBe(0);
  await nearBottom(page);
  await scrollToBottom(page);
  await leavesAfter(page, autoNavigation["/ourValues"].delayMs, "/JenesysAdvantage");

  // The Advantage: scrolls to the top on arrival and records the visit; scrolling down to the bottom moves on.
  await arrived(page, "The Jenesys Advantage");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(
    await page.evaluate((key) => sessionStorage.getItem(key), autoNavigation["/JenesysAdvantage"].visitedKey!),
  ).toBe("1");
  await page.clock.runFor(autoNavigation["/JenesysAdvantage"].settleMs ?? 500); // the smooth arrival settles
  await nearBottom(page);
  await scrollToBottom(page);
  await leavesAfter(page, autoNavigation["/JenesysAdvantage"].delayMs, "/OurEngagement");

  // Engagement: from the top to the bottom. The page has to have been seen near its top by its scroll listeners
  // (it is scrolled there on arrival) before the scroll down counts.
  await arrived(page, "Our Engagement Models");
  const nearTop = autoNavigation["/OurEngagement"].topThresholdPx!;
  await expect.poll(() => scrollEventNearTop(page, "/OurEngagement", nearTop)).toBe(true);
  await nearBottom(page);
  await scrollToBottom(page);
  await leavesAfter(page, autoNavigation["/OurEngagement"].delayMs, "/GreenCredentials");

  // Green Credentials: ready once the arrival scroll settles, then a wheel at the bottom leaves after 100 ms.
  await arrived(page, "Green Credentials");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.clock.runFor(autoNavigation["/GreenCredentials"].settleMs!);
  await nearBottom(page);
  await scrollToBottom(page);
  await wheelDown(page);
  await leavesAfter(page, autoNavigation["/GreenCredentials"].delayMs, "/enterprise");
  await arrived(page, "Enterprise Solutions");
});

test("other pages do not navigate by themselves at the bottom", async ({ page }) => {
  await openOnStoppedClock(page, "/Telecom");
  await nearBottom(page);
  await scrollToBottom(page);
  await wheelDown(page);
  // Longer than any delay of the chain, with the exit animation.
  await page.clock.runFor(Math.max(...Object.values(autoNavigation).map((hop) => hop.delayMs)) + PAGE_EXIT_MS + 1000);
  await settle(page);
  expect(await leaving(page)).toBe(0);
  expect(await path(page)).toBe("/Telecom");
});
