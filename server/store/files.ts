/** File-system steps that make a snapshot or a restore durable and atomic, shared by both. */
import { closeSync, fsyncSync, openSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

/** Flushes a file's data to the disk, so a rename that follows never exposes a file that is still in the cache. */
export function syncFile(file: string): void {
  const fd = openSync(file, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Flushes a directory's entries, so a rename survives a power cut. */
export function syncDirectory(dir: string): void {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** 2025-03-01T09:30:00.123Z → 20250301T093000Z: sorts like the time, and is a valid file name everywhere. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** The temporary name a file is written under until it is complete; the process id tells whose it is. */
export function partialName(file: string): string {
  return `${file}.partial-${process.pid}`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, only not ours to signal
  }
}

/**
 * Deletes what killed runs left behind: `<name>.partial-<pid>` files (and their journals) in `dir` whose
 * process is gone.
 * `belongs` says which base names are ours to touch, so an operator's other files are never removed.
 */
export function removeAbandonedPartials(dir: string, belongs: (name: string) => boolean): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const entry of entries) {
    const match = /^(.+)\.partial-(\d+)(?:-journal|-wal|-shm)?$/.exec(entry); // SQLite's files beside it too
    if (!match || !belongs(match[1]) || isRunning(Number(match[2]))) continue;
    rmSync(join(dir, entry), { force: true });
    removed.push(entry);
  }
  return removed;
}
