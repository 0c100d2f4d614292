/**
 * `npm run bench:inbox`: the staff inbox with a busy sales team's store. Fills a scratch store with varied
 * enquiries (statuses with spam, owners, services, sources, names in several scripts), times the first page
 * of the inbox the way the staff service reads it (count, spam count, page, owners) for each filter and
 * search, then downloads the full exports (CSV and Excel) from the production server and watches the server's
 * memory while they stream, once at the full size and once at a tenth of it, so memory that grows with the rows shows.
 *
 *   npm run bench:inbox [-- --store sqlite|postgres] [--rows N (100000)] [--runs N (30)] [--database-url URL] [--explain]
 *     [--skip-export] [--heap-mb N]
 *
 * `--heap-mb N` runs the exporting server with V8's old space capped at N MB (--max-old-space-size): an export
 * whose memory grew with its rows would die there, whatever the resident memory says of the garbage collector.
 *
 * `--explain` prints the database's plan of every query of each view (EXPLAIN QUERY PLAN, EXPLAIN): the indexes
 * it reads.
 *
 * Budgets: every query p95 ≤ 50 ms; the full CSV export ≤ 2 s (the Excel export is timed, without a budget).
 * Exit 1 when one is missed.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { serviceOptions } from "../app/lib/contact-rules";
import type { InboxFilter } from "../app/lib/inbox-filter";
import { inboxPage } from "../server/staff/inbox";
import { openStore } from "../server/store/index";
import type { Store } from "../server/store/types";
import type { Tables } from "../server/store/tables";
import { CompiledQuery, createQueryId, sql, type Insertable, type KyselyPlugin, type RootOperationNode } from "kysely";
import { searchTextOf } from "../server/store/search-text";
import { percentile } from "./load-client";
import { scratchStore, spawnServer, stopServer } from "./server-process";

const queryBudgetMs = 50;
const exportBudgetMs = 2000;
const password = "bench inbox password 2026";

const { values } = parseArgs({
  options: {
    store: { type: "string", default: "sqlite" },
    rows: { type: "string", default: "100000" },
    runs: { type: "string", default: "30" },
    "database-url": { type: "string" },
    explain: { type: "boolean", default: false },
    "skip-export": { type: "boolean", default: false },
    "heap-mb": { type: "string" },
  },
});
if (values.store !== "sqlite" && values.store !== "postgres") throw new Error("--store must be sqlite or postgres");
const storeKind = values.store;
const rowCount = Number(values.rows);
if (!Number.isInteger(rowCount) || rowCount < 1000 || rowCount > 1_000_000)
  throw new Error("--rows must be 1000 to 1000000");
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 5 || runs > 1000) throw new Error("--runs must be 5 to 1000");

/** A fixed sequence of pseudo-random numbers (mulberry32), so two runs fill the same store. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// prettier-ignore
const firstNames = [
  "Aarav", "Priya", "Rahul", "Ananya", "Vikram", "Meera", "Karthik", "Divya", "Arjun", "Lakshmi",
  "John", "Emma", "Oliver", "Sophie", "Liam", "Charlotte", "Noah", "Amelia", "James", "Isla",
  "Émilie", "François", "Jürgen", "Søren", "Łukasz", "Zoë", "José", "Ingrid", "Björn", "Chloé",
  "Дмитрий", "Анна", "李伟", "王芳", "محمد", "فاطمة", "अनिल", "सुनीता", "முருகன்", "கவிதா",
];
// prettier-ignore
const lastNames = [
  "Sharma", "Iyer", "Reddy", "Nair", "Menon", "Patel", "Gupta", "Krishnan", "Rao", "Pillai",
  "Smith", "Brown", "Taylor", "Wilson", "Davies", "Evans", "Thomas", "Johnson", "Walker", "Wright",
  "Dubois", "Müller", "Øvergaard", "Kowalski", "García", "Lindqvist", "Petrov", "Chen", "Haddad", "Tan",
];
// prettier-ignore
const companies = [
  "Acme Logistics", "Globex Retail", "Initech Finance", "Umbrella Health", "Stark Energy", "Wayne Infra",
  "Tata Textiles", "Kaveri Foods", "Nilgiri Estates", "Coromandel Ports", "Deccan Telecom", "Malabar Spices",
];
const domains = ["example.com", "mail.example", "corp.example.in", "globex.example", "acme.example", "gmail.example"];
/** Phrases messages are made of; "integration" is the common word the benchmark searches for. */
const phrases = [
  "We are looking for a partner for our ERP integration project.",
  "Please share a quote for cloud migration of our billing system.",
  "Our team needs help with data integration between two warehouses.",
  "Can you build a mobile app for our field engineers?",
  "We would like to discuss a machine learning pilot for demand forecasting.",
  "Kindly call me back about mainframe modernisation.",
  "Looking for testing services for a payments platform before launch.",
  "Need a consultant for our digital transformation roadmap next quarter.",
  "Interested in your e-commerce practice for a new storefront.",
  "We need support for an SAP integration with our CRM.",
  "Bonjour, nous cherchons un partenaire pour une application web.",
  "मुझे आपकी क्लाउड सेवाओं के बारे में जानकारी चाहिए।",
  "எங்கள் நிறுவனத்திற்கு ஒரு மென்பொருள் தேவை.",
];
const spamPhrases = ["Cheap SEO backlinks, best price guaranteed!!!", "Crypto investment, double your money now"];
/** The rare person the benchmark looks for: three enquiries in the whole store (one of them held as spam). */
const rareName = "Zephyrine Okonkwo-Baptiste";
const referrers = [
  "www.google.com",
  "google.co.in",
  "bing.com",
  "duckduckgo.com",
  "www.linkedin.com",
  "news.example.org",
];

type ContactRow = Insertable<Tables["contacts"]>;

/** The `index`th enquiry of the store: its fields spread as a sales team's inbox is, newest last. */
function enquiry(index: number, random: () => number, owners: readonly string[], start: number): ContactRow {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const rare = index % Math.floor(rowCount / 3) === 7;
  const name = rare ? rareName : `${pick(firstNames)} ${pick(lastNames)}`;
  const roll = random();
  const status = roll < 0.1 ? "spam" : roll < 0.4 ? "handled" : "new";
  const source = random();
  const campaign = source < 0.2;
  const referrer = !campaign && source < 0.6 ? pick(referrers) : null;
  const message =
    status === "spam"
      ? pick(spamPhrases)
      : Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(phrases)).join(" ");
  const text = {
    name,
    email: `${
      name
        .split(" ")[0]
        .toLowerCase()
        .replace(/[^a-z]/g, "") || "guest"
    }.${index}@${pick(domains)}`,
    company: random() < 0.8 ? pick(companies) : null,
    message,
  };
  return {
    id: randomUUID(),
    ...text,
    search_text: searchTextOf(text),
    phone: String(6_000_000_000 + Math.floor(random() * 3_999_999_999)),
    country_code: pick(["+91", "+91", "+91", "+1", "+44", "+61", "+65"]),
    service: random() < 0.9 ? pick(serviceOptions) : null,
    // Two years of enquiries, a few minutes apart.
    created_at: new Date(start + index * ((2 * 365 * 86_400_000) / rowCount)).toISOString(),
    status,
    landing_page: source < 0.9 ? pick(["/", "/CloudSolutions", "/ITConsultancy", "/contact"]) : null,
    referrer_host: referrer,
    utm_source: campaign ? pick(["newsletter", "linkedin"]) : null,
    utm_medium: campaign ? "email" : null,
    utm_campaign: campaign ? pick(["spring-2026", "cloud-week"]) : null,
    owner_id: status !== "spam" && random() < 0.5 ? pick(owners) : null,
  };
}

/** Five Sales accounts (the first one is the benchmark's viewer), then the enquiries in batches of 1,000. */
async function fill(store: Store, rows: number): Promise<{ owners: string[]; viewerEmail: string }> {
  await store.migrate();
  const run = randomBytes(3).toString("hex");
  const emails = Array.from({ length: 5 }, (_, n) => `bench-${run}-${n}@jenesys.example`);
  for (const email of emails)
    execFileSync(
      process.execPath,
      ["--import", "tsx", "scripts/staff.ts", "add", "--email", email, "--role", "sales"],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        input: `${password}\n`,
        stdio: ["pipe", "ignore", "pipe"], // its words reach the terminal only when it fails (in the error)
      },
    );
  const owners = await store.query((db) =>
    db.selectFrom("staff_accounts").select(["id", "email"]).where("email", "in", emails).execute(),
  );
  const ordered = emails.map((email) => owners.find((owner) => owner.email === email)!.id);
  const random = randomFrom(20_261_127);
  const start = Date.parse("2024-11-27T00:00:00Z");
  for (let first = 0; first < rows; first += 1000) {
    const batch = Array.from({ length: Math.min(1000, rows - first) }, (_, n) =>
      enquiry(first + n, random, ordered, start),
    );
    await store.query((db) => db.insertInto("contacts").values(batch).execute());
  }
  // What a live store has long had after 100,000 inserts: PostgreSQL's autovacuum has marked the pages visible
  // (index-only counts) and its autoanalyze has told the planner about the data; SQLite's planner needs neither.
  if (store.kind === "postgres") await store.query((db) => sql`VACUUM ANALYZE contacts`.execute(db));
  return { owners: ordered, viewerEmail: emails[0] };
}

const blank: InboxFilter = { search: "", status: "", service: "", source: "", owner: "", page: 1 };
/** The inbox's views a sales team opens: each filter alone, and searches of each kind. */
const views: Array<[string, Partial<InboxFilter>]> = [
  ["no filter", {}],
  ["status new", { status: "new" }],
  ["status handled", { status: "handled" }],
  ["status spam", { status: "spam" }],
  ["status all", { status: "all" }],
  ["owner mine", { owner: "mine" }],
  ["owner unassigned", { owner: "unassigned" }],
  ["service Cloud Solutions", { service: "Cloud Solutions" }],
  ["source campaign", { source: "campaign" }],
  ["source search", { source: "search" }],
  ["search common word", { search: "integration" }],
  ["search rare name", { search: "Okonkwo" }],
  ["search e-mail fragment", { search: "@globex" }],
  ["search non-Latin name", { search: "முருகன்" }],
  ["search + status new", { search: "integration", status: "new" }],
];

/** The store, with every query it runs noted, so its plan can be asked for afterwards. */
function noting(store: Store, noted: RootOperationNode[]): Store {
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => (noted.push(node), node),
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { ...store, query: (operation) => store.query((db) => operation(db.withPlugin(plugin))) };
}

/** The plans of the queries one view runs, as the database prints them. */
async function plans(store: Store, filter: InboxFilter, viewerId: string): Promise<string> {
  const noted: RootOperationNode[] = [];
  await inboxPage(noting(store, noted), filter, viewerId);
  const lines: string[] = [];
  await store.query(async (db) => {
    const queries = noted.map((node) => db.getExecutor().compileQuery(node, createQueryId()));
    // A subquery's builder is noted too, on its own: only the queries that ran are explained.
    const ran = queries.filter((query) => !queries.some((other) => other !== query && other.sql.includes(query.sql)));
    for (const query of ran) {
      const explain = store.kind === "sqlite" ? "EXPLAIN QUERY PLAN " : "EXPLAIN ";
      const result = await db.executeQuery(CompiledQuery.raw(explain + query.sql, [...query.parameters]));
      lines.push(`    ${query.sql.slice(0, 160)}`);
      for (const row of result.rows as Array<Record<string, unknown>>)
        lines.push(`      ${String(row.detail ?? row["QUERY PLAN"])}`);
    }
  });
  return lines.join("\n");
}

async function timeViews(store: Store, viewerId: string): Promise<string[]> {
  const table: string[] = [];
  for (const [label, view] of views) {
    const filter = { ...blank, ...view };
    if (values.explain) process.stderr.write(`${label}\n${await plans(store, filter, viewerId)}\n`);
    const timings: number[] = [];
    let matches = "";
    for (let i = 0; i < runs + 3; i++) {
      const started = performance.now();
      const page = await inboxPage(store, filter, viewerId);
      if (i >= 3) timings.push(performance.now() - started);
      // A search's count stops at the inbox's cap: "more than" it, as the inbox says.
      matches = `${page.capped ? "> " : ""}${page.total.toLocaleString("en")}`;
    }
    timings.sort((a, b) => a - b);
    const p95 = percentile(timings, 0.95);
    if (p95 > queryBudgetMs) missed.push(`${label}: p95 ${p95.toFixed(1)} ms`);
    table.push(`| ${label} | ${matches} | ${percentile(timings, 0.5).toFixed(1)} | ${p95.toFixed(1)} |`);
  }
  return table;
}

/** The server's resident memory now, from /proc (Linux), in MiB. */
function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
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

/** Downloads one whole export (spam included) while sampling the server's memory every 10 ms. */
async function timeExport(url: string, cookie: string, pid: number) {
  const before = residentMiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(pid))), 10);
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    // Native indexOf rather than a JavaScript loop over 35 MB: the bench shares the cores with the server it times.
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, residentMiB(pid));
  return { seconds, bytes, lines, before, peak };
}

/** Fills a store of `rows`, starts the server on it and downloads each export three times (the last one counts). */
async function exportAt(rows: number, label: string): Promise<string[]> {
  const name = `bench_inbox_export_${label}_${randomBytes(3).toString("hex")}`;
  const scratch = scratchStore(storeKind, name, values["database-url"]);
  let child: ChildProcess | undefined;
  try {
    databaseUrl = scratch.databaseUrl;
    const store = openStore(scratch.databaseUrl);
    const { viewerEmail } = await fill(store, rows).finally(() => store.close());
    const heap: Record<string, string> = values["heap-mb"]
      ? { NODE_OPTIONS: `--max-old-space-size=${Number(values["heap-mb"])}` }
      : {};
    const server = await spawnServer(scratch.databaseUrl, { STAFF_REQUIRE_2FA: "none", ...heap });
    child = server.child;
    const cookie = await signIn(server.url, viewerEmail);
    const table: string[] = [];
    for (const file of ["csv", "xlsx"] as const) {
      // Memory from before the first download to the highest of the three; the time of the third (warm).
      const runs: Array<Awaited<ReturnType<typeof timeExport>>> = [];
      for (let i = 0; i < 3; i++)
        runs.push(await timeExport(`${server.url}/admin/export.${file}?status=all`, cookie, child.pid!));
      const { seconds, bytes, lines } = runs[2];
      const before = runs[0].before;
      const peak = Math.max(...runs.map((run) => run.peak));
      if (file === "csv" && lines - 1 < rows) throw new Error(`the export held ${lines - 1} rows of ${rows}`);
      if (file === "csv" && rows === rowCount && seconds * 1000 > exportBudgetMs)
        missed.push(`CSV export: ${seconds.toFixed(2)} s`);
      table.push(
        `| ${rows.toLocaleString("en")} | ${file} | ${(bytes / 2 ** 20).toFixed(1)} | ${seconds.toFixed(2)} | ${before.toFixed(0)} | ${peak.toFixed(0)} | ${(peak - before).toFixed(0)} |`,
      );
    }
    return table;
  } finally {
    if (child) await stopServer(child);
    await scratch.remove();
  }
}

const missed: string[] = [];
let databaseUrl = "";
const scratch = scratchStore(storeKind, `bench_inbox_${randomBytes(4).toString("hex")}`, values["database-url"]);
try {
  databaseUrl = scratch.databaseUrl;
  const store = openStore(scratch.databaseUrl);
  let queries: string[];
  try {
    const filled = performance.now();
    const { owners } = await fill(store, rowCount);
    process.stderr.write(`filled ${rowCount} enquiries in ${((performance.now() - filled) / 1000).toFixed(1)} s\n`);
    queries = await timeViews(store, owners[0]);
  } finally {
    await store.close();
  }
  await scratch.remove();
  const exports = values["skip-export"]
    ? ["| (skipped) | | | | | | |"]
    : [...(await exportAt(Math.round(rowCount / 10), "tenth")), ...(await exportAt(rowCount, "full"))];
  process.stdout.write(
    [
      `store: ${storeKind}, ${rowCount.toLocaleString("en")} enquiries; first page of the inbox as the staff service reads it, ${runs} runs after 3 to warm up`,
      "",
      "| view | matches | p50 ms | p95 ms |",
      "|---|---|---|---|",
      ...queries,
      "",
      `Full export over HTTP (spam included)${values["heap-mb"] ? `, the server's old space capped at ${values["heap-mb"]} MB` : ""}, three downloads of each file: the third one's time; the server's resident memory before the first and its highest during the three (sampled every 10 ms)`,
      "",
      "| enquiries | file | MiB | seconds | RSS before MiB | RSS peak MiB | growth MiB |",
      "|---|---|---|---|---|---|---|",
      ...exports,
      "",
      missed.length === 0
        ? `Within budget: every view p95 ≤ ${queryBudgetMs} ms, the CSV export ≤ ${exportBudgetMs / 1000} s.`
        : `Over budget: ${missed.join("; ")}.`,
      "",
    ].join("\n"),
  );
  process.exitCode = missed.length === 0 ? 0 : 1;
} finally {
  await scratch.remove();
}
