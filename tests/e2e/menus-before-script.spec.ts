/**
 * The header's menus before any script has run: with JavaScript off, every desktop dropdown opens on hover
 * and on keyboard focus and the mobile menu opens with every entry reachable; with the page's scripts held
 * back, a tap in the mobile menu is not lost.
 */
import { type Page, expect, test } from "@playwright/test";
import { headerMenu, menuHref } from "../../app/site/menu";
import { expectScrolledTo } from "./support";

const dropdown = (page: Page, name: string) => page.locator(`#menu-${name.toLowerCase()}`);

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("every desktop dropdown opens on hover, and its links are there to click", async ({ page }) => {
    await page.goto("/overview");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const entry of headerMenu) {
      await expect(dropdown(page, entry.name), `${entry.name} before hover`).toBeHidden();
      await nav.getByRole("button", { name: entry.name }).hover();
      await expect(dropdown(page, entry.name), `${entry.name} on hover`).toBeVisible();
      for (const child of entry.children)
        await expect(dropdown(page, entry.name).getByRole("link", { name: child.name, exact: true })).toBeVisible();
    }
    // Moving away closes the last one again.
    await page.mouse.move(700, 600);
    await expect(dropdown(page, headerMenu[headerMenu.length - 1].name)).toBeHidden();
  });

  test("every desktop dropdown opens on keyboard focus, and Tab walks into its links", async ({ page }) => {
    await page.goto("/overview");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const entry of headerMenu) {
      await nav.getByRole("button", { name: entry.name }).focus();
      await expect(dropdown(page, entry.name), `${entry.name} on focus`).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(dropdown(page, entry.name).getByRole("link").first()).toBeFocused();
    }
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("the mobile menu opens and closes, and every entry is reachable", async ({ page }) => {
      await page.goto("/overview");
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      for (const entry of headerMenu)
        for (const child of entry.children) {
          const link = menu.getByRole("link", { name: child.name, exact: true });
          await link.scrollIntoViewIfNeeded();
          await expect(link, `${entry.name} › ${child.name}`).toBeInViewport();
          await expect(link).toHaveAttribute("href", menuHref(child.id));
        }
      await expect(menu.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    });

    test("a link in the mobile menu leads to its page", async ({ page }) => {
      await page.goto("/overview");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.locator("#mobile-menu").getByRole("link", { name: "FINdeal" }).click();
      await expect(page).toHaveURL("/FINdeal");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("FINdeal");
    });
  });
});

test.describe("with the page's scripts held back", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a tap on Contact Us in the mobile menu before they arrive still leads to the contact section", async ({
    page,
  }) => {
    // Every script file waits until the test lets it go: the taps below happen before any of them has run.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/overview", { waitUntil: "domcontentloaded" });
    const hydrated = () => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));
    expect(await hydrated()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).tap();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Contact Us" }).tap();
    await expect(page).toHaveURL("/contact");
    expect(await hydrated()).toBe(false);
    release();
    await expectScrolledTo(page, "#contact");
  });
});
