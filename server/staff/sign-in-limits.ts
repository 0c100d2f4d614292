/**
 * Failed staff sign-ins are counted per account (the address typed, known or not, so the limit itself
 * does not tell which addresses have accounts) and per client, each in a 15-minute window that starts
 * with the first failure. Once either count reaches its limit, sign-in answers 429 until the window ends,
 * even with the right password. The counts live where the rate limits do: in Redis when REDIS_URL is
 * set, so every instance sees the same ones.
 *
 * Unlike the contact limit this one must not fail open: while Redis cannot be reached, failures are
 * counted in this process instead, so an outage does not lift the limit.
 */
import { createHash } from "node:crypto";
import { ipKeyGenerator, MemoryStore, type Options, type Store } from "express-rate-limit";
import { describeError, type Logger } from "../logger";
import { normaliseEmail } from "../store/types";

export const signInWindowMs = 15 * 60 * 1000;

export interface SignInLimits {
  /** Seconds to wait when the account or the client has failed too often; undefined while sign-in is allowed. */
  retryAfter(email: string, client: string): Promise<number | undefined>;
  failed(email: string, client: string): Promise<void>;
  /** A correct password clears the account's count (not the client's: one good account must not reset a guesser). */
  succeeded(email: string): Promise<void>;
}

export interface SignInLimitOptions {
  perAccount: number;
  perClient: number;
  /** Makes a named counter store (RateLimits.store). */
  store(name: string): Store;
  logger: Logger;
  windowMs?: number;
}

/** The account's key: a hash, so the counter store holds no e-mail addresses. */
// Stryker disable next-line MethodExpression: the key's length is not observable; whole or cut, it is the address's hash
const accountKey = (email: string) => createHash("sha256").update(normaliseEmail(email)).digest("hex").slice(0, 32);
const clientKeyOf = (client: string) => ipKeyGenerator(client);

/** A store that falls back to one in memory whenever its own fails. */
function withLocalFallback(primary: Store, windowMs: number, logger: Logger): Store {
  const local = new MemoryStore();
  local.init({ windowMs } as Options);
  let lastWarning = Number.NEGATIVE_INFINITY;
  const fallback = <T>(operation: (store: Store) => Promise<T>) =>
    operation(primary).catch((error: unknown) => {
      if (Date.now() - lastWarning > 30_000) {
        lastWarning = Date.now();
        logger.warn("sign-in limits: shared store unavailable, counting in this process", describeError(error));
      }
      return operation(local);
    });
  Promise.resolve(primary.init?.({ windowMs } as Options)).catch(() => undefined); // retried on first use (server/rate-limit.ts)
  return {
    get: (key) => fallback(async (store) => store.get?.(key)),
    increment: (key) => fallback(async (store) => store.increment(key)),
    // Stryker disable next-line ArrowFunction: the store interface requires it, but the limits never take a count back
    decrement: (key) => fallback(async (store) => store.decrement(key)),
    resetKey: (key) => fallback(async (store) => store.resetKey(key)),
    shutdown: async () => local.shutdown(),
  };
}

export function createSignInLimits(options: SignInLimitOptions): SignInLimits {
  const windowMs = options.windowMs ?? signInWindowMs;
  const accounts = withLocalFallback(options.store("staff-sign-in-account"), windowMs, options.logger);
  const clients = withLocalFallback(options.store("staff-sign-in-client"), windowMs, options.logger);

  const secondsLeft = async (store: Store, key: string, limit: number): Promise<number | undefined> => {
    const info = await store.get?.(key);
    // rate-limit-redis reads a key that does not exist as NaN hits that expired already: no count at all.
    const live = info && Number.isFinite(info.totalHits) && (info.resetTime?.getTime() ?? Infinity) > Date.now();
    if (!live || info.totalHits < limit) return undefined;
    return Math.max(1, Math.ceil(((info.resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000));
  };

  return {
    async retryAfter(email, client) {
      const waits = await Promise.all([
        secondsLeft(accounts, accountKey(email), options.perAccount),
        secondsLeft(clients, clientKeyOf(client), options.perClient),
      ]);
      const longest = Math.max(...waits.map((wait) => wait ?? 0));
      return longest > 0 ? longest : undefined;
    },
    async failed(email, client) {
      await Promise.all([accounts.increment(accountKey(email)), clients.increment(clientKeyOf(client))]);
    },
    async succeeded(email) {
      await accounts.resetKey(accountKey(email));
    },
  };
}
