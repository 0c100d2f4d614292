/**
 * Fixed-window rate limits per client. In memory for one process; in Redis when REDIS_URL is set, so
 * several server processes share one count. A limiter must never take the site down: if Redis is
 * unreachable we let the request through and say so in the logs.
 */
import { Redis } from "ioredis";
import type { Config } from "./config";
import { describeError, type Logger } from "./logger";

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string): Promise<RateLimitDecision>;
  close(): Promise<void>;
}

export interface RateLimitOptions {
  /** Requests allowed per window and key. */
  limit: number;
  windowMs?: number;
  /** Injected clock, so tests need no sleeping. */
  now?: () => number;
}

function decide(count: number, limit: number, windowEnd: number, now: number): RateLimitDecision {
  return {
    allowed: count <= limit,
    limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
  };
}

export function createMemoryRateLimiter({ limit, windowMs = 60_000, now = Date.now }: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  return {
    async hit(key) {
      const time = now();
      // Forget expired windows now and then, so a stream of one-off clients cannot grow the map forever.
      if (time - lastSweep >= windowMs) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
        lastSweep = time;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return decide(window.count, limit, window.resetAt, time);
    },
    async close() {
      windows.clear();
    },
  };
}

export function createRedisRateLimiter(
  options: RateLimitOptions & { redis: Redis; prefix: string; logger: Logger; ownsClient?: boolean },
): RateLimiter {
  const { limit, windowMs = 60_000, now = Date.now, redis, prefix, logger } = options;
  let lastWarning = 0;

  return {
    async hit(key) {
      const time = now();
      const windowStart = Math.floor(time / windowMs) * windowMs;
      const redisKey = `${prefix}:${key}:${windowStart}`;
      try {
        // INCR and PEXPIRE in one MULTI: the key can never be left without an expiry.
        const replies = await redis.multi().incr(redisKey).pexpire(redisKey, windowMs).exec();
        const [incrError, count] = replies?.[0] ?? [new Error("empty MULTI reply"), 0];
        if (incrError) throw incrError;
        return decide(Number(count), limit, windowStart + windowMs, time);
      } catch (error) {
        if (time - lastWarning > 30_000) { // one warning per 30 s, not one per request
          lastWarning = time;
          logger.warn("rate limiter: redis unavailable, allowing requests", describeError(error));
        }
        return { allowed: true, limit, remaining: limit, retryAfterSeconds: 0 };
      }
    },
    async close() {
      if (options.ownsClient) redis.disconnect();
    },
  };
}

export interface RateLimiters {
  /** Contact posts, through the API or a page's route action (the same form either way). */
  contact: RateLimiter;
  subscribe: RateLimiter;
  close(): Promise<void>;
}

/** Redis-backed when REDIS_URL is set, otherwise in memory. */
export function createRateLimiters(config: Pick<Config, "rateLimit" | "redisUrl"> & Partial<Pick<Config, "redisKeyPrefix">>, logger: Logger): RateLimiters {
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, {
      enableOfflineQueue: false, // fail fast (and open) while disconnected instead of queueing requests
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
    });
    const prefix = `${config.redisKeyPrefix ?? "jenesys"}:rl`; // every instance of one site must use the same prefix
    redis.on("error", () => undefined); // reported once per 30 s by the limiter itself
    redis.on("ready", () => logger.info("rate limits shared through redis", { prefix }));
    const shared = { redis, logger, windowMs: 60_000 };
    const contact = createRedisRateLimiter({ ...shared, prefix: `${prefix}:contact`, limit: config.rateLimit.contactPerMinute });
    const subscribe = createRedisRateLimiter({ ...shared, prefix: `${prefix}:subscribe`, limit: config.rateLimit.subscribePerMinute });
    return { contact, subscribe, close: async () => redis.disconnect() };
  }
  const contact = createMemoryRateLimiter({ limit: config.rateLimit.contactPerMinute });
  const subscribe = createMemoryRateLimiter({ limit: config.rateLimit.subscribePerMinute });
  return { contact, subscribe, close: async () => { await contact.close(); await subscribe.close(); } };
}
