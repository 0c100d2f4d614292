/**
 * The server's settings, read once from the environment and checked, so a typo fails at start
 * with a clear message instead of misbehaving later.
 */
import { site } from "../app/site/config";
import { logLevels, type LogLevel } from "./logger";

export type DatabaseConfig = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

/** Express's "trust proxy" setting: false, true, a hop count, or addresses/subnets ("loopback, 10.0.0.0/8"). */
export type TrustProxy = boolean | number | string;

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  database: DatabaseConfig;
  trustProxy: TrustProxy;
  smtpUrl: string | undefined;
  contactNotifyTo: string | undefined;
  contactNotifyFrom: string | undefined;
  rateLimit: { contactPerMinute: number; subscribePerMinute: number };
  redisUrl: string | undefined;
  /** Namespace of the rate-limit keys in Redis, so several sites (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  hsts: boolean;
  logLevel: LogLevel;
  /** Failed staff sign-ins allowed per 15 minutes, per address typed and per client. */
  staffSignIn: { failuresPerAccount: number; failuresPerClient: number };
  backup: BackupConfig;
  newsletter: NewsletterConfig;
  /**
   * The origin of PUBLIC_URL (else SITE_URL) when either is set, such as https://www.jenesys.com: the staff
   * area's posts must come from it. Undefined when neither is set; the request's own Host is used then.
   */
  publicOrigin: string | undefined;
}

/** How newsletter sign-ups are confirmed, and how the mails to subscribers are addressed. */
export interface NewsletterConfig {
  /** Double opt-in: a sign-up waits for the confirmation link. Defaults to on exactly when SMTP_URL is set. */
  doubleOptIn: boolean;
  /** Sender of confirmation and welcome mails. */
  from: string;
  /** The public origin that links in mails point to (PUBLIC_URL, else SITE_URL); never a request's Host. */
  publicUrl: string;
}

/** Scheduled snapshots of the SQLite store (off while `dir` is undefined). */
export interface BackupConfig {
  dir: string | undefined;
  intervalMinutes: number;
  keep: number;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export const defaultSqliteFile = "./data/jenesys.db";

/** Where the contact store lives, from DATABASE_URL (unset: the embedded SQLite file under ./data/). */
export function parseDatabaseUrl(url: string | undefined): DatabaseConfig {
  const value = url?.trim();
  if (!value) return { kind: "sqlite", file: defaultSqliteFile };
  if (/^postgres(ql)?:\/\//i.test(value)) return { kind: "postgres", url: value };
  const sqlite = /^sqlite:(?:\/\/(?=\/))?(.+)$/i.exec(value); // sqlite:/abs, sqlite:rel, sqlite:///abs
  if (sqlite?.[1]) return { kind: "sqlite", file: sqlite[1] };
  throw new ConfigError(
    `DATABASE_URL must start with sqlite:, postgres:// or postgresql:// (got "${value.split(":")[0]}:…").`,
  );
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function integer(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  const raw = text(value);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return parsed;
}

function flag(name: string, value: string | undefined): boolean {
  const raw = text(value)?.toLowerCase();
  if (raw === undefined || raw === "0" || raw === "false" || raw === "no" || raw === "off") return false;
  if (raw === "1" || raw === "true" || raw === "yes" || raw === "on") return true;
  throw new ConfigError(`${name} must be 1/true or 0/false (got "${raw}").`);
}

function trustProxy(value: string | undefined): TrustProxy {
  const raw = text(value);
  if (raw === undefined || raw.toLowerCase() === "false") return false;
  if (raw.toLowerCase() === "true") return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

function redisKeyPrefix(value: string | undefined): string {
  const raw = text(value);
  if (raw === undefined) return "jenesys";
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(raw)) {
    throw new ConfigError(`REDIS_KEY_PREFIX may hold only letters, digits and _ . : - (at most 64; got "${raw}").`);
  }
  return raw;
}

function backup(env: Record<string, string | undefined>, database: DatabaseConfig): BackupConfig {
  const dir = text(env.BACKUP_DIR);
  if (dir !== undefined && database.kind === "postgres") {
    throw new ConfigError(
      "BACKUP_DIR snapshots the SQLite store; with PostgreSQL use pg_dump or your provider's recovery, and unset BACKUP_DIR.",
    );
  }
  return {
    dir,
    intervalMinutes: integer("BACKUP_INTERVAL_MINUTES", env.BACKUP_INTERVAL_MINUTES, 60, 1, 7 * 24 * 60),
    keep: integer("BACKUP_KEEP", env.BACKUP_KEEP, 48, 1, 100_000),
  };
}

/** An absolute http(s) URL without query or fragment, without its trailing slash. */
function publicUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL such as https://www.example.com (got "${value}").`);
  }
  if (
    (url.protocol !== "https:" && url.protocol !== "http:") ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new ConfigError(`${name} must be an http(s) URL without credentials, query or fragment (got "${value}").`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

function newsletter(env: Record<string, string | undefined>, smtpUrl: string | undefined): NewsletterConfig {
  const requested = text(env.NEWSLETTER_DOUBLE_OPT_IN);
  const doubleOptIn = requested === undefined ? smtpUrl !== undefined : flag("NEWSLETTER_DOUBLE_OPT_IN", requested);
  if (doubleOptIn && !smtpUrl) {
    throw new ConfigError(
      "NEWSLETTER_DOUBLE_OPT_IN=1 needs SMTP_URL: without a mail server no confirmation e-mail can be sent. Set SMTP_URL, or unset NEWSLETTER_DOUBLE_OPT_IN.",
    );
  }
  const publicName = text(env.PUBLIC_URL) !== undefined ? "PUBLIC_URL" : "SITE_URL";
  return {
    doubleOptIn,
    from: text(env.NEWSLETTER_FROM) ?? text(env.CONTACT_NOTIFY_FROM) ?? site.email.info,
    publicUrl: publicUrl(publicName, text(env.PUBLIC_URL) ?? text(env.SITE_URL) ?? site.url),
  };
}

function publicOrigin(env: Record<string, string | undefined>): string | undefined {
  const name = text(env.PUBLIC_URL) !== undefined ? "PUBLIC_URL" : "SITE_URL";
  const value = text(env[name]);
  return value === undefined ? undefined : new URL(publicUrl(name, value)).origin;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const logLevel = (text(env.LOG_LEVEL)?.toLowerCase() ?? "info") as LogLevel;
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(", ")} (got "${env.LOG_LEVEL}").`);
  }
  const database = parseDatabaseUrl(env.DATABASE_URL);
  const smtpUrl = text(env.SMTP_URL);
  return {
    port: integer("PORT", env.PORT, 3000, 0, 65535),
    host: text(env.HOST) ?? "0.0.0.0",
    databaseUrl: text(env.DATABASE_URL),
    database,
    trustProxy: trustProxy(env.TRUST_PROXY),
    smtpUrl,
    contactNotifyTo: text(env.CONTACT_NOTIFY_TO),
    contactNotifyFrom: text(env.CONTACT_NOTIFY_FROM),
    rateLimit: {
      contactPerMinute: integer(
        "RATE_LIMIT_CONTACT_PER_MINUTE",
        env.RATE_LIMIT_CONTACT_PER_MINUTE,
        5,
        1,
        1_000_000_000,
      ),
      subscribePerMinute: integer(
        "RATE_LIMIT_SUBSCRIBE_PER_MINUTE",
        env.RATE_LIMIT_SUBSCRIBE_PER_MINUTE,
        10,
        1,
        1_000_000_000,
      ),
    },
    redisUrl: text(env.REDIS_URL),
    redisKeyPrefix: redisKeyPrefix(env.REDIS_KEY_PREFIX),
    hsts: flag("HSTS", env.HSTS),
    logLevel,
    backup: backup(env, database),
    newsletter: newsletter(env, smtpUrl),
    publicOrigin: publicOrigin(env),
    staffSignIn: {
      failuresPerAccount: integer(
        "STAFF_SIGN_IN_FAILURES_PER_ACCOUNT",
        env.STAFF_SIGN_IN_FAILURES_PER_ACCOUNT,
        5,
        1,
        1000,
      ),
      failuresPerClient: integer(
        "STAFF_SIGN_IN_FAILURES_PER_CLIENT",
        env.STAFF_SIGN_IN_FAILURES_PER_CLIENT,
        20,
        1,
        1_000_000,
      ),
    },
  };
}
