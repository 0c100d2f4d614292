/** The server's scheduled snapshots (BACKUP_DIR), on real SQLite files in a temporary directory. */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBackupSchedule, type BackupSchedule } from "../../../server/backup-schedule";
import { createMemoryLogger } from "../../support/memory-logger";
import { utcStamp } from "../../../server/store/files";
import { knownSchemaVersion } from "../../../server/store/sqlite";
import { contactIds, integrityCheck, seedStore } from "../../support/operator";
import { tempDir } from "../../support/server";

const snapshotName = /^site-\d{8}T\d{6}Z\.db$/;

/** The UTC time in a snapshot's name. */
function stampTime(name: string): number {
  const [, y, mo, d, h, mi, se] = /(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(name)!;
  return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${se}Z`);
}

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("scheduled snapshots", () => {
  let dir: ReturnType<typeof tempDir>;
  let source: string;
  let backups: string;
  let logger: ReturnType<typeof createMemoryLogger>;
  let schedule: BackupSchedule | undefined;

  beforeEach(() => {
    dir = tempDir();
    source = join(dir.path, "site.db");
    backups = join(dir.path, "backups");
    logger = createMemoryLogger();
  });
  afterEach(async () => {
    await schedule?.stop();
    schedule = undefined;
    dir.remove();
  });

  const taken = () => logger.lines.filter((line) => line.msg === "backup snapshot taken");
  const failed = () => logger.lines.filter((line) => line.msg.startsWith("backup snapshot failed"));

  it("takes one at once, then one per interval, named by UTC time, keeping the newest few", async () => {
    await seedStore(source, 5);
    schedule = createBackupSchedule({ source, dir: backups, intervalMs: 1100, keep: 2, logger });
    expect(schedule.status()).toEqual({
      intervalMinutes: 1100 / 60_000,
      keep: 2,
      newestSnapshotAt: null,
      lastFailureAt: null,
    });
    const before = Date.now();
    schedule.start();
    await until(() => taken().length >= 3);

    const files = readdirSync(backups).sort();
    expect(files).toHaveLength(2);
    for (const name of files) expect(name).toMatch(snapshotName);
    expect(files.map((name) => taken().some((line) => line.file === name))).toEqual([true, true]);
    const newest = join(backups, files[1]);
    expect(integrityCheck(newest)).toEqual(["ok"]);
    expect(contactIds(newest).size).toBe(5);
    const { newestSnapshotAt } = schedule.status();
    expect(Date.parse(newestSnapshotAt!)).toBeGreaterThanOrEqual(before);
    // Named by the second it started; the status has the exact moment its view was fixed, a few ms later.
    expect(Date.parse(newestSnapshotAt!) - stampTime(files[1])).toBeGreaterThanOrEqual(0);
    expect(Date.parse(newestSnapshotAt!) - stampTime(files[1])).toBeLessThan(2000);
    expect(taken()[0]).toMatchObject({
      level: "info",
      rows: { contacts: 5, newsletter_subscriptions: 1, schema_version: knownSchemaVersion },
    });
  });

  it("follows the newest snapshot already there: none at start when it is recent, one at once when it is due", async () => {
    await seedStore(source, 1);
    mkdirSync(backups);
    const recent = new Date(Date.now() - 10_000);
    writeFileSync(join(backups, `site-${utcStamp(recent)}.db`), "");
    schedule = createBackupSchedule({ source, dir: backups, intervalMs: 60_000, keep: 5, logger });
    schedule.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(taken()).toHaveLength(0);
    expect(schedule.status().newestSnapshotAt).toBe(`${recent.toISOString().slice(0, 19)}.000Z`);
    await schedule.stop();

    // Two minutes old with a one-minute interval: due.
    writeFileSync(join(backups, `site-${utcStamp(new Date(Date.now() - 120_000))}.db`), "");
    rmSync(join(backups, `site-${utcStamp(recent)}.db`));
    schedule = createBackupSchedule({ source, dir: backups, intervalMs: 60_000, keep: 5, logger });
    schedule.start();
    await until(() => taken().length === 1);
  });

  it("logs a failure, reports when it happened, and succeeds at the next interval", async () => {
    schedule = createBackupSchedule({ source, dir: backups, intervalMs: 700, keep: 3, logger }); // no store file yet
    schedule.start();
    await until(() => failed().length === 1);
    expect(failed()[0]).toMatchObject({ level: "error", error: expect.stringContaining("No SQLite database") });
    expect(schedule.status().lastFailureAt).toEqual(expect.any(String));
    expect(schedule.status().newestSnapshotAt).toBeNull();

    await seedStore(source, 2);
    await until(() => taken().length === 1);
    expect(schedule.status()).toMatchObject({ lastFailureAt: null, newestSnapshotAt: expect.any(String) });
  });

  it("deletes only its own old snapshots and the leftovers of killed runs", async () => {
    await seedStore(source, 1);
    mkdirSync(backups);
    const others = ["notes.txt", "other-20200101T000000Z.db", "site-latest.db"];
    for (const name of others) writeFileSync(join(backups, name), "keep me");
    const old = ["site-20200101T000000Z.db", "site-20200102T000000Z.db"];
    for (const name of old) writeFileSync(join(backups, name), "");
    const abandoned = "site-20200103T000000Z.db.partial-999999999"; // no such process
    writeFileSync(join(backups, abandoned), "");
    schedule = createBackupSchedule({ source, dir: backups, intervalMs: 60_000, keep: 2, logger });
    schedule.start();
    await until(() => taken().length === 1);
    const files = readdirSync(backups).sort();
    expect(files.filter((name) => snapshotName.test(name))).toEqual([old[1], taken()[0].file]);
    for (const name of others) expect(files).toContain(name);
    expect(files).not.toContain(abandoned);
  });

  it("abandons a snapshot under way when stopped, leaving no temporary file", async () => {
    await seedStore(source, 20_000);
    schedule = createBackupSchedule({ source, dir: backups, intervalMs: 60_000, keep: 2, logger });
    schedule.start();
    await until(() => existsSync(backups) && readdirSync(backups).some((name) => name.includes(".partial-")));
    await schedule.stop();
    expect(readdirSync(backups)).toEqual([]);
    expect(taken()).toHaveLength(0);
    expect(failed()).toHaveLength(0); // stopping is not a failure
  }, 60_000);
});
