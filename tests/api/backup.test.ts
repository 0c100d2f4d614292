/**
 * `npm run backup` against the real server (server/main.ts) while it takes contact posts: the snapshot
 * holds every post acknowledged before it began, passes the integrity check, fails and delays no post, and
 * restores into a store that serves the site and exports the same rows. Then a backup killed half-way,
 * which must leave the previous snapshot at its path untouched.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SnapshotSummary } from "../../server/store/backup";
import { knownSchemaVersion } from "../../server/store/sqlite";
import { hasBuild } from "../support/build";
import { loadTestEnv, postContactJson, startMain } from "../support/main-process";
import {
  contactIds,
  contactNumber,
  exportContacts,
  integrityCheck,
  runScript,
  seedStore,
  startScript,
  type RunningScript,
} from "../support/operator";
import { tempDir } from "../support/server";
import { emptyStoreTables } from "../support/operator";

const concurrency = 20;
const postsPerLoad = 500;
/** Posts after this many wait until the snapshot has begun, so the load surrounds it. */
const postsBeforeSnapshot = 100;
/** Messages already in the store (about 1 KB each), so the copy takes a while. */
const seededMessages = 20_000;
/** The copy's reading rate in the load test: the ~25 MB store then takes over a second to copy. */
const loadTestRateMb = 20;

interface Outcome {
  i: number;
  status: number;
  id: string | undefined;
  /** Date.now() when the answer had arrived. */
  answeredAt: number;
  ms: number;
}

/** `count` contact posts from `concurrency` workers; post number `gate.after` and later wait for `gate.open`. */
async function postLoad(url: string, run: string, gate?: { after: number; open: Promise<void> }): Promise<Outcome[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < postsPerLoad; i = next++) {
      if (gate && i >= gate.after) await gate.open;
      const started = performance.now();
      const response = await postContactJson(agent, url, JSON.stringify(contactNumber(i, run)));
      const ms = performance.now() - started;
      const id = response.status === 201 ? (JSON.parse(response.text) as { id: string }).id : undefined;
      outcomes.push({ i, status: response.status, id, answeredAt: Date.now(), ms });
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return outcomes;
}

/** Resolves once the backup has created its temporary file, which it does right after fixing its view. */
async function snapshotBegun(out: string, backup: RunningScript): Promise<void> {
  const partial = `${out}.partial-${backup.child.pid}`;
  while (!existsSync(partial)) {
    if (backup.child.exitCode !== null)
      throw new Error(`the backup ended before it began copying: ${(await backup.finished).stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const latency = (outcomes: Outcome[]) => ({
  p50: Math.round(
    percentile(
      outcomes.map((o) => o.ms),
      0.5,
    ),
  ),
  p99: Math.round(
    percentile(
      outcomes.map((o) => o.ms),
      0.99,
    ),
  ),
  max: Math.round(Math.max(...outcomes.map((o) => o.ms))),
});

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

describe("npm run backup", () => {
  it("snapshots while 500 posts are written at concurrency 20: nothing acknowledged is missing, nothing fails or waits; the restore serves the site", async () => {
    const dir = tempDir();
    const file = join(dir.path, "store.db");
    const databaseUrl = `sqlite:${file}`;
    const out = join(dir.path, "snapshots", "site.db");
    await seedStore(file, seededMessages);
    const server = await startMain(loadTestEnv(databaseUrl));
    let restored: Awaited<ReturnType<typeof startMain>> | undefined;
    try {
      await server.logged("store ready");
      const baseline = await postLoad(server.url, "baseline");

      const backup = startScript("backup", ["--out", out, "--json", "--max-rate", String(loadTestRateMb)], {
        DATABASE_URL: databaseUrl,
      });
      const begun = snapshotBegun(out, backup);
      const during = await postLoad(server.url, "during", { after: postsBeforeSnapshot, open: begun });
      const result = await backup.finished;
      const finishedAt = Date.now();
      expect(result.code, result.stderr).toBe(0);
      const summary = JSON.parse(result.stdout) as SnapshotSummary;
      const takenAt = Date.parse(summary.takenAt);

      const overlapping = during.filter((o) => o.answeredAt > takenAt && o.answeredAt - o.ms < finishedAt);
      console.info(
        JSON.stringify({
          figure: "post latency (ms), 500 posts at concurrency 20, against the server on a store of 20,000+ messages",
          withoutSnapshot: latency(baseline),
          whileSnapshotting: latency(overlapping),
          postsWhileSnapshotting: overlapping.length,
          snapshot: { mb: +(summary.bytes / 1e6).toFixed(1), ms: summary.durationMs, rateLimitMbPerS: loadTestRateMb },
        }),
      );
      // Every post was stored, and posts were begun and answered while the snapshot was being made: it holds no
      // lock that makes writers wait for it. How long they took is the figure above (a busy machine slows them
      // all), not an assertion.
      for (const outcome of [...baseline, ...during]) expect(outcome.status, `post ${outcome.i}`).toBe(201);
      const inside = during.filter((o) => o.answeredAt - o.ms > takenAt && o.answeredAt < finishedAt);
      expect(inside.length, "posts begun and answered while the snapshot was being made").toBeGreaterThan(0);

      // Every post acknowledged before the snapshot began is in it: the whole first load, answered before the
      // backup started, and those of the second that happened to be answered before its view was fixed (how many
      // depends on how fast each process ran, so it is not counted). The file is sound and is what the summary says.
      const inSnapshot = contactIds(out);
      const acknowledgedBefore = [...baseline, ...during].filter((o) => o.answeredAt < takenAt);
      expect(baseline.every((o) => acknowledgedBefore.includes(o))).toBe(true);
      for (const outcome of acknowledgedBefore)
        expect(inSnapshot.has(outcome.id!), `post ${outcome.i} answered before the snapshot`).toBe(true);
      expect(integrityCheck(out)).toEqual(["ok"]);
      expect(summary).toMatchObject({ file: out, problems: [], schemaVersion: knownSchemaVersion });
      expect(summary.tables).toEqual({ ...emptyStoreTables, contacts: inSnapshot.size, newsletter_subscriptions: 1 });
      expect(readdirSync(join(dir.path, "snapshots"))).toEqual(["site.db"]);

      expect(await server.stop()).toBe(0);
      const live = await exportContacts(databaseUrl);

      // The snapshot restored into a new place: the same rows, and a server that uses it.
      const restoredUrl = `sqlite:${join(dir.path, "restored", "store.db")}`;
      const restore = await runScript("restore", ["--from", out, "--json"], { DATABASE_URL: restoredUrl });
      expect(restore.code, restore.stderr).toBe(0);
      const rows = await exportContacts(restoredUrl);
      expect(rows).toEqual(live.filter((row) => inSnapshot.has(row.id)));
      expect(rows).toHaveLength(inSnapshot.size);

      restored = await startMain(loadTestEnv(restoredUrl));
      await restored.logged("store ready");
      expect(await (await fetch(`${restored.url}/healthz`)).json()).toEqual({ status: "ok", store: "sqlite" });
      if (hasBuild) {
        const home = await fetch(restored.url);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain("<html");
      }
      const agent = new http.Agent();
      expect(
        (await postContactJson(agent, restored.url, JSON.stringify(contactNumber(0, "after-restore")))).status,
      ).toBe(201);
      agent.destroy();
      expect(await restored.stop()).toBe(0);
    } finally {
      await server.kill();
      await restored?.kill();
      dir.remove();
    }
  }, 180_000);

  it("killed half-way, leaves the previous snapshot at PATH intact and no partial file there; the next run clears the leftover", async () => {
    const dir = tempDir();
    const file = join(dir.path, "store.db");
    const env = { DATABASE_URL: `sqlite:${file}` };
    const out = join(dir.path, "snapshots", "site.db");
    try {
      await seedStore(file, seededMessages);
      const first = await runScript("backup", ["--out", out, "--json"], env);
      expect(first.code, first.stderr).toBe(0);
      const previous = sha256(out);

      // Slow enough (5 MB/s for ~25 MB) to be killed in the middle of the copy.
      const backup = startScript("backup", ["--out", out, "--max-rate", "5"], env);
      const partial = `${out}.partial-${backup.child.pid}`;
      while (!(existsSync(partial) && statSync(partial).size > 1_000_000)) {
        expect(backup.child.exitCode, "the backup must still be running").toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      backup.child.kill("SIGKILL");
      const killed = await backup.finished;
      expect(killed.code).toBeNull();
      expect(backup.child.signalCode).toBe("SIGKILL");

      expect(sha256(out), "the previous snapshot is untouched").toBe(previous);
      expect(integrityCheck(out)).toEqual(["ok"]);
      expect(contactIds(out).size).toBe(seededMessages);
      expect(statSync(partial).size, "the killed copy stopped part-way").toBeLessThan(statSync(out).size);

      const next = await runScript("backup", ["--out", out, "--json"], env);
      expect(next.code, next.stderr).toBe(0);
      expect(readdirSync(join(dir.path, "snapshots"))).toEqual(["site.db"]);
      expect(integrityCheck(out)).toEqual(["ok"]);
    } finally {
      dir.remove();
    }
  }, 120_000);
});
