/**
 * Every query of the store, written once over the typed tables; sqlite.ts and postgres.ts only say how
 * to reach their database. Any failure reaches callers as StoreUnavailableError (the API's 503), and
 * the next call tries again, so a database that comes back is used without a restart.
 *
 * Group commit: messages that arrive in the same event-loop turn are written by one INSERT, one commit
 * (one fsync for SQLite, whose synchronous writes would otherwise block the whole server once per
 * message), and each caller is answered only after that commit.
 */
import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { ContactMessage } from "../../app/lib/contact-schema";
import type { StoreDialect } from "./dialect";
import { migrate, readSchemaVersion } from "./migrations";
import { searchTextOf } from "./search-text";
import { contactColumns, contactFromRow, type Tables } from "./tables";
import {
  normaliseEmail,
  StoreUnavailableError,
  type LeadSource,
  type SpamVerdict,
  type Store,
  type StoredContact,
} from "./types";

/** How a store reaches its database. */
export interface Connection {
  readonly dialect: StoreDialect;
  /** The query builder over the database, opening it when needed; throws StoreUnavailableError when it cannot. */
  database(): Kysely<Tables>;
  /** After a failure: drop whatever may be broken, so the next call starts afresh. */
  reset(): Promise<void>;
  /** A cheap query that proves the database answers, within the store's health-check bound. */
  probe(db: Kysely<Tables>): Promise<void>;
  close(): Promise<void>;
}

/** Rows per INSERT, well under both databases' limits on bound parameters (SQLite: 32,766). */
const maxBatchRows = 1000;

interface PendingSave {
  row: Insertable<Tables["contacts"]>;
  resolve(): void;
  reject(error: unknown): void;
}

/** How often an operation SQLite refused as busy is tried in all. */
const busyRetries = 5;

/** better-sqlite3's SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, …). */
export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}

export function createStore(connection: Connection): Store {
  const { dialect } = connection;
  let ready: Promise<void> | undefined;
  let closed = false;
  let pending: PendingSave[] = [];

  const ensureMigrated = (db: Kysely<Tables>): Promise<void> => {
    ready ??= migrate(db, dialect);
    return ready;
  };

  /** Runs one operation; a failure resets the connection and reads as "unavailable". */
  async function use<T>(operation: (db: Kysely<Tables>) => Promise<T>): Promise<T> {
    if (closed) throw new StoreUnavailableError("The contact store has been closed.");
    try {
      const db = connection.database();
      await ensureMigrated(db);
      // SQLite answers SQLITE_BUSY at once, whatever its busy timeout, to a transaction that read and then
      // writes after another process (the server, an operator command) committed: the operation was rolled
      // back whole, so it is run again on a fresh snapshot.
      for (let attempt = 1; ; attempt++) {
        try {
          return await operation(db);
        } catch (error) {
          if (attempt >= busyRetries || !isSqliteBusy(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
        }
      }
    } catch (error) {
      ready = undefined; // check the schema again on the next call
      await connection.reset();
      throw error instanceof StoreUnavailableError
        ? error
        : new StoreUnavailableError(
            `The ${dialect.kind === "sqlite" ? "SQLite" : "PostgreSQL"} database is not usable.`,
            { cause: error },
          );
    }
  }

  /** Writes every queued message; all callers of one INSERT learn its one outcome. */
  function flushSaves(): void {
    const batch = pending;
    pending = [];
    for (let start = 0; start < batch.length; start += maxBatchRows) {
      const chunk = batch.slice(start, start + maxBatchRows);
      use((db) =>
        db
          .insertInto("contacts")
          .values(chunk.map((save) => save.row))
          .execute(),
      ).then(
        () => chunk.forEach((save) => save.resolve()),
        (error: unknown) => chunk.forEach((save) => save.reject(error)),
      );
    }
  }

  return {
    kind: dialect.kind,

    async migrate() {
      ready = undefined; // run the check again even if an earlier call succeeded
      await use(async () => undefined);
    },

    schemaVersion() {
      return use(readSchemaVersion);
    },

    saveContact(message: ContactMessage, source?: LeadSource, spam?: SpamVerdict) {
      const id = randomUUID();
      const createdAt = new Date().toISOString();
      return new Promise((resolve, reject) => {
        if (pending.length === 0) setImmediate(flushSaves);
        pending.push({
          row: {
            id,
            name: message.name,
            email: message.email,
            company: message.company ?? null,
            phone: message.phone,
            country_code: message.countryCode,
            service: message.service ?? null,
            message: message.message,
            created_at: createdAt,
            landing_page: source?.landingPage ?? null,
            referrer_host: source?.referrerHost ?? null,
            utm_source: source?.utmSource ?? null,
            utm_medium: source?.utmMedium ?? null,
            utm_campaign: source?.utmCampaign ?? null,
            status: spam?.held ? "spam" : "new",
            spam_reasons: spam ? JSON.stringify(spam.reasons) : null,
            message_fingerprint: spam?.fingerprint ?? null,
            search_text: searchTextOf(message),
          },
          resolve: () => resolve({ id, createdAt }),
          reject,
        });
      });
    },

    subscribe(email: string) {
      return use(async (db) => {
        const now = new Date().toISOString();
        const consent = { status: "confirmed", consented_at: now, opt_in: "single" } as const;
        // An address still waiting for its confirmation link (double opt-in was on before) is subscribed now.
        const result = await db
          .insertInto("newsletter_subscriptions")
          .values({ email: normaliseEmail(email), created_at: now, ...consent })
          .onConflict((conflict) =>
            conflict.column("email").doUpdateSet(consent).where("newsletter_subscriptions.status", "=", "pending"),
          )
          .executeTakeFirst();
        return { created: result.numInsertedOrUpdatedRows === 1n };
      });
    },

    listContacts() {
      return use(async (db) => {
        const rows = await db
          .selectFrom("contacts")
          .select(contactColumns)
          .orderBy("created_at")
          .orderBy(dialect.insertionOrder)
          .execute();
        return rows.map((row): StoredContact => contactFromRow(row));
      });
    },

    deleteContactsByEmail(email: string) {
      const address = normaliseEmail(email);
      return use((db) =>
        db.transaction().execute(async (trx) => {
          const deleted = await trx
            .deleteFrom("contacts")
            .where((eb) => eb.fn("lower", ["email"]), "=", address)
            .executeTakeFirst();
          await trx.deleteFrom("newsletter_subscriptions").where("email", "=", address).execute();
          // Their job applications too, with their CVs, notes and mails (which go with each application).
          await trx
            .deleteFrom("applications")
            .where((eb) => eb.fn("lower", ["email"]), "=", address)
            .execute();
          return Number(deleted.numDeletedRows);
        }),
      );
    },

    query(operation) {
      return use(operation);
    },

    async ping() {
      try {
        await use((db) => connection.probe(db));
        return true;
      } catch {
        return false;
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      await connection.close();
    },
  };
}
