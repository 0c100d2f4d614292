/**
 * Tailwind's custom properties get their initial values in one of two ways (app/lib/first-paint.server.ts):
 * registered by the head script, which then removes the rule that sets them on every element, or, without
 * script, from that rule. A page must look the same either way.
 */
import { type Browser, expect, test } from "@playwright/test";
import { propertyDefaultsId } from "../../app/lib/first-paint.server";

/** What the utilities compute from those properties, for every element and its ::before and ::after. */
function computedLooks(): string[] {
  const properties = [
    "box-shadow",
    "translate",
    "rotate",
    "scale",
    "transform",
    "background-image",
    "border-top-style",
    "outline-style",
    "font-weight",
    "letter-spacing",
    "line-height",
    "filter",
    "backdrop-filter",
    "transition-duration",
    "content",
  ];
  return [...document.querySelectorAll("body *")].flatMap((element, index) =>
    [null, "::before", "::after"].map((pseudo) => {
      const style = getComputedStyle(element, pseudo);
      return `${index} ${element.tagName}${pseudo ?? ""} ${properties.map((name) => style.getPropertyValue(name)).join(" | ")}`;
    }),
  );
}

async function looksOf(browser: Browser, baseURL: string, path: string, javaScriptEnabled: boolean) {
  // Reduced motion: no reveal is armed and no counter runs, so the script's own effects do not differ.
  const context = await browser.newContext({ baseURL, javaScriptEnabled, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(path);
  const defaultsRule = await page.locator(`#${propertyDefaultsId}`).count();
  const shadow = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--tw-shadow"));
  const looks = await page.evaluate(computedLooks);
  await context.close();
  return { defaultsRule, shadow, looks };
}

for (const path of ["/", "/overview", "/CurrentOpenings"]) {
  test(`${path} looks the same with the properties registered by script as with the every-element rule`, async ({
    browser,
    baseURL,
  }) => {
    const registered = await looksOf(browser, baseURL!, path, true);
    const ruled = await looksOf(browser, baseURL!, path, false);
    // With script the rule is gone and the registration gives the same initial value; without, the rule is there.
    expect(registered.defaultsRule).toBe(0);
    expect(ruled.defaultsRule).toBe(1);
    expect(registered.shadow).toBe("0 0 #0000");
    expect(ruled.shadow).toBe("0 0 #0000");
    expect(registered.looks.length).toBeGreaterThan(300);
    expect(registered.looks.filter((look) => /rgba?\(/.test(look.split(" | ")[0])).length).toBeGreaterThan(0);
    expect(registered.looks).toEqual(ruled.looks);
  });
}
