/**
 * What the insights page shows (app/routes/admin/insights.tsx): the visit totals of a range of days
 * (server/insights/visits.ts keeps them per day, so a range of 90 days reads at most 90 rows of the site's
 * own total and the rows of its pages, referrers and campaigns, never raw events) beside the enquiries
 * of the same days, all in India time.
 */
import type { InsightRange } from "../../app/lib/insight-ranges";
import { indiaDay } from "./visits";
import type { Store } from "../store/types";

export interface DayFigures {
  /** YYYY-MM-DD in India time. */
  day: string;
  visitors: number;
  views: number;
  enquiries: number;
}

export interface RankedKey {
  key: string;
  views: number;
  visitors: number;
}

export interface InsightsReport {
  range: InsightRange;
  from: string;
  to: string;
  /** Every day of the range, oldest first, with zeros for a day nobody came. */
  days: DayFigures[];
  totals: { visitors: number; views: number; enquiries: number };
  /** Enquiries per 100 visitors over the range, to one decimal; undefined with no visitors. */
  conversionRate?: number;
  /** Most viewed first, at most `topCount` each. */
  pages: RankedKey[];
  referrers: RankedKey[];
  campaigns: RankedKey[];
  /** Each opening's page that was viewed in the range, most viewed first. */
  openings: RankedKey[];
}

/** How many rows each ranked list shows. */
export const topCount = 10;

const dayMs = 24 * 60 * 60 * 1000;

/** The `count` days ending with `to` (YYYY-MM-DD), oldest first. */
export function daysEnding(to: string, count: number): string[] {
  const last = Date.parse(`${to}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(last - (count - 1 - index) * dayMs).toISOString().slice(0, 10),
  );
}

/** The instant an India day begins (IST is UTC+05:30 all year: India keeps no summer time). */
const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

function ranked(rows: RankedKey[]): RankedKey[] {
  return rows.sort((a, b) => b.views - a.views || b.visitors - a.visitors || a.key.localeCompare(b.key));
}

/** The figures of the `range` days ending on the India day of `now`. */
export async function insightsReport(store: Store, range: InsightRange, now: Date): Promise<InsightsReport> {
  const to = indiaDay(now);
  const days = daysEnding(to, range);
  const from = days[0];
  const [totals, enquiryTimes] = await Promise.all([
    store.query((db) =>
      db
        .selectFrom("visit_totals")
        .select(["day", "kind", "key", "views", "visitors"])
        .where("day", ">=", from)
        .where("day", "<=", to)
        .execute(),
    ),
    store.query((db) =>
      db
        .selectFrom("contacts")
        .select("created_at")
        .where("created_at", ">=", indiaDayStart(from).toISOString())
        .execute(),
    ),
  ]);

  const byDay = new Map(days.map((day) => [day, { day, visitors: 0, views: 0, enquiries: 0 }]));
  const sums = {
    page: new Map<string, RankedKey>(),
    referrer: new Map<string, RankedKey>(),
    campaign: new Map<string, RankedKey>(),
  };
  for (const row of totals) {
    // PostgreSQL's driver may hand integers back as strings.
    const views = Number(row.views);
    const visitors = Number(row.visitors);
    if (row.kind === "site") {
      const figures = byDay.get(row.day);
      if (figures) Object.assign(figures, { views: figures.views + views, visitors: figures.visitors + visitors });
      continue;
    }
    const sum = sums[row.kind].get(row.key) ?? { key: row.key, views: 0, visitors: 0 };
    sum.views += views;
    sum.visitors += visitors;
    sums[row.kind].set(row.key, sum);
  }
  for (const { created_at } of enquiryTimes) {
    const figures = byDay.get(indiaDay(new Date(created_at)));
    if (figures) figures.enquiries += 1;
  }

  const series = [...byDay.values()];
  const total = (field: "visitors" | "views" | "enquiries") => series.reduce((sum, day) => sum + day[field], 0);
  const visitors = total("visitors");
  const enquiries = total("enquiries");
  const pages = ranked([...sums.page.values()]);
  return {
    range,
    from,
    to,
    days: series,
    totals: { visitors, views: total("views"), enquiries },
    conversionRate: visitors > 0 ? Math.round((enquiries / visitors) * 1000) / 10 : undefined,
    pages: pages.slice(0, topCount),
    referrers: ranked([...sums.referrer.values()]).slice(0, topCount),
    campaigns: ranked([...sums.campaign.values()]).slice(0, topCount),
    openings: pages.filter((page) => page.key.startsWith("/CurrentOpenings/")),
  };
}

/** The day-by-day figures as CSV, for a spreadsheet. */
export function insightsCsv(report: InsightsReport): string {
  const lines = ["day,visitors,page_views,enquiries"];
  for (const day of report.days) lines.push([day.day, day.visitors, day.views, day.enquiries].join(","));
  return `${lines.join("\r\n")}\r\n`;
}
