/**
 * Visits counted without cookies, in a real browser against the real server: the page's beacon reports the
 * landing page with its campaign and every page after it, and no public page sets a cookie.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { e2eDatabaseUrl } from "../../playwright.config";
import { indiaDay, visitTotals } from "../../server/insights/visits";
import { openStore } from "../../server/store/index";
import { exportContacts } from "./support";

/** A campaign of this run's own, so that other tests' visits never change the figures read here. */
const campaign = `spring-expo-${process.pid}-${Date.now()}`;

async function totalsFor(keys: string[]): Promise<Record<string, number>> {
  const store = openStore(e2eDatabaseUrl);
  try {
    const today = indiaDay(new Date());
    const rows = await visitTotals(store, today, today);
    return Object.fromEntries(
      rows
        .filter((row) => keys.includes(`${row.kind} ${row.key}`))
        .map((row) => [`${row.kind} ${row.key}`, Number(row.views)]),
    );
  } finally {
    await store.close();
  }
}

test("a visit landing from a campaign is counted with its pages, and no page sets a cookie", async ({
  page,
  context,
}) => {
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/visit")) beacons.push(request.url());
  });
  await page.goto(`/CloudSolutions?utm_source=linkedin&utm_campaign=${campaign}`);
  await expect.poll(() => beacons.length).toBe(1);
  // The tab keeps where the visit began (for an enquiry sent later), and the server counted the campaign.
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem("visit-source") ?? "null"))).toEqual({
    landing: "/CloudSolutions",
    utmSource: "linkedin",
    utmCampaign: campaign,
  });
  const campaignRow = `campaign linkedin||${campaign}`;
  await expect.poll(() => totalsFor([campaignRow])).toEqual({ [campaignRow]: 1 });

  // A client-side visit to another page is reported too, and does not count the campaign again.
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/PrivacyPolicy");
  await expect.poll(() => beacons.length).toBe(2);
  expect(await totalsFor([campaignRow])).toEqual({ [campaignRow]: 1 });
  expect(await context.cookies()).toEqual([]);
});

test("a browser sending Global Privacy Control sends no report at all", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "sec-gpc": "1" } });
  const page = await context.newPage();
  await page.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/visit")) beacons.push(request.url());
  });
  // The page asks for its report when the browser is first idle after hydration; idle callbacks run in the order
  // they were asked for, so once one asked for after hydration has run, a report would have gone.
  await page.goto("/overview");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(await page.evaluate(() => sessionStorage.getItem("visit-source"))).toBeNull();
  expect(beacons).toEqual([]);
  await context.close();
});

test("an enquiry sent later in the tab carries where its visit began, into the store and the export", async ({
  page,
}) => {
  await page.goto(`/CloudSolutions?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("visit-source"))).not.toBeNull();
  await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL("/contact");
  const email = `lead-${randomUUID().slice(0, 8)}@example.com`;
  const form = page.locator("#contact form");
  await form.getByLabel("Full Name").fill("Meera Iyer");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("9876543210");
  await form.getByLabel("Message").fill("We met your team at the expo and would like to talk about cloud migration.");
  await form.getByRole("button", { name: /send message/i }).click();
  await expect(page.getByTestId("contact-submit")).toHaveText(/Message Sent!/);

  expect(exportContacts().find((row) => row.email === email)).toMatchObject({
    landingPage: "/CloudSolutions",
    referrerHost: null,
    utmSource: "linkedin",
    utmMedium: "social",
    utmCampaign: campaign,
  });
});
