/**
 * What differs between the two databases, and nothing else: column types, how a migration takes the
 * one writer's lock, and which column records insertion order. Every query is written once over these.
 */
import { sql, type CreateTableBuilder, type Kysely, type RawBuilder } from "kysely";

export interface StoreDialect {
  readonly kind: "sqlite" | "postgres";
  readonly types: { uuid: "uuid" | "text"; timestamp: "timestamptz" | "text"; bytes: "bytea" | "blob" };
  /** Ties rows with the same created_at in the order they were inserted. */
  readonly insertionOrder: RawBuilder<unknown>;
  /** Applied to every CREATE TABLE (SQLite: STRICT, so a column holds only its declared type). */
  tableOptions: <T extends string, C extends string>(table: CreateTableBuilder<T, C>) => CreateTableBuilder<T, C>;
  /** Opens the migration's transaction holding a lock that every other instance's migration waits for. */
  beginMigration(db: Kysely<never>): Promise<void>;
}

/**
 * The name of the Unicode lower() every SQLite connection of the store defines (server/store/sqlite.ts):
 * SQLite's own folds A-Z only, where JavaScript's toLowerCase() and PostgreSQL's lower() in a UTF-8
 * locale fold "É" too.
 */
export const unicodeLower = "unicode_lower";

export const sqliteDialect: StoreDialect = {
  kind: "sqlite",
  types: { uuid: "text", timestamp: "text", bytes: "blob" },
  insertionOrder: sql`rowid`,
  tableOptions: (table) => table.modifyEnd(sql`STRICT`),
  // IMMEDIATE takes the write lock first, so two processes starting together cannot both apply a step.
  beginMigration: async (db) => {
    await sql`BEGIN IMMEDIATE`.execute(db);
  },
};

/** One lock for every instance, so servers starting together migrate one after another. */
const migrationLockKey = 7_204_511_002;

export function postgresDialect(schema: string | undefined): StoreDialect {
  return {
    kind: "postgres",
    types: { uuid: "uuid", timestamp: "timestamptz", bytes: "bytea" },
    insertionOrder: sql`seq`,
    tableOptions: (table) => table,
    beginMigration: async (db) => {
      await sql`BEGIN`.execute(db);
      await sql`SELECT pg_advisory_xact_lock(${migrationLockKey})`.execute(db);
      // The connection's search_path names this schema; it must exist before the first table.
      if (schema) await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
    },
  };
}

/** A LIKE pattern (with ESCAPE '\\') that finds `text` literally anywhere: % _ and the escape character itself are escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
