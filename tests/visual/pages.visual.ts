/**
 * Visual snapshots of the screens where a regression would hurt most, at a phone and a desktop width,
 * compared with the committed baselines in tests/visual/__screenshots__. Not part of `npm test`: a new
 * Chromium build changes anti-aliasing. Run `npm run test:visual`; after an intended change, look at the
 * new pictures and accept them with `npm run test:visual -- --update-snapshots`.
 */
import { expect, test, type Page } from "@playwright/test";
import { homeSections } from "../../app/site/pages";
import { pageContent } from "../../app/content/pages.server";
import type { SectionKind } from "../../app/content/types";
import { autoNavigation } from "../../app/lib/auto-navigation";
import { scrollThrough } from "../e2e/layout-rules";
import { waitForHydration } from "../e2e/support";

/** The first page that uses each widget kind, so every widget is pictured once. */
const pageOfKind = new Map<SectionKind, string>();
for (const [path, content] of Object.entries(pageContent)) {
  if (autoNavigation[path]) continue; // these pages move on by themselves at the bottom
  for (const section of content.sections) {
    const hasMembers = section.kind !== "team" || section.members.length > 0; // an empty team section is not drawn
    if (hasMembers && !pageOfKind.has(section.kind)) pageOfKind.set(section.kind, path);
  }
}

/**
 * Opens a page as it ends up: fonts loaded, scrolled through so lazy images load, the pointer out of the way.
 * The first pass also brings the islands' code, which renders their parts anew (with new, lazy images); the
 * second loads those.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready);
  await scrollThrough(page);
  await page.waitForLoadState("networkidle");
  await scrollThrough(page);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** A section taller than the window is pictured while scrolling: the fixed header would land on it anywhere. */
const hideFixedHeader = (page: Page) =>
  page.addStyleTag({ content: "header.fixed { visibility: hidden !important; }" });

/**
 * Sections are pictured in a window tall enough to hold them whole: a picture taken while scrolling is
 * stitched from tiles that Chromium rasterises differently from run to run.
 */
const tallWindow = (page: Page, width: number) => page.setViewportSize({ width, height: 2400 });

/** Counters run once they are in view; the picture is taken when their figures have stopped changing. */
async function countersSettled(page: Page) {
  const figures = () =>
    page
      .locator("[data-count-value]")
      .allTextContents()
      .then((texts) => texts.join("|"));
  let previous = "";
  await expect
    .poll(
      async () => {
        const now = await figures();
        const settled = now === previous;
        previous = now;
        return settled;
      },
      { intervals: [300], timeout: 10_000 },
    )
    .toBe(true);
}

/** Masks what changes by itself: the counters' figures (Service Hours grows every day). */
const masks = (page: Page) => [page.locator("[data-count-value]"), page.locator("[data-testid=stat-hours]")];

for (const width of [390, 1440] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });

    for (const section of homeSections) {
      test(`home: ${section.id}`, async ({ page }) => {
        await tallWindow(page, width);
        await open(page, "/");
        await hideFixedHeader(page);
        const element = page.locator(`#${section.id}`);
        await element.scrollIntoViewIfNeeded();
        await countersSettled(page);
        await expect(element).toHaveScreenshot(`home-${section.id}-${width}.png`, { mask: masks(page) });
      });
    }

    for (const [kind, path] of pageOfKind) {
      test(`widget: ${kind} (${path})`, async ({ page }) => {
        await tallWindow(page, width);
        await open(page, path);
        await hideFixedHeader(page);
        const element = page.locator(`[data-section-kind=${kind}]`).first();
        await element.scrollIntoViewIfNeeded();
        await countersSettled(page);
        await expect(element).toHaveScreenshot(`widget-${kind}-${width}.png`, { mask: masks(page) });
      });
    }

    test("page hero and header", async ({ page }) => {
      await open(page, "/overview");
      await expect(page).toHaveScreenshot(`overview-top-${width}.png`);
    });

    test("contact form: empty, with errors, sent", async ({ page }) => {
      await open(page, "/contact");
      await waitForHydration(page);
      const form = page.locator("form[aria-labelledby=contact-form-title]");
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveScreenshot(`form-empty-${width}.png`);
      // Sent empty: the form's own messages, beside their fields.
      await page.getByTestId("contact-submit").click();
      await expect(page.locator("#contact-name-error")).toBeVisible();
      await expect(form).toHaveScreenshot(`form-errors-${width}.png`);
      // Then filled in and sent to the real server (this run's own database).
      await page.locator("#contact-name").fill("Asha Rao");
      await page.locator("#contact-email").fill("asha@example.com");
      await page.locator("#contact-phone").fill("9876543210");
      await page.locator("#contact-message").fill("We would like to move our fleet tracking to the cloud.");
      await page.getByTestId("contact-submit").click();
      await expect(page.getByTestId("contact-submit")).toHaveText(/Message Sent!/);
      await expect(form).toHaveScreenshot(`form-sent-${width}.png`);
    });

    test("404 page", async ({ page }) => {
      await open(page, "/no-such-page");
      await expect(page).toHaveScreenshot(`not-found-${width}.png`);
    });

    if (width === 1440) {
      test("open desktop dropdown", async ({ page }) => {
        await open(page, "/overview");
        const nav = page.getByRole("navigation", { name: "Main" });
        await nav.getByRole("button", { name: "Industry" }).hover();
        await expect(nav.getByRole("link", { name: "Telecom" })).toBeVisible();
        await expect(page).toHaveScreenshot("dropdown-open-1440.png");
      });
    } else {
      test("open mobile menu", async ({ page }) => {
        await open(page, "/overview");
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.locator("#mobile-menu")).toBeVisible();
        await expect(page).toHaveScreenshot(`mobile-menu-${width}.png`);
      });
    }
  });
}
