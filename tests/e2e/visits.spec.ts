/**
 * Visits counted without cookies, in a real browser against the real server: the page's beacon reports the
 * landing page with its campaign and every page after it, and no public page sets a cookie.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { e2eDatabaseUrl } from "../../playwright.config";
import { indiaDay, visitTotals } from "../../server/insights/visits";
import { scratchStore, spawnServer, stopServer } from "../../scripts/server-process";
import { openStore } from "../../server/store/index";
import { axeViolations } from "./axe";
import { layoutProblems } from "./layout-rules";
import { addStaffAccount, exportContacts, showInboxFilters, signInAsStaff, waitForHydration } from "./support";

// A bound for a hang, not a wait: these tests run operator commands (a staff account, the export), each a Node
// process that takes seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

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
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(await page.evaluate(() => sessionStorage.getItem("visit-source"))).toBeNull();
  expect(beacons).toEqual([]);
  await context.close();
});

test("a crawler's browser sends its report, and nothing is counted", async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0 Safari/537.36",
  });
  const page = await context.newPage();
  const botCampaign = `${campaign}-crawler`;
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/visit"));
  await page.goto(`/CloudSolutions?utm_source=linkedin&utm_campaign=${botCampaign}`);
  expect((await answered).status()).toBe(204);
  const row = `campaign linkedin||${botCampaign}`;
  expect(await totalsFor([row])).toEqual({});
  await context.close();
});

/** A campaign visit that becomes an enquiry, found by Sales among the campaign's leads, on the server at `page`'s base URL. */
async function campaignLeadJourney(page: Page, databaseUrl: string) {
  await page.goto(`/CloudSolutions?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("visit-source"))).not.toBeNull();
  await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const email = `lead-${randomUUID().slice(0, 8)}@example.com`;
  const form = page.locator("#contact form");
  await form.getByLabel("Full Name").fill("Meera Iyer");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("9876543210");
  await form.getByLabel("Message").fill("We met your team at the expo and would like to talk about cloud migration.");
  await form.getByRole("button", { name: /send message/i }).click();
  await expect(page.getByTestId("contact-submit")).toHaveText(/Message Sent!/);

  const store = openStore(databaseUrl);
  try {
    expect((await store.listContacts()).find((row) => row.email === email)).toMatchObject({
      landingPage: "/CloudSolutions",
      referrerHost: null,
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: campaign,
    });
  } finally {
    await store.close();
  }
  // No public page of the visit set a cookie (the staff sign-in below is the first).
  expect(await page.context().cookies()).toEqual([]);

  // Sales finds it among the enquiries that came from a campaign (and not among direct visits), with its source.
  await signInAsStaff(page, addStaffAccount("sales", databaseUrl));
  const enquiries = page.getByRole("list", { name: "Enquiries" });
  await page.getByLabel("Search").fill(email);
  await showInboxFilters(page);
  await page.getByLabel("Came from").selectOption("A direct visit");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No enquiries match.")).toBeVisible();
  await page.getByLabel("Came from").selectOption("A campaign link");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]source=campaign(&|$)/);
  await expect(enquiries.getByRole("listitem")).toHaveCount(1);
  await enquiries.getByRole("link").click();
  await expect(page.getByText(`Campaign ${campaign} (LinkedIn, social), landed on /CloudSolutions`)).toBeVisible();
}

/** The insights of a store that holds only this visit: its campaign with its one view and visitor, and the enquiry. */
async function insightsOfOneVisit(page: Page) {
  await page.goto("/admin/insights?days=7");
  await expect(page.getByRole("region", { name: "Top campaigns" })).toContainText(
    `Campaign ${campaign} (LinkedIn, social)1 view, 1 visitor`,
  );
  await expect(page.getByRole("region", { name: "Top pages" })).toContainText("/CloudSolutions1 view, 1 visitor");
  await page.getByText("Figures by day").click();
  // Today's row: 1 visitor, 2 page views (the landing page and the contact page), 1 enquiry.
  await expect(page.getByRole("table").getByRole("row").last().getByRole("cell")).toHaveText(["1", "2", "1"]);
}

test("an enquiry sent later in the tab carries where its visit began, into the store and the inbox", async ({
  page,
}) => {
  await campaignLeadJourney(page, e2eDatabaseUrl);
  // The operator's export carries it too.
  expect(exportContacts().filter((row) => row.utmCampaign === campaign).length).toBeGreaterThan(0);
});

test.describe("a campaign's lead on PostgreSQL", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run");

  test("the same journey on a server whose store is PostgreSQL", async ({ browser }) => {
    test.setTimeout(240_000);
    const store = scratchStore("postgres", `e2e_visits_${randomUUID().slice(0, 8)}`);
    const server = await spawnServer(store.databaseUrl, { STAFF_REQUIRE_2FA: "none" });
    try {
      const context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      await campaignLeadJourney(page, store.databaseUrl);
      await insightsOfOneVisit(page);
      await context.close();
    } finally {
      await stopServer(server.child);
      await store.remove();
    }
  });
});

test("Sales sees the campaign's visit in the insights, as a chart, ranked lists and figures by day", async ({
  page,
  browser,
}) => {
  const insightsCampaign = `${campaign}-insights`;
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const beacons: string[] = [];
  visitorPage.on("request", (request) => {
    if (request.url().endsWith("/api/visit")) beacons.push(request.url());
  });
  await visitorPage.goto(`/CloudSolutions?utm_source=linkedin&utm_medium=social&utm_campaign=${insightsCampaign}`);
  const campaignRow = `campaign linkedin|social|${insightsCampaign}`;
  await expect.poll(() => totalsFor([campaignRow])).toEqual({ [campaignRow]: 1 });
  await visitor.close();

  await signInAsStaff(page, addStaffAccount("sales"));
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  // The campaign in the words the inbox uses, with its one view and visitor; the landing page among the pages.
  await expect(page.getByRole("region", { name: "Top campaigns" })).toContainText(
    `Campaign ${insightsCampaign} (LinkedIn, social)1 view, 1 visitor`,
  );
  // The pages' ranking holds every browser test's visits to this server, so only its form is certain here:
  // paths with their views and visitors (the ranking itself is tests/unit/server/insights-report.test.ts's).
  await expect(page.getByRole("region", { name: "Top pages" })).toContainText(/\/\S*\d+ views?, \d+ visitors?/);
  // The charts are pictures with names, drawn in the server's HTML; the figures are in a table too.
  await expect(page.getByRole("img", { name: /^Visitors and page views per day, / })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Enquiries per day, / })).toBeVisible();
  await page.getByText("Figures by day").click();
  const today = page.getByRole("table").getByRole("row").last();
  await expect(today.getByRole("cell").first()).not.toHaveText("0"); // today's visitors, this test's among them

  // Another period is another address; the export is that period's days.
  await page.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL("/admin/insights?days=7");
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(8);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = readFileSync(await (await download).path(), "utf8")
    .trim()
    .split("\r\n");
  expect(csv[0]).toBe("day,visitors,page_views,enquiries");
  expect(csv).toHaveLength(8);
});

test("the insights fit a 360 px phone, table open, and pass WCAG 2.2 AA", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsStaff(page, addStaffAccount("sales"));
  await page.goto("/admin/insights?days=90");
  await page.getByText("Figures by day").click();
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(91);
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test("the insights are not for HR or Editors", async ({ page }) => {
  await signInAsStaff(page, addStaffAccount("hr"));
  await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Insights" })).toHaveCount(0);
  const response = await page.goto("/admin/insights");
  expect(response?.status()).toBe(403);
  const csv = await page.request.get("/admin/insights.csv");
  expect(csv.status()).toBe(403);
});
