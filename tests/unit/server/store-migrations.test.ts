/**
 * The migration history upgrades a deployed store in place: a database written by the earlier numbered
 * migrator (raw SQL per database, versions in schema_version) opens with its rows intact, and a later
 * step is applied once, on top of what the database records. SQLite always; PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { postgresDialect, sqliteDialect, type StoreDialect } from "../../../server/store/dialect";
import { latestSchemaVersion, migrate, migrations, readSchemaVersion } from "../../../server/store/migrations";
import { openPostgresStore } from "../../../server/store/postgres";
import { openSqliteStore } from "../../../server/store/sqlite";
import type { Tables } from "../../../server/store/tables";
import { listSubscribers } from "../../../server/newsletter/subscribers";
import type { Store } from "../../../server/store/types";
import { tempDir } from "../../support/server";

const pgUrl = process.env.TEST_DATABASE_URL;

/** Version 1 exactly as the earlier migrator wrote it, with one message stored. */
const oldSqlite = `
  CREATE TABLE schema_version (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL) STRICT;
  CREATE TABLE contacts (id TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL, company TEXT, phone TEXT NOT NULL,
    country_code TEXT NOT NULL, service TEXT, message TEXT NOT NULL, created_at TEXT NOT NULL) STRICT;
  CREATE INDEX contacts_email_lower_idx ON contacts (lower(email));
  CREATE INDEX contacts_created_at_idx ON contacts (created_at);
  CREATE TABLE newsletter_subscriptions (email TEXT PRIMARY KEY CHECK (email = lower(email)), created_at TEXT NOT NULL) STRICT;
  INSERT INTO schema_version VALUES (1, '2026-01-01T00:00:00.000Z');
  INSERT INTO contacts VALUES ('0b7e5a4c-1111-4a7e-9d7e-000000000001', 'Old Message', 'old@example.com', NULL, '9876543210',
    '+91', NULL, 'Written before the query layer.', '2026-01-02T03:04:05.678Z');
  INSERT INTO newsletter_subscriptions VALUES ('old@example.com', '2026-01-02T03:04:05.678Z');`;

const oldPostgres = `
  CREATE TABLE schema_version (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE contacts (id uuid PRIMARY KEY, seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE, name text NOT NULL,
    email text NOT NULL, company text, phone text NOT NULL, country_code text NOT NULL, service text, message text NOT NULL,
    created_at timestamptz NOT NULL);
  CREATE INDEX contacts_email_lower_idx ON contacts (lower(email));
  CREATE INDEX contacts_created_at_idx ON contacts (created_at);
  CREATE TABLE newsletter_subscriptions (email text PRIMARY KEY CHECK (email = lower(email)), created_at timestamptz NOT NULL);
  INSERT INTO schema_version (version) VALUES (1);
  INSERT INTO contacts (id, name, email, company, phone, country_code, service, message, created_at) VALUES
    ('0b7e5a4c-1111-4a7e-9d7e-000000000001', 'Old Message', 'old@example.com', NULL, '9876543210', '+91', NULL,
     'Written before the query layer.', '2026-01-02T03:04:05.678Z');
  INSERT INTO newsletter_subscriptions VALUES ('old@example.com', '2026-01-02T03:04:05.678Z');`;

/** A later step, as a future release would add it. */
const withFollowUpStep = [
  ...migrations,
  async (db: Parameters<(typeof migrations)[number]>[0]) => {
    await db.schema.alterTable("contacts").addColumn("handled_at", "text").execute();
  },
];

interface OldStore {
  dialect: StoreDialect;
  open(): Store;
  cleanup(): Promise<void>;
}

function oldSqliteStore(): OldStore {
  const dir = tempDir();
  const file = join(dir.path, "jenesys.db");
  const conn = new Database(file);
  conn.exec(oldSqlite);
  conn.close();
  return { dialect: sqliteDialect, open: () => openSqliteStore(file), cleanup: async () => dir.remove() };
}

async function oldPostgresStore(base: string): Promise<OldStore> {
  const schema = `old_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}; SET search_path = ${schema}; ${oldPostgres}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set("schema", schema);
  return {
    dialect: postgresDialect(schema),
    open: () => openPostgresStore(url.toString()),
    async cleanup() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** Every table's columns, strictness, indexes and CHECK constraints, as SQLite reports them. */
function describeSqliteSchema(file: string): unknown {
  const conn = new Database(file, { readonly: true });
  try {
    const tables = conn
      .prepare(
        "SELECT name, strict FROM pragma_table_list WHERE schema = 'main' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as Array<{ name: string; strict: number }>;
    return tables.map((table) => ({
      ...table,
      columns: conn.prepare('SELECT name, type, "notnull", pk FROM pragma_table_info(?)').all(table.name),
      indexes: conn
        .prepare('SELECT name, "unique", origin FROM pragma_index_list(?) ORDER BY name')
        .all(table.name)
        .map((index) => ({
          ...(index as object),
          name: (index as { name: string }).name.replace(/^sqlite_autoindex_.*/, "(automatic)"),
        })),
      checks:
        /\bcheck \(([^()]*(?:\([^()]*\))?[^()]*)\)/i
          .exec(
            (conn.prepare("SELECT sql FROM sqlite_master WHERE name = ?").get(table.name) as { sql: string }).sql,
          )?.[1]
          ?.toLowerCase() ?? null,
    }));
  } finally {
    conn.close();
  }
}

function upgradeSuite(makeOld: () => Promise<OldStore>) {
  let old: OldStore;
  const opened: Store[] = [];
  const open = () => {
    const store = old.open();
    opened.push(store);
    return store;
  };
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    await old.cleanup();
  });

  it("opens a database of the earlier migrator, rows intact, brings it to the latest version and writes to it", async () => {
    old = await makeOld();
    const store = open();
    await store.migrate();
    expect(await store.schemaVersion()).toBe(latestSchemaVersion);
    expect(await store.listContacts()).toEqual([
      {
        id: "0b7e5a4c-1111-4a7e-9d7e-000000000001",
        name: "Old Message",
        email: "old@example.com",
        company: null,
        phone: "9876543210",
        countryCode: "+91",
        service: null,
        message: "Written before the query layer.",
        createdAt: "2026-01-02T03:04:05.678Z",
        // Enquiries from before their visit's note was kept: where they came from is not known.
        landingPage: null,
        referrerHost: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
      },
    ]);
    // The newsletter consent step: an address stored before it stays subscribed, consent time = sign-up time.
    expect(await listSubscribers(store)).toMatchObject({
      subscribers: [
        {
          email: "old@example.com",
          status: "confirmed",
          optIn: "single",
          consentedAt: "2026-01-02T03:04:05.678Z",
          signedUpAt: "2026-01-02T03:04:05.678Z",
        },
      ],
    });
    expect(await store.subscribe("OLD@example.com")).toEqual({ created: false });
    const { id } = await store.saveContact({
      name: "New Message",
      email: "new@example.com",
      company: undefined,
      phone: "9876543210",
      countryCode: "+91",
      service: undefined,
      message: "After.",
    });
    expect((await store.listContacts()).map((row) => row.id)).toEqual(["0b7e5a4c-1111-4a7e-9d7e-000000000001", id]);
    expect(
      await store.query((db) => db.selectFrom("schema_version").select("version").orderBy("version").execute()),
    ).toEqual(migrations.map((_, index) => ({ version: index + 1 })));
    // The staff inbox's step: every enquiry already stored starts as new.
    expect(await store.query((db) => db.selectFrom("contacts").select("status").execute())).toEqual([
      { status: "new" },
      { status: "new" },
    ]);
  });

  it("makes every staff account made before roles existed an Admin, so nobody is locked out", async () => {
    old = await makeOld();
    const store = open();
    const rolesStep = migrations.findIndex((step) => step.name === "staffRoles");
    expect(rolesStep).toBeGreaterThan(0);
    await store.query((db) => migrate(db, old.dialect, migrations.slice(0, rolesStep)));
    await store.query((db) =>
      sql`INSERT INTO staff_accounts (id, email, password_hash, created_at)
          VALUES ('0b7e5a4c-1111-4a7e-9d7e-00000000000a', 'early@jenesys.example', 'x', '2026-01-02T03:04:05.678Z')`.execute(
        db,
      ),
    );
    await store.migrate();
    expect(await store.query((db) => db.selectFrom("staff_accounts").select(["email", "role"]).execute())).toEqual([
      { email: "early@jenesys.example", role: "admin" },
    ]);
    await expect(
      store.query((db) =>
        db
          .updateTable("staff_accounts")
          .set({ role: "owner" as never })
          .execute(),
      ),
    ).rejects.toThrow();
  });

  it("applies later steps once, on top of the recorded version, and records them", async () => {
    old = await makeOld();
    const store = open();
    await store.query((db) => migrate(db, old.dialect, withFollowUpStep));
    await store.query((db) => migrate(db, old.dialect, withFollowUpStep)); // a second start changes nothing
    expect(await store.query(readSchemaVersion)).toBe(withFollowUpStep.length);
    const versions = await store.query((db) =>
      db.selectFrom("schema_version").select("version").orderBy("version").execute(),
    );
    expect(versions).toEqual(withFollowUpStep.map((_, index) => ({ version: index + 1 })));
    const handled = await store.query((db) =>
      sql<{ handled_at: string | null }>`SELECT handled_at FROM contacts`.execute(db),
    );
    expect(handled.rows).toEqual([{ handled_at: null }]);
  });
}

describe("SQLite store upgrade in place", () => {
  upgradeSuite(async () => oldSqliteStore());

  it("builds a new database with the same tables, columns, indexes and checks as the earlier migrator", async () => {
    const dir = tempDir();
    try {
      const before = join(dir.path, "before.db");
      const after = join(dir.path, "after.db");
      const conn = new Database(before);
      conn.exec(oldSqlite);
      conn.close();
      // The first step only: the one version the earlier migrator knew.
      const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new Database(after) }) });
      await migrate(db, sqliteDialect, migrations.slice(0, 1));
      await db.destroy();
      expect(describeSqliteSchema(after)).toEqual(describeSqliteSchema(before));
    } finally {
      dir.remove();
    }
  });
});

describe.skipIf(!pgUrl)(
  `PostgreSQL store upgrade in place${pgUrl ? "" : " (skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run)"}`,
  () => {
    upgradeSuite(() => oldPostgresStore(pgUrl!));
  },
);
