/**
 * The embedded store: one SQLite file. WAL lets readers run beside the writer; synchronous=FULL makes
 * every commit reach the disk before a save resolves, so a message survives `kill -9` or power loss.
 * The file opens lazily and is dropped after any failure, so a file that becomes writable again (disk
 * freed, permissions fixed, a volume mounted) is picked up by the next call without a restart.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { createStore } from "./database";
import { sqliteDialect, unicodeLower } from "./dialect";
import type { Tables } from "./tables";
import { StoreUnavailableError, type Store } from "./types";

import { latestSchemaVersion } from "./migrations";

export { latestSchemaVersion };

/** The newest schema this code knows: a store recording a higher version was made by newer code (backups). */
export const knownSchemaVersion = latestSchemaVersion;

/** The schema version a store file records (0 for a file the store has never migrated). */
export function recordedSchemaVersion(conn: Database.Database): number {
  const table = conn.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'schema_version'").get();
  if (!table) return 0;
  return (conn.prepare("SELECT coalesce(max(version), 0) AS v FROM schema_version").get() as { v: number }).v;
}

function openFile(file: string): Database.Database {
  let conn: Database.Database | undefined;
  try {
    if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
    conn = new Database(file, { timeout: 5000 }); // busy_timeout: wait for another process's write lock
    conn.pragma("journal_mode = WAL");
    conn.pragma("synchronous = FULL");
    conn.pragma("foreign_keys = ON");
    // For the staff search (server/staff/inbox.ts): names such as "Émilie" are found in any case.
    conn.function(unicodeLower, { deterministic: true }, (text: unknown) =>
      typeof text === "string" ? text.toLowerCase() : text,
    );
    return conn;
  } catch (error) {
    if (conn?.open) conn.close();
    throw new StoreUnavailableError(`Cannot open the SQLite database at ${file}.`, { cause: error });
  }
}

export function openSqliteStore(file: string): Store {
  let db: Kysely<Tables> | undefined;
  return createStore({
    dialect: sqliteDialect,
    database() {
      db ??= new Kysely<Tables>({ dialect: new SqliteDialect({ database: () => Promise.resolve(openFile(file)) }) });
      return db;
    },
    async reset() {
      const broken = db;
      db = undefined;
      await broken?.destroy().catch(() => undefined); // already failing; the original error matters
    },
    async probe(conn) {
      await sql`SELECT 1`.execute(conn);
    },
    async close() {
      await db?.destroy(); // closing checkpoints the WAL into the main file
      db = undefined;
    },
  });
}
