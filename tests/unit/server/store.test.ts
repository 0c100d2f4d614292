/**
 * One behaviour suite, run against every store: SQLite always, PostgreSQL when TEST_DATABASE_URL is set
 * (e.g. postgres://postgres@127.0.0.1:5432/test). Each test gets its own SQLite file or PostgreSQL schema.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContactMessage } from "../../../app/lib/contact-schema";
import { openPostgresStore } from "../../../server/store/postgres";
import { openSqliteStore } from "../../../server/store/sqlite";
import { StoreUnavailableError, type Store } from "../../../server/store/types";
import { startRelay } from "../../support/relay";
import { tempDir } from "../../support/server";
import { listSubscriptions } from "../../support/store-rows";

const pgUrl = process.env.TEST_DATABASE_URL;
const repoRoot = new URL("../../../", import.meta.url).pathname;

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  name: "Asha Rao",
  email: "Asha.Rao@Example.com",
  company: "Rao Logistics",
  phone: "9876543210",
  countryCode: "+44",
  service: "Cloud Solutions",
  message: "Please call me about fleet tracking.",
  ...overrides,
});

interface Harness {
  open(): Store;
  cleanup(): Promise<void>;
}

function sqliteHarness(): Harness {
  const dir = tempDir();
  const file = join(dir.path, "nested", "data", "store.db"); // parent folders are created by the store
  return { open: () => openSqliteStore(file), cleanup: async () => dir.remove() };
}

function withSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("schema", schema);
  return parsed.toString();
}

function postgresHarness(baseUrl: string): Harness {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  return {
    open: () => openPostgresStore(withSchema(baseUrl, schema)),
    async cleanup() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

function storeSuite(makeHarness: () => Harness) {
  let harness: Harness;
  let store: Store;
  const extra: Store[] = [];
  const open = () => {
    const opened = harness.open();
    extra.push(opened);
    return opened;
  };

  beforeEach(async () => {
    harness = makeHarness();
    store = open();
    await store.migrate();
  });
  afterEach(async () => {
    for (const opened of extra.splice(0)) await opened.close();
    await harness.cleanup();
  });

  it("saves a message with every field, the country code and a UTC timestamp, and lists it", async () => {
    const before = Date.now();
    const saved = await store.saveContact(message());
    const after = Date.now();
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const time = Date.parse(saved.createdAt);
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(after);

    expect(await store.listContacts()).toEqual([
      {
        id: saved.id,
        createdAt: saved.createdAt,
        name: "Asha Rao",
        email: "Asha.Rao@Example.com",
        company: "Rao Logistics",
        phone: "9876543210",
        countryCode: "+44",
        service: "Cloud Solutions",
        message: "Please call me about fleet tracking.",
        landingPage: null,
        referrerHost: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
      },
    ]);
  });

  it("keeps where the enquiry's visit began, when the form sent it", async () => {
    const source = {
      landingPage: "/CloudSolutions",
      referrerHost: null,
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "spring-expo",
    };
    const saved = await store.saveContact(message(), source);
    expect((await store.listContacts()).find((row) => row.id === saved.id)).toMatchObject(source);
  });

  it("stores absent optional fields as null", async () => {
    await store.saveContact(message({ company: undefined, service: undefined }));
    const [row] = await store.listContacts();
    expect(row?.company).toBeNull();
    expect(row?.service).toBeNull();
  });

  it("lists messages oldest first", async () => {
    for (const name of ["First", "Second", "Third", "Fourth"]) await store.saveContact(message({ name }));
    expect((await store.listContacts()).map((row) => row.name)).toEqual(["First", "Second", "Third", "Fourth"]);
  });

  it("stores many concurrent saves exactly once each, listed by submission time", async () => {
    const saved = await Promise.all(
      Array.from({ length: 200 }, (_, i) => store.saveContact(message({ name: `Person ${i}` }))),
    );
    expect(new Set(saved.map((row) => row.id)).size).toBe(200);
    const rows = await store.listContacts();
    expect(rows.map((row) => row.id).sort()).toEqual(saved.map((row) => row.id).sort());
    const times = rows.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort());
    const byId = new Map(saved.map((row, i) => [row.id, `Person ${i}`]));
    expect(rows.every((row) => byId.get(row.id) === row.name)).toBe(true);
  });

  it("keeps text exactly, including quotes, newlines and non-Latin scripts", async () => {
    const text = `He said "hello", then left.\r\nLine two\n= not a formula; Ünïcödé; हिन्दी; 中文 😀`;
    await store.saveContact(message({ message: text, name: "O'Brien" }));
    const [row] = await store.listContacts();
    expect(row?.message).toBe(text);
    expect(row?.name).toBe("O'Brien");
  });

  it("subscribes once per address, case-insensitively, and stores it lowercased", async () => {
    expect(await store.subscribe("Ann@Example.com")).toEqual({ created: true });
    expect(await store.subscribe("ann@example.COM")).toEqual({ created: false });
    expect(await store.subscribe("ann@example.com")).toEqual({ created: false });
    const subscriptions = await listSubscriptions(store);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]?.email).toBe("ann@example.com");
    expect(subscriptions[0]?.createdAt).toMatch(/Z$/);
  });

  it("deletes one person's messages and newsletter row, case-insensitively, and nobody else's", async () => {
    await store.saveContact(message({ email: "Ann@Example.com" }));
    await store.saveContact(message({ email: "bob@example.com", name: "Bob" }));
    await store.saveContact(message({ email: "ann@example.com" }));
    await store.subscribe("ann@example.com");
    await store.subscribe("bob@example.com");

    expect(await store.deleteContactsByEmail("ANN@example.com")).toBe(2);
    expect((await store.listContacts()).map((row) => row.email)).toEqual(["bob@example.com"]);
    expect((await listSubscriptions(store)).map((row) => row.email)).toEqual(["bob@example.com"]);
    expect(await store.deleteContactsByEmail("nobody@example.com")).toBe(0);
  });

  it("migrates idempotently: twice on one instance, and again from a second instance", async () => {
    await store.saveContact(message());
    await store.migrate();
    await store.migrate();
    const second = open();
    await second.migrate();
    expect(await second.listContacts()).toHaveLength(1);
  });

  it("keeps a saved message after the store is closed and reopened", async () => {
    const { id } = await store.saveContact(message());
    await store.close();
    const reopened = open();
    expect((await reopened.listContacts()).map((row) => row.id)).toEqual([id]);
  });

  it("answers ping while usable, and StoreUnavailableError with ping false once closed", async () => {
    expect(await store.ping()).toBe(true);
    await store.close();
    expect(await store.ping()).toBe(false);
    await expect(store.saveContact(message())).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.listContacts()).rejects.toBeInstanceOf(StoreUnavailableError);
  });
}

describe("SQLite store", () => {
  storeSuite(sqliteHarness);

  it("reports an unusable file as StoreUnavailableError and recovers by itself when it is fixed", async () => {
    const dir = tempDir();
    try {
      const blocker = join(dir.path, "blocker");
      writeFileSync(blocker, "a file where the store wants a folder");
      const store = openSqliteStore(join(blocker, "store.db"));
      await expect(store.saveContact(message())).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(await store.ping()).toBe(false);

      rmSync(blocker);
      mkdirSync(blocker);
      const { id } = await store.saveContact(message()); // no restart, no explicit migrate
      expect((await store.listContacts()).map((row) => row.id)).toEqual([id]);
      expect(await store.ping()).toBe(true);
      await store.close();
    } finally {
      dir.remove();
    }
  });

  it("keeps a message whose save resolved even if the process is killed with SIGKILL right after", async () => {
    const dir = tempDir();
    try {
      const file = join(dir.path, "store.db");
      const storeModule = new URL("../../../server/store/sqlite.ts", import.meta.url).pathname;
      const script = join(dir.path, "writer.mts");
      writeFileSync(
        script,
        `
        import { openSqliteStore } from ${JSON.stringify(storeModule)};
        const store = openSqliteStore(${JSON.stringify(file)});
        const { id } = await store.saveContact(${JSON.stringify(message())});
        process.stdout.write(id + "\\n");
        setInterval(() => {}, 1000); // stay alive until killed
      `,
      );
      // One process (node with tsx's loader), not the tsx CLI, whose own child would survive SIGKILL.
      const child = spawn(process.execPath, ["--import", "tsx", script], {
        cwd: repoRoot,
        stdio: ["ignore", "pipe", "inherit"],
      });
      const id = await new Promise<string>((resolve, reject) => {
        let out = "";
        child.stdout.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes("\n")) resolve(out.trim());
        });
        child.on("exit", (code) => reject(new Error(`writer exited early with ${code}`)));
      });
      const exited = new Promise((resolve) => child.on("exit", resolve));
      child.kill("SIGKILL");
      await exited;

      const store = openSqliteStore(file);
      expect((await store.listContacts()).map((row) => row.id)).toEqual([id]);
      await store.close();
    } finally {
      dir.remove();
    }
  });
});

describe.skipIf(!pgUrl)(
  `PostgreSQL store${pgUrl ? "" : " (skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run)"}`,
  () => {
    storeSuite(() => postgresHarness(pgUrl!));

    it("reports an unreachable server as StoreUnavailableError", async () => {
      const store = openPostgresStore("postgres://postgres@127.0.0.1:1/test");
      await expect(store.saveContact(message())).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(await store.ping()).toBe(false);
      await store.close();
    });

    it("recovers by itself when the database comes back after an outage", async () => {
      const target = new URL(pgUrl!);
      const relay = await startRelay(Number(target.port || 5432));
      const viaRelay = new URL(pgUrl!);
      viaRelay.hostname = "127.0.0.1";
      viaRelay.port = String(relay.port);
      const harness = postgresHarness(viaRelay.toString());
      const store = harness.open();
      try {
        await store.saveContact(message({ name: "Before" }));
        await relay.cut();
        await expect(store.saveContact(message({ name: "During" }))).rejects.toBeInstanceOf(StoreUnavailableError);
        expect(await store.ping()).toBe(false);
        await relay.restore();
        await store.saveContact(message({ name: "After" }));
        expect((await store.listContacts()).map((row) => row.name)).toEqual(["Before", "After"]);
      } finally {
        await store.close();
        await harness.cleanup();
        await relay.close();
      }
    });
  },
);
