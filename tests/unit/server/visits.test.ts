/**
 * Visits counted without cookies, on SQLite always and on PostgreSQL when TEST_DATABASE_URL is set: what is
 * counted (pages only, one visitor per day whatever they view), what is not (bots, Global Privacy Control),
 * and that nothing able to recognise a visitor outlives its day, read from the tables on a clock the test sets.
 */
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  campaignKey,
  countablePath,
  createVisitCounter,
  indiaDay,
  referrerHost,
  visitTotals,
  redisVisitorDays,
  type VisitCounter,
  type VisitorDays,
  type VisitSender,
} from "../../../server/insights/visits";
import { openSqliteStore } from "../../../server/store/sqlite";
import { StoreUnavailableError, type Store } from "../../../server/store/types";
import { scratchPostgresStore } from "../../support/scratch-store";
import { tempDir } from "../../support/server";

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const chrome =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const asha: VisitSender = {
  address: "203.0.113.7",
  userAgent: chrome,
  globalPrivacyControl: false,
  siteHost: "www.jenesys.example",
};
const ravi: VisitSender = { ...asha, address: "198.51.100.20", userAgent: firefox };

describe("what a visit report may count", () => {
  it("counts the site's pages, its home sections and an opening's page, and nothing else", () => {
    expect(
      ["/", "/contact", "/CloudSolutions", "/CurrentOpenings/site-reliability-engineer"].map(countablePath),
    ).toEqual(["/", "/contact", "/CloudSolutions", "/CurrentOpenings/site-reliability-engineer"]);
    for (const path of ["/wp-login.php", "/cloudsolutions", "/CurrentOpenings/../admin", "/admin", 42, undefined, ""])
      expect(countablePath(path), String(path)).toBeUndefined();
  });

  it("keeps a referring site's host only, and not the site's own", () => {
    expect(referrerHost("https://www.Google.com/search?q=jenesys", "www.jenesys.example")).toBe("www.google.com");
    expect(referrerHost("https://www.jenesys.example/overview", "www.jenesys.example")).toBeUndefined();
    expect(referrerHost("javascript:alert(1)", "www.jenesys.example")).toBeUndefined();
    expect(referrerHost("not a url", "www.jenesys.example")).toBeUndefined();
  });

  it("keeps a campaign as typed into links, trimmed and in lower case", () => {
    expect(campaignKey({ utmSource: " LinkedIn ", utmCampaign: "spring-expo" })).toBe("linkedin||spring-expo");
    expect(campaignKey({ utmSource: "x".repeat(500) })).toBe(`${"x".repeat(100)}||`);
    expect(campaignKey({ path: "/" })).toBeUndefined();
  });

  it("dates a visit by the day in India", () => {
    expect(indiaDay(new Date("2026-11-26T18:29:00Z"))).toBe("2026-11-26");
    expect(indiaDay(new Date("2026-11-26T18:31:00Z"))).toBe("2026-11-27");
  });
});

function storeSuite(
  open: () => Promise<{ store: Store; cleanup(): Promise<void> }>,
  daysOf: (now: () => Date) => VisitorDays | undefined = () => undefined,
) {
  let store: Store;
  let cleanup: () => Promise<void>;
  let now: Date;
  let visits: VisitCounter;

  beforeEach(async () => {
    ({ store, cleanup } = await open());
    await store.migrate();
    now = new Date("2026-11-26T05:00:00Z");
    const clock = () => now;
    visits = createVisitCounter({ store, days: daysOf(clock), now: clock });
  });
  afterEach(async () => {
    await visits.close();
    await cleanup();
  });

  const totals = async (day: string) =>
    Object.fromEntries(
      (await visitTotals(store, day, day)).map((row) => [
        `${row.kind} ${row.key}`,
        [Number(row.views), Number(row.visitors)],
      ]),
    );

  it("adds views and one visitor per person and day, per page, referrer and campaign", async () => {
    const landing = {
      path: "/CloudSolutions",
      referrer: "https://www.linkedin.com/feed/",
      utmSource: "linkedin",
      utmCampaign: "spring-expo",
    };
    expect(await visits.count(landing, asha)).toBe("counted");
    await visits.count({ path: "/overview" }, asha);
    await visits.count({ path: "/CloudSolutions" }, asha);
    await visits.count({ path: "/CloudSolutions", referrer: "https://www.google.com/" }, ravi);
    expect(await totals("2026-11-26")).toEqual({
      "site ": [4, 2],
      "page /CloudSolutions": [3, 2],
      "page /overview": [1, 1],
      "referrer www.linkedin.com": [1, 1],
      "referrer www.google.com": [1, 1],
      "campaign linkedin||spring-expo": [1, 1],
    });
  });

  it("does not count bots, Global Privacy Control or a path that is no page", async () => {
    expect(
      await visits.count({ path: "/" }, { ...asha, userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
    ).toBe("bot");
    expect(await visits.count({ path: "/" }, { ...asha, userAgent: "" })).toBe("bot");
    expect(await visits.count({ path: "/" }, { ...asha, globalPrivacyControl: true })).toBe("privacy");
    expect(await visits.count({ path: "/.env" }, asha)).toBe("not-a-page");
    expect(await totals("2026-11-26")).toEqual({});
  });

  it.skipIf(Boolean(daysOf(() => new Date())))(
    "keeps no address or user agent, and forgets the day's visitors when the day is over",
    async () => {
      await visits.count({ path: "/" }, asha);
      const tables = await store.query(async (db) => ({
        salts: await db.selectFrom("visit_salts").selectAll().execute(),
        marks: await db.selectFrom("visit_marks").selectAll().execute(),
        totals: await db.selectFrom("visit_totals").selectAll().execute(),
      }));
      const written = JSON.stringify(tables);
      expect(written).not.toContain(asha.address);
      expect(written).not.toContain("Android");
      expect(tables.salts).toHaveLength(1);
      expect(tables.marks.length).toBeGreaterThan(0);

      // The next day in India: the same person is a new visitor, and yesterday's salt and marks are gone.
      now = new Date("2026-11-27T05:00:00Z");
      await visits.count({ path: "/" }, asha);
      const after = await store.query(async (db) => ({
        saltDays: (await db.selectFrom("visit_salts").select("day").execute()).map((row) => row.day),
        markDays: [...new Set((await db.selectFrom("visit_marks").select("day").execute()).map((row) => row.day))],
      }));
      expect(after).toEqual({ saltDays: ["2026-11-27"], markDays: ["2026-11-27"] });
      expect((await totals("2026-11-26"))["site "]).toEqual([1, 1]);
      expect((await totals("2026-11-27"))["site "]).toEqual([1, 1]);
    },
  );

  it.skipIf(Boolean(daysOf(() => new Date())))(
    "forgets yesterday's salt and marks at the hourly sweep, even when nobody visits today",
    async () => {
      await visits.count({ path: "/" }, asha);
      now = new Date("2026-11-26T18:29:00Z"); // 23:59 in India: still the same day
      await visits.rotate();
      const count = (table: "visit_salts" | "visit_marks") =>
        store.query(async (db) =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        );
      expect([await count("visit_salts"), await count("visit_marks")]).toEqual([1, 2]);
      now = new Date("2026-11-26T18:31:00Z"); // 00:01 on the 27th in India
      await visits.rotate();
      expect([await count("visit_salts"), await count("visit_marks")]).toEqual([0, 0]);
      expect((await totals("2026-11-26"))["site "]).toEqual([1, 1]); // the day's figures stay
    },
  );

  it("counts visits sent at the same moment exactly", async () => {
    const senders = Array.from({ length: 40 }, (_, i) => ({ ...asha, address: `192.0.2.${i}` }));
    await Promise.all(
      senders.flatMap((sender) => [visits.count({ path: "/" }, sender), visits.count({ path: "/" }, sender)]),
    );
    expect((await totals("2026-11-26"))["site "]).toEqual([80, 40]);
  });
}

describe("visit totals on SQLite", () => {
  storeSuite(async () => {
    const dir = tempDir();
    return { store: openSqliteStore(join(dir.path, "store.db")), cleanup: async () => dir.remove() };
  });
});

describe.skipIf(!redisUrl)(
  `visit totals on SQLite, visitors told apart in Redis${redisUrl ? "" : " (skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run)"}`,
  () => {
    const prefix = `visits-test-${process.pid}-${Date.now()}`;
    const redis = new Redis(redisUrl ?? "");
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });
    let suite = 0;
    // A prefix per test, so each starts with no salt and no marks, as each SQLite store starts empty.
    storeSuite(
      async () => {
        const dir = tempDir();
        return { store: openSqliteStore(join(dir.path, "store.db")), cleanup: async () => dir.remove() };
      },
      (clock) => redisVisitorDays(redis.duplicate(), `${prefix}:${++suite}`, clock),
    );

    it("keeps nothing in the store that tells visitors apart, and lets Redis delete the day's keys when it ends", async () => {
      const dir = tempDir();
      const store = openSqliteStore(join(dir.path, "store.db"));
      const clock = () => new Date("2026-11-26T05:00:00Z"); // 10:30 in India: 13.5 hours before the day ends
      const days = redisVisitorDays(redis.duplicate(), `${prefix}:expiry`, clock);
      const visits = createVisitCounter({ store, days, now: clock });
      try {
        const started = Date.now();
        await visits.count({ path: "/", referrer: "https://www.google.com/" }, asha);
        const inStore = await store.query(async (db) => ({
          salts: await db.selectFrom("visit_salts").selectAll().execute(),
          marks: await db.selectFrom("visit_marks").selectAll().execute(),
        }));
        expect(inStore).toEqual({ salts: [], marks: [] });
        const keys = (await redis.keys(`${prefix}:expiry:*`)).sort();
        expect(keys).toEqual([`${prefix}:expiry:marks:2026-11-26`, `${prefix}:expiry:salt:2026-11-26`]);
        const untilDayEnds = 13.5 * 60 * 60 * 1000;
        for (const key of keys) {
          const ttl = await redis.pttl(key);
          expect(ttl).toBeLessThanOrEqual(untilDayEnds);
          // Less only the time that passed since the count (however long a busy machine took).
          expect(ttl).toBeGreaterThanOrEqual(untilDayEnds - (Date.now() - started) - 1);
        }
        expect(await redis.scard(keys[0])).toBe(3); // site, page and referrer: marks, not addresses
        const stored = JSON.stringify([await redis.smembers(keys[0]), await redis.get(keys[1])]);
        expect(stored).not.toContain(asha.address);
        expect(stored).not.toContain("Android");
      } finally {
        await visits.close();
        await store.close();
        dir.remove();
      }
    });
  },
);

describe("visitors told apart in a Redis that is away", () => {
  it("refuse the visit as the store being unavailable (the beacon's 503), and add nothing", async () => {
    const dir = tempDir();
    const store = openSqliteStore(join(dir.path, "store.db"));
    // Nothing listens on port 1; the client gives up as the server's does.
    const redis = new Redis("redis://127.0.0.1:1", {
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      lazyConnect: true,
    });
    redis.on("error", () => undefined);
    const visits = createVisitCounter({ store, days: redisVisitorDays(redis, "away") });
    try {
      await expect(visits.count({ path: "/" }, asha)).rejects.toBeInstanceOf(StoreUnavailableError);
      const today = indiaDay(new Date());
      expect(await visitTotals(store, today, today)).toEqual([]);
    } finally {
      await visits.close();
      await store.close();
      dir.remove();
    }
  });
});

describe.skipIf(!pgUrl)(`visit totals on PostgreSQL${pgUrl ? "" : " (skipped: set TEST_DATABASE_URL to run)"}`, () => {
  storeSuite(async () => scratchPostgresStore(pgUrl!, "visits"));
});
