/**
 * A PostgreSQL store in a schema of its own on TEST_DATABASE_URL, dropped afterwards: tests of one
 * database run side by side without seeing each other's rows.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPostgresStore } from "../../server/store/postgres";
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
