/**
 * Puts a snapshot back as the SQLite store. The snapshot is copied beside the store, checked (integrity,
 * and a schema version this code knows) and migrated when older, while the store itself is untouched;
 * only then is the store locked, the old file kept beside it under a `.replaced-<UTC time>` name, and the
 * copy renamed into its place in one atomic step.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, realpathSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import Database from "better-sqlite3";
import { BackupError, removeCopy, settleCopy, type StoreContents } from "./backup";
import { partialName, removeAbandonedPartials, syncDirectory, syncFile, utcStamp } from "./files";
import { knownSchemaVersion, openSqliteStore } from "./sqlite";

export interface RestoreSummary extends StoreContents {
  /** The store, now holding the snapshot. */
  file: string;
  /** Where the store that was there before is kept (undefined when there was none). */
  replaced: string | undefined;
  /** The snapshot's schema version when it was older and has been migrated. */
  migratedFrom: number | undefined;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Refuses a file that is damaged, is not this site's store, or comes from newer code. */
function checkSnapshot(copy: string, from: string): StoreContents {
  let contents: StoreContents;
  try {
    contents = settleCopy(copy);
  } catch (error) {
    throw new BackupError(`${from} is damaged or not a SQLite database (${errorMessage(error)}).`, { cause: error });
  }
  if (contents.problems.length > 0) {
    throw new BackupError(`${from} is damaged; the integrity check found: ${contents.problems.slice(0, 5).join("; ")}`);
  }
  if (!("schema_version" in contents.tables)) {
    throw new BackupError(`${from} is not a snapshot of this site's store (it has no schema_version table).`);
  }
  if (contents.schemaVersion > knownSchemaVersion) {
    throw new BackupError(
      `${from} was made by newer code (schema version ${contents.schemaVersion}; this code knows up to ${knownSchemaVersion}): restore it with that version of the site.`,
    );
  }
  return contents;
}

/** Tables whose first rows come from a migration (server/store/seed/). */
const seededTables = new Set(["openings", "news_items", "reply_templates"]);

interface LockedStore {
  conn: Database.Database | undefined;
  /** Rows in the store's own tables; undefined when the file cannot be read (damaged, or not a database). */
  rows: number | undefined;
}

/**
 * Takes the store for ourselves, or refuses because something is using it. The question goes to SQLite
 * itself: every connection to a WAL database holds a shared lock on the file for as long as it is open,
 * idle or not, and the operating system drops that lock when its process dies. An exclusive lock is
 * therefore granted only when no server, no `npm run contacts` and no other program has the file open, and
 * a crashed server leaves no stale claim behind. (A pid or lock file would know only about the processes
 * that wrote it, and would outlive a kill -9.) The lock is held until the new file is in place, so a server
 * starting meanwhile waits instead of writing into the file being replaced; its store retries on its own.
 */
function lockStore(file: string): LockedStore {
  const conn = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    conn.pragma("locking_mode = EXCLUSIVE"); // keep the lock after the transaction ends
    conn.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    conn.close();
    if ((error as { code?: string }).code === "SQLITE_BUSY") {
      throw new BackupError(
        `The store at ${file} is in use (a server or another program has it open): stop it, then restore.`,
      );
    }
    return { conn: undefined, rows: undefined };
  }
  try {
    const tables = (
      conn
        .prepare(
          // The search index (a virtual table and its shadow tables) is made from contacts: not data of its own.
          "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'schema_version'",
        )
        .all() as Array<{ name: string }>
    ).map((row) => row.name);
    // The openings, news and reply templates a migration seeded, untouched since (no staff member's name on them), are no
    // one's data: a fresh store has them too.
    const rows = tables.reduce(
      (sum, name) =>
        sum +
        (
          conn
            .prepare(
              `SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"${seededTables.has(name) ? " WHERE updated_by IS NOT NULL" : ""}`,
            )
            .get() as { n: number }
        ).n,
      0,
    );
    conn.exec("COMMIT");
    return { conn, rows };
  } catch {
    return { conn, rows: undefined }; // damaged: still locked, and replaceable with --force
  }
}

const nonEmpty = (file: string) => existsSync(file) && statSync(file).size > 0;

export async function restoreSqlite(
  from: string,
  target: string,
  options: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const source = resolve(from);
  const store = resolve(target);
  if (!existsSync(source)) throw new BackupError(`No snapshot at ${from}.`);
  if (existsSync(store) && realpathSync(source) === realpathSync(store)) {
    throw new BackupError("The snapshot is the store itself: nothing to restore.");
  }
  if (nonEmpty(`${source}-wal`)) {
    throw new BackupError(
      `${from} has a -wal file beside it, so it is a live database rather than a snapshot: take a snapshot of it with npm run backup and restore that.`,
    );
  }
  mkdirSync(dirname(store), { recursive: true });
  removeAbandonedPartials(dirname(store), (name) => name === basename(store));
  const copy = partialName(store);
  removeCopy(copy);
  try {
    copyFileSync(source, copy);
    const snapshot = checkSnapshot(copy, from);
    let contents = snapshot;
    if (snapshot.schemaVersion < knownSchemaVersion) {
      const migrating = openSqliteStore(copy);
      try {
        await migrating.migrate();
      } finally {
        await migrating.close();
      }
      rmSync(`${copy}-shm`, { force: true });
      contents = settleCopy(copy);
    }
    syncFile(copy);
    const replaced = existsSync(store) ? replaceStore(store, copy, options.force ?? false) : placeStore(store, copy);
    syncDirectory(dirname(store));
    return {
      ...contents,
      file: store,
      replaced,
      migratedFrom: snapshot.schemaVersion < knownSchemaVersion ? snapshot.schemaVersion : undefined,
    };
  } catch (error) {
    removeCopy(copy);
    throw error;
  }
}

function placeStore(store: string, copy: string): undefined {
  renameSync(copy, store);
  return undefined;
}

/** Keeps the old store under a second name, then renames the copy over it: the path never goes missing. */
function replaceStore(store: string, copy: string, force: boolean): string {
  const locked = lockStore(store);
  try {
    if (locked.rows === undefined && !force) {
      throw new BackupError(
        `The store at ${store} cannot be read (damaged, or not a database): add --force to replace it (it is then kept beside the restored one).`,
      );
    }
    if (locked.rows !== undefined && locked.rows > 0 && !force) {
      throw new BackupError(
        `The store at ${store} holds ${locked.rows} row(s): add --force to replace it (it is then kept beside the restored one).`,
      );
    }
    if (locked.conn && locked.rows !== undefined) {
      // Everything still in the WAL (a server killed mid-write) goes into the file that is kept, which then stands alone.
      locked.conn.pragma("wal_checkpoint(TRUNCATE)");
      locked.conn.pragma("journal_mode = DELETE");
    }
    const replaced = `${store}.replaced-${utcStamp(new Date())}`;
    linkSync(store, replaced);
    // A WAL left by a damaged store must not be replayed into the restored file.
    for (const suffix of ["-wal", "-shm"])
      if (existsSync(store + suffix)) renameSync(store + suffix, replaced + suffix);
    renameSync(copy, store);
    return replaced;
  } finally {
    locked.conn?.close();
  }
}
