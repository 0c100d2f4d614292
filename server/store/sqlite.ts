/**
 * The embedded store: one SQLite file. WAL lets readers run beside the writer; synchronous=FULL makes
 * every commit reach the disk before saveContact resolves, so a message survives `kill -9` or power loss.
 * The connection opens lazily and is dropped after any failure, so a file that becomes writable again
 * (disk freed, permissions fixed) is picked up by the next call without a restart.
 *
 * Group commit: better-sqlite3 is synchronous, so each fsync blocks the whole server (pages included).
 * Messages that arrive in the same event-loop turn are written in one transaction, one fsync, and each
 * caller is answered only after that commit.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import type { ContactMessage } from "../../app/lib/contact-schema";
import { normaliseEmail, StoreUnavailableError, type ContactStore, type StoredContact, type StoredSubscription } from "./types";

/** Numbered migrations: index + 1 is the version recorded in schema_version. Never edit a shipped one. */
const migrations: string[] = [
  `CREATE TABLE contacts (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     company TEXT,
     phone TEXT NOT NULL,
     country_code TEXT NOT NULL,
     service TEXT,
     message TEXT NOT NULL,
     created_at TEXT NOT NULL
   ) STRICT;
   CREATE INDEX contacts_email_lower_idx ON contacts (lower(email));
   CREATE INDEX contacts_created_at_idx ON contacts (created_at);
   CREATE TABLE newsletter_subscriptions (
     email TEXT PRIMARY KEY CHECK (email = lower(email)),
     created_at TEXT NOT NULL
   ) STRICT;`,
];

/** The newest schema this code knows: a store recording a higher version was made by newer code. */
export const knownSchemaVersion = migrations.length;

/** The schema version a store file records (0 for a file the store has never migrated). */
export function recordedSchemaVersion(conn: Database.Database): number {
  const table = conn.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'schema_version'").get();
  if (!table) return 0;
  return (conn.prepare("SELECT coalesce(max(version), 0) AS v FROM schema_version").get() as { v: number }).v;
}

interface ContactRow {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string;
  country_code: string;
  service: string | null;
  message: string;
  created_at: string;
}

interface PendingSave {
  values: [string, string, string, string | null, string, string, string | null, string, string];
  resolve(): void;
  reject(error: unknown): void;
}

export function openSqliteStore(file: string): ContactStore {
  let db: Database.Database | undefined;
  let migrated = false;
  let closed = false;
  let pending: PendingSave[] = [];

  function connect(): Database.Database {
    if (closed) throw new StoreUnavailableError("The contact store has been closed.");
    if (db?.open) return db;
    let conn: Database.Database | undefined;
    try {
      if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
      conn = new Database(file, { timeout: 5000 }); // busy_timeout: wait for another process's write lock
      conn.pragma("journal_mode = WAL");
      conn.pragma("synchronous = FULL");
      conn.pragma("foreign_keys = ON");
      db = conn;
      return conn;
    } catch (error) {
      if (conn?.open) conn.close();
      db = undefined;
      throw new StoreUnavailableError(`Cannot open the SQLite database at ${file}.`, { cause: error });
    }
  }

  function applyMigrations(conn: Database.Database): void {
    conn.exec("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL) STRICT");
    // IMMEDIATE takes the write lock first, so two processes starting together cannot both apply a step.
    conn.transaction(() => {
      const current = recordedSchemaVersion(conn);
      migrations.forEach((sql, index) => {
        const version = index + 1;
        if (version <= current) return;
        conn.exec(sql);
        conn.prepare("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)").run(version, new Date().toISOString());
      });
    }).immediate();
    migrated = true;
  }

  /** Runs one operation; any failure drops the connection (reopened next time) and reads as "unavailable". */
  function use<T>(operation: (conn: Database.Database) => T): Promise<T> {
    try {
      const conn = connect();
      if (!migrated) applyMigrations(conn);
      return Promise.resolve(operation(conn));
    } catch (error) {
      if (db?.open) {
        try { db.close(); } catch { /* already failing; the original error matters */ }
      }
      db = undefined;
      migrated = false;
      const wrapped = error instanceof StoreUnavailableError ? error
        : new StoreUnavailableError("The SQLite database is not usable.", { cause: error });
      return Promise.reject(wrapped);
    }
  }

  /** Writes every queued message in one transaction; all callers learn the one outcome. */
  function flushSaves(): void {
    const batch = pending;
    pending = [];
    use((conn) => {
      const insert = conn.prepare(
        `INSERT INTO contacts (id, name, email, company, phone, country_code, service, message, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      conn.transaction(() => {
        for (const save of batch) insert.run(...save.values);
      }).immediate();
    }).then(
      () => batch.forEach((save) => save.resolve()),
      (error: unknown) => batch.forEach((save) => save.reject(error)),
    );
  }

  const toContact = (row: ContactRow): StoredContact => ({
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    countryCode: row.country_code,
    service: row.service,
    message: row.message,
    createdAt: row.created_at,
  });

  return {
    kind: "sqlite",

    async migrate() {
      migrated = false; // run the check again even if an earlier call succeeded
      await use(() => undefined);
    },

    saveContact(message: ContactMessage) {
      const id = randomUUID();
      const createdAt = new Date().toISOString();
      return new Promise<{ id: string; createdAt: string }>((resolve, reject) => {
        if (pending.length === 0) setImmediate(flushSaves);
        pending.push({
          values: [id, message.name, message.email, message.company ?? null, message.phone, message.countryCode,
            message.service ?? null, message.message, createdAt],
          resolve: () => resolve({ id, createdAt }),
          reject,
        });
      });
    },

    subscribe(email: string) {
      return use((conn) => {
        const result = conn.prepare(
          "INSERT INTO newsletter_subscriptions (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING",
        ).run(normaliseEmail(email), new Date().toISOString());
        return { created: result.changes === 1 };
      });
    },

    listContacts() {
      return use((conn) =>
        (conn.prepare("SELECT * FROM contacts ORDER BY created_at, rowid").all() as ContactRow[]).map(toContact),
      );
    },

    listSubscriptions() {
      return use((conn) =>
        conn.prepare("SELECT email, created_at AS createdAt FROM newsletter_subscriptions ORDER BY created_at, rowid")
          .all() as StoredSubscription[],
      );
    },

    deleteContactsByEmail(email: string) {
      return use((conn) =>
        conn.transaction(() => {
          const address = normaliseEmail(email);
          const deleted = conn.prepare("DELETE FROM contacts WHERE lower(email) = ?").run(address).changes;
          conn.prepare("DELETE FROM newsletter_subscriptions WHERE email = ?").run(address);
          return deleted;
        }).immediate(),
      );
    },

    async ping() {
      try {
        return await use((conn) => conn.prepare("SELECT 1 AS ok FROM schema_version LIMIT 1").get() !== undefined);
      } catch {
        return false;
      }
    },

    async close() {
      closed = true;
      if (db?.open) db.close(); // checkpoints the WAL into the main file
      db = undefined;
    },
  };
}
