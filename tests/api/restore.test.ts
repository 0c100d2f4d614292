/**
 * `npm run restore` as a child process: what it refuses (a store in use, a store holding data without
 * --force, a snapshot from newer code, a damaged file, a file that is not this site's store, PostgreSQL)
 * and what it does (keeps the replaced store beside the new one, migrates an older snapshot).
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkApplication, saveApplication } from "../../server/careers/applications";
import { snapshotSqlite } from "../../server/store/backup";
import type { RestoreSummary } from "../../server/store/restore";
import { knownSchemaVersion, openSqliteStore } from "../../server/store/sqlite";
import { startMain, withSchema } from "../support/main-process";
import { pdfBytes } from "../support/cv-files";
import { contactIds, contactNumber, emptyStoreTables, runScript, seedStore } from "../support/operator";
import { postJson, tempDir } from "../support/server";

const pgUrl = process.env.TEST_DATABASE_URL;

describe("npm run restore", () => {
  let dir: ReturnType<typeof tempDir>;
  let snapshot: string;
  let snapshotIds: Set<string>;
  let store: string;
  let env: Record<string, string>;

  beforeEach(async () => {
    dir = tempDir();
    const source = join(dir.path, "source.db");
    await seedStore(source, 30, "snapshot");
    snapshot = join(dir.path, "snapshots", "site.db");
    await snapshotSqlite(source, snapshot);
    snapshotIds = contactIds(snapshot);
    store = join(dir.path, "data", "store.db");
    env = { DATABASE_URL: `sqlite:${store}` };
  });
  afterEach(() => dir.remove());

  const dataDir = () => readdirSync(join(dir.path, "data")).sort();

  it("restores into a new place and prints what the store now holds", async () => {
    const { code, stdout, stderr } = await runScript("restore", ["--from", snapshot], env);
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/^contacts\s+30$/m);
    expect(stdout).toMatch(/^newsletter_subscriptions\s+1$/m);
    expect(stdout).toContain("nothing (there was no store)");
    expect(contactIds(store)).toEqual(snapshotIds);
    expect(dataDir()).toEqual(["store.db"]);
  });

  it("round-trips a job application with its CV's exact bytes", async () => {
    const source = join(dir.path, "with-application.db");
    const sourceStore = openSqliteStore(source);
    await sourceStore.migrate();
    const cv = pdfBytes("restored CV");
    const checked = checkApplication(
      {
        fullName: "Lakshmi Iyer",
        email: "lakshmi@example.in",
        phone: "+91 98400 55555",
        location: "Chennai",
        noticePeriod: "Immediate",
        consent: "yes",
      },
      { field: "cv", fileName: "Lakshmi CV.pdf", claimedType: "application/pdf", bytes: cv, tooLarge: false },
    );
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const opening = await sourceStore.query((db) =>
      db.selectFrom("openings").select("id").limit(1).executeTakeFirstOrThrow(),
    );
    await saveApplication(sourceStore, opening, { form: checked.form, cv: checked.cv, consentText: "I agree." });
    await sourceStore.close();
    const withApplication = join(dir.path, "snapshots", "with-application.db");
    await snapshotSqlite(source, withApplication);

    const { code, stdout, stderr } = await runScript("restore", ["--from", withApplication], env);
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/^applications\s+1$/m);
    expect(stdout).toMatch(/^application_files\s+1$/m);
    const restored = openSqliteStore(store);
    try {
      const row = await restored.query((db) =>
        db
          .selectFrom("applications")
          .innerJoin("application_files", "application_files.application_id", "applications.id")
          .select(["full_name", "file_name", "bytes"])
          .executeTakeFirstOrThrow(),
      );
      expect(row).toMatchObject({ full_name: "Lakshmi Iyer", file_name: "Lakshmi CV.pdf" });
      expect(Buffer.from(row.bytes).equals(cv)).toBe(true);
    } finally {
      await restored.close();
    }
  });

  it("refuses while a server uses the store, and restores once it has stopped", async () => {
    await seedStore(store, 3, "live");
    const before = contactIds(store);
    const server = await startMain({ ...env, NODE_ENV: "production" });
    try {
      await server.logged("store ready");
      const refused = await runScript("restore", ["--from", snapshot, "--force"], env);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toMatch(/is in use .*stop it, then restore/);
      // The server never noticed.
      expect((await postJson(`${server.url}/api/contact`, contactNumber(99, "live"))).status).toBe(201);
      expect(await server.stop()).toBe(0);
    } finally {
      await server.kill();
    }
    expect(dataDir()).toEqual(["store.db"]); // nothing replaced, no temporary file left
    expect(contactIds(store).size).toBe(before.size + 1);

    const restored = await runScript("restore", ["--from", snapshot, "--force"], env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(contactIds(store)).toEqual(snapshotIds);
  }, 60_000);

  it("replaces a store with --force, keeping the old one beside it, WAL of a killed server included", async () => {
    // A server killed with SIGKILL: its last messages are still in the write-ahead log, not in the file.
    const server = await startMain({ ...env, NODE_ENV: "production" });
    const acknowledged: string[] = [];
    try {
      await server.logged("store ready");
      for (let i = 0; i < 3; i++) {
        const response = await postJson(`${server.url}/api/contact`, contactNumber(i, "killed"));
        expect(response.status).toBe(201);
        acknowledged.push(((await response.json()) as { id: string }).id);
      }
    } finally {
      await server.kill();
    }
    expect(statSync(`${store}-wal`).size).toBeGreaterThan(0);

    const forced = await runScript("restore", ["--from", snapshot, "--force", "--json"], env);
    expect(forced.code, forced.stderr).toBe(0);
    const summary = JSON.parse(forced.stdout) as RestoreSummary;
    expect(summary.replaced).toMatch(/store\.db\.replaced-\d{8}T\d{6}Z$/);
    expect(summary.tables).toEqual({ ...emptyStoreTables, contacts: 30, newsletter_subscriptions: 1 });
    expect(contactIds(store)).toEqual(snapshotIds);
    expect(contactIds(summary.replaced!)).toEqual(new Set(acknowledged));
    expect(existsSync(`${store}-wal`), "the old WAL must not be replayed into the restored store").toBe(false);

    // The restored store is a working store.
    const reopened = openSqliteStore(store);
    await reopened.saveContact(contactNumber(0, "after"));
    expect((await reopened.listContacts()).length).toBe(31);
    await reopened.close();
  }, 60_000);

  it("refuses a store holding data without --force, and leaves it as it was", async () => {
    await seedStore(store, 3, "live");
    const before = contactIds(store);
    const { code, stdout, stderr } = await runScript("restore", ["--from", snapshot], env);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/holds 4 row\(s\): add --force to replace it/); // three messages, one subscriber
    expect(contactIds(store)).toEqual(before);
    expect(dataDir().filter((name) => name.includes("replaced") || name.includes("partial"))).toEqual([]);
  });

  it("replaces an empty store without --force (a server's first start makes one)", async () => {
    const empty = openSqliteStore(store);
    await empty.migrate();
    await empty.close();
    const { code, stderr } = await runScript("restore", ["--from", snapshot, "--json"], env);
    expect(code, stderr).toBe(0);
    expect(contactIds(store)).toEqual(snapshotIds);
  });

  it("refuses a snapshot from newer code", async () => {
    const db = new Database(snapshot);
    db.prepare("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)").run(
      knownSchemaVersion + 1,
      new Date().toISOString(),
    );
    db.close();
    const { code, stdout, stderr } = await runScript("restore", ["--from", snapshot, "--force"], env);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain(
      `was made by newer code (schema version ${knownSchemaVersion + 1}; this code knows up to ${knownSchemaVersion})`,
    );
    expect(dataDir()).toEqual([]);
  });

  it.each([
    [
      "a page overwritten",
      (file: string) => {
        const fd = openSync(file, "r+");
        writeSync(fd, randomBytes(4096), 0, 4096, 3 * 4096); // a page of the contacts table
        closeSync(fd);
      },
    ],
    ["cut short", (file: string) => writeFileSync(file, readFileSync(file).subarray(0, statSync(file).size / 2))],
    ["not a database at all", (file: string) => writeFileSync(file, "name,email\nAsha,asha@example.com\n".repeat(200))],
  ])("refuses a damaged snapshot (%s), even with --force, and leaves the store as it was", async (_what, damage) => {
    await seedStore(store, 2, "kept");
    const before = contactIds(store);
    damage(snapshot);
    const { code, stdout, stderr } = await runScript("restore", ["--from", snapshot, "--force"], env);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/is damaged/);
    expect(contactIds(store)).toEqual(before);
    expect(dataDir().filter((name) => name.includes("replaced") || name.includes("partial"))).toEqual([]);
  });

  it("refuses a SQLite file that is not this site's store", async () => {
    const other = join(dir.path, "other.db");
    const db = new Database(other);
    db.exec("CREATE TABLE notes (body TEXT)");
    db.close();
    const { code, stderr } = await runScript("restore", ["--from", other], env);
    expect(code).toBe(1);
    expect(stderr).toContain("is not a snapshot of this site's store");
  });

  it("refuses a live database with a write-ahead log beside it", async () => {
    const live = join(dir.path, "live.db");
    const db = new Database(live);
    db.pragma("journal_mode = WAL");
    db.pragma("wal_autocheckpoint = 0");
    db.exec("CREATE TABLE schema_version (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
    try {
      const { code, stderr } = await runScript("restore", ["--from", live], env);
      expect(code).toBe(1);
      expect(stderr).toContain("is a live database rather than a snapshot");
    } finally {
      db.close();
    }
  });

  it("migrates a snapshot older than the code", async () => {
    const old = join(dir.path, "old.db");
    const db = new Database(old);
    db.exec("CREATE TABLE schema_version (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL) STRICT"); // version 0
    db.close();
    const { code, stdout, stderr } = await runScript("restore", ["--from", old, "--json"], env);
    expect(code, stderr).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ migratedFrom: 0, schemaVersion: knownSchemaVersion, problems: [] });
    expect(JSON.parse(stdout).tables).toMatchObject({ contacts: 0, newsletter_subscriptions: 0 });
    expect(dataDir()).toEqual(["store.db"]);
    const restored = openSqliteStore(store);
    await restored.saveContact(contactNumber(0, "migrated"));
    expect(await restored.listContacts()).toHaveLength(1);
    await restored.close();
  });

  it.each([[[]], [["--from"]], [["--from", "x", "--bogus"]], [["extra"]]])(
    "exits 2 with usage on stderr for %j",
    async (args) => {
      const { code, stdout, stderr } = await runScript("restore", args, env);
      expect(code).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toContain("Usage:");
    },
  );

  it("with PostgreSQL, says how to use pg_restore for the database and exits 1", async () => {
    const { code, stdout, stderr } = await runScript("restore", ["--from", snapshot], {
      DATABASE_URL: "postgres://web:secret@db.example:5432/site?schema=web",
    });
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain(
      "pg_restore --clean --if-exists --no-owner --single-transaction --dbname='postgres://web@db.example:5432/site' FILE.dump",
    );
    expect(stderr).not.toContain("secret");
  });
}, 60_000);

describe("npm run backup, what it refuses", () => {
  let dir: ReturnType<typeof tempDir>;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => dir.remove());

  it.each([
    [[]],
    [["--out"]],
    [["--out", "x.db", "--max-rate", "fast"]],
    [["--out", "x.db", "--max-rate", "0"]],
    [["--bogus"]],
  ])("exits 2 with usage on stderr for %j", async (args) => {
    const { code, stdout, stderr } = await runScript("backup", args, {
      DATABASE_URL: `sqlite:${join(dir.path, "store.db")}`,
    });
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain("Usage:");
  });

  it("exits 1 without creating anything when there is no store", async () => {
    const { code, stderr } = await runScript("backup", ["--out", join(dir.path, "out", "site.db")], {
      DATABASE_URL: `sqlite:${join(dir.path, "typo.db")}`,
    });
    expect(code).toBe(1);
    expect(stderr).toContain("No SQLite database at");
    expect(readdirSync(dir.path)).toEqual([]);
  });

  it("will not write the snapshot over the store itself", async () => {
    const file = join(dir.path, "store.db");
    await seedStore(file, 2);
    const { code, stderr } = await runScript("backup", ["--out", file], { DATABASE_URL: `sqlite:${file}` });
    expect(code).toBe(1);
    expect(stderr).toContain("would overwrite the store itself");
    expect(contactIds(file).size).toBe(2);
  });

  it("exits 1 and leaves no file when the store is damaged", async () => {
    const file = join(dir.path, "store.db");
    await seedStore(file, 30);
    const fd = openSync(file, "r+");
    writeSync(fd, randomBytes(4096), 0, 4096, 3 * 4096);
    closeSync(fd);
    const out = join(dir.path, "out", "site.db");
    const { code, stderr } = await runScript("backup", ["--out", out], { DATABASE_URL: `sqlite:${file}` });
    expect(code).toBe(1);
    expect(stderr).toMatch(/integrity check|malformed/);
    expect(readdirSync(join(dir.path, "out"))).toEqual([]);
  });

  it("with PostgreSQL, says how to call pg_dump for the database (its ?schema= included) and exits 1", async () => {
    const { code, stdout, stderr } = await runScript("backup", ["--out", join(dir.path, "x.db")], {
      DATABASE_URL: "postgresql://web:secret@db.example:5432/site?schema=web&sslmode=require",
    });
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain(
      "pg_dump --format=custom --schema=web --file=jenesys-$(date -u +%Y%m%dT%H%M%SZ).dump 'postgresql://web@db.example:5432/site?sslmode=require'",
    );
    expect(stderr).toContain("PGPASSWORD");
    expect(stderr).not.toContain("secret");
  });

  const hasPgDump = (() => {
    try {
      execFileSync("pg_dump", ["--version"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  })();

  it.skipIf(!pgUrl || !hasPgDump)(
    `the pg_dump command it prints dumps this site's tables${pgUrl && hasPgDump ? "" : " (skipped: needs TEST_DATABASE_URL and pg_dump)"}`,
    async () => {
      const schema = `backup_${randomBytes(5).toString("hex")}`;
      const databaseUrl = withSchema(pgUrl!, schema);
      const { openPostgresStore } = await import("../../server/store/postgres");
      const pgStore = openPostgresStore(databaseUrl);
      try {
        await pgStore.saveContact(contactNumber(1, "pg"));
        const { code, stderr } = await runScript("backup", ["--out", "x.db"], { DATABASE_URL: databaseUrl });
        expect(code).toBe(1);
        const command = stderr
          .split("\n")
          .find((line) => line.trim().startsWith("pg_dump "))!
          .trim();
        execFileSync("bash", ["-c", command], { cwd: dir.path });
        const [dump] = readdirSync(dir.path).filter((name) => name.endsWith(".dump"));
        const listing = execFileSync("pg_restore", ["--list", join(dir.path, dump)], { encoding: "utf8" });
        expect(listing).toMatch(new RegExp(`TABLE DATA ${schema} contacts`));
        expect(listing).not.toMatch(/TABLE DATA public /);
      } finally {
        await pgStore.close();
        const admin = new pg.Client({ connectionString: pgUrl });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      }
    },
    60_000,
  );
}, 60_000);
