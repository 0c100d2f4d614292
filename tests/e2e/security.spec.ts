/**
 * The Content-Security-Policy in a real browser: no page needs 'unsafe-inline' for scripts, none reports a
 * violation while loading, every page still hydrates under the policy (its menus respond), and the office
 * map, the one third-party frame, still loads once asked for. Map requests are answered locally, so
 * nothing leaves the machine.
 */
import { type Page, expect } from "@playwright/test";
import { reachIsland, test, waitForHydration } from "./support";

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Records CSP violations from the first script on, and console errors, for one page. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const violations: Array<{ directive: string; blocked: string; sample: string }> = [];
    (window as unknown as { __cspViolations: typeof violations }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push({
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations),
  };
}

function scriptSrc(csp: string | undefined): string {
  return (
    (csp ?? "")
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith("script-src")) ?? ""
  );
}

/** Opens a header dropdown by keyboard once React has hydrated the page: proof the page hydrated under the policy. */
async function expectMenusHydrated(page: Page) {
  await waitForHydration(page);
  const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Industry" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.focus();
  await page.keyboard.press("Enter"); // keyboard, not a click: the mouse would open it by hover alone
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
}

for (const path of ["/", "/contact", "/no-such-page"]) {
  test(`${path} is served with a script policy that has no 'unsafe-inline'`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(path === "/no-such-page" ? 404 : 200);
    const csp = response.headers()["content-security-policy"];
    const scripts = scriptSrc(csp);
    expect(scripts).toMatch(/^script-src 'self'/);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
}

for (const path of ["/", "/Telecom", "/no-such-page"]) {
  test(`${path} loads and hydrates without a CSP violation`, async ({ page }) => {
    const watch = await watchPolicy(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === "/no-such-page" ? 404 : 200);
    await page.waitForLoadState("load");
    if (path !== "/") await expectMenusHydrated(page);
    else
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Industry" }),
      ).toBeVisible();
    expect(await watch.violations()).toEqual([]);
    // The 404 document itself is reported as a failed load; anything else is an error of ours.
    const errors = watch.consoleErrors.filter((text) => !(path === "/no-such-page" && /status of 404/.test(text)));
    expect(errors).toEqual([]);
  });
}

test("the home page hydrates under the policy too", async ({ page }) => {
  const watch = await watchPolicy(page);
  await page.goto("/");
  await expectMenusHydrated(page);
  expect(await watch.violations()).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
});

test("the office map loads behind its button, in a frame the policy allows", async ({ page }) => {
  const watch = await watchPolicy(page);
  const mapRequests: string[] = [];
  await page.route("**/maps**", (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Map</title><p>map stand-in</p>",
    });
  });
  await page.goto("/contact");
  await page.waitForLoadState("load");
  expect(mapRequests).toEqual([]); // nothing requested from the maps service before the visitor asks
  await reachIsland(page, "#contact");
  await page.getByRole("button", { name: "Show the map" }).click();
  const frame = page.frameLocator('iframe[src*="google.com/maps"]');
  await expect(frame.getByText("map stand-in")).toBeVisible();
  expect(mapRequests.length).toBeGreaterThan(0);
  expect(mapRequests.every((url) => url.startsWith("https://www.google.com/maps"))).toBe(true);
  const violations = await watch.violations();
  expect(violations.filter((violation) => violation.directive === "frame-src")).toEqual([]);
  expect(violations).toEqual([]);
});
