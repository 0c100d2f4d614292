/**
 * The server's settings, read once from the environment by one schema and checked, so a typo fails at
 * start with a message naming each bad variable instead of misbehaving later.
 */
import { defaultRetention, type ApplicationRetention } from "../app/lib/application-rules";
import { z } from "zod";
import { site } from "../app/site/facts";
import { logLevels, type LogLevel } from "./logger";
import { isStaffRole, staffRoles, type StaffRole } from "./staff/permissions";

/** Pages a person reads in a minute, with room to spare: more reports than this from one client are not counted. */
export const visitReportsPerMinute = 60;

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
  /** The sales address replies written in the staff inbox are sent from (each one Reply-To its colleague). */
  salesFrom: string;
  /** Per client and minute. Visit reports: optional where a caller builds limits without them (tests). */
  rateLimit: { contactPerMinute: number; subscribePerMinute: number; visitPerMinute?: number };
  redisUrl: string | undefined;
  /** Namespace of the rate-limit keys in Redis, so several sites (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  hsts: boolean;
  logLevel: LogLevel;
  /** Failed staff sign-ins allowed per 15 minutes, per address typed and per client. */
  staffSignIn: { failuresPerAccount: number; failuresPerClient: number };
  /** The roles whose accounts must set up the second factor before using anything but their account page. */
  staffSecondFactorRequired: readonly StaffRole[];
  backup: BackupConfig;
  newsletter: NewsletterConfig;
  /** Job applications: where HR's notices go and the candidates' mails come from, and how long they are kept. */
  careers: { address: string; retention: ApplicationRetention };
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

/** Where the store lives, from DATABASE_URL (unset: the embedded SQLite file under ./data/). */
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

/** The environment as the server reads it: every variable optional, blank the same as unset. */
const setting = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** Thrown by a variable's reader: what is wrong with the value, said after the variable's name. */
class Refusal extends Error {}
const refuse = (problem: string): never => {
  throw new Refusal(problem);
};

/** A schema for one variable whose refusals name it, so the start-up error says which one to fix. */
function named<T>(name: string, read: (raw: string | undefined) => T) {
  return setting.transform((raw, ctx) => {
    try {
      return read(raw);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      ctx.addIssue({ code: "custom", message: `${name} ${error.message}` });
      return z.NEVER;
    }
  });
}

const wholeNumber = (name: string, fallback: number, min: number, max: number) =>
  named(name, (raw) => {
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    return Number.isInteger(parsed) && parsed >= min && parsed <= max
      ? parsed
      : refuse(`must be a whole number from ${min} to ${max} (got "${raw}").`);
  });

const flag = (name: string) =>
  named(name, (raw): boolean | undefined => {
    const value = raw?.toLowerCase();
    if (value === undefined) return undefined;
    if (["0", "false", "no", "off"].includes(value)) return false;
    if (["1", "true", "yes", "on"].includes(value)) return true;
    return refuse(`must be 1/true or 0/false (got "${value}").`);
  });

/** An absolute http(s) URL without query or fragment, without its trailing slash. */
const publicUrl = (name: string) =>
  named(name, (raw): string | undefined => {
    if (raw === undefined) return undefined;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return refuse(`must be an absolute URL such as https://www.example.com (got "${raw}").`);
    }
    if (
      (url.protocol !== "https:" && url.protocol !== "http:") ||
      url.search ||
      url.hash ||
      url.username ||
      url.password
    )
      return refuse(`must be an http(s) URL without credentials, query or fragment (got "${raw}").`);
    return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
  });

/** Every variable the server reads, checked at once: a start-up error lists each bad one. */
const environment = z
  .object({
    PORT: wholeNumber("PORT", 3000, 0, 65535),
    HOST: setting,
    DATABASE_URL: named("DATABASE_URL", (raw) => {
      try {
        return parseDatabaseUrl(raw);
      } catch (error) {
        return refuse((error as Error).message.replace(/^DATABASE_URL /, ""));
      }
    }),
    TRUST_PROXY: named("TRUST_PROXY", (raw): TrustProxy => {
      if (raw === undefined || raw.toLowerCase() === "false") return false;
      if (raw.toLowerCase() === "true") return true;
      return /^\d+$/.test(raw) ? Number(raw) : raw;
    }),
    SMTP_URL: setting,
    CONTACT_NOTIFY_TO: setting,
    CONTACT_NOTIFY_FROM: setting,
    SALES_FROM: setting,
    RATE_LIMIT_CONTACT_PER_MINUTE: wholeNumber("RATE_LIMIT_CONTACT_PER_MINUTE", 5, 1, 1_000_000_000),
    RATE_LIMIT_SUBSCRIBE_PER_MINUTE: wholeNumber("RATE_LIMIT_SUBSCRIBE_PER_MINUTE", 10, 1, 1_000_000_000),
    RATE_LIMIT_VISIT_PER_MINUTE: wholeNumber("RATE_LIMIT_VISIT_PER_MINUTE", visitReportsPerMinute, 1, 1_000_000_000),
    REDIS_URL: setting,
    REDIS_KEY_PREFIX: named("REDIS_KEY_PREFIX", (raw) =>
      raw === undefined
        ? "jenesys"
        : /^[A-Za-z0-9_.:-]{1,64}$/.test(raw)
          ? raw
          : refuse(`may hold only letters, digits and _ . : - (at most 64; got "${raw}").`),
    ),
    HSTS: flag("HSTS"),
    LOG_LEVEL: named("LOG_LEVEL", (raw): LogLevel => {
      const level = logLevels.find((known) => known === (raw?.toLowerCase() ?? "info"));
      return level ?? refuse(`must be one of ${logLevels.join(", ")} (got "${raw}").`);
    }),
    STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: wholeNumber("STAFF_SIGN_IN_FAILURES_PER_ACCOUNT", 5, 1, 1000),
    STAFF_SIGN_IN_FAILURES_PER_CLIENT: wholeNumber("STAFF_SIGN_IN_FAILURES_PER_CLIENT", 20, 1, 1_000_000),
    // "admin" unless set: a comma-separated list of roles, "all" or "none".
    STAFF_REQUIRE_2FA: named("STAFF_REQUIRE_2FA", (raw): readonly StaffRole[] => {
      const value = (raw ?? "admin").trim().toLowerCase();
      if (value === "all") return staffRoles;
      if (value === "none") return [];
      const roles = value.split(",").map((role) => role.trim());
      return roles.every(isStaffRole)
        ? roles
        : refuse(`must be "all", "none" or roles among ${staffRoles.join(", ")}, separated by commas (got "${raw}").`);
    }),
    BACKUP_DIR: setting,
    BACKUP_INTERVAL_MINUTES: wholeNumber("BACKUP_INTERVAL_MINUTES", 60, 1, 7 * 24 * 60),
    BACKUP_KEEP: wholeNumber("BACKUP_KEEP", 48, 1, 100_000),
    NEWSLETTER_DOUBLE_OPT_IN: flag("NEWSLETTER_DOUBLE_OPT_IN"),
    NEWSLETTER_FROM: setting,
    APPLICATION_REJECTED_RETENTION_DAYS: wholeNumber(
      "APPLICATION_REJECTED_RETENTION_DAYS",
      defaultRetention.rejectedDays,
      1,
      3650,
    ),
    APPLICATION_HIRED_RETENTION_DAYS: wholeNumber(
      "APPLICATION_HIRED_RETENTION_DAYS",
      defaultRetention.hiredDays,
      1,
      3650,
    ),
    APPLICATION_OTHER_ROLES_MONTHS: wholeNumber(
      "APPLICATION_OTHER_ROLES_MONTHS",
      defaultRetention.otherRolesMonths,
      1,
      120,
    ),
    PUBLIC_URL: publicUrl("PUBLIC_URL"),
    SITE_URL: publicUrl("SITE_URL"),
  })
  .superRefine((env, ctx) => {
    if (env.BACKUP_DIR !== undefined && env.DATABASE_URL.kind === "postgres")
      ctx.addIssue({
        code: "custom",
        path: ["BACKUP_DIR"],
        message:
          "BACKUP_DIR snapshots the SQLite store; with PostgreSQL use pg_dump or your provider's recovery, and unset BACKUP_DIR.",
      });
    if (env.NEWSLETTER_DOUBLE_OPT_IN === true && env.SMTP_URL === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["NEWSLETTER_DOUBLE_OPT_IN"],
        message:
          "NEWSLETTER_DOUBLE_OPT_IN=1 needs SMTP_URL: without a mail server no confirmation e-mail can be sent. Set SMTP_URL, or unset NEWSLETTER_DOUBLE_OPT_IN.",
      });
  });

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message);
    throw new ConfigError(
      problems.length === 1 ? problems[0] : `${problems.length} settings need fixing:\n- ${problems.join("\n- ")}`,
    );
  }
  const settings = parsed.data;
  const database = settings.DATABASE_URL;
  return {
    port: settings.PORT,
    host: settings.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    database,
    trustProxy: settings.TRUST_PROXY,
    smtpUrl: settings.SMTP_URL,
    contactNotifyTo: settings.CONTACT_NOTIFY_TO,
    contactNotifyFrom: settings.CONTACT_NOTIFY_FROM,
    // The address enquiries reach is the one a visitor's answer should come from.
    salesFrom: settings.SALES_FROM ?? settings.CONTACT_NOTIFY_TO ?? site.email.info,
    rateLimit: {
      contactPerMinute: settings.RATE_LIMIT_CONTACT_PER_MINUTE,
      subscribePerMinute: settings.RATE_LIMIT_SUBSCRIBE_PER_MINUTE,
      visitPerMinute: settings.RATE_LIMIT_VISIT_PER_MINUTE,
    },
    redisUrl: settings.REDIS_URL,
    redisKeyPrefix: settings.REDIS_KEY_PREFIX,
    hsts: settings.HSTS ?? false,
    logLevel: settings.LOG_LEVEL,
    backup: {
      dir: settings.BACKUP_DIR,
      intervalMinutes: settings.BACKUP_INTERVAL_MINUTES,
      keep: settings.BACKUP_KEEP,
    },
    newsletter: {
      // Double opt-in defaults to on exactly when a mail server can send the confirmation.
      doubleOptIn: settings.NEWSLETTER_DOUBLE_OPT_IN ?? settings.SMTP_URL !== undefined,
      from: settings.NEWSLETTER_FROM ?? settings.CONTACT_NOTIFY_FROM ?? site.email.info,
      publicUrl: settings.PUBLIC_URL ?? settings.SITE_URL ?? site.url,
    },
    careers: {
      address: site.email.careers,
      retention: {
        rejectedDays: settings.APPLICATION_REJECTED_RETENTION_DAYS,
        hiredDays: settings.APPLICATION_HIRED_RETENTION_DAYS,
        otherRolesMonths: settings.APPLICATION_OTHER_ROLES_MONTHS,
      },
    },
    publicOrigin: (() => {
      const configured = settings.PUBLIC_URL ?? settings.SITE_URL;
      return configured === undefined ? undefined : new URL(configured).origin;
    })(),
    staffSignIn: {
      failuresPerAccount: settings.STAFF_SIGN_IN_FAILURES_PER_ACCOUNT,
      failuresPerClient: settings.STAFF_SIGN_IN_FAILURES_PER_CLIENT,
    },
    staffSecondFactorRequired: settings.STAFF_REQUIRE_2FA,
  };
}
