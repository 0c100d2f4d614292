/** WCAG 2.2 AA as axe checks it, the one set of rules every page and state of the site is held to. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Each violation on the page as it is now: the rule and up to three of the elements it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Violations are all that is read: axe then gathers no detail of the passing checks (half its time on a long page).
  const results = await new AxeBuilder({ page })
    .withTags(wcag)
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
