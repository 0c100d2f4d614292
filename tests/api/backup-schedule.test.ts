/**
 * BACKUP_DIR on the real server (server/main.ts): a snapshot once the store is ready, its time in
 * /healthz?verbose while /healthz keeps its answer, and a failing snapshot that the site never notices.
 */
import { readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startMain } from "../support/main-process";
import { contactIds, contactNumber, integrityCheck } from "../support/operator";
import { postJson, startTestServer, tempDir } from "../support/server";

describe("scheduled snapshots in the server", () => {
  it("takes the first once the store is ready, and reports its time in /healthz?verbose only", async () => {
    const dir = tempDir();
    const backups = join(dir.path, "backups");
    const server = await startMain({
      DATABASE_URL: `sqlite:${join(dir.path, "data", "site.db")}`,
      BACKUP_DIR: backups,
      BACKUP_KEEP: "3",
    });
    try {
      await server.logged("backup snapshot taken");
      const [file] = readdirSync(backups);
      expect(file).toMatch(/^site-\d{8}T\d{6}Z\.db$/);
      expect(integrityCheck(join(backups, file))).toEqual(["ok"]);

      const plain = await fetch(`${server.url}/healthz`);
      expect(plain.status).toBe(200);
      expect(await plain.json()).toEqual({ status: "ok", store: "sqlite" });
      const verbose = await fetch(`${server.url}/healthz?verbose`);
      expect(verbose.headers.get("cache-control")).toBe("no-store");
      const body = (await verbose.json()) as { backup: { newestSnapshotAt: string } };
      expect(body).toEqual({
        status: "ok",
        store: "sqlite",
        backup: { intervalMinutes: 60, keep: 3, newestSnapshotAt: expect.any(String), lastFailureAt: null },
      });
      // Named by the second it started; the status has the moment its view was fixed, which comes after that
      // second began and before the copy's last write.
      const [, y, mo, d, h, mi, se] = /(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(file)!;
      const viewFixedAt = Date.parse(body.backup.newestSnapshotAt);
      expect(viewFixedAt).toBeGreaterThanOrEqual(Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${se}Z`));
      expect(viewFixedAt).toBeLessThanOrEqual(statSync(join(backups, file)).mtimeMs);
      expect(await server.stop()).toBe(0);
    } finally {
      await server.kill();
      dir.remove();
    }
  }, 60_000);

  it("logs a failed snapshot and keeps serving; monitoring sees when it failed", async () => {
    const dir = tempDir();
    writeFileSync(join(dir.path, "a-file"), "");
    const databaseUrl = `sqlite:${join(dir.path, "site.db")}`;
    const server = await startMain({ DATABASE_URL: databaseUrl, BACKUP_DIR: join(dir.path, "a-file", "backups") });
    try {
      await server.logged("backup snapshot failed; the site is not affected, the next attempt is at the next interval");
      const failure = server.lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => String(line.msg).startsWith("backup snapshot failed"));
      expect(failure).toMatchObject({ level: "error", code: "ENOTDIR", retryInMinutes: 60 });

      const health = await fetch(`${server.url}/healthz?verbose`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({
        status: "ok",
        backup: { newestSnapshotAt: null, lastFailureAt: expect.any(String) },
      });
      const posted = await postJson(`${server.url}/api/contact`, contactNumber(1, "after-failure"));
      expect(posted.status).toBe(201);
      expect(await server.stop()).toBe(0);
      expect(contactIds(join(dir.path, "site.db")).size).toBe(1);
    } finally {
      await server.kill();
      dir.remove();
    }
  }, 60_000);

  it("answers /healthz?verbose with backup: null when no BACKUP_DIR is set", async () => {
    const server = await startTestServer();
    try {
      expect(await (await fetch(`${server.url}/healthz?verbose`)).json()).toEqual({
        status: "ok",
        store: "sqlite",
        backup: null,
      });
    } finally {
      await server.close();
    }
  });

  it("refuses to start with BACKUP_DIR on PostgreSQL, saying what to use", async () => {
    await expect(
      startMain({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/none", BACKUP_DIR: "/tmp/never" }),
    ).rejects.toThrow(/BACKUP_DIR snapshots the SQLite store; with PostgreSQL use pg_dump/);
  });
});
