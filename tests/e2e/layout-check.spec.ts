/**
 * The layout check: every route at a phone, a tablet, a small laptop and a desktop width, scrolled
 * through, must show nothing outside the window, no control sticking out of its box or cut off, fields
 * wide enough to read, targets big enough to tap, and no controls on top of each other (layout-rules.ts);
 * at the desktop width each route is also checked by axe for WCAG 2.2 AA.
 */
import { expect, test } from "@playwright/test";
import { autoNavigation } from "../../app/lib/auto-navigation";
import { sitePages } from "../../app/site/pages";
import { axeViolations } from "./axe";
import { RendererStall, layoutProblems, scrollThrough } from "./layout-rules";
import { openSeededOpening as opening } from "./support";

// One opening's own page too. The home page's aliases (/services, /about, /contact) are not listed: each is the home page's document,
// opened at one of its sections, and the check scrolls the whole document through from its top either way.
const routes = [
  ...sitePages.map((page) => page.path),
  "/no-such-page",
  ...(opening ? [`/CurrentOpenings/${opening.slug}`] : []),
];
const layoutWidths = [360, 768, 1024, 1440] as const;
/** The width at which each route is also checked for WCAG 2.2 AA: the desktop's, as the other axe tests. */
const axeWidth = 1440;

test.describe("layout at every width", () => {
  // Reduced motion: revealed content is in its final place at once, so positions are the ones a visitor ends with.
  test.use({ reducedMotion: "reduce" });
  // A long page loaded, scrolled through and measured at four widths, and axe: a bound for a hang on a busy machine,
  // with room for one width to be measured again after a renderer stall (see measure below).
  test.describe.configure({ timeout: 180_000 });

  for (const route of routes) {
    // One load per route, at the phone's width, scrolled through; each wider width resizes that page.
    // Which rules apply at a width is CSS's media queries alone (no part of the site reads the window's width
    // when it starts), so a resized page is laid out as one loaded at that width; a load for each width cost
    // three page loads per route, the largest share of the browser tests' time. A page of the company chain
    // moves on to the next page once scrolled to its end, so it is loaded afresh at each width.
    const loadAtEachWidth = route in autoNavigation;
    test(`${route} at ${layoutWidths.join(", ")} px, and WCAG 2.2 AA (axe) at ${axeWidth} px`, async ({ context }) => {
      const problems: Record<string, string[]> = {};
      let page = await context.newPage();
      let loaded = false;
      const measure = async (width: number) => {
        await page.setViewportSize({ width, height: 900 });
        // The page laid out at the new width (a resize reaches the renderer after the call that asks for it).
        if (loaded) await page.waitForFunction((expected) => window.innerWidth === expected, width);
        if (!loaded || loadAtEachWidth) {
          await page.goto(route);
          // Brings every part into view once, so each is revealed and live; a reveal and an island's code stay
          // once come, and a part shown only at a wider width has the same markup live or not.
          await scrollThrough(page);
        }
        loaded = true;
        problems[`${width} px`] = await layoutProblems(page);
        // What was measured is the route named, not a page it moved on to.
        const measured = new URL(page.url()).pathname;
        if (measured !== route) problems[`${width} px`].push(`measured ${measured}, not ${route}`);
        // Every part of the page is live once it has been scrolled through: axe reads the page a visitor ends with.
        if (width === axeWidth) problems[`${width} px, axe`] = await axeViolations(page);
      };
      for (const width of layoutWidths) {
        await test.step(`${width} px`, async () => {
          try {
            await measure(width);
          } catch (error) {
            if (!(error instanceof RendererStall)) throw error;
            // Chromium's renderer stopped running anything, the page's code included (a stall in the page's
            // JavaScript fails as any error does): the width is measured in full in a fresh page, loaded at that
            // width, once, and the stall is reported with the test. A second stall fails the test.
            test.info().annotations.push({ type: "renderer stall", description: error.message });
            console.warn(`${route} at ${width} px: ${error.message}; measuring this width again in a new page`);
            await Promise.race([page.close(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
            page = await context.newPage();
            loaded = false;
            await measure(width);
          }
        });
      }
      // Every width is measured before anything is judged, so one run names all of a route's problems.
      expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((key) => [key, []])));
    });
  }
});
