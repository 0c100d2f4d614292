import { expect } from "@playwright/test";
import { HEADER_SHRINK_THRESHOLD_PX, PAGE_EXIT_MS } from "../../app/lib/constants";
import { headerMenu } from "../../app/site/menu";
import { afterFrames, expectScrolledTo, reachIsland, scrollY, test, waitForHydration } from "./support";

test.describe("header", () => {
  test("is sticky and shrinks once the page has scrolled more than 10 px", async ({ page }) => {
    await page.goto("/overview");
    const header = page.locator("header").first();
    // What the visitor sees of it: it shrinks by sliding its top out of the viewport.
    const visibleBottom = () => header.evaluate((el) => el.getBoundingClientRect().bottom);
    await expect.poll(visibleBottom).toBe(80);

    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), HEADER_SHRINK_THRESHOLD_PX);
    await afterFrames(page); // the scroll's listeners and what they render have run
    expect(await header.getAttribute("data-shrunk")).not.toBe("true");
    expect(await visibleBottom()).toBe(80);

    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), HEADER_SHRINK_THRESHOLD_PX + 1);
    await expect.poll(visibleBottom).toBe(64);
    await expect(header).toHaveAttribute("data-shrunk", "true");
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/(\/ 0\.\d+|, 0\.\d+)\)$/);
    // The logo and the Contact Us button stay centred in the shorter bar.
    for (const item of [header.getByRole("link", { name: /home/ }), header.getByRole("link", { name: "Contact Us" })]) {
      const box = (await item.boundingBox())!;
      expect(Math.abs(box.y + box.height / 2 - 32), "centred in the 64 px bar").toBeLessThanOrEqual(1);
    }
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
    expect(await visibleBottom()).toBe(64);
  });

  test("shrinks by transforms alone, so nothing in it or below it moves in layout", async ({ page }) => {
    await page.goto("/overview");
    await waitForHydration(page);
    const header = page.locator("header").first();
    // What decides layout, which transforms leave alone: a change in any of these moves something.
    const layoutBoxes = () =>
      header.evaluate((el) =>
        [el, ...el.querySelectorAll("*")].map((node) => {
          const style = getComputedStyle(node);
          return [node.tagName, style.width, style.height, style.fontSize, style.padding, style.margin].join(" ");
        }),
      );
    const before = await layoutBoxes();
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-shrunk", "true");
    // Every transition the shrink set off has ended.
    await header.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    expect(await layoutBoxes()).toEqual(before);
  });

  test("logo goes home and Contact Us reaches the contact form", async ({ page }) => {
    await page.goto("/Telecom");
    await page.getByRole("link", { name: /^Jenesys Technologies ?, home$/ }).click();
    await expect(page).toHaveURL("/");
    await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact");
    await expectScrolledTo(page, "#contact");
  });

  test("hover opens one dropdown at a time", async ({ page }) => {
    await page.goto("/overview");
    const nav = page.getByRole("navigation", { name: "Main" });
    const company = nav.getByRole("button", { name: "Company" });
    const enterprise = nav.getByRole("button", { name: "Enterprise" });
    await company.hover();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Our Values" })).toBeVisible();
    await enterprise.hover();
    await expect(enterprise).toHaveAttribute("aria-expanded", "true");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Our Values" })).toBeHidden();
    expect(await nav.locator("button[aria-expanded=true]").count()).toBe(1);
  });

  test("every group lists its child pages", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const entry of headerMenu) {
      await nav.getByRole("button", { name: entry.name }).hover();
      for (const child of entry.children) {
        await expect(nav.getByRole("link", { name: child.name, exact: true })).toBeVisible();
      }
    }
  });

  test("keyboard: Enter opens, arrows move, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/overview");
    const nav = page.getByRole("navigation", { name: "Main" });
    const industry = nav.getByRole("button", { name: "Industry" });
    await industry.focus();
    await page.keyboard.press("Enter");
    await expect(industry).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(industry).toHaveAttribute("aria-expanded", "false");
    await expect(industry).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Telecom" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Healthcare" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/Healthcare");
  });

  test("highlights the entry of the current path and of the home section in view", async ({ page }) => {
    await page.goto("/ourValues");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "Company" })).toHaveAttribute("data-active", "true");
    await expect(nav.getByRole("button", { name: "Industry" })).not.toHaveAttribute("data-active", "true");

    await page.goto("/");
    await page.evaluate(() => document.getElementById("about")!.scrollIntoView({ behavior: "instant" }));
    await nav.getByRole("button", { name: "Home" }).hover();
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("data-highlighted", "true");
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).not.toHaveAttribute("data-highlighted");
    await page.evaluate(() => document.getElementById("contact")!.scrollIntoView({ behavior: "instant" }));
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("data-highlighted", "true");
    await expect(nav.getByRole("link", { name: "About Us" })).not.toHaveAttribute("data-highlighted");
  });

  test("a menu id that is not a route scrolls on the home page and goes home with an anchor elsewhere", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Home" }).hover();
    await nav.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/");
    await expectScrolledTo(page, "#about");

    await page.goto("/Retail");
    await nav.getByRole("button", { name: "Home" }).hover();
    await nav.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL("/#contact");
    await expectScrolledTo(page, "#contact");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("opens a full-width accordion, locks scrolling, blurs and disables the page", async ({ page }) => {
    await page.goto("/overview");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((el) => el.getBoundingClientRect().width)).toBe(360);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await expect(page.getByTestId("menu-backdrop")).toBeVisible();
    expect(await page.getByTestId("menu-backdrop").evaluate((el) => getComputedStyle(el).backdropFilter)).toContain(
      "blur",
    );
    await expect(page.locator("main")).toHaveAttribute("inert", "");

    // Scrolling is locked: the wheel reaches the page and, frames later, has not moved it.
    await page.evaluate(() =>
      addEventListener("wheel", () => ((window as unknown as { wheeled: boolean }).wheeled = true), { once: true }),
    );
    await page.mouse.move(180, 600);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => (window as unknown as { wheeled?: boolean }).wheeled)).toBe(true);
    await afterFrames(page);
    expect(await scrollY(page)).toBe(0);

    // One group expanded at a time; Contact Us is the last entry.
    const company = menu.getByRole("button", { name: "Company" });
    const industry = menu.getByRole("button", { name: "Industry" });
    await company.click();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await industry.click();
    await expect(industry).toHaveAttribute("aria-expanded", "true");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    expect(await menu.locator("button[aria-expanded=true]").count()).toBe(1);
    await expect(menu.locator(":scope > ul > li").last()).toHaveText("Contact Us");

    // Escape closes it, gives focus back to the button and releases the page.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    await expect(page.locator("main")).not.toHaveAttribute("inert", "");
  });

  test("a link in the menu navigates and closes the menu", async ({ page }) => {
    await page.goto("/overview");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.getByRole("button", { name: "Products" }).click();
    await menu.getByRole("link", { name: "FINdeal" }).click();
    await expect(page).toHaveURL("/FINdeal");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("FINdeal");
  });
});

test.describe("global behaviour", () => {
  test("every route change scrolls to the top and focuses the new page's heading", async ({ page }) => {
    await page.goto("/overview");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Disclaimer" }).click();
    await expect(page).toHaveURL("/Disclaimer");
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "Disclaimer" })).toHaveCount(1);
  });

  test("the outgoing page finishes its exit animation before the next appears", async ({ page }) => {
    await page.goto("/overview");
    // The footer's code is there first, so the click is the router's visit; a link followed before the
    // framework arrives is a full page load, whose exit is the view transition (site-quality.spec.ts).
    await reachIsland(page, "footer");
    // Record, in the page, when the exit animation starts and when the next page's heading appears.
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      const times: Record<string, number> = {};
      (window as unknown as { transition: Record<string, number> }).transition = times;
      new MutationObserver(() => {
        if (main.classList.contains("page-leaving")) times.leaving ??= performance.now();
        if (document.querySelector("main h1")?.textContent !== "Company Overview") times.nextPage ??= performance.now();
      }).observe(main, { attributes: true, childList: true, subtree: true, characterData: true });
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/PrivacyPolicy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    const times = await page.evaluate(() => (window as unknown as { transition: Record<string, number> }).transition);
    expect(times.leaving).toBeGreaterThan(0);
    expect(times.nextPage - times.leaving).toBeGreaterThanOrEqual(PAGE_EXIT_MS - 5);
    await expect(page.locator("main")).not.toHaveClass(/page-leaving/);
  });

  test("smooth scrolling is on", async ({ page }) => {
    await page.goto("/");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
  });

  test.describe("with prefers-reduced-motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("there is no exit animation and scrolling is instant", async ({ page }) => {
      await page.goto("/overview");
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
      // The footer's code is there first, so the click is the footer's own navigation.
      await reachIsland(page, "footer");
      // Watched rather than timed: the outgoing page never takes the exit animation's class, not even for a frame.
      await page.evaluate(() => {
        const seen = window as unknown as { exitAnimationSeen: boolean };
        seen.exitAnimationSeen = false;
        new MutationObserver(() => {
          if (document.querySelector("main.page-leaving")) seen.exitAnimationSeen = true;
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["class"] });
      });
      await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page).toHaveURL("/PrivacyPolicy");
      expect(await page.evaluate(() => (window as unknown as { exitAnimationSeen: boolean }).exitAnimationSeen)).toBe(
        false,
      );
      await expect(page.locator("main")).not.toHaveClass(/page-leaving/);
    });
  });

  test("a skip link leads to the main content", async ({ page }) => {
    await page.goto("/overview");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
  });
});

test.describe("footer", () => {
  test("has every part", async ({ page }) => {
    await page.goto("/overview");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("button", { name: "Scroll to top" })).toBeVisible();
    for (const name of ["Home", "Services", "About Us", "Contact"]) {
      await expect(
        footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name, exact: true }),
      ).toBeVisible();
    }
    const services = footer.getByRole("navigation", { name: "Our Services" }).getByRole("link");
    await expect(services).toHaveCount(6);
    expect(await services.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/CloudSolutions",
      "/MachineLearning",
      "/ITconsultancy",
      "/DesignDevelopment",
      "/AppDevelopment",
      "/Ecommerce",
    ]);
    await expect(footer).toContainText("Koramangala");
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer).toContainText("Mon – Fri: 9:00 AM – 6:00 PM");
    await expect(footer).toContainText("Closed");
    await expect(footer.getByPlaceholder("Enter your email")).toHaveAttribute("type", "email");
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
    for (const network of ["LinkedIn", "Twitter", "Facebook"]) {
      await expect(footer.getByRole("link", { name: new RegExp(`on ${network}`) })).toHaveCount(1);
    }
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/PrivacyPolicy");
    await expect(footer.getByRole("link", { name: "Disclaimer" })).toHaveAttribute("href", "/Disclaimer");
    await expect(footer.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/Environment");
  });

  test("Home goes home to the hero from another page, and scrolls to it on the home page", async ({ page }) => {
    await page.goto("/overview");
    const home = page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true });
    await home.click();
    await expect(page).toHaveURL("/");
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await home.click();
    await expectScrolledTo(page, "#hero");
  });

  test("the scroll-to-top button returns to the top", async ({ page }) => {
    await page.goto("/overview");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.getByRole("button", { name: "Scroll to top" }).click();
    // Held until the footer's code has arrived if it is still on its way (app/components/Island.tsx), then smooth.
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
