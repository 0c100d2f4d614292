import { expect } from "@playwright/test";
import { axeViolations } from "./axe";
import { afterFrames, test } from "./support";

test.describe("WCAG 2.2 AA (axe)", () => {
  // Reduced motion shows revealed content at once, so axe sees final colours rather than mid-fade ones.
  test.use({ reducedMotion: "reduce" });

  // Every route is checked by axe inside the layout check at 1440 px (layout-check.spec.ts), after the page
  // has been scrolled through and each of its parts is live; these are the states a route alone does not show.
  test("the open mobile menu and an expanded group have no violations", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/Telecom");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("button", { name: "Industry" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("an open desktop dropdown and a form showing errors have no violations", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Company" }).click();
    expect(await axeViolations(page)).toEqual([]);
    const form = page.locator("#contact form");
    await form.getByLabel("Full Name").fill("A");
    await form.getByLabel("Email Address").fill("a@b");
    await form.getByLabel("Phone Number").fill("9876543210");
    await form.getByLabel("Message").fill("x");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).not.toBeEmpty();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("keyboard and assistive technology", () => {
  test("the mobile menu keeps focus inside while open", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/overview");
    await page.getByRole("button", { name: "Open menu" }).click();
    // The trap is the menu's script: it holds focus once the page behind the menu is inert and the menu live.
    await expect(page.locator("main")).toHaveAttribute("inert", "");
    await expect(page.locator("#mobile-menu")).toHaveAttribute("data-island-live", "");
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => document.activeElement?.closest("header") !== null);
      expect(inside).toBe(true);
    }
  });

  test("the contact form can be filled and sent by keyboard alone", async ({ page }) => {
    await page.goto("/contact");
    await page.locator("#contact-name").focus();
    await page.keyboard.type("Keyboard User");
    await page.keyboard.press("Tab");
    await page.keyboard.type("keyboard.user@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Keys Ltd");
    await page.keyboard.press("Tab"); // country code
    await page.keyboard.press("Tab");
    await page.keyboard.type("9876543210");
    await page.keyboard.press("Tab"); // service
    await page.keyboard.press("Tab");
    await page.keyboard.type("Sent without a mouse.");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("contact-submit")).toHaveText("Message Sent!");
  });

  test("focus is visible on links and buttons", async ({ page }) => {
    await page.goto("/overview");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe("none");
  });

  test("counters give assistive technology their final value while they count", async ({ page }) => {
    await page.goto("/");
    const card = page.getByTestId("stat-services");
    await expect(card.locator(".sr-only")).toHaveText("320+");
    await expect(card.locator("[data-count-value]")).toHaveAttribute("aria-hidden", "true");
  });

  test.describe("with prefers-reduced-motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("parallax, counters and reveals do not animate", async ({ page }) => {
      await page.goto("/");
      await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
      await afterFrames(page); // the scroll's listeners and what they render have run
      expect(await page.locator("[data-parallax]").evaluate((el) => getComputedStyle(el).transform)).toBe("none");
      await expect(page.getByTestId("stat-services").locator("[data-count-value]")).toHaveText("320+");
      // Read once the section's own code has rendered it (the scroll brought it near), and read once: with
      // reduced motion the card is at full opacity at once, not after a fade.
      await expect(page.locator("#services")).toHaveAttribute("data-island-live", "");
      const card = page.getByTestId("service-card").first();
      expect(await card.evaluate((el) => getComputedStyle(el.closest("[data-reveal]")!).opacity)).toBe("1");
    });
  });
});
