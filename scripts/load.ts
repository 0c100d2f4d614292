/**
 * Load test for the contact write path, loopback only and bounded in count and time.
 *
 *   npm run load -- --spawn sqlite                 start a server on a free port with a temporary SQLite store
 *   npm run load -- --spawn postgres [--database-url postgres://postgres@127.0.0.1:5432/test]
 *   npm run load -- --url http://127.0.0.1:3000 [--database-url …]   an already running server
 *   options: --requests N (2000) --concurrency C (50) --timeout SECONDS (120)
 *   npm run load -- --case upload --spawn sqlite|postgres [--requests 200] [--concurrency 20] [--file-mb 1]
 *     job applications with a CV instead (scripts/load-uploads.ts)
 *
 * A spawned server gets a high RATE_LIMIT_CONTACT_PER_MINUTE: every request comes from one address, and
 * forging X-Forwarded-For to dodge the limit would test nothing real. Afterwards every id answered with 201
 * is looked up in the store: each must be stored exactly once, and nothing else from this run may be there.
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { parseArgs } from "node:util";
import { openStore } from "../server/store/index";
import { percentile, postJson } from "./load-client";
import { loadUploads } from "./load-uploads";
import { isLoopback, scratchStore, spawnServer, stopServer, type ScratchStore } from "./server-process";

interface Options {
  case: "contact" | "upload";
  fileBytes: number;
  url?: string;
  spawn?: "sqlite" | "postgres";
  databaseUrl?: string;
  requests: number;
  concurrency: number;
  timeoutMs: number;
}

function usage(message: string): never {
  process.stderr.write(
    `${message}\nUsage: npm run load -- (--spawn sqlite|postgres | --url http://127.0.0.1:PORT) [--requests N] [--concurrency C] [--timeout S] [--database-url URL]\n`,
  );
  process.exit(2);
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      spawn: { type: "string" },
      "database-url": { type: "string" },
      requests: { type: "string", short: "n" },
      concurrency: { type: "string", short: "c" },
      timeout: { type: "string" },
      case: { type: "string" },
      "file-mb": { type: "string" },
    },
  });
  const count = (name: string, raw: string | undefined, fallback: number, max: number) => {
    const value = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > max)
      usage(`--${name} must be a whole number from 1 to ${max}.`);
    return value;
  };
  if (values.spawn !== undefined && values.spawn !== "sqlite" && values.spawn !== "postgres")
    usage("--spawn must be sqlite or postgres.");
  if (values.spawn && values.url) usage("Give --spawn or --url, not both.");
  if (values.case !== undefined && values.case !== "contact" && values.case !== "upload")
    usage("--case must be contact or upload.");
  const upload = values.case === "upload";
  return {
    case: upload ? "upload" : "contact",
    fileBytes: count("file-mb", values["file-mb"], 1, 5) * 1024 * 1024,
    spawn: values.spawn,
    url: values.spawn ? undefined : (values.url ?? "http://127.0.0.1:3000"),
    databaseUrl: values["database-url"],
    requests: count("requests", values.requests, upload ? 200 : 2000, 100_000),
    concurrency: count("concurrency", values.concurrency, upload ? 20 : 50, 500),
    timeoutMs: count("timeout", values.timeout, 120, 600) * 1000,
  };
}

function assertLoopback(url: string): void {
  if (!isLoopback(url)) usage(`Refusing ${url}: the load test only talks to http:// on loopback.`);
}

async function main(): Promise<void> {
  const options = readOptions();
  const runId = randomBytes(4).toString("hex");
  let databaseUrl = options.databaseUrl;
  let child: ChildProcess | undefined;
  let scratch: ScratchStore | undefined;
  let url = options.url;

  if (options.spawn) {
    scratch = scratchStore(options.spawn, `load_${runId}`, options.databaseUrl);
    databaseUrl = scratch.databaseUrl;
  }

  try {
    if (options.spawn) {
      // Every request comes from one address; forging X-Forwarded-For to dodge the limit would test nothing real.
      ({ url, child } = await spawnServer(databaseUrl!, { RATE_LIMIT_CONTACT_PER_MINUTE: "1000000000" }));
    }
    assertLoopback(url!);
    if (options.case === "upload") {
      const passed = await loadUploads({
        url: url!,
        databaseUrl,
        child,
        label: options.spawn ?? "running server",
        requests: options.requests,
        concurrency: options.concurrency,
        fileBytes: options.fileBytes,
        timeoutMs: options.timeoutMs,
        runId,
      });
      process.exitCode = passed ? 0 : 1;
      return;
    }
    const target = new URL("/api/contact", url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
    const statuses = new Map<string, number>();
    const latencies: number[] = [];
    const ids: string[] = [];
    let next = 0;
    const started = performance.now();
    const deadline = started + options.timeoutMs;

    const worker = async () => {
      while (next < options.requests && performance.now() < deadline) {
        const i = next++;
        const body = JSON.stringify({
          name: `Load Tester ${i}`,
          email: `load.${runId}.${i}@example.com`,
          company: "Load Test Ltd",
          phone: "9876543210",
          countryCode: "+91",
          service: "Cloud Solutions",
          message: `Load run ${runId}, message ${i}.`,
        });
        const t0 = performance.now();
        try {
          const response = await postJson(agent, target, body);
          latencies.push(performance.now() - t0);
          statuses.set(String(response.status), (statuses.get(String(response.status)) ?? 0) + 1);
          if (response.status === 201) ids.push((JSON.parse(response.body) as { id: string }).id);
        } catch (error) {
          const key = `error:${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();

    const sorted = [...latencies].sort((a, b) => a - b);
    const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
    const rate = sent / seconds;
    const statusText = [...statuses]
      .sort()
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ");

    let verification = "not verified (pass --database-url of the server's store)";
    let verified = true;
    if (databaseUrl) {
      const store = openStore(databaseUrl);
      try {
        const rows = (await store.listContacts()).filter((row) => row.message.startsWith(`Load run ${runId},`));
        const counts = new Map<string, number>();
        for (const row of rows) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
        const missing = ids.filter((id) => !counts.has(id)).length;
        const duplicated = [...counts.values()].filter((count) => count > 1).length;
        const unexpected = rows.filter((row) => !ids.includes(row.id)).length;
        verified = missing === 0 && duplicated === 0 && unexpected === 0;
        verification =
          `${ids.length - missing}/${ids.length} ids stored, ${duplicated} duplicated, ${unexpected} unexpected` +
          (verified ? " (exactly once)" : " (FAILED)");
      } finally {
        await store.close();
      }
    }

    const label = options.spawn ?? "running server";
    process.stdout.write(
      [
        `store:        ${label}${options.spawn ? ` (spawned at ${url})` : ` (${url})`}`,
        `requests:     ${sent} of ${options.requests} in ${seconds.toFixed(2)} s at concurrency ${options.concurrency}`,
        `throughput:   ${rate.toFixed(0)} requests/s`,
        `latency:      p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p90 ${percentile(sorted, 0.9).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
        `statuses:     ${statusText}`,
        `verification: ${verification}`,
        "",
        "| store | requests | concurrency | req/s | p50 ms | p99 ms | statuses | stored exactly once |",
        "|---|---|---|---|---|---|---|---|",
        `| ${label} | ${sent} | ${options.concurrency} | ${rate.toFixed(0)} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.99).toFixed(1)} | ${statusText} | ${databaseUrl ? (verified ? "yes" : "NO") : "n/a"} |`,
        "",
      ].join("\n"),
    );
    const allCreated = statuses.get("201") === options.requests;
    process.exitCode = verified && (options.spawn ? allCreated : true) ? 0 : 1;
  } finally {
    if (child) {
      const code = await stopServer(child);
      if (code !== 0) process.stderr.write(`The spawned server exited with code ${code} after SIGTERM.\n`);
    }
    await scratch?.remove();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Load test failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
