/**
 * Snapshots of the SQLite store, taken while the site keeps serving and writing.
 *
 * SQLite's online backup API (better-sqlite3's `db.backup`) copies the file a few pages per step and gives
 * the event loop back between steps. On its own it starts over whenever another connection commits between
 * two steps, so under steady traffic it might never finish. The copying connection therefore holds one read
 * transaction from the first step to the last: in WAL mode (the store always runs in it) that fixes a
 * consistent view of the store as of its start, and writers are not held up, because they append to the
 * WAL; only the checkpoint waits for the copy, so the WAL grows by what is written meanwhile. `VACUUM INTO`
 * would give the same view, but in one synchronous call that holds the server's event loop for the whole
 * copy when the scheduler runs it inside the server.
 *
 * The copy is flushed to the disk every few megabytes as it grows. Left to the kernel, the whole file would
 * be written back at once at the end, and on a journalling file system the site's own commits (each one
 * an fsync) would queue behind that burst.
 *
 * The copy is written under a temporary name beside its destination, made a self-contained single file,
 * checked with PRAGMA integrity_check, synced, and only then renamed into place: a crash or a kill half-way
 * leaves whatever was at the destination before untouched.
 */
import {
  closeSync,
  existsSync,
  fdatasyncSync,
  mkdirSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { basename, dirname, resolve } from "node:path";
import Database from "better-sqlite3";
import { partialName, removeAbandonedPartials, syncDirectory, syncFile } from "./files";
import { parsePostgresUrl } from "./postgres";
import { recordedSchemaVersion } from "./sqlite";

/** What a store file holds: every table's row count, its schema version, and what the integrity check found. */
export interface StoreContents {
  /** Empty when PRAGMA integrity_check says "ok". */
  problems: string[];
  schemaVersion: number;
  /** Rows per table, by table name. */
  tables: Record<string, number>;
}

export interface SnapshotSummary extends StoreContents {
  file: string;
  /** ISO 8601: every write committed before this moment is in the snapshot. */
  takenAt: string;
  bytes: number;
  durationMs: number;
}

export interface SnapshotOptions {
  /** Pages copied per step (4 KiB each); the event loop runs between steps. 256 pages: a mebibyte. */
  pagesPerStep?: number;
  /**
   * Caps the reading rate so a large store does not starve the site's own disk writes. The pause between
   * steps blocks this thread, so it is for the command line, whose process does nothing else meanwhile.
   */
  maxBytesPerSecond?: number;
  /** Abandons the copy at the next step; the temporary file is removed. */
  signal?: AbortSignal;
}

/** A snapshot or restore that cannot be done as asked; the message is for the operator. */
export class BackupError extends Error {
  override name = "BackupError";
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Reads what an open store file holds. Throws SQLite's error on a file that is not a database at all. */
export function inspectStore(conn: Database.Database): StoreContents {
  const verdict = conn.pragma("integrity_check") as Array<{ integrity_check: string }>;
  const problems = verdict.map((row) => row.integrity_check).filter((line) => line !== "ok");
  const names = (
    conn
      .prepare(
        // The store's own tables: not the search index (a virtual table and its shadow tables, made from contacts).
        "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
      )
      .all() as Array<{ name: string }>
  ).map((row) => row.name);
  const tables = Object.fromEntries(
    names.map((name) => [
      name,
      (conn.prepare(`SELECT count(*) AS n FROM ${quoteName(name)}`).get() as { n: number }).n,
    ]),
  );
  return { problems, schemaVersion: recordedSchemaVersion(conn), tables };
}

/**
 * Turns a fresh copy of a store into one self-contained file and reports what it holds. The copy carries
 * the store's WAL flag; the exclusive locking mode, set before the first read, keeps SQLite from making a
 * shared-memory file for it, and journal_mode=DELETE clears the flag.
 */
export function settleCopy(file: string): StoreContents {
  const conn = new Database(file, { fileMustExist: true });
  try {
    conn.pragma("locking_mode = EXCLUSIVE");
    conn.pragma("journal_mode = DELETE");
    return inspectStore(conn);
  } finally {
    conn.close();
  }
}

/** Removes a temporary copy and the journal SQLite may have left beside it. */
export function removeCopy(file: string): void {
  for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
}

/** How much of the copy may wait in the page cache before it is flushed. */
const flushEveryBytes = 4 * 1024 * 1024;

const sleepCell = new Int32Array(new SharedArrayBuffer(4));
const sleepSync = (ms: number) => Atomics.wait(sleepCell, 0, 0, ms);

/** Copies the store at `source` to `out` (replaced atomically when complete) and reports what the copy holds. */
export async function snapshotSqlite(
  source: string,
  out: string,
  options: SnapshotOptions = {},
): Promise<SnapshotSummary> {
  const started = performance.now();
  const target = resolve(out);
  if (!existsSync(source)) throw new BackupError(`No SQLite database at ${source}.`);
  if (existsSync(target) && realpathSync(target) === realpathSync(source)) {
    throw new BackupError("The snapshot would overwrite the store itself: choose another --out.");
  }
  mkdirSync(dirname(target), { recursive: true });
  removeAbandonedPartials(dirname(target), (name) => name === basename(target));
  const partial = partialName(target);
  removeCopy(partial);
  const pagesPerStep = options.pagesPerStep ?? 256;
  try {
    const db = new Database(source, { readonly: true, fileMustExist: true, timeout: 5000 });
    let takenAt: string;
    let copyFd: number | undefined;
    try {
      const pageBytes = db.pragma("page_size", { simple: true }) as number;
      db.exec("BEGIN");
      takenAt = new Date().toISOString(); // before the first read, which fixes the view: nothing committed earlier is missed
      db.prepare("SELECT count(*) FROM sqlite_schema").get();
      const copyStarted = performance.now();
      let flushedBytes = 0;
      await db.backup(partial, {
        progress({ totalPages, remainingPages }) {
          if (options.signal?.aborted) throw options.signal.reason;
          const copiedBytes = (totalPages - remainingPages) * pageBytes;
          if (copiedBytes - flushedBytes >= flushEveryBytes) {
            copyFd ??= openSync(partial, "r"); // any descriptor of the file flushes all its pages
            fdatasyncSync(copyFd);
            flushedBytes = copiedBytes;
          }
          if (options.maxBytesPerSecond) {
            const aheadMs = (copiedBytes * 1000) / options.maxBytesPerSecond - (performance.now() - copyStarted);
            if (aheadMs > 0) sleepSync(aheadMs);
          }
          return pagesPerStep;
        },
      });
      db.exec("COMMIT");
    } finally {
      if (copyFd !== undefined) closeSync(copyFd);
      db.close();
    }
    const contents = settleCopy(partial);
    if (contents.problems.length > 0) {
      throw new BackupError(`The copy failed its integrity check: ${contents.problems.slice(0, 5).join("; ")}`);
    }
    syncFile(partial);
    renameSync(partial, target);
    syncDirectory(dirname(target));
    return {
      file: target,
      takenAt,
      bytes: statSync(target).size,
      durationMs: Math.round(performance.now() - started),
      ...contents,
    };
  } catch (error) {
    removeCopy(partial);
    throw error;
  }
}

/** A PostgreSQL URL as it may be printed: our `?schema=` split off, the password left out. */
function printableUrl(url: string): { url: string; schema: string | undefined; hadPassword: boolean } {
  const { connectionString, schema } = parsePostgresUrl(url);
  const parsed = new URL(connectionString);
  const hadPassword = parsed.password !== "";
  parsed.password = "";
  return { url: parsed.toString(), schema, hadPassword };
}

const shellQuote = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;

/**
 * What to run instead when the store is PostgreSQL: pg_dump and pg_restore know the database far better
 * than a copy of files could, and managed databases offer point-in-time recovery besides.
 */
export function postgresAdvice(url: string, wanted: "backup" | "restore"): string {
  const { url: shown, schema, hadPassword } = printableUrl(url);
  const lines = [
    wanted === "backup"
      ? "The store is PostgreSQL: back it up with pg_dump (or your provider's point-in-time recovery), not with this command."
      : "The store is PostgreSQL: restore it with pg_restore from a pg_dump file (or your provider's point-in-time recovery), not with this command.",
    "",
    "Take a dump of this database:",
    `  pg_dump --format=custom ${schema ? `--schema=${schema} ` : ""}--file=jenesys-$(date -u +%Y%m%dT%H%M%SZ).dump ${shellQuote(shown)}`,
    "",
    "Restore one (stop the servers first; --clean replaces the tables that are there):",
    `  pg_restore --clean --if-exists --no-owner --single-transaction --dbname=${shellQuote(shown)} FILE.dump`,
  ];
  if (schema) {
    lines.push(
      "",
      `The tables live in the schema "${schema}" (DATABASE_URL's ?schema=): pg_dump takes it as --schema, since libpq would refuse it in the URL.`,
    );
  }
  if (hadPassword) lines.push("", "The password is left out above: give it in PGPASSWORD or ~/.pgpass.");
  return `${lines.join("\n")}\n`;
}
