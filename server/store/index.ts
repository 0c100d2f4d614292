/** Opens the store DATABASE_URL names: unset or sqlite: → SQLite file, postgres:// → PostgreSQL. */
import { parseDatabaseUrl } from "../config";
import type { Logger } from "../logger";
import { openPostgresStore } from "./postgres";
import { openSqliteStore } from "./sqlite";
import type { Store } from "./types";

export type { Store, StoredContact } from "./types";
export { StoreUnavailableError } from "./types";

/** Connects lazily: opening never fails, so a server can start (and serve pages) while the database is down. */
export function openStore(databaseUrl: string | undefined, options: { logger?: Logger } = {}): Store {
  const database = parseDatabaseUrl(databaseUrl);
  return database.kind === "postgres" ? openPostgresStore(database.url, options) : openSqliteStore(database.file);
}
