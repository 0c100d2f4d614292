import { type Page, expect } from "@playwright/test";
import { test } from "./support";
import { autoNavigation } from "../../app/lib/auto-navigation";
import { PAGE_EXIT_MS } from "../../app/lib/constants";

const toBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));

/** Time from a trigger to the URL changing, measured in the page. */
async function timeUntilPath(page: Page, path: string, trigger: () => Promise<void>): Promise<number> {
  await page.evaluate(() => ((window as unknown as { t0: number }).t0 = performance.now()));
  await trigger();
  await page.waitForFunction((p) => location.pathname === p, path, { timeout: 10_000 });
  return page.evaluate(() => performance.now() - (window as unknown as { t0: number }).t0);
}

test("the company pages lead one to the next from their bottoms, with the spec's delays", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/overview");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Overview: a downward wheel at the bottom, then 400 ms.
  await toBottom(page);
  await page.mouse.move(700, 400);
  const overviewDelay = await timeUntilPath(page, "/ourValues", () => page.mouse.wheel(0, 200));
  expect(overviewDelay).toBeGreaterThanOrEqual(autoNavigation["/overview"].delayMs + PAGE_EXIT_MS - 20);

  // Values: armed after 1 s; reaching the bottom leaves after 500 ms.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Values");
  await toBottom(page);
  await page.waitForTimeout(1500);
  expect(new URL(page.url()).pathname).toBe("/ourValues"); // reached the bottom before arming: nothing
  await page.evaluate(() => window.scrollBy({ top: -300, behavior: "instant" }));
  const valuesDelay = await timeUntilPath(page, "/JenesysAdvantage", () => toBottom(page));
  expect(valuesDelay).toBeGreaterThanOrEqual(autoNavigation["/ourValues"].delayMs + PAGE_EXIT_MS - 20);

  // The Advantage: scrolls to the top on arrival and records the visit; scrolling down to the bottom moves on.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(
    await page.evaluate((key) => sessionStorage.getItem(key), autoNavigation["/JenesysAdvantage"].visitedKey!),
  ).toBe("1");
  await page.waitForTimeout(600);
  await timeUntilPath(page, "/OurEngagement", () => toBottom(page));

  // Engagement: from the top to the bottom.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(100);
  await timeUntilPath(page, "/GreenCredentials", () => toBottom(page));

  // Green Credentials: ready once the arrival scroll settles, then a wheel at the bottom leaves after 100 ms.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.waitForTimeout(700);
  await toBottom(page);
  const greenDelay = await timeUntilPath(page, "/enterprise", () => page.mouse.wheel(0, 200));
  expect(greenDelay).toBeGreaterThanOrEqual(autoNavigation["/GreenCredentials"].delayMs + PAGE_EXIT_MS - 20);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enterprise Solutions");
});

test("other pages do not navigate by themselves at the bottom", async ({ page }) => {
  await page.goto("/Telecom");
  await toBottom(page);
  await page.mouse.move(700, 400);
  await page.mouse.wheel(0, 300);
  await page.waitForTimeout(1500);
  expect(new URL(page.url()).pathname).toBe("/Telecom");
});
