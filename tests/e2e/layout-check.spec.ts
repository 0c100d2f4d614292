/**
 * The layout check: every route at a phone, a tablet, a small laptop and a desktop width, scrolled
 * through, must show nothing outside the window, no control sticking out of its box or cut off, fields
 * wide enough to read, targets big enough to tap, and no controls on top of each other (layout-rules.ts);
 * at the desktop width each route is also checked by axe for WCAG 2.2 AA.
 */
import { expect, test } from "@playwright/test";
import { hasExpired } from "../../app/lib/listing-dates";
import { homeAliases, sitePages } from "../../app/site/pages";
import { seedOpenings } from "../../server/store/seed/openings-and-news";
import { axeViolations } from "./axe";
import { layoutProblems, scrollThrough } from "./layout-rules";

/** One opening's own page too: the first seeded opening still open today. */
const opening = seedOpenings.find((entry) => !hasExpired(entry.applyBy, new Date()));
const routes = [
  ...sitePages.map((page) => page.path),
  ...homeAliases.map((alias) => alias.path),
  "/no-such-page",
  ...(opening ? [`/CurrentOpenings/${opening.slug}`] : []),
];
export const layoutWidths = [360, 768, 1024, 1440] as const;
/** The width at which each route is also checked for WCAG 2.2 AA: the desktop's, as the other axe tests. */
const axeWidth = 1440;

test.describe("layout at every width", () => {
  // Reduced motion: revealed content is in its final place at once, so positions are the ones a visitor ends with.
  test.use({ reducedMotion: "reduce" });
  // A long page scrolled through and measured: more than the default 30 s on a busy machine. One test per
  // width, so that each gets its own time and the widths of one page run in parallel.
  test.describe.configure({ timeout: 90_000 });

  for (const route of routes) {
    for (const width of layoutWidths) {
      const withAxe = width === axeWidth;
      test(`${route} at ${width} px${withAxe ? ", and WCAG 2.2 AA (axe)" : ""}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        await scrollThrough(page);
        expect(await layoutProblems(page)).toEqual([]);
        // Every part of the page is live once it has been scrolled through: axe reads the page a visitor ends with.
        if (withAxe) expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
