/**
 * Details that make the site read as finished: menus that stay open when clicked after a hover, a form
 * whose own messages speak, a confirmation that stays, and titles that read the same way on every page.
 */
import { expect, test } from "@playwright/test";
import { headerMenu } from "../../app/site/menu";
import { reachIsland, waitForHydration } from "./support";
import { homeAliases, pageTitles, pagesInGroup } from "../../app/site/pages";

/** The page has started its framework and hydrated (see waitForHydration). */
const hydrated = waitForHydration;

test("every desktop dropdown stays open when its entry is clicked after hovering it", async ({ page }) => {
  await page.goto("/overview");
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const entry of headerMenu) {
    const button = nav.getByRole("button", { name: entry.name });
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.click();
    await expect(button, `${entry.name} after hover and click`).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: entry.children[0].name, exact: true })).toBeVisible();
    await button.click(); // a second click closes it, as before
    await expect(button).toHaveAttribute("aria-expanded", "false");
  }
});

test("with JavaScript the form's own messages show, linked to their fields, and the first gets the focus", async ({
  page,
}) => {
  await page.goto("/contact");
  await hydrated(page);
  const form = page.locator("form[aria-labelledby=contact-form-title]");
  await expect(form).toHaveAttribute("novalidate", "");
  await expect(page.locator("#contact-name")).toHaveAttribute("required", ""); // the native constraint stays
  await page.getByTestId("contact-submit").click();
  await expect(page.locator("#contact-name-error")).toHaveText("Please enter your full name.");
  await expect(page.locator("#contact-name")).toHaveAttribute("aria-describedby", "contact-name-error");
  await expect(page.locator("#contact-phone-error")).toBeVisible();
  await expect(page.locator("#contact-name")).toBeFocused();
  await expect(page.getByRole("alert")).toContainText("Some details need attention");
});

test("a phone number pasted with its country code selects the code", async ({ page }) => {
  await page.goto("/contact");
  // The form's own code is there (a paste before it is held: islands.spec.ts), so the field is the one it renders.
  await reachIsland(page, "#contact");
  // A paste, as from a contact card: the field's 10-character limit must not cut it first.
  await page.locator("#contact-phone").evaluate((input) => {
    const data = new DataTransfer();
    data.setData("text/plain", "+44 20 7946 0958");
    input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(page.locator("#contact-phone")).toHaveValue("2079460958");
  await expect(page.locator("#contact-country-code")).toHaveValue("+44");
});

test("after Message Sent! a dated confirmation stays until the visitor starts a new message", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await page.locator("#contact-name").fill("Asha Rao");
  await page.locator("#contact-email").fill("asha.details@example.com");
  await page.locator("#contact-phone").fill("9876543210");
  await page.locator("#contact-message").fill("Please call me about a testing engagement.");
  await page.getByTestId("contact-submit").click();
  await expect(page.getByTestId("contact-submit")).toHaveText(/Message Sent!/);
  // After the 3 s banner; the bound is the suite's (playwright.config.ts), not the banner's length.
  await expect(page.getByTestId("contact-sent-note")).toContainText(/Your message was sent at \d{1,2}:\d{2}/);
  await expect(page.getByTestId("contact-submit")).toHaveText(/Send Message/);
  await expect(page.getByRole("status").filter({ has: page.getByTestId("contact-sent-note") })).toBeVisible();
  await page.locator("#contact-name").fill("B");
  await expect(page.getByTestId("contact-sent-note")).toHaveCount(0);
});

test("the home aliases put the company's name last in the title, like every inner page", async ({ page }) => {
  for (const alias of homeAliases) {
    await page.goto(alias.path);
    await expect(page).toHaveTitle(`${pageTitles[alias.path]} | Jenesys Technologies`);
  }
  await page.goto("/");
  await expect(page).toHaveTitle(/^Jenesys Technologies \| /);
});

/** The overview page of each group, and the group whose pages it introduces. */
const overviews = [
  { path: "/overview", group: "company" },
  { path: "/enterprise", group: "enterprise" },
  { path: "/systems", group: "systems" },
] as const;

for (const { path, group } of overviews) {
  test(`${path} links every page of its group from the page body`, async ({ page }) => {
    await page.goto(path);
    const bodyLinks = await page
      .locator("main a[href]")
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const expected = pagesInGroup(group)
      .map((p) => p.path)
      .filter((p) => p !== path);
    expect(expected.length).toBeGreaterThan(0);
    expect(bodyLinks).toEqual(expect.arrayContaining(expected));
  });
}

test("a card that names a page leads there with one click anywhere on the card", async ({ page }) => {
  await page.goto("/enterprise");
  await hydrated(page);
  const card = page.getByTestId("content-card").filter({ hasText: "Software Testing and QA" });
  // Measured once the section's own code has rendered it, so the card measured is the one clicked.
  await reachIsland(
    page,
    'section[data-section-kind]:has([data-testid=content-card]:has-text("Software Testing and QA"))',
  );
  // Measured where it comes to rest: a card revealed as it scrolls in rises 24 px, and a point near its foot
  // measured mid-rise lies below the card once it has risen.
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute("data-revealed", "");
  await card.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const box = (await card.boundingBox())!;
  // The card's foot, not its title: Playwright scrolls it into view and checks the card is what gets the click.
  await card.click({ position: { x: box.width / 2, y: box.height - 12 } });
  await expect(page).toHaveURL(/\/SoftwareTesting$/);
  await expect(page.locator("h1")).toHaveText("Software Testing and QA");
});

test("hero art differs between page groups", async ({ page }) => {
  const motifs = new Map<string, string>();
  for (const path of [
    "/overview",
    "/enterprise",
    "/systems",
    "/Telecom",
    "/PartnersIBM",
    "/Environment",
    "/PrivacyPolicy",
  ]) {
    await page.goto(path);
    motifs.set(path, (await page.locator("[data-art-motif]").first().getAttribute("data-art-motif"))!);
  }
  expect(new Set(motifs.values()).size, JSON.stringify(Object.fromEntries(motifs))).toBeGreaterThanOrEqual(5);
});
