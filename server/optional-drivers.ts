/**
 * The drivers of the optional backends, loaded when one is configured rather than when the server or an operator
 * command starts: a site on SQLite without Redis (the default) never loads them, and each process starts sooner for
 * it. Both are CommonJS, so `require` hands them over synchronously and the code that opens a store or a client
 * stays synchronous.
 */
import { createRequire } from "node:module";
import type { Redis } from "ioredis";
import type pg from "pg";

const require = createRequire(import.meta.url);

export const loadPg = (): typeof pg => require("pg") as typeof pg;

export const loadRedis = (): typeof Redis => (require("ioredis") as { Redis: typeof Redis }).Redis;
