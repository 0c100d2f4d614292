/**
 * The insights page's figures (server/insights/report.ts), on SQLite always and on PostgreSQL when
 * TEST_DATABASE_URL is set: visits counted by the real counter on days the test chooses, enquiries stored
 * at times the test chooses, read back for 7 and 30 days ending on an India day.
 */
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insightRangeOf } from "../../../app/lib/insight-ranges";
import { daysEnding, insightsCsv, insightsReport } from "../../../server/insights/report";
import { createVisitCounter, type VisitSender } from "../../../server/insights/visits";
import { searchTextOf } from "../../../server/store/search-text";
import { openSqliteStore } from "../../../server/store/sqlite";
import type { Store } from "../../../server/store/types";
import { scratchPostgresStore } from "../../support/scratch-store";
import { tempDir } from "../../support/server";

const pgUrl = process.env.TEST_DATABASE_URL;

const visitor = (address: string): VisitSender => ({
  address,
  userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  globalPrivacyControl: false,
  siteHost: "www.jenesys.example",
});

describe("the insights period", () => {
  it("is 7, 30 or 90 days, and 30 when the address asks for anything else", () => {
    const range = (query: string) => insightRangeOf(new URLSearchParams(query));
    expect(["days=7", "days=30", "days=90", "days=365", "days=-7", "days=abc", ""].map(range)).toEqual([
      7, 30, 90, 30, 30, 30, 30,
    ]);
  });

  it("ends with the given day and runs over month ends", () => {
    expect(daysEnding("2026-12-02", 4)).toEqual(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"]);
  });
});

function storeSuite(open: () => Promise<{ store: Store; cleanup(): Promise<void> }>) {
  let store: Store;
  let cleanup: () => Promise<void>;
  let now: Date;

  beforeEach(async () => {
    ({ store, cleanup } = await open());
    await store.migrate();
  });
  afterEach(async () => cleanup());

  /** Visits on the India day of `at`, through the real counter. */
  async function visit(at: string, reports: Array<[address: string, report: Record<string, string>]>) {
    now = new Date(at);
    const counter = createVisitCounter({ store, now: () => now });
    for (const [address, report] of reports) await counter.count(report, visitor(address));
  }

  const enquiryText = {
    name: "Meera Iyer",
    email: "meera@example.com",
    message: "We would like to talk about moving our depot tracking to the cloud.",
  };
  const enquiryAt = (createdAt: string) =>
    store.query((db) =>
      db
        .insertInto("contacts")
        .values({
          id: randomUUID(),
          ...enquiryText,
          company: null,
          phone: "9876543210",
          country_code: "+91",
          service: null,
          created_at: createdAt,
          search_text: searchTextOf(enquiryText),
        })
        .execute(),
    );

  beforeEach(async () => {
    // 20 Nov (India): two visitors, one from a LinkedIn campaign who also reads an opening.
    await visit("2026-11-20T06:00:00Z", [
      ["203.0.113.7", { path: "/CloudSolutions", utmSource: "linkedin", utmCampaign: "spring-expo" }],
      ["203.0.113.7", { path: "/CurrentOpenings/site-reliability-engineer" }],
      ["198.51.100.20", { path: "/", referrer: "https://www.google.co.in/" }],
    ]);
    // 26 Nov: one visitor, three pages.
    await visit("2026-11-26T10:00:00Z", [
      ["192.0.2.1", { path: "/" }],
      ["192.0.2.1", { path: "/CloudSolutions" }],
      ["192.0.2.1", { path: "/contact" }],
    ]);
    // A visit 40 days before: outside a 30-day period.
    await visit("2026-10-17T06:00:00Z", [["192.0.2.9", { path: "/" }]]);
    // Enquiries: 18:40 UTC on 25 Nov is already 26 Nov in India; 18:20 UTC on 19 Nov is still 19 Nov there.
    await enquiryAt("2026-11-25T18:40:00.000Z");
    await enquiryAt("2026-11-20T08:00:00.000Z");
    await enquiryAt("2026-11-19T18:20:00.000Z");
    await enquiryAt("2026-10-17T08:00:00.000Z");
  });

  it("gives every day of the last 7, with visitors, views and enquiries by India's calendar", async () => {
    const report = await insightsReport(store, 7, new Date("2026-11-26T12:00:00Z"));
    expect(report).toMatchObject({ range: 7, from: "2026-11-20", to: "2026-11-26" });
    expect(report.days.map((day) => [day.day, day.visitors, day.views, day.enquiries])).toEqual([
      ["2026-11-20", 2, 3, 1],
      ["2026-11-21", 0, 0, 0],
      ["2026-11-22", 0, 0, 0],
      ["2026-11-23", 0, 0, 0],
      ["2026-11-24", 0, 0, 0],
      ["2026-11-25", 0, 0, 0],
      ["2026-11-26", 1, 3, 1],
    ]);
    expect(report.totals).toEqual({ visitors: 3, views: 6, enquiries: 2 });
    // 2 enquiries per 3 visitors: 66.7 per 100.
    expect(report.conversionRate).toBe(66.7);
  });

  it("ranks pages, referrers and campaigns by views, and lists the openings' pages", async () => {
    const report = await insightsReport(store, 7, new Date("2026-11-26T12:00:00Z"));
    expect(report.pages.map((page) => [page.key, page.views, page.visitors])).toEqual([
      ["/", 2, 2],
      ["/CloudSolutions", 2, 2],
      ["/contact", 1, 1],
      ["/CurrentOpenings/site-reliability-engineer", 1, 1],
    ]);
    expect(report.referrers).toEqual([{ key: "www.google.co.in", views: 1, visitors: 1 }]);
    expect(report.campaigns).toEqual([{ key: "linkedin||spring-expo", views: 1, visitors: 1 }]);
    expect(report.openings).toEqual([{ key: "/CurrentOpenings/site-reliability-engineer", views: 1, visitors: 1 }]);
  });

  it("over 30 days takes in the 19th's enquiry and leaves out what is older", async () => {
    const report = await insightsReport(store, 30, new Date("2026-11-26T12:00:00Z"));
    expect(report.days).toHaveLength(30);
    expect(report.from).toBe("2026-10-28");
    expect(report.totals).toEqual({ visitors: 3, views: 6, enquiries: 3 });
    expect(report.days.find((day) => day.day === "2026-11-19")?.enquiries).toBe(1);
  });

  it("with no visitors has no conversion rate, and exports one CSV line a day", async () => {
    const report = await insightsReport(store, 7, new Date("2026-09-10T12:00:00Z"));
    expect(report.totals).toEqual({ visitors: 0, views: 0, enquiries: 0 });
    expect(report.conversionRate).toBeUndefined();
    const csv = insightsCsv(await insightsReport(store, 7, new Date("2026-11-26T12:00:00Z"))).split("\r\n");
    expect(csv[0]).toBe("day,visitors,page_views,enquiries");
    expect(csv[1]).toBe("2026-11-20,2,3,1");
    expect(csv[7]).toBe("2026-11-26,1,3,1");
    expect(csv).toHaveLength(9); // the header, 7 days and the final line break
  });
}

describe("insights on SQLite", () => {
  storeSuite(async () => {
    const dir = tempDir();
    return { store: openSqliteStore(join(dir.path, "store.db")), cleanup: async () => dir.remove() };
  });
});

describe.skipIf(!pgUrl)(`insights on PostgreSQL${pgUrl ? "" : " (skipped: set TEST_DATABASE_URL to run)"}`, () => {
  storeSuite(async () => scratchPostgresStore(pgUrl!, "insights"));
});
