/** WCAG 2.2 AA as axe checks it, the one set of rules every page and state of the site is held to. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Does the page hold a frame from another origin? Only then does axe need its frame-by-frame run, which
 * gathers each frame's results and joins them in a blank page it opens for the purpose (a new renderer: more
 * than half of a long page's check). Without such a frame the one-page run ("legacy mode") checks the same
 * elements with the same rules, same-origin frames included, and gives the same violations in half the time.
 */
function holdsOtherOrigins(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    const url = frame.url();
    return /^https?:/.test(url) && new URL(url).origin !== origin;
  });
}

/** Each violation on the page as it is now: the rule and up to three of the elements it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Violations are all that is read: axe then gathers no detail of the passing checks (half its time on a long page).
  const results = await new AxeBuilder({ page })
    .withTags(wcag)
    .setLegacyMode(!holdsOtherOrigins(page))
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}
