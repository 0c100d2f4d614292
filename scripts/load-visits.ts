/**
 * Load test of the visit beacon's endpoint, loopback only: spawns one or more production servers on a scratch
 * store, posts visit reports as many distinct browsers would, then reads the day's totals and checks that every
 * view and every visitor was counted exactly once.
 *
 *   npm run load:visits -- --spawn sqlite
 *   npm run load:visits -- --spawn postgres --instances 2 [--database-url postgres://postgres@127.0.0.1:5432/test]
 *   options: --requests N (100000) --concurrency C (50) --visitors V (10000) --timeout SECONDS (600)
 *            --rate R (reports a second, sent on a fixed schedule with at most C in flight; without it, as fast
 *            as C at a time allow; a latency is counted from the report's scheduled moment, so a server that
 *            falls behind is not excused by the sender slowing down)
 *            --redis-url URL (the day's salt and marks in Redis; needed with more than one instance,
 *            default redis://127.0.0.1:6379 then)
 *
 * Every request comes from one address, so the visit limit is raised for the spawned servers; browsers are told
 * apart by their user agents, as the counter tells them apart by address and user agent.
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { parseArgs } from "node:util";
import { countablePath, indiaDay, visitTotals } from "../server/insights/visits";
import { openStore } from "../server/store/index";
import { percentile, postJson } from "./load-client";
import { scratchStore, spawnServer, stopServer, type ScratchStore } from "./server-process";

interface Options {
  spawn: "sqlite" | "postgres";
  instances: number;
  databaseUrl?: string;
  redisUrl?: string;
  requests: number;
  concurrency: number;
  visitors: number;
  rate?: number;
  timeoutMs: number;
}

function usage(message: string): never {
  process.stderr.write(
    `${message}\nUsage: npm run load:visits -- --spawn sqlite|postgres [--instances N] [--requests N] [--concurrency C] [--visitors V] [--redis-url URL] [--database-url URL] [--timeout S]\n`,
  );
  process.exit(2);
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      spawn: { type: "string" },
      instances: { type: "string" },
      "database-url": { type: "string" },
      "redis-url": { type: "string" },
      requests: { type: "string", short: "n" },
      concurrency: { type: "string", short: "c" },
      visitors: { type: "string" },
      rate: { type: "string" },
      timeout: { type: "string" },
    },
  });
  const count = (name: string, raw: string | undefined, fallback: number, max: number) => {
    const value = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > max)
      usage(`--${name} must be a whole number from 1 to ${max}.`);
    return value;
  };
  if (values.spawn !== "sqlite" && values.spawn !== "postgres") usage("--spawn must be sqlite or postgres.");
  const instances = count("instances", values.instances, 1, 8);
  return {
    spawn: values.spawn,
    instances,
    databaseUrl: values["database-url"],
    redisUrl: values["redis-url"] ?? (instances > 1 ? "redis://127.0.0.1:6379" : undefined),
    requests: count("requests", values.requests, 100_000, 1_000_000),
    concurrency: count("concurrency", values.concurrency, 50, 500),
    visitors: count("visitors", values.visitors, 10_000, 1_000_000),
    rate: values.rate === undefined ? undefined : count("rate", values.rate, 1000, 100_000),
    timeoutMs: count("timeout", values.timeout, 600, 3600) * 1000,
  };
}

/** Pages the reports name, in turn; each is one of the site's own (the counter ignores anything else). */
const paths = ["/", "/overview", "/CloudSolutions", "/contact", "/PrivacyPolicy"];

/** The report of request `i`: a page in turn, every 10th from a search engine, every 20th from a campaign. */
function reportOf(i: number) {
  return {
    path: paths[i % paths.length],
    ...(i % 10 === 0 ? { referrer: "https://www.google.com/search?q=jenesys" } : {}),
    ...(i % 20 === 0 ? { utmSource: "linkedin", utmCampaign: "load-test" } : {}),
  };
}

const browserOf = (i: number, visitors: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 LoadVisitor/${i % visitors}`;

/** What the totals must be after `requests` reports, each counted once. */
function expectedTotals(requests: number, visitors: number): Map<string, { views: number; visitors: Set<number> }> {
  const expected = new Map<string, { views: number; visitors: Set<number> }>();
  const add = (key: string, i: number) => {
    const total = expected.get(key) ?? { views: 0, visitors: new Set<number>() };
    total.views += 1;
    total.visitors.add(i % visitors);
    expected.set(key, total);
  };
  for (let i = 0; i < requests; i++) {
    const report = reportOf(i);
    add("site ", i);
    add(`page ${report.path}`, i);
    if (report.referrer) add("referrer www.google.com", i);
    if (report.utmSource) add("campaign linkedin||load-test", i);
  }
  return expected;
}

async function main(): Promise<void> {
  const options = readOptions();
  for (const path of paths) if (!countablePath(path)) throw new Error(`${path} is not a page the counter counts`);
  const runId = randomBytes(4).toString("hex");
  const scratch: ScratchStore = scratchStore(options.spawn, `load_visits_${runId}`, options.databaseUrl);
  const children: ChildProcess[] = [];
  try {
    const env: Record<string, string> = { RATE_LIMIT_VISIT_PER_MINUTE: "1000000000" };
    if (options.redisUrl) Object.assign(env, { REDIS_URL: options.redisUrl, REDIS_KEY_PREFIX: `load-visits-${runId}` });
    const urls: URL[] = [];
    for (let n = 0; n < options.instances; n++) {
      const { url, child } = await spawnServer(scratch.databaseUrl, env);
      children.push(child);
      urls.push(new URL("/api/visit", url));
    }
    const day = indiaDay(new Date());
    const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
    const statuses = new Map<string, number>();
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    const deadline = started + options.timeoutMs;
    const worker = async () => {
      while (next < options.requests && performance.now() < deadline) {
        const i = next++;
        const scheduled = options.rate === undefined ? performance.now() : started + (i * 1000) / options.rate;
        const wait = scheduled - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const t0 = Math.min(scheduled, performance.now());
        try {
          const response = await postJson(agent, urls[i % urls.length], JSON.stringify(reportOf(i)), {
            "user-agent": browserOf(i, options.visitors),
          });
          latencies.push(performance.now() - t0);
          statuses.set(String(response.status), (statuses.get(String(response.status)) ?? 0) + 1);
        } catch (error) {
          const key = `error:${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();

    const store = openStore(scratch.databaseUrl);
    let mismatches: string[];
    try {
      const rows = await visitTotals(store, day, indiaDay(new Date()));
      const counted = new Map(rows.map((row) => [`${row.kind} ${row.key}`, row]));
      const expected = expectedTotals(options.requests, options.visitors);
      mismatches = [...expected].flatMap(([key, want]) => {
        const got = counted.get(key);
        const views = Number(got?.views ?? 0);
        const visitors = Number(got?.visitors ?? 0);
        return views === want.views && visitors === want.visitors.size
          ? []
          : [`${key}: ${views} views, ${visitors} visitors; expected ${want.views} and ${want.visitors.size}`];
      });
      if (counted.size !== expected.size) mismatches.push(`${counted.size} totals; expected ${expected.size}`);
    } finally {
      await store.close();
    }

    const sorted = [...latencies].sort((a, b) => a - b);
    const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
    const rate = sent / seconds;
    const statusText = [...statuses]
      .sort()
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ");
    const exact = mismatches.length === 0 && statuses.get("204") === options.requests;
    const setup = `${options.spawn} × ${options.instances}${options.redisUrl ? ", Redis" : ""}${options.rate ? `, paced at ${options.rate}/s` : ""}`;
    process.stdout.write(
      [
        `servers:      ${options.instances} on ${options.spawn}${options.redisUrl ? `, visitors told apart in Redis (${options.redisUrl})` : ""}`,
        `reports:      ${sent} of ${options.requests} in ${seconds.toFixed(2)} s at concurrency ${options.concurrency}, ${options.visitors} browsers`,
        `throughput:   ${rate.toFixed(0)} reports/s`,
        `latency:      p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
        `statuses:     ${statusText}`,
        `totals:       ${exact ? "every view and visitor counted exactly once" : `FAILED\n  ${mismatches.join("\n  ")}`}`,
        "",
        "| servers | reports | concurrency | reports/s | p50 ms | p99 ms | counted exactly |",
        "|---|---|---|---|---|---|---|",
        `| ${setup} | ${sent} | ${options.concurrency} | ${rate.toFixed(0)} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.99).toFixed(1)} | ${exact ? "yes" : "NO"} |`,
        "",
      ].join("\n"),
    );
    process.exitCode = exact ? 0 : 1;
  } finally {
    for (const child of children) {
      const code = await stopServer(child);
      if (code !== 0) process.stderr.write(`A spawned server exited with code ${code} after SIGTERM.\n`);
    }
    await scratch.remove();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Load test failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
