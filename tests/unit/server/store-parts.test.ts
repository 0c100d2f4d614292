/**
 * The store's smaller parts: the PostgreSQL URL's schema name (it is written into SQL, so only a plain
 * identifier may pass), timestamps as both databases give them back, and the store's error type.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openSqliteStore } from "../../../server/store/sqlite";
import { parsePostgresUrl } from "../../../server/store/postgres";
import { isoTimestamp } from "../../../server/store/tables";
import { normaliseEmail, StoreUnavailableError } from "../../../server/store/types";
import { tempDir } from "../../support/server";

describe("the schema named in DATABASE_URL", () => {
  it("is taken off the URL, and the rest of the URL is kept", () => {
    expect(parsePostgresUrl("postgres://app:secret@db.example:6543/site?schema=site_a&sslmode=require")).toEqual({
      connectionString: "postgres://app:secret@db.example:6543/site?sslmode=require",
      schema: "site_a",
    });
    expect(parsePostgresUrl("postgres://db.example/site")).toEqual({
      connectionString: "postgres://db.example/site",
      schema: undefined,
    });
  });

  it.each(["_x", "a", "site_2", `a${"b".repeat(62)}`])("accepts the identifier %s", (schema) => {
    expect(parsePostgresUrl(`postgres://db/site?schema=${schema}`).schema).toBe(schema);
  });

  it.each([
    "",
    "Site",
    "2site",
    "site-a",
    "a;b",
    "a b",
    " site",
    "site ",
    "site\n",
    `a${"b".repeat(63)}`,
    "public.x",
    "ä",
  ])("refuses %j, saying what it must be", (schema) => {
    expect(() => parsePostgresUrl(`postgres://db/site?schema=${encodeURIComponent(schema)}`)).toThrow(
      `The schema in DATABASE_URL must be a lower-case SQL identifier (got "${schema}").`,
    );
  });
});

describe("timestamps", () => {
  it("read back as the same ISO 8601 UTC string from either database", () => {
    expect(isoTimestamp("2026-01-02T03:04:05.678Z")).toBe("2026-01-02T03:04:05.678Z");
    expect(isoTimestamp(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)))).toBe("2026-01-02T03:04:05.678Z");
  });

  it("writes a stored text in another form of the instant as toISOString does", () => {
    expect(isoTimestamp("2026-01-02T03:04:05Z")).toBe("2026-01-02T03:04:05.000Z");
    expect(isoTimestamp("2026-01-02T08:34:05.678+05:30")).toBe("2026-01-02T03:04:05.678Z");
  });
});

describe("the store's words", () => {
  it("compares e-mail addresses trimmed and in lower case", () => {
    expect(normaliseEmail("  Ann.Lee@Example.COM ")).toBe("ann.lee@example.com");
  });

  it("names its error, keeping the cause", () => {
    const cause = new Error("disk full");
    const error = new StoreUnavailableError("The SQLite database is not usable.", { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("StoreUnavailableError");
    expect(error.message).toBe("The SQLite database is not usable.");
    expect(error.cause).toBe(cause);
  });
});

describe("an SQLite store's failures, in words", () => {
  const message = {
    name: "A",
    email: "a@example.com",
    company: undefined,
    phone: "9876543210",
    countryCode: "+91" as const,
    service: undefined,
    message: "M",
  };

  it("says which file it cannot open, and that a closed store is closed", async () => {
    const dir = tempDir();
    try {
      writeFileSync(join(dir.path, "blocker"), "a file where the store wants a folder");
      const file = join(dir.path, "blocker", "store.db");
      const broken = openSqliteStore(file);
      await expect(broken.saveContact(message)).rejects.toThrow(`Cannot open the SQLite database at ${file}.`);
      await expect(broken.subscribe("a@example.com")).rejects.toBeInstanceOf(StoreUnavailableError);
      await broken.close();
      const store = openSqliteStore(join(dir.path, "store.db"));
      await store.close();
      await expect(store.listContacts()).rejects.toThrow("The contact store has been closed.");
      await expect(store.close()).resolves.toBeUndefined(); // closing twice is harmless
    } finally {
      dir.remove();
    }
  });

  it("writes more messages at once than one INSERT takes, each exactly once and in order", async () => {
    const dir = tempDir();
    const store = openSqliteStore(join(dir.path, "store.db"));
    try {
      const saved = await Promise.all(
        Array.from({ length: 2100 }, (_, i) => store.saveContact({ ...message, name: `P${i}` })),
      );
      const rows = await store.listContacts();
      expect(rows).toHaveLength(2100);
      expect(rows.map((row) => row.id)).toEqual(saved.map((row) => row.id));
    } finally {
      await store.close();
      dir.remove();
    }
  });
});

describe("two processes writing one SQLite file", () => {
  it("runs again an operation that read, then wrote after the other had committed (SQLITE_BUSY_SNAPSHOT)", async () => {
    const dir = tempDir("busy-");
    const file = join(dir.path, "store.db");
    const server = openSqliteStore(file);
    const operator = openSqliteStore(file);
    try {
      await server.migrate();
      await operator.migrate();
      const insert = (db: Parameters<Parameters<typeof server.query>[0]>[0], email: string) =>
        db.insertInto("newsletter_subscriptions").values({ email, created_at: new Date().toISOString() }).execute();
      let attempts = 0;
      const counted = await operator.query((db) =>
        db.transaction().execute(async (trx) => {
          attempts += 1;
          const before = await trx.selectFrom("newsletter_subscriptions").select("email").execute();
          // The other process commits between this transaction's read and its write, the first time only.
          if (attempts === 1) await server.query((other) => insert(other, "server@example.com"));
          await insert(trx, `operator-${attempts}@example.com`);
          return before.length;
        }),
      );
      expect(attempts).toBe(2);
      expect(counted).toBe(1); // the second run read the server's row
      const emails = await server.query((db) =>
        db.selectFrom("newsletter_subscriptions").select("email").orderBy("email").execute(),
      );
      expect(emails.map((row) => row.email)).toEqual(["operator-2@example.com", "server@example.com"]);
    } finally {
      await operator.close();
      await server.close();
      dir.remove();
    }
  });
});
