/**
 * Per-client rate limits through express-rate-limit: in memory for one process, in Redis
 * (rate-limit-redis) when REDIS_URL is set, so several server processes share one count. Each client's
 * window starts at its first counted request and lasts a minute.
 *
 * A limiter never answers by itself: it counts, sets RateLimit-* headers (and Retry-After once over),
 * and marks an over-limit request in `res.locals.retryAfterSeconds`. The endpoint then answers in its
 * own way: the JSON API with 429, a page's form action with the page saying so.
 *
 * A limiter must never take the site down: while Redis is unreachable every request is let through, and
 * a warning is logged once per 30 s.
 */
import type { Request, RequestHandler, Response } from "express";
import { ipKeyGenerator, MemoryStore, rateLimit, type Store } from "express-rate-limit";
import { RedisStore } from "rate-limit-redis";
import { type Config, visitReportsPerMinute } from "./config";
import { clientKey } from "./client-key";
import { describeError, type Logger } from "./logger";
import { loadRedis } from "./optional-drivers";

export const rateLimitWindowMs = 60_000;

export interface RateLimits {
  /** Contact posts, through the API or a page's form action (the same form either way). */
  contact: RequestHandler;
  subscribe: RequestHandler;
  /** Visit reports (server/insights/visits.ts): one client cannot inflate the totals. */
  visit: RequestHandler;
  /**
   * A counter store of its own (in Redis when REDIS_URL is set, under the same prefix), for limits that
   * count something other than requests, such as failed staff sign-ins. Call its init() with the window.
   */
  store: (name: string) => Store;
  close(): Promise<void>;
}

/** Seconds this request must wait, when its client is over the limit; undefined while under it. */
export function retryAfterSeconds(res: Response): number | undefined {
  return res.locals.retryAfterSeconds;
}

/**
 * rate-limit-redis loads its Lua script once, when the limiter is made: while Redis is down then, the
 * script's id stays a failed promise and every later count would fail. Loaded again on the next count.
 */
class RecoveringRedisStore extends RedisStore {
  override async increment(key: string) {
    this.incrementScriptSha = this.incrementScriptSha.catch(() => this.loadIncrementScript(this.prefixKey(key)));
    return super.increment(key);
  }

  override async get(key: string) {
    this.getScriptSha = this.getScriptSha.catch(() => this.loadGetScript(this.prefixKey(key)));
    return super.get(key);
  }
}

/** Logs store failures (fail-open) as one warning per 30 s instead of one per request. */
type RateLimitWarnings = ReturnType<typeof throttledWarnings>;

function throttledWarnings(logger: Logger, now: () => number = Date.now) {
  let lastWarning = Number.NEGATIVE_INFINITY;
  const warn = (error: unknown) => {
    const time = now();
    if (time - lastWarning < 30_000) return;
    lastWarning = time;
    logger.warn("rate limiter: redis unavailable, allowing requests", describeError(error));
  };
  return { error: warn, warn };
}

/** One limit: `limit` requests per client and window, counted in `store`. */
export function limitRequests(options: {
  limit: number;
  store: Store;
  warnings: RateLimitWarnings;
  windowMs?: number;
}): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs ?? rateLimitWindowMs,
    limit: options.limit,
    store: options.store,
    standardHeaders: "draft-6",
    legacyHeaders: false,
    // IPv6 clients are counted per /56, the block one subscriber usually holds.
    keyGenerator: (req: Request) => ipKeyGenerator(clientKey(req)),
    passOnStoreError: true,
    logger: options.warnings,
    // X-Forwarded-For is read (or not) by clientKey, per TRUST_PROXY; the library need not warn about it.
    validate: { xForwardedForHeader: false },
    handler: (req, res, next) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      res.locals.retryAfterSeconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000));
      next();
    },
  });
}

/** Redis-backed when REDIS_URL is set, otherwise in memory. */
export function createRateLimits(
  config: Pick<Config, "rateLimit" | "redisUrl"> & Partial<Pick<Config, "redisKeyPrefix">>,
  logger: Logger,
): RateLimits {
  const warnings = throttledWarnings(logger); // one for both limits: they fail together
  const limits = (makeStore: (name: string) => Store, close: () => Promise<void>): RateLimits => ({
    contact: limitRequests({ limit: config.rateLimit.contactPerMinute, store: makeStore("contact"), warnings }),
    subscribe: limitRequests({ limit: config.rateLimit.subscribePerMinute, store: makeStore("subscribe"), warnings }),
    visit: limitRequests({
      limit: config.rateLimit.visitPerMinute ?? visitReportsPerMinute,
      store: makeStore("visit"),
      warnings,
    }),
    store: makeStore,
    close,
  });
  if (config.redisUrl) {
    const redis = new (loadRedis())(config.redisUrl, {
      enableOfflineQueue: false, // fail fast (and open) while disconnected instead of queueing requests
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
    });
    const prefix = `${config.redisKeyPrefix ?? "jenesys"}:rl`; // every instance of one site must use the same prefix
    redis.on("error", () => undefined); // reported once per 30 s by the limiter itself
    redis.on("ready", () => logger.info("rate limits shared through redis", { prefix }));
    const sendCommand = (command: string, ...args: string[]) => redis.call(command, ...args) as never;
    return limits(
      (name) => new RecoveringRedisStore({ sendCommand, prefix: `${prefix}:${name}:` }),
      async () => redis.disconnect(),
    );
  }
  const stores: MemoryStore[] = [];
  return limits(
    (): Store => {
      const store = new MemoryStore();
      stores.push(store);
      return store;
    },
    async () => stores.forEach((store) => store.shutdown()),
  );
}
