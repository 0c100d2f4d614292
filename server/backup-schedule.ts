/**
 * Snapshots of the SQLite store taken by the server itself when BACKUP_DIR is set: one per interval,
 * named by UTC time (`jenesys-20250301T093000Z.db`), the newest few kept. The schedule follows the newest
 * snapshot already in the directory, so a restart neither takes an extra one nor skips one. A failed
 * snapshot is logged and tried again at the next interval; it never stops the site.
 */
import { readdirSync, rmSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { describeError, type Logger } from "./logger";
import { snapshotSqlite } from "./store/backup";
import { removeAbandonedPartials, utcStamp } from "./store/files";

export interface BackupScheduleOptions {
  /** The store's SQLite file. */
  source: string;
  dir: string;
  intervalMs: number;
  /** How many snapshots to keep; older ones are deleted after each new one. */
  keep: number;
  logger: Logger;
}

/** What /healthz?verbose reports, for monitoring: times only, no paths. */
export interface BackupStatus {
  intervalMinutes: number;
  keep: number;
  /** ISO 8601 time of the newest snapshot, null before the first. */
  newestSnapshotAt: string | null;
  /** When the last attempt failed, null when it succeeded (details are in the log). */
  lastFailureAt: string | null;
}

export interface BackupSchedule {
  /** Takes the first snapshot when one is due (at once when there is none), then one per interval. */
  start(): void;
  status(): BackupStatus;
  /** Stops the schedule; a snapshot under way is abandoned (its temporary file removed). */
  stop(): Promise<void>;
}

const stampPattern = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

function parseStamp(stamp: string): Date | undefined {
  const parts = stampPattern.exec(stamp);
  if (!parts) return undefined;
  const [, year, month, day, hour, minute, second] = parts;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
}

export function createBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const { source, dir, intervalMs, keep, logger } = options;
  const stem = basename(source, extname(source)) || "store";
  const prefix = `${stem}-`;
  const extension = ".db";

  /** This store's snapshots in the directory, newest first. Other files there are never touched. */
  function snapshots(): Array<{ name: string; time: Date }> {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return [];
    }
    return entries
      .filter((name) => name.startsWith(prefix) && name.endsWith(extension))
      .flatMap((name) => {
        const time = parseStamp(name.slice(prefix.length, -extension.length));
        return time ? [{ name, time }] : [];
      })
      .sort((a, b) => b.time.getTime() - a.time.getTime());
  }

  const isSnapshotName = (name: string) => name.startsWith(prefix) && name.endsWith(extension);

  let newestSnapshotAt: string | null = snapshots()[0]?.time.toISOString() ?? null;
  let lastFailureAt: string | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let abort: AbortController | undefined;
  let started = false;
  let stopped = false;

  function prune(): void {
    for (const old of snapshots().slice(keep)) rmSync(join(dir, old.name), { force: true });
    removeAbandonedPartials(dir, isSnapshotName);
  }

  async function takeSnapshot(): Promise<void> {
    const startedAt = new Date();
    const file = join(dir, `${prefix}${utcStamp(startedAt)}${extension}`);
    abort = new AbortController();
    try {
      const summary = await snapshotSqlite(source, file, { signal: abort.signal });
      newestSnapshotAt = summary.takenAt;
      lastFailureAt = null;
      logger.info("backup snapshot taken", {
        file: basename(file),
        bytes: summary.bytes,
        durationMs: summary.durationMs,
        rows: summary.tables,
      });
    } catch (error) {
      if (stopped) return;
      lastFailureAt = new Date().toISOString();
      logger.error("backup snapshot failed; the site is not affected, the next attempt is at the next interval", {
        ...describeError(error),
        retryInMinutes: Math.round(intervalMs / 60_000),
      });
      return;
    } finally {
      abort = undefined;
    }
    try {
      prune();
    } catch (error) {
      logger.warn("could not delete old backup snapshots", describeError(error));
    }
  }

  function scheduleIn(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      const began = Date.now();
      running = takeSnapshot().finally(() => {
        running = undefined;
        scheduleIn(Math.max(0, intervalMs - (Date.now() - began)));
      });
    }, delayMs);
    timer.unref(); // a pending snapshot never keeps a stopping server alive
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      const dueAt = newestSnapshotAt === null ? Date.now() : new Date(newestSnapshotAt).getTime() + intervalMs;
      scheduleIn(Math.max(0, dueAt - Date.now()));
    },
    status: () => ({ intervalMinutes: intervalMs / 60_000, keep, newestSnapshotAt, lastFailureAt }),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort?.abort(new Error("The server is stopping."));
      await running;
    },
  };
}
