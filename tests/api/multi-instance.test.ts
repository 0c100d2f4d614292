/**
 * More than one machine: two real server processes (server/main.ts) behind the same PostgreSQL database
 * and the same Redis, as two API instances behind a load balancer would be. One client's rate limit is
 * shared between them, and what either stores, both (and the operator's export) see.
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both); skipped with a message otherwise.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredContact } from "../../server/store/types";
import { startMain, withSchema, type MainProcess } from "../support/main-process";
import { operatorCommand } from "../support/operator";
import { postJson, validContact } from "../support/server";

const repoRoot = new URL("../../", import.meta.url).pathname;
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [
  !pgUrl && "TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test",
  !redisUrl && "TEST_REDIS_URL=redis://127.0.0.1:6379",
].filter(Boolean);
const title = `two server instances sharing PostgreSQL and Redis${missing.length ? ` (skipped: set ${missing.join(" and ")} to run)` : ""}`;

function exportJson(databaseUrl: string): Promise<StoredContact[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [operatorCommand("contacts"), "export", "--format", "json"],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as StoredContact[]),
    );
  });
}

describe.skipIf(missing.length > 0)(title, () => {
  const run = randomBytes(5).toString("hex");
  const schema = `multi_${run}`;
  const prefix = `test-multi-${run}`;
  let databaseUrl: string;
  let a: MainProcess;
  let b: MainProcess;

  beforeAll(async () => {
    databaseUrl = withSchema(pgUrl!, schema);
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_CONTACT_PER_MINUTE: "5",
      RATE_LIMIT_SUBSCRIBE_PER_MINUTE: "100",
      NODE_ENV: "production",
    };
    // Started together: both migrate the one schema at once, which the migration lock must serialise.
    [a, b] = await Promise.all([startMain(env), startMain(env)]);
    // Until its Redis connection is up, an instance lets requests through uncounted (fail open).
    await Promise.all(
      [a, b].flatMap((server) => [server.logged("store ready"), server.logged("rate limits shared through redis")]),
    );
  }, 60_000);

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    expect(codes).toEqual([0, 0]);
  });

  it("both answer /healthz with the shared PostgreSQL store", async () => {
    for (const server of [a, b]) {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", store: "postgres" });
    }
  });

  it("share one client's rate limit: 3 posts to each, 5 accepted, the 6th is 429, all stored in one database", async () => {
    // The limit is a fixed one-minute window: keep the six posts inside one window.
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 50));

    const answers: Array<{ instance: string; status: number; remaining: string | null; id?: string }> = [];
    for (const [instance, server] of [
      ["A", a],
      ["B", b],
      ["A", a],
      ["B", b],
      ["A", a],
      ["B", b],
    ] as const) {
      const response = await postJson(`${server.url}/api/contact`, {
        ...validContact,
        name: `Multi ${instance} ${answers.length + 1}`,
      });
      const body = (await response.json()) as { id?: string };
      answers.push({
        instance,
        status: response.status,
        remaining: response.headers.get("ratelimit-remaining"),
        id: body.id,
      });
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers.map((answer) => answer.remaining)).toEqual(["4", "3", "2", "1", "0", "0"]); // one count, not two

    const accepted = answers.filter((answer) => answer.status === 201).map((answer) => answer.id!);
    expect(new Set(answers.slice(0, 5).map((answer) => answer.instance))).toEqual(new Set(["A", "B"]));
    const stored = (await exportJson(databaseUrl)).filter((row) => row.name.startsWith("Multi "));
    expect(stored).toHaveLength(5);
    expect(stored.map((row) => row.id).sort()).toEqual([...accepted].sort());
  });

  it("see each other's writes: a subscription made through A is already known to B", async () => {
    const email = `multi-${run}@example.com`;
    expect((await postJson(`${a.url}/api/subscribe`, { email })).status).toBe(201);
    const again = await postJson(`${b.url}/api/subscribe`, { email: email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ subscribed: true, alreadySubscribed: true });
  });

  it("count a visitor once a day whichever instance each page's beacon reaches, with the day's salt in Redis only", async () => {
    await Promise.all([a, b].map((server) => server.logged("visitors told apart through redis")));
    const browser = {
      "user-agent": `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Run/${run}`,
    };
    const campaign = `multi-${run}`;
    const reports = [
      [a, { path: "/CloudSolutions", utmSource: "linkedin", utmCampaign: campaign }],
      [b, { path: "/overview" }],
      [a, { path: "/contact" }],
      [b, { path: "/CloudSolutions" }],
    ] as const;
    for (const [server, report] of reports)
      expect((await postJson(`${server.url}/api/visit`, report, browser)).status).toBe(204);

    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      const totals = await client.query<{ kind: string; key: string; views: number; visitors: number }>(
        `SELECT kind, key, views, visitors FROM ${schema}.visit_totals WHERE kind IN ('site', 'campaign') OR key = '/CloudSolutions' ORDER BY kind, key`,
      );
      expect(totals.rows).toEqual([
        { kind: "campaign", key: `linkedin||${campaign}`, views: 1, visitors: 1 },
        { kind: "page", key: "/CloudSolutions", views: 2, visitors: 1 },
        { kind: "site", key: "", views: 4, visitors: 1 },
      ]);
      const inStore = await client.query(
        `SELECT (SELECT count(*) FROM ${schema}.visit_salts) AS salts, (SELECT count(*) FROM ${schema}.visit_marks) AS marks`,
      );
      expect(inStore.rows).toEqual([{ salts: "0", marks: "0" }]);
    } finally {
      await client.end();
    }
    const redis = new Redis(redisUrl!);
    try {
      expect((await redis.keys(`${prefix}:visits:*`)).map((key) => key.split(":").slice(-2, -1)[0]).sort()).toEqual([
        "marks",
        "salt",
      ]);
    } finally {
      redis.disconnect();
    }
  });
});
