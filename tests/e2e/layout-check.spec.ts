/**
 * The layout check: every route at a phone, a tablet, a small laptop and a desktop width, scrolled
 * through, must show nothing outside the window, no control sticking out of its box or cut off, fields
 * wide enough to read, targets big enough to tap, and no controls on top of each other (layout-rules.ts);
 * at the desktop width each route is also checked by axe for WCAG 2.2 AA.
 */
import { expect, test } from "@playwright/test";
import { sitePages } from "../../app/site/pages";
import { axeViolations } from "./axe";
import { layoutProblems, scrollThrough } from "./layout-rules";
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
  // Four loads of a long page, each scrolled through and measured, and axe: a bound for a hang on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  for (const route of routes) {
    // One test per route, its widths in one browser page: each width is a fresh load at that width, as a
    // visitor arriving on that screen gets, without a new browser context and its start-up for each.
    test(`${route} at ${layoutWidths.join(", ")} px, and WCAG 2.2 AA (axe) at ${axeWidth} px`, async ({ page }) => {
      const problems: Record<string, string[]> = {};
      for (const width of layoutWidths) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(route);
          await scrollThrough(page);
          problems[`${width} px`] = await layoutProblems(page);
          // Every part of the page is live once it has been scrolled through: axe reads the page a visitor ends with.
          if (width === axeWidth) problems[`${width} px, axe`] = await axeViolations(page);
        });
      }
      // Every width is measured before anything is judged, so one run names all of a route's problems.
      expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((key) => [key, []])));
    });
  }
});
