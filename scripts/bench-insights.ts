/**
 * `npm run bench:insights`: how fast /admin/insights answers over a busy site's 90 days, loopback only. Fills a
 * scratch store with 90 India days of totals as 10,000 visitors a day leave them (about 25,000 page views a day
 * over the site's pages, 40 referring sites, 15 campaigns) and 20 enquiries a day, starts the production server
 * on it, signs a Sales account in and times the page and its CSV, one request at a time.
 *
 *   npm run bench:insights [-- --spawn postgres] [--database-url URL] [--requests N (30)]
 *
 * Budget: the 90-day page within 200 ms at the 95th percentile. Exit 1 when it is missed.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { contentPages } from "../app/site/pages";
import { daysEnding } from "../server/insights/report";
import { indiaDay } from "../server/insights/visits";
import { openStore } from "../server/store/index";
import { searchTextOf } from "../server/store/search-text";
import type { VisitKind } from "../server/store/tables";
import type { Store } from "../server/store/types";
import { percentile } from "./load-client";
import { scratchStore, spawnServer, stopServer } from "./server-process";

const budgetMs = 200;
const days = 90;
const visitorsPerDay = 10_000;
const password = "bench insights password 2026";

const { values } = parseArgs({
  options: {
    spawn: { type: "string", default: "sqlite" },
    "database-url": { type: "string" },
    requests: { type: "string", default: "30" },
  },
});
if (values.spawn !== "sqlite" && values.spawn !== "postgres") throw new Error("--spawn must be sqlite or postgres");
const requests = Number(values.requests);
if (!Number.isInteger(requests) || requests < 5 || requests > 1000) throw new Error("--requests must be 5 to 1000");

/** One day's totals: the site, its pages (most views on the first), referring sites and campaigns. */
function dayTotals(day: string, dayIndex: number) {
  const wobble = 1 + 0.15 * Math.sin(dayIndex / 3); // weekdays and weekends, roughly
  const visitors = Math.round(visitorsPerDay * wobble);
  const rows: { day: string; kind: VisitKind; key: string; views: number; visitors: number }[] = [
    { day, kind: "site", key: "", views: Math.round(visitors * 2.5), visitors },
  ];
  const paths = ["/", ...contentPages.map((page) => page.path)];
  paths.forEach((path, rank) => {
    const share = 1 / (rank + 2);
    rows.push({
      day,
      kind: "page",
      key: path,
      views: Math.round(visitors * share * 1.2),
      visitors: Math.round(visitors * share),
    });
  });
  for (let rank = 0; rank < 40; rank++) {
    const share = 0.3 / (rank + 1);
    rows.push({
      day,
      kind: "referrer",
      key: `site-${rank}.example`,
      views: Math.round(visitors * share),
      visitors: Math.round(visitors * share * 0.9),
    });
  }
  for (let rank = 0; rank < 15; rank++) {
    const share = 0.05 / (rank + 1);
    rows.push({
      day,
      kind: "campaign",
      key: `newsletter|email|campaign-${rank}`,
      views: Math.round(visitors * share),
      visitors: Math.round(visitors * share * 0.9),
    });
  }
  return rows;
}

async function seed(store: Store, today: string): Promise<number> {
  await store.migrate();
  let rows = 0;
  for (const [index, day] of daysEnding(today, days).entries()) {
    const totals = dayTotals(day, index);
    const enquiries = Array.from({ length: 20 }, (_, n) => {
      const fields = {
        name: `Bench Visitor ${n}`,
        email: `bench.${index}.${n}@example.com`,
        message: "An enquiry of the insights benchmark.",
      };
      return {
        id: randomUUID(),
        ...fields,
        phone: "9876543210",
        country_code: "+91",
        created_at: new Date(Date.parse(`${day}T10:00:00+05:30`) + n * 60_000).toISOString(),
        search_text: searchTextOf(fields),
      };
    });
    await store.query(async (db) => {
      await db.insertInto("visit_totals").values(totals).execute();
      await db.insertInto("contacts").values(enquiries).execute();
    });
    rows += totals.length;
  }
  return rows;
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ email, password, next: "/admin" }).toString(),
  });
  const session = response.headers.getSetCookie().find((value) => /staff_session=[^;]/.test(value));
  if (!session) throw new Error(`signing in failed: ${response.status}`);
  return session.split(";")[0];
}

/** `requests` timings of one address, after three that warm the server up; each answer must be 200. */
async function time(url: string, cookie: string) {
  const timings: number[] = [];
  for (let i = 0; i < requests + 3; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (i >= 3) timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

const run = randomBytes(4).toString("hex");
const scratch = scratchStore(values.spawn, `bench_insights_${run}`, values["database-url"]);
let child: ChildProcess | undefined;
try {
  const store = openStore(scratch.databaseUrl);
  const today = indiaDay(new Date());
  const rows = await seed(store, today).finally(() => store.close());
  const email = `bench-${run}@jenesys.example`;
  execFileSync(process.execPath, ["--import", "tsx", "scripts/staff.ts", "add", "--email", email, "--role", "sales"], {
    env: { ...process.env, DATABASE_URL: scratch.databaseUrl },
    input: `${password}\n`,
    stdio: ["pipe", "ignore", "inherit"],
  });
  const server = await spawnServer(scratch.databaseUrl, { STAFF_REQUIRE_2FA: "none" });
  child = server.child;
  const cookie = await signIn(server.url, email);
  const table: string[] = [];
  let worst = 0;
  for (const path of ["/admin/insights?days=90", "/admin/insights?days=30", "/admin/insights.csv?days=90"]) {
    const timings = await time(`${server.url}${path}`, cookie);
    const p95 = percentile(timings, 0.95);
    if (path === "/admin/insights?days=90") worst = p95;
    table.push(
      `| ${path} | ${timings.length} | ${percentile(timings, 0.5).toFixed(1)} | ${p95.toFixed(1)} | ${(timings.at(-1) ?? NaN).toFixed(1)} |`,
    );
  }
  process.stdout.write(
    [
      `store: ${values.spawn}, ${days} days of ${visitorsPerDay.toLocaleString("en")} visitors a day (${rows.toLocaleString("en")} total rows) and 20 enquiries a day`,
      "",
      "| address | requests | p50 ms | p95 ms | max ms |",
      "|---|---|---|---|---|",
      ...table,
      "",
      worst <= budgetMs
        ? `The 90-day page is within its budget (p95 ≤ ${budgetMs} ms).`
        : `The 90-day page misses its budget: p95 ${worst.toFixed(1)} ms > ${budgetMs} ms.`,
      "",
    ].join("\n"),
  );
  process.exitCode = worst <= budgetMs ? 0 : 1;
} finally {
  if (child) await stopServer(child);
  await scratch.remove();
}
