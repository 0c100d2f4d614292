/**
 * The store failing under a running server: the prerendered pages keep being served, the write paths
 * answer 503 with a JSON error a person can read, /healthz says so, and everything resumes by itself once
 * the store is back, without a restart. SQLite (an unusable file) always; PostgreSQL (a relay that is cut,
 * then frozen) when TEST_DATABASE_URL is set.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openPostgresStore } from "../../server/store/postgres";
import { openSqliteStore } from "../../server/store/sqlite";
import { withSchema } from "../support/main-process";
import { startRelay, type Relay } from "../support/relay";
import { postJson, startTestServer, tempDir, validContact, type TestServer } from "../support/server";

const pgUrl = process.env.TEST_DATABASE_URL;

/** A minimal prerendered site: the pages must not depend on the store. */
function makeClientDir(): ReturnType<typeof tempDir> {
  const dir = tempDir("jenesys-client-");
  writeFileSync(join(dir.path, "index.html"), "<!doctype html><title>Home</title>");
  mkdirSync(join(dir.path, "overview"));
  writeFileSync(join(dir.path, "overview", "index.html"), "<!doctype html><title>Overview</title>");
  return dir;
}

/**
 * The answers while the store is down. Each must come within the store's own timeouts: a request that waited
 * for a database that never answers would hang past the test's bound and fail it, so no clock is read here.
 */
async function expectStoreDown(server: TestServer): Promise<void> {
  const contact = await postJson(`${server.url}/api/contact`, validContact);
  expect(contact.status).toBe(503);
  expect(contact.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await contact.json()) as { error: string };
  expect(body).toEqual({ error: expect.stringMatching(/could not save your message.*try again/i) });
  const subscribe = await postJson(`${server.url}/api/subscribe`, {
    email: `down-${randomBytes(3).toString("hex")}@example.com`,
  });
  expect(subscribe.status).toBe(503);
  expect(await subscribe.json()).toEqual({ error: expect.any(String) });
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ status: "unavailable" });
}

async function expectPagesServed(server: TestServer): Promise<void> {
  for (const [path, title] of [
    ["/", "Home"],
    ["/overview", "Overview"],
  ]) {
    const page = await fetch(`${server.url}${path}`);
    expect(page.status, path).toBe(200);
    expect(await page.text()).toContain(`<title>${title}</title>`);
  }
}

async function expectStoreUp(server: TestServer): Promise<string> {
  const contact = await postJson(`${server.url}/api/contact`, validContact);
  expect(contact.status).toBe(201);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  return ((await contact.json()) as { id: string }).id;
}

describe("SQLite store unusable under a running server", () => {
  let client: ReturnType<typeof tempDir>;
  let dir: ReturnType<typeof tempDir>;
  let server: TestServer;
  beforeAll(async () => {
    client = makeClientDir();
    dir = tempDir();
    // The data folder is a file, as when a volume failed to mount: the store cannot open its database.
    // (chmod would not do: the tests may run as root, which ignores file permissions.)
    writeFileSync(join(dir.path, "data"), "not a folder");
    server = await startTestServer({
      clientDir: client.path,
      store: openSqliteStore(join(dir.path, "data", "store.db")),
    });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
    dir.remove();
  });

  it("serves pages and answers 503 while the database cannot be opened, then resumes by itself", async () => {
    await expectStoreDown(server);
    await expectPagesServed(server);
    rmSync(join(dir.path, "data"));
    mkdirSync(join(dir.path, "data"));
    const id = await expectStoreUp(server);
    expect((await server.store.listContacts()).map((row) => row.id)).toEqual([id]);
  });
});

describe.skipIf(!pgUrl)(
  `PostgreSQL unreachable under a running server${pgUrl ? "" : " (skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run)"}`,
  () => {
    let client: ReturnType<typeof tempDir>;
    let relay: Relay;
    let server: TestServer;
    const schema = `faults_${randomBytes(5).toString("hex")}`;
    beforeAll(async () => {
      client = makeClientDir();
      const target = new URL(pgUrl!);
      relay = await startRelay(
        Number(target.port || 5432),
        target.hostname === "localhost" ? "127.0.0.1" : target.hostname,
      );
      // Short timeouts so the frozen case takes a second, not the production default of 20 s.
      const store = openPostgresStore(withSchema(relay.via(pgUrl!), schema), {
        connectTimeoutMs: 1500,
        queryTimeoutMs: 1500,
        pingTimeoutMs: 1000,
      });
      server = await startTestServer({
        clientDir: client.path,
        store,
        env: { RATE_LIMIT_CONTACT_PER_MINUTE: "1000", RATE_LIMIT_SUBSCRIBE_PER_MINUTE: "1000" },
      });
    });
    afterEach(() => relay.thaw());
    afterAll(async () => {
      await server.close();
      await relay.close();
      client.remove();
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    });

    it("serves pages and answers 503 while the database is stopped, then resumes by itself", async () => {
      const before = await expectStoreUp(server);
      await relay.cut();
      await expectStoreDown(server);
      await expectPagesServed(server);
      await relay.restore();
      const after = await expectStoreUp(server);
      const ids = (await server.store.listContacts()).map((row) => row.id);
      expect(ids).toEqual(expect.arrayContaining([before, after]));
    });

    it("answers 503 within the timeouts while the network to the database hangs, then resumes", async () => {
      await expectStoreUp(server);
      relay.freeze();
      await expectStoreDown(server);
      await expectPagesServed(server);
      relay.thaw();
      await expectStoreUp(server);
    });
  },
);
