/**
 * The browser tests' Chromium switches (scripts/chromium.ts): Playwright's own list of features to turn off is
 * kept whole, since Chromium reads only the last --disable-features, and the address bar's popup page, which
 * cost each new browser context a renderer, is not loaded.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumPath, playwrightDisabledFeatures, testChromiumArgs } from "../../../scripts/chromium";

/** The features Playwright's installed version turns off, read from its code. */
function playwrightsOwnList(): string[] {
  const lib = "node_modules/playwright-core/lib";
  const files = readdirSync(lib, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
  for (const file of files) {
    const code = readFileSync(join(lib, file), "utf8");
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(code)?.[1];
    if (list) return [...list.replace(/\/\/.*$/gm, "").matchAll(/"([\w-]+)"/g)].map((match) => match[1]);
  }
  throw new Error("Playwright's list of disabled features was not found in playwright-core");
}

describe("the browser tests' Chromium switches", () => {
  it("turn off every feature Playwright does, in the one --disable-features Chromium reads", () => {
    const ownList = playwrightsOwnList();
    expect(ownList.length).toBeGreaterThan(5);
    expect(playwrightDisabledFeatures).toEqual(expect.arrayContaining(ownList));
    const switches = testChromiumArgs.filter((arg) => arg.startsWith("--disable-features="));
    expect(switches).toHaveLength(1);
    expect(switches[0].slice("--disable-features=".length).split(",")).toEqual(
      expect.arrayContaining(playwrightDisabledFeatures),
    );
  });

  it("open a browser context without loading the address bar's popup page", async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: testChromiumArgs });
    try {
      const context = await browser.newContext();
      await context.newPage();
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send("Target.getTargets");
      const urls = targetInfos.map((target) => target.url);
      expect(urls).toContain("about:blank");
      expect(urls.filter((url) => url.startsWith("chrome://"))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
