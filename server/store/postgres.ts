/**
 * The PostgreSQL store, for when the site runs on more than one machine. pg's Pool reconnects by itself
 * after the server restarts. An optional `?schema=name` on DATABASE_URL keeps the tables in their own
 * schema (shared databases, tests).
 */
import { Kysely, PostgresDialect, type PostgresPool } from "kysely";
import type pg from "pg";
import type { Logger } from "../logger";
import { describeError, silentLogger } from "../logger";
import { loadPg } from "../optional-drivers";
import { createStore } from "./database";
import { postgresDialect } from "./dialect";
import type { Tables } from "./tables";
import type { Store } from "./types";

/** Splits our own `schema` parameter off the URL (pg would pass unknown parameters to the server). */
export function parsePostgresUrl(url: string): { connectionString: string; schema: string | undefined } {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get("schema") ?? undefined;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`The schema in DATABASE_URL must be a lower-case SQL identifier (got "${schema}").`);
  }
  parsed.searchParams.delete("schema");
  return { connectionString: parsed.toString(), schema };
}

export interface PostgresStoreOptions {
  logger?: Logger;
  poolSize?: number;
  /** How long to wait for a connection (default 5 s): a down database answers 503 in seconds. */
  connectTimeoutMs?: number;
  /**
   * How long to wait for any answer on an open connection (default 20 s). The server's statement_timeout
   * cannot help when the network itself stops delivering (a partition, a frozen VM): without this a query
   * would wait for TCP to give up, holding the visitor's request and the pool, and blocking shutdown.
   */
  queryTimeoutMs?: number;
  /** /healthz's bound (default 2 s): a load balancer's probe must not wait for the query timeout. */
  pingTimeoutMs?: number;
}

/**
 * The pool as the query layer borrows it, except that a client whose connection failed (a timeout, a cut
 * connection) is discarded instead of returned: after a read timeout
 * pg leaves the unanswered query at the head of the client's queue, and every later query would wait
 * behind it.
 */
function discardingBrokenClients(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      let broken = false;
      // A connection lost between two queries is reported as an event: without a listener it would crash the process.
      const onError = () => {
        broken = true;
      };
      client.on("error", onError);
      return {
        query: ((text: string, values: unknown[]) =>
          client.query(text, values).catch((error: unknown) => {
            broken ||= typeof (error as { code?: unknown }).code !== "string"; // the server's errors carry an SQLSTATE code
            throw error;
          })) as never,
        release() {
          client.off("error", onError);
          client.release(broken);
        },
      };
    },
    end: () => pool.end(),
  };
}

export function openPostgresStore(url: string, options: PostgresStoreOptions = {}): Store {
  const logger = options.logger ?? silentLogger;
  const { connectionString, schema } = parsePostgresUrl(url);
  const pingTimeoutMs = options.pingTimeoutMs ?? 2000;
  const pool = new (loadPg().Pool)({
    connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    query_timeout: options.queryTimeoutMs ?? 20_000,
    keepAlive: true,
    application_name: "jenesys-website",
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // Idle clients emit errors when the server restarts; without a listener that would crash the process.
  pool.on("error", (error) => logger.warn("postgres idle client error", describeError(error)));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: discardingBrokenClients(pool) }) });

  return createStore({
    dialect: postgresDialect(schema),
    database: () => db,
    reset: async () => undefined, // the pool replaces broken clients itself
    async probe() {
      // Straight on the pool, with its own read timeout (pg reads query_timeout from a query's config too;
      // its type definitions do not list it).
      await pool.query({ text: "SELECT 1", query_timeout: pingTimeoutMs } as pg.QueryConfig);
    },
    close: () => db.destroy(),
  });
}
