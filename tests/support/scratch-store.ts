/**
 * Stores of their own for the tests: a PostgreSQL store in a schema of its own on TEST_DATABASE_URL, dropped
 * afterwards, so tests of one database run side by side without seeing each other's rows; an SQLite file in a
 * folder of its own; and both for a suite that runs on each.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe } from "vitest";
import { openPostgresStore } from "../../server/store/postgres";
import { openSqliteStore } from "../../server/store/sqlite";
import type { Store } from "../../server/store/types";

export function scratchPostgresStore(databaseUrl: string, prefix: string): { store: Store; cleanup(): Promise<void> } {
  const schema = `${prefix}_${randomBytes(5).toString("hex")}`;
  const url = new URL(databaseUrl);
  url.searchParams.set("schema", schema);
  const store = openPostgresStore(url.toString());
  return {
    store,
    async cleanup() {
      await store.close();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** An SQLite store in a temporary folder of its own, removed afterwards. */
export function scratchSqliteStore(prefix: string): { store: Store; cleanup(): Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const store = openSqliteStore(join(dir, "store.db"));
  return {
    store,
    async cleanup() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `suite` on a scratch SQLite store always, and on PostgreSQL when TEST_DATABASE_URL is set (the suite's
 * title says it was skipped otherwise). `open` gives each test its own store.
 */
export function describeOnEachStore(
  subject: string,
  prefix: string,
  suite: (open: () => { store: Store; cleanup(): Promise<void> }) => void,
): void {
  const pgUrl = process.env.TEST_DATABASE_URL;
  describe(`${subject} on SQLite`, () => suite(() => scratchSqliteStore(prefix)));
  describe.skipIf(!pgUrl)(`${subject} on PostgreSQL (skipped without TEST_DATABASE_URL)`, () =>
    suite(() => scratchPostgresStore(pgUrl ?? "", prefix.replace(/-/g, "_"))),
  );
}
