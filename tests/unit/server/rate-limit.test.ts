/**
 * The contact and newsletter limits through a real HTTP server: in memory (with a faked clock, so the
 * window's edges are exact), in Redis against TEST_REDIS_URL when set, and failing open while Redis is
 * unreachable.
 */
import type { AddressInfo } from "node:net";
import http from "node:http";
import { randomBytes } from "node:crypto";
import express, { type RequestHandler } from "express";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createMemoryLogger } from "../../support/memory-logger";
import { startRelay } from "../../support/relay";
import { createRateLimits, retryAfterSeconds, type RateLimits } from "../../../server/rate-limit";

const redisUrl = process.env.TEST_REDIS_URL;

interface Answer {
  retryAfter: number | null;
  /** The pre-standard X-RateLimit-Limit header, which the site does not send. */
  legacyLimit: string | null;
  remaining: string | null;
  limit: string | null;
  retryAfterHeader: string | null;
}

/** A server that counts every POST /contact and /subscribe and says what the limiter decided. */
async function serve(
  limits: RateLimits,
): Promise<{ hit(client: string, path?: string): Promise<Answer>; close(): Promise<void> }> {
  const app = express();
  app.set("trust proxy", true); // the test plays many clients through X-Forwarded-For
  const answer: RequestHandler = (_req, res) => {
    res.json({ retryAfter: retryAfterSeconds(res) ?? null });
  };
  app.post("/contact", limits.contact, answer);
  app.post("/subscribe", limits.subscribe, answer);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    async hit(client, path = "/contact") {
      const response = await fetch(`${url}${path}`, { method: "POST", headers: { "x-forwarded-for": client } });
      const body = (await response.json()) as { retryAfter: number | null };
      return {
        retryAfter: body.retryAfter,
        legacyLimit: response.headers.get("x-ratelimit-limit"),
        remaining: response.headers.get("ratelimit-remaining"),
        limit: response.headers.get("ratelimit-limit"),
        retryAfterHeader: response.headers.get("retry-after"),
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await limits.close();
    },
  };
}

const client = () => `203.0.113.${1 + (randomBytes(1)[0] % 250)}`;

describe("limits in memory", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets `limit` posts through per client and window, then marks each further one with the seconds to wait", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_700_000_000_000 });
    const server = await serve(
      createRateLimits(
        { redisUrl: undefined, rateLimit: { contactPerMinute: 3, subscribePerMinute: 5 } },
        createMemoryLogger(),
      ),
    );
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await server.hit("203.0.113.7"));
      expect(answers.map((a) => a.retryAfter)).toEqual([null, null, null, 60, 60]);
      expect(answers.map((a) => a.remaining)).toEqual(["2", "1", "0", "0", "0"]);
      expect(answers.map((a) => a.limit)).toEqual(["3", "3", "3", "3", "3"]);
      expect(answers.map((a) => a.retryAfterHeader)).toEqual([null, null, null, "60", "60"]);
      expect(
        answers.map((a) => a.legacyLimit),
        "only the standard RateLimit-* headers",
      ).toEqual([null, null, null, null, null]);
      expect((await server.hit("203.0.113.8")).retryAfter, "another client has its own budget").toBeNull();
      expect((await server.hit("203.0.113.7", "/subscribe")).retryAfter, "the newsletter has its own count").toBeNull();
      expect((await server.hit("203.0.113.7", "/subscribe")).limit).toBe("5");
    } finally {
      await server.close();
    }
  });

  it("keeps a client's window for exactly a minute from its first post", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_700_000_000_000 });
    const server = await serve(
      createRateLimits(
        { redisUrl: undefined, rateLimit: { contactPerMinute: 1, subscribePerMinute: 1 } },
        createMemoryLogger(),
      ),
    );
    try {
      expect((await server.hit("203.0.113.9")).retryAfter).toBeNull();
      vi.setSystemTime(1_700_000_045_000);
      expect((await server.hit("203.0.113.9")).retryAfter).toBe(15);
      vi.setSystemTime(1_700_000_059_999);
      const last = await server.hit("203.0.113.9");
      expect(last.retryAfter, "a wait is never shown as 0 seconds").toBe(1);
      vi.setSystemTime(1_700_000_060_000); // the next window
      const next = await server.hit("203.0.113.9");
      expect(next.retryAfter).toBeNull();
      expect(next.remaining).toBe("0");
    } finally {
      await server.close();
    }
  });

  it("counts IPv6 clients per /56 block, so one subscriber cannot rotate addresses past the limit", async () => {
    const server = await serve(
      createRateLimits(
        { redisUrl: undefined, rateLimit: { contactPerMinute: 1, subscribePerMinute: 1 } },
        createMemoryLogger(),
      ),
    );
    try {
      expect((await server.hit("2001:db8:1:100::1")).retryAfter).toBeNull();
      expect((await server.hit("2001:db8:1:1ff::2")).retryAfter).not.toBeNull();
      expect((await server.hit("2001:db8:1:200::1")).retryAfter).toBeNull();
    } finally {
      await server.close();
    }
  });
});

describe("limits with Redis unreachable", () => {
  it("let every post through and warn once, not once per post", async () => {
    const logger = createMemoryLogger();
    const server = await serve(
      createRateLimits(
        { redisUrl: "redis://127.0.0.1:1", rateLimit: { contactPerMinute: 1, subscribePerMinute: 1 } },
        logger,
      ),
    );
    try {
      const answers = await Promise.all([1, 2, 3, 4].map(() => server.hit("203.0.113.10")));
      expect(answers.map((a) => a.retryAfter)).toEqual([null, null, null, null]);
      expect(logger.lines.filter((line) => line.level === "warn").map((line) => line.msg)).toEqual([
        "rate limiter: redis unavailable, allowing requests",
      ]);
    } finally {
      await server.close();
    }
  });
});

describe("limits with Redis unreachable, over time", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("warn again once 30 s have passed since the last warning, not before", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_700_000_000_000 });
    const logger = createMemoryLogger();
    const server = await serve(
      createRateLimits(
        { redisUrl: "redis://127.0.0.1:1", rateLimit: { contactPerMinute: 1, subscribePerMinute: 1 } },
        logger,
      ),
    );
    const warnings = () => logger.lines.filter((line) => line.level === "warn").length;
    try {
      await server.hit("203.0.113.11");
      expect(warnings()).toBe(1);
      vi.setSystemTime(1_700_000_029_999);
      await server.hit("203.0.113.11");
      expect(warnings()).toBe(1);
      vi.setSystemTime(1_700_000_030_000);
      await server.hit("203.0.113.11");
      expect(warnings()).toBe(2);
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(!redisUrl)(
  `limits in Redis${redisUrl ? "" : " (skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run)"}`,
  () => {
    let redis: Redis;
    const prefixes: string[] = [];
    const newPrefix = () => {
      const prefix = `test:${randomBytes(4).toString("hex")}`;
      prefixes.push(prefix);
      return prefix;
    };
    const config = (prefix: string, url = redisUrl!) => ({
      redisUrl: url,
      redisKeyPrefix: prefix,
      rateLimit: { contactPerMinute: 2, subscribePerMinute: 2 },
    });
    /** Until its connection is up a limiter counts nothing (fail open): wait for a counted post. */
    const counting = (server: Awaited<ReturnType<typeof serve>>) =>
      vi.waitFor(async () => expect((await server.hit(client(), "/subscribe")).remaining).toBe("1"), {
        timeout: 10_000,
        interval: 50,
      });

    beforeAll(() => {
      redis = new Redis(redisUrl!);
    });
    afterAll(async () => {
      for (const prefix of prefixes) {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
      }
      redis.disconnect();
    });

    it("share one count between instances of one site under REDIS_KEY_PREFIX, and not with another site", async () => {
      const prefix = newPrefix();
      const [one, two, other] = await Promise.all([
        serve(createRateLimits(config(prefix), createMemoryLogger())),
        serve(createRateLimits(config(prefix), createMemoryLogger())),
        serve(createRateLimits(config(`${prefix}-other`), createMemoryLogger())),
      ]);
      try {
        for (const server of [one, two, other]) await counting(server);
        expect((await one.hit("203.0.113.20")).remaining).toBe("1");
        expect((await two.hit("203.0.113.20")).remaining).toBe("0");
        const third = await one.hit("203.0.113.20");
        expect(third.retryAfter, "the third post, counted across both").toBeGreaterThanOrEqual(59);
        expect(third.retryAfterHeader).toMatch(/^(59|60)$/);
        expect((await other.hit("203.0.113.20")).retryAfter, "another prefix, another count").toBeNull();
        expect(await redis.keys(`${prefix}:rl:contact:203.0.113.20`)).toHaveLength(1);
        await one.hit("203.0.113.20", "/subscribe");
        expect(
          await redis.get(`${prefix}:rl:subscribe:203.0.113.20`),
          "the newsletter's count, under its own name",
        ).toBe("1");
      } finally {
        await Promise.all([one.close(), two.close(), other.close()]);
      }
    });

    it("uses the prefix jenesys when REDIS_KEY_PREFIX is unset, and says once connected that limits are shared", async () => {
      const logger = createMemoryLogger();
      const ip = `198.51.100.${1 + (randomBytes(1)[0] % 250)}`;
      const server = await serve(
        createRateLimits({ redisUrl: redisUrl!, rateLimit: { contactPerMinute: 2, subscribePerMinute: 2 } }, logger),
      );
      try {
        await counting(server);
        await server.hit(ip);
        expect(await redis.get(`jenesys:rl:contact:${ip}`)).toBe("1");
        expect(logger.lines.find((line) => line.msg === "rate limits shared through redis")).toMatchObject({
          prefix: "jenesys:rl",
        });
      } finally {
        await server.close();
        await redis.del(`jenesys:rl:contact:${ip}`);
      }
    });

    it("sets an expiry of at most a window on every key it creates", async () => {
      const prefix = newPrefix();
      const server = await serve(createRateLimits(config(prefix), createMemoryLogger()));
      try {
        await counting(server);
        const started = Date.now();
        await server.hit("203.0.113.21");
        const ttl = await redis.pttl(`${prefix}:rl:contact:203.0.113.21`);
        // The whole window, less only the time that passed since the hit (however long a busy machine took).
        expect(ttl).toBeGreaterThanOrEqual(60_000 - (Date.now() - started) - 1);
        expect(ttl).toBeLessThanOrEqual(60_000);
      } finally {
        await server.close();
      }
    });

    it("starts counting by itself once Redis is reachable, when it was down as the server started", async () => {
      const prefix = newPrefix();
      const target = new URL(redisUrl!);
      const relay = await startRelay(
        Number(target.port || 6379),
        target.hostname === "localhost" ? "127.0.0.1" : target.hostname,
      );
      await relay.cut();
      const logger = createMemoryLogger();
      const server = await serve(createRateLimits(config(prefix, relay.via(redisUrl!)), logger));
      try {
        const whileDown = await server.hit("203.0.113.22");
        expect(whileDown.retryAfter, "let through while down").toBeNull();
        expect(whileDown.remaining, "and not counted").toBeNull();
        await relay.restore();
        await counting(server);
        expect((await server.hit("203.0.113.22")).remaining).toBe("1");
      } finally {
        await server.close();
        await relay.close();
      }
    });
  },
);
