/**
 * `npm run load -- --case upload`: job applications with a CV, posted as the page's script posts them (a
 * multipart form to the opening's page, JSON back), at a fixed concurrency against a spawned server. Every
 * acknowledged application must be stored once with its CV's exact bytes. The server's peak resident memory
 * (VmHWM) shows whether memory grows with the file size times the concurrency beyond the parser's limits.
 */
import type { ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { openStore } from "../server/store/index";
import { percentile } from "./load-client";

/** A PDF of `bytes` bytes, different for each application (its own comment), so a mix-up would show. */
function cvOf(index: number, bytes: number): Buffer {
  const head = Buffer.from(
    `%PDF-1.4\n% application ${index}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n%`,
  );
  return Buffer.concat([head, randomBytes(Math.max(0, bytes - head.length))]);
}

/** Peak and current resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid: number | undefined): { peakMb: number; nowMb: number } | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    return { peakMb: kb("VmHWM") / 1024, nowMb: kb("VmRSS") / 1024 };
  } catch {
    return undefined;
  }
}

export async function loadUploads(options: {
  url: string;
  databaseUrl: string | undefined;
  child: ChildProcess | undefined;
  label: string;
  requests: number;
  concurrency: number;
  fileBytes: number;
  timeoutMs: number;
  runId: string;
}): Promise<boolean> {
  const target = new URL("/CurrentOpenings/full-stack-developer-react-and-node-js", options.url);
  const before = memoryOf(options.child?.pid);
  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  const acknowledged = new Map<string, string>(); // e-mail → the CV's sha256
  let next = 0;
  const started = performance.now();
  const deadline = started + options.timeoutMs;

  const worker = async () => {
    while (next < options.requests && performance.now() < deadline) {
      const i = next++;
      const email = `load.${options.runId}.${i}@example.com`;
      const cv = cvOf(i, options.fileBytes);
      const form = new FormData();
      for (const [name, value] of Object.entries({
        fullName: `Load Candidate ${i}`,
        email,
        phone: "+91 98765 43210",
        location: "Chennai",
        noticePeriod: "30 days",
        consent: "yes",
      }))
        form.append(name, value);
      form.append("cv", new Blob([new Uint8Array(cv)], { type: "application/pdf" }), `cv-${i}.pdf`);
      const t0 = performance.now();
      try {
        const response = await fetch(target, { method: "POST", body: form, headers: { accept: "application/json" } });
        const outcome = (await response.json()) as { ok: boolean };
        latencies.push(performance.now() - t0);
        statuses.set(String(response.status), (statuses.get(String(response.status)) ?? 0) + 1);
        if (response.status === 200 && outcome.ok)
          acknowledged.set(email, createHash("sha256").update(cv).digest("hex"));
      } catch (error) {
        const key = `error:${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const after = memoryOf(options.child?.pid);

  let verification = "not verified (pass --database-url of the server's store)";
  let verified = true;
  if (options.databaseUrl) {
    const store = openStore(options.databaseUrl);
    try {
      const rows = await store.query((db) =>
        db
          .selectFrom("applications")
          .innerJoin("application_files", "application_files.application_id", "applications.id")
          .select(["email", "sha256", "bytes"])
          .where("email", "like", `load.${options.runId}.%`)
          .execute(),
      );
      const byEmail = new Map<string, number>();
      let wrongBytes = 0;
      for (const row of rows) {
        byEmail.set(row.email, (byEmail.get(row.email) ?? 0) + 1);
        const sha = createHash("sha256").update(row.bytes).digest("hex");
        if (sha !== row.sha256 || sha !== acknowledged.get(row.email)) wrongBytes += 1;
      }
      const missing = [...acknowledged.keys()].filter((email) => !byEmail.has(email)).length;
      const duplicated = [...byEmail.values()].filter((count) => count > 1).length;
      const unexpected = rows.filter((row) => !acknowledged.has(row.email)).length;
      verified = missing === 0 && duplicated === 0 && unexpected === 0 && wrongBytes === 0;
      verification =
        `${acknowledged.size - missing}/${acknowledged.size} stored, ${duplicated} duplicated, ${unexpected} unexpected, ` +
        `${wrongBytes} with other bytes${verified ? " (each once, identical bytes)" : " (FAILED)"}`;
    } finally {
      await store.close();
    }
  }

  const sorted = [...latencies].sort((a, b) => a - b);
  const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
  const statusText = [...statuses]
    .sort()
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  const megabytes = (options.fileBytes / (1024 * 1024)).toFixed(1);
  const memory =
    before && after
      ? `${before.nowMb.toFixed(0)} MB before, peak ${after.peakMb.toFixed(0)} MB, ${after.nowMb.toFixed(0)} MB after`
      : "not measured (a running server's)";
  process.stdout.write(
    [
      `store:        ${options.label} (${options.url})`,
      `uploads:      ${sent} of ${options.requests} applications with a ${megabytes} MB PDF in ${seconds.toFixed(2)} s at concurrency ${options.concurrency}`,
      `throughput:   ${(sent / seconds).toFixed(1)} applications/s`,
      `latency:      p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms`,
      `statuses:     ${statusText}`,
      `server RSS:   ${memory}`,
      `verification: ${verification}`,
      "",
    ].join("\n"),
  );
  return verified && statuses.get("200") === options.requests;
}
