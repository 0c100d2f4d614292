/**
 * The PostgreSQL store, for when the site runs on more than one machine. pg's Pool reconnects by itself
 * after the server restarts; every failure reaches callers as StoreUnavailableError (the API's 503).
 * An optional `?schema=name` on DATABASE_URL keeps the tables in their own schema (shared databases, tests).
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { ContactMessage } from "../../app/lib/contact-schema";
import type { Logger } from "../logger";
import { describeError, silentLogger } from "../logger";
import { normaliseEmail, StoreUnavailableError, type ContactStore, type StoredContact, type StoredSubscription } from "./types";

/** Numbered migrations: index + 1 is the version recorded in schema_version. Never edit a shipped one. */
const migrations: string[] = [
  `CREATE TABLE contacts (
     id uuid PRIMARY KEY,
     seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE, -- exact insertion order for "oldest first"
     name text NOT NULL,
     email text NOT NULL,
     company text,
     phone text NOT NULL,
     country_code text NOT NULL,
     service text,
     message text NOT NULL,
     created_at timestamptz NOT NULL
   );
   CREATE INDEX contacts_email_lower_idx ON contacts (lower(email));
   CREATE INDEX contacts_created_at_idx ON contacts (created_at);
   CREATE TABLE newsletter_subscriptions (
     email text PRIMARY KEY CHECK (email = lower(email)),
     created_at timestamptz NOT NULL
   );`,
];

/** One lock for every instance, so servers starting together migrate one after another. */
const migrationLockKey = 7_204_511_002;

interface ContactRow {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string;
  country_code: string;
  service: string | null;
  message: string;
  created_at: Date;
}

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

export function openPostgresStore(url: string, options: PostgresStoreOptions = {}): ContactStore {
  const logger = options.logger ?? silentLogger;
  const { connectionString, schema } = parsePostgresUrl(url);
  const pingTimeoutMs = options.pingTimeoutMs ?? 2000;
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    query_timeout: options.queryTimeoutMs ?? 20_000, // a timed-out client is discarded by the pool, not reused
    keepAlive: true,
    application_name: "jenesys-website",
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // Idle clients emit errors when the server restarts; without a listener that would crash the process.
  pool.on("error", (error) => logger.warn("postgres idle client error", describeError(error)));

  let ready: Promise<void> | undefined;
  let closed = false;

  async function applyMigrations(): Promise<void> {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1)", [migrationLockKey]);
      if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await client.query(
        "CREATE TABLE IF NOT EXISTS schema_version (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
      );
      const { rows } = await client.query<{ v: number }>("SELECT coalesce(max(version), 0)::int AS v FROM schema_version");
      const current = rows[0]?.v ?? 0;
      for (const [index, sql] of migrations.entries()) {
        const version = index + 1;
        if (version <= current) continue;
        await client.query(sql);
        await client.query("INSERT INTO schema_version (version) VALUES ($1)", [version]);
      }
      await client.query("COMMIT");
      client.release();
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      client.release(true); // the connection may be broken: do not return it to the pool
      throw error;
    }
  }

  const ensureReady = (): Promise<void> => {
    ready ??= applyMigrations().catch((error: unknown) => {
      ready = undefined; // try again on the next call
      throw error;
    });
    return ready;
  };

  async function use<T>(operation: () => Promise<T>): Promise<T> {
    if (closed) throw new StoreUnavailableError("The contact store has been closed.");
    try {
      await ensureReady();
      return await operation();
    } catch (error) {
      throw error instanceof StoreUnavailableError ? error
        : new StoreUnavailableError("The PostgreSQL database is not usable.", { cause: error });
    }
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
    createdAt: row.created_at.toISOString(),
  });

  return {
    kind: "postgres",

    async migrate() {
      ready = undefined;
      await use(async () => undefined);
    },

    saveContact(message: ContactMessage) {
      return use(async () => {
        const id = randomUUID();
        const createdAt = new Date().toISOString();
        await pool.query(
          `INSERT INTO contacts (id, name, email, company, phone, country_code, service, message, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [id, message.name, message.email, message.company ?? null, message.phone, message.countryCode,
            message.service ?? null, message.message, createdAt],
        );
        return { id, createdAt };
      });
    },

    subscribe(email: string) {
      return use(async () => {
        const result = await pool.query(
          "INSERT INTO newsletter_subscriptions (email, created_at) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING",
          [normaliseEmail(email), new Date().toISOString()],
        );
        return { created: result.rowCount === 1 };
      });
    },

    listContacts() {
      return use(async () => {
        const { rows } = await pool.query<ContactRow>(
          `SELECT id::text AS id, name, email, company, phone, country_code, service, message, created_at
           FROM contacts ORDER BY created_at, seq`,
        );
        return rows.map(toContact);
      });
    },

    listSubscriptions() {
      return use(async () => {
        const { rows } = await pool.query<{ email: string; created_at: Date }>(
          "SELECT email, created_at FROM newsletter_subscriptions ORDER BY created_at, email",
        );
        return rows.map((row): StoredSubscription => ({ email: row.email, createdAt: row.created_at.toISOString() }));
      });
    },

    deleteContactsByEmail(email: string) {
      return use(async () => {
        const address = normaliseEmail(email);
        // One statement, so the two deletions commit together without holding a pooled client.
        const { rows } = await pool.query<{ deleted: number }>(
          `WITH gone AS (DELETE FROM contacts WHERE lower(email) = $1 RETURNING 1),
                unsubscribed AS (DELETE FROM newsletter_subscriptions WHERE email = $1 RETURNING 1)
           SELECT (SELECT count(*) FROM gone)::int AS deleted`,
          [address],
        );
        return rows[0]?.deleted ?? 0;
      });
    },

    async ping() {
      try {
        // pg reads query_timeout from the query's config too; its type definitions do not list it.
        await use(() => pool.query({ text: "SELECT 1", query_timeout: pingTimeoutMs } as pg.QueryConfig));
        return true;
      } catch {
        return false;
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
