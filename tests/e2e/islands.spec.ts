import { randomUUID } from "node:crypto";
import { type Browser, type Page, expect } from "@playwright/test";
import { exportContacts, reachIsland, servedGzipBytes, test, waitForHydration } from "./support";

/**
 * The parts of a page below the fold (the sections after the hero, the footer) are islands: their code
 * comes when the visitor nears them (app/components/Island.tsx). These tests hold that code back, as a
 * slow network would, and check that nothing a visitor does meanwhile is lost; a content page's drawing
 * keeps the server's HTML and never fetches its code.
 */

const islandChunk = (module: string) => new RegExp(`/assets/${module}-[\\w-]+\\.js$`);

/** Holds one module's file until `release` is called. */
async function holdModule(page: Page, module: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(islandChunk(module), async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/**
 * A page of its own (the fixture's page waits for hydration) opened at `route` with the framework held back, so
 * it stays as the server sent it until `framework.release()`.
 */
async function openWithFrameworkHeld(browser: Browser, route: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const framework = await holdModule(page, "entry.client");
  await page.goto(route);
  return { context, page, framework };
}

/**
 * Records, in the page, the last `type` event the browser dispatched, and answers whether its default action
 * (a post, a navigation, a paste's insertion) was cancelled: held by an island rather than done by the browser.
 * Read from the event itself once dispatched, so the answer is a state, not a wait.
 */
async function watchDefault(page: Page, type: "click" | "paste") {
  await page.evaluate((type) => {
    const record = window as unknown as { lastEvent: Record<string, Event> };
    record.lastEvent ??= {};
    addEventListener(type, (event) => (record.lastEvent[type] = event), true);
  }, type);
  return () =>
    page.evaluate(
      (type) => (window as unknown as { lastEvent: Record<string, Event> }).lastEvent[type]?.defaultPrevented ?? null,
      type,
    );
}

/**
 * Opens a page on Lighthouse's mobile screen and lets it settle untouched, then starts its framework as a first
 * interaction would and lets it settle again, listing every script the page fetches (then and later) and the
 * weight before the interaction and with the framework.
 */
async function openOnPhone(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) scripts.push(pathname);
  });
  const settle = async () => {
    // What the page fetches when it is idle (the visit beacon) has been asked for once the page has been idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    await page.waitForLoadState("networkidle");
    return scripts.reduce((sum, script) => sum + servedGzipBytes(script), 0);
  };
  await page.goto(url, { waitUntil: "networkidle" });
  await expect.poll(() => scripts.some((script) => islandChunk("page-start").test(script))).toBe(true);
  const untouchedBytes = await settle();
  await waitForHydration(page);
  const kib = (await settle()) / 1024;
  console.log(
    `${url} on a phone, not scrolled: ${(untouchedBytes / 1000).toFixed(1)} KB gzip before an interaction, ${scripts.length} scripts and ${kib.toFixed(1)} KiB gzip with the framework`,
  );
  const fetched = (module: string) => scripts.some((script) => islandChunk(module).test(script));
  return { context, page, untouchedBytes, kib, fetched };
}

test("a phone that stays at the top of the home page fetches no code for what is below it", async ({ browser }) => {
  const { context, page, untouchedBytes, kib, fetched } = await openOnPhone(browser, "/");
  // Nor for the desktop menus (hidden on a phone) or the mobile menu (until its button is touched).
  for (const module of ["AboutSection", "ContactSection", "SiteFooter", "DesktopNav", "MobileNav"])
    expect(fetched(module), module).toBe(false);
  expect(untouchedBytes).toBeLessThanOrEqual(40_000); // issue budget: 40 KB before the visitor interacts
  expect(kib).toBeLessThanOrEqual(120); // the design's budget, as tests/unit/site/first-paint.test.ts

  await page.getByRole("button", { name: "Open menu" }).tap();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  expect(fetched("MobileNav")).toBe(true);
  await page.getByRole("button", { name: "Close menu" }).tap();

  // Scrolling down brings each part's code.
  await reachIsland(page, "#contact");
  expect(fetched("ContactSection")).toBe(true);
  await reachIsland(page, "footer");
  await context.close();
});

test("a phone at the top of a content page fetches no code for its sections, and never any for its drawing", async ({
  browser,
}) => {
  const { context, page, untouchedBytes, kib, fetched } = await openOnPhone(browser, "/Telecom");
  for (const module of ["Section", "PageArt", "SiteFooter"]) expect(fetched(module), module).toBe(false);
  expect(untouchedBytes).toBeLessThanOrEqual(40_000);
  expect(kib).toBeLessThanOrEqual(120);
  // The drawing is in the page as the server sent it: its backdrop and the page's icon.
  await expect(page.locator("figure[data-art-motif] svg")).toHaveCount(2);

  // Scrolling down brings the sections' code; the drawing's never comes.
  const firstSection = page.locator("[data-section-kind]").first();
  await reachIsland(page, "[data-section-kind] >> nth=0");
  await expect(firstSection.getByRole("heading", { level: 2 })).toBeVisible();
  expect(fetched("Section")).toBe(true);
  expect(fetched("PageArt")).toBe(false);
  await context.close();
});

test("a client-side visit to a content page draws its art and shows every section, live", async ({ page }) => {
  await page.goto("/overview");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const menu = page.getByRole("navigation", { name: "Main" });
  await menu.getByRole("button", { name: "Industry" }).click();
  await menu.getByRole("link", { name: "Telecom", exact: true }).click();
  await expect(page).toHaveURL(/\/Telecom$/);
  await expect(page.locator("figure[data-art-motif] svg")).toHaveCount(2);
  const sections = page.locator("[data-section-kind]");
  expect(await sections.count()).toBeGreaterThan(1);
  for (const section of await sections.all()) await expect(section).toHaveAttribute("data-island-live", "");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("what a visitor types and clicks before the contact section's code arrives is carried over", async ({ page }) => {
  const code = await holdModule(page, "ContactSection");
  await page.goto("/contact"); // Opens at the section: its code is asked for at once, and held.
  await expect.poll(code.requested).toBe(true);
  const form = page.locator("#contact form");
  const email = `island-${randomUUID().slice(0, 8)}@example.com`;
  await form.getByLabel("Full Name").fill("Arjun Rao");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("9876543210");
  await form.getByLabel("Service").selectOption("Cloud Solutions");
  await form.getByLabel("Message").fill("Typed before the form's code arrived");
  await expect(page.locator("#contact")).not.toHaveAttribute("data-island-live");

  code.release();
  await expect(page.locator("#contact")).toHaveAttribute("data-island-live", "");
  // The focus stays in the field, and typing goes on where it was.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-message");
  await page.keyboard.type(", and this after.");
  await expect(form.getByLabel("Message")).toHaveValue("Typed before the form's code arrived, and this after.");
  await expect(form.getByLabel("Full Name")).toHaveValue("Arjun Rao");
  await expect(form.getByLabel("Service")).toHaveValue("Cloud Solutions");

  await form.getByTestId("contact-submit").click();
  await expect(form.getByRole("status")).toContainText("Your message has been sent");
  const stored = exportContacts().filter((row) => row.email === email);
  expect(stored).toMatchObject([
    {
      name: "Arjun Rao",
      phone: "9876543210",
      service: "Cloud Solutions",
      message: "Typed before the form's code arrived, and this after.",
    },
  ]);
});

test("a submit made before the contact section's code arrives is sent in place once it does", async ({ page }) => {
  const code = await holdModule(page, "ContactSection");
  await page.goto("/contact");
  const form = page.locator("#contact form");
  const email = `held-${randomUUID().slice(0, 8)}@example.com`;
  await form.getByLabel("Full Name").fill("Kavya Menon");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("9123456780");
  await form.getByLabel("Message").fill("Sent before the form's code had arrived.");
  const clickHeld = await watchDefault(page, "click");
  await form.getByTestId("contact-submit").click();
  // Held, not posted by the browser: the button's click was cancelled (it becomes the submit once the code is
  // there), the page has not moved, nothing is stored.
  await expect.poll(clickHeld).toBe(true);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/contact");
  expect(exportContacts().filter((row) => row.email === email)).toEqual([]);
  code.release();
  await expect(form.getByRole("status")).toContainText("Your message has been sent");
  expect(new URL(page.url()).search).toBe("");
  expect(exportContacts().filter((row) => row.email === email)).toMatchObject([
    { name: "Kavya Menon", message: "Sent before the form's code had arrived." },
  ]);
});

test("Send pressed just before the contact section's code arrives and released after it is sent", async ({ page }) => {
  const code = await holdModule(page, "ContactSection");
  await page.goto("/contact");
  await expect.poll(code.requested).toBe(true);
  const form = page.locator("#contact form");
  const email = `pressed-${randomUUID().slice(0, 8)}@example.com`;
  await form.getByLabel("Full Name").fill("Rohan Pillai");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("9988776655");
  await form.getByLabel("Message").fill("Released on the form the code drew.");
  // The press lands on the server's button; the release on the one React draws in its place. The browser
  // itself clicks nothing then, since the button the press began on has left the page.
  await form.getByTestId("contact-submit").scrollIntoViewIfNeeded();
  const send = await form.getByTestId("contact-submit").boundingBox();
  await page.mouse.move(send!.x + send!.width / 2, send!.y + send!.height / 2);
  await page.mouse.down();
  code.release();
  await expect(page.locator("#contact")).toHaveAttribute("data-island-live", "");
  await page.mouse.up();
  await expect(form.getByRole("status")).toContainText("Your message has been sent");
  expect(exportContacts().filter((row) => row.email === email)).toMatchObject([
    { name: "Rohan Pillai", message: "Released on the form the code drew." },
  ]);
});

test("a phone number pasted before the contact section's code arrives is read whole once it does", async ({ page }) => {
  const code = await holdModule(page, "ContactSection");
  await page.goto("/contact");
  await expect.poll(code.requested).toBe(true);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(() => navigator.clipboard.writeText("+44 20 7946 0958"));
  const phone = page.locator("#contact-phone");
  await phone.focus();
  const pasteHeld = await watchDefault(page, "paste");
  await page.keyboard.press("ControlOrMeta+V");
  // Held: the browser alone would have cut it to the field's 10 characters, "+44 20 794".
  await expect.poll(pasteHeld).toBe(true);
  await expect(phone).toHaveValue("");
  code.release();
  await expect(phone).toHaveValue("2079460958");
  await expect(page.locator("#contact-country-code")).toHaveValue("+44");
  await expect(phone).toBeFocused();
});

test("a footer link clicked before the footer's code arrives leads there within the app", async ({ page }) => {
  const code = await holdModule(page, "SiteFooter");
  await page.goto("/overview");
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  const clickHeld = await watchDefault(page, "click");
  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect.poll(clickHeld).toBe(true);
  expect(new URL(page.url()).pathname).toBe("/overview");
  code.release();
  await expect(page).toHaveURL(/\/PrivacyPolicy$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");
  // A client-side navigation: the same document, not a page load.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a client-side visit to the home page shows every section at once, live", async ({ page }) => {
  await page.goto("/overview");
  await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  for (const id of ["services", "about", "contact"])
    await expect(page.locator(`#${id}`)).toHaveAttribute("data-island-live", "");
  await expect(page.locator("#contact form").getByLabel("Full Name")).toBeVisible();
});

test("a desktop menu hovered before its code arrives opens once it does", async ({ page }) => {
  const code = await holdModule(page, "DesktopNav");
  await page.goto("/overview");
  const menu = page.getByRole("navigation", { name: "Main" });
  const company = menu.getByRole("button", { name: "Company" });
  await company.hover();
  // The hover has reached the menu (it asked for its code), and without the code nothing opens it in React.
  await expect.poll(code.requested).toBe(true);
  await expect(company).toHaveAttribute("aria-expanded", "false");
  code.release();
  await expect(menu).toHaveAttribute("data-island-live", "");
  await expect(company).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link", { name: "Our Values" })).toBeVisible();
});

test("a desktop menu hovered and clicked before its code arrives stays open once it does, and leads on", async ({
  page,
}) => {
  const code = await holdModule(page, "DesktopNav");
  await page.goto("/overview");
  const menu = page.getByRole("navigation", { name: "Main" });
  const industry = menu.getByRole("button", { name: "Industry" });
  await industry.click(); // a pointer's hover, then its click: the click is held for the code
  await expect.poll(code.requested).toBe(true);
  code.release();
  await expect(menu).toHaveAttribute("data-island-live", "");
  // The replayed hover opens the entry and the replayed click, a pointer's, keeps it open (as without the wait).
  await expect(industry).toHaveAttribute("aria-expanded", "true");
  await menu.getByRole("link", { name: "Telecom", exact: true }).click();
  await expect(page).toHaveURL(/\/Telecom$/);
});

test("a desktop menu hovered and clicked before the framework arrives stays open once it does, and leads on", async ({
  browser,
}) => {
  const { context, page, framework } = await openWithFrameworkHeld(browser, "/overview");
  const menu = page.getByRole("navigation", { name: "Main" });
  const industry = menu.getByRole("button", { name: "Industry" });
  const telecom = menu.getByRole("link", { name: "Telecom", exact: true });
  await industry.click(); // The first interaction: the framework is asked for, and held.
  await expect.poll(framework.requested).toBe(true);
  await expect(telecom).toBeVisible(); // Opened by the stylesheet alone, under the pointer.

  framework.release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(menu).toHaveAttribute("data-island-live", "");
  // The pointer never moved: the entry under it is open, as it was before the code came.
  await expect(industry).toHaveAttribute("aria-expanded", "true");
  await telecom.click();
  await expect(page).toHaveURL(/\/Telecom$/);
  await context.close();
});

test("when a part's code cannot be fetched, a link clicked in it still leads there", async ({ page }) => {
  await page.route(islandChunk("SiteFooter"), (route) => route.abort());
  await page.goto("/overview");
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/PrivacyPolicy$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");
});

test("keys typed into the contact form before the page has hydrated type, and reach no script until it has", async ({
  browser,
}) => {
  const { context, page, framework } = await openWithFrameworkHeld(browser, "/contact");
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((r) => r.name.includes("page-start")));
  // What React's listener at the document would be handed (app/lib/early-typing.ts keeps it from the keys).
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { keysAtDocument: string[] }).keysAtDocument = []);
    for (const type of ["keydown", "input"]) document.addEventListener(type, (event) => seen.push(event.type), true);
  });
  const keysAtDocument = () =>
    page.evaluate(() => (window as unknown as { keysAtDocument: string[] }).keysAtDocument.length);
  const name = page.locator("#contact form").getByLabel("Full Name");
  await name.click(); // The first interaction: the framework is asked for, and held.
  await expect.poll(framework.requested).toBe(true);
  await page.keyboard.type("Meera");
  await expect(name).toHaveValue("Meera");
  expect(await keysAtDocument()).toBe(0);

  framework.release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator("#contact")).toHaveAttribute("data-island-live", "");
  await expect(name).toBeFocused();
  await page.keyboard.type(" Iyer");
  await expect(name).toHaveValue("Meera Iyer");
  expect(await keysAtDocument()).toBeGreaterThan(0);
  await context.close();
});
