/** The limiters with an injected clock (no sleeping); Redis against TEST_REDIS_URL when set. */
import { Redis } from "ioredis";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMemoryLogger } from "../../../server/logger";
import { createMemoryRateLimiter, createRateLimiters, createRedisRateLimiter, type RateLimiter } from "../../../server/rate-limit";

const redisUrl = process.env.TEST_REDIS_URL;

function limiterSuite(make: (now: () => number) => RateLimiter) {
  it("allows `limit` hits per window and key, then refuses with the seconds to wait", async () => {
    let time = 1_700_000_000_000 - (1_700_000_000_000 % 60_000); // start of a window
    const limiter = make(() => time);
    const key = `client-${randomBytes(4).toString("hex")}`;
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.hit(key));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
    expect(decisions[3]!.retryAfterSeconds).toBe(60);

    expect((await limiter.hit(`${key}-other`)).allowed).toBe(true); // another client has its own budget

    time += 45_000;
    expect((await limiter.hit(key)).retryAfterSeconds).toBe(15);
    time += 15_000; // the next window
    expect((await limiter.hit(key)).allowed).toBe(true);
  });
}

describe("memory rate limiter", () => {
  limiterSuite((now) => createMemoryRateLimiter({ limit: 3, now }));
});

describe.skipIf(!redisUrl)(`Redis rate limiter${redisUrl ? "" : " (skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run)"}`, () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(() => {
    redis.disconnect();
  });
  limiterSuite((now) => createRedisRateLimiter({ redis, prefix: `test:${randomBytes(4).toString("hex")}`, limit: 3, now, logger: createMemoryLogger() }));

  it("keeps its keys under REDIS_KEY_PREFIX, so instances of one site share a count and other sites do not", async () => {
    const prefix = `test:${randomBytes(4).toString("hex")}`;
    const config = { redisUrl, redisKeyPrefix: prefix, rateLimit: { contactPerMinute: 2, subscribePerMinute: 2 } };
    const [one, two] = [createRateLimiters(config, createMemoryLogger()), createRateLimiters(config, createMemoryLogger())];
    const other = createRateLimiters({ ...config, redisKeyPrefix: `${prefix}-other` }, createMemoryLogger());
    try {
      // A limiter lets requests through uncounted until its Redis connection is up: wait for a counted hit.
      for (const limiters of [one, two, other]) {
        await vi.waitFor(async () => expect((await limiters.subscribe.hit("warm-up")).remaining).toBeLessThan(2), { timeout: 5000, interval: 20 });
      }
      expect((await one.contact.hit("client")).allowed).toBe(true);
      expect((await two.contact.hit("client")).allowed).toBe(true);
      expect((await one.contact.hit("client")).allowed).toBe(false); // the third hit, counted across both
      expect((await other.contact.hit("client")).allowed).toBe(true); // another prefix, another count
      expect(await redis.keys(`${prefix}:rl:contact:client:*`)).toHaveLength(1);
    } finally {
      await Promise.all([one.close(), two.close(), other.close()]);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
    }
  });

  it("sets an expiry on every key it creates", async () => {
    const prefix = `test:${randomBytes(4).toString("hex")}`;
    const limiter = createRedisRateLimiter({ redis, prefix, limit: 3, logger: createMemoryLogger() });
    await limiter.hit("client");
    const keys = await redis.keys(`${prefix}:*`);
    expect(keys).toHaveLength(1);
    const ttl = await redis.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe("rate limiters from config", () => {
  it("fail open when Redis is unreachable, and warn once", async () => {
    const logger = createMemoryLogger();
    const limiters = createRateLimiters({ redisUrl: "redis://127.0.0.1:1", rateLimit: { contactPerMinute: 1, subscribePerMinute: 1 } }, logger);
    try {
      const decisions = await Promise.all([1, 2, 3].map(() => limiters.contact.hit("client")));
      expect(decisions.every((d) => d.allowed)).toBe(true);
      expect(logger.lines.filter((line) => line.level === "warn")).toHaveLength(1);
    } finally {
      await limiters.close();
    }
  });

  it("use memory when REDIS_URL is unset", async () => {
    const limiters = createRateLimiters({ redisUrl: undefined, rateLimit: { contactPerMinute: 1, subscribePerMinute: 2 } }, createMemoryLogger());
    expect((await limiters.contact.hit("a")).allowed).toBe(true);
    expect((await limiters.contact.hit("a")).allowed).toBe(false);
    expect((await limiters.subscribe.hit("a")).allowed).toBe(true);
    await limiters.close();
  });
});
