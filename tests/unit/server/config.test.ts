import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseDatabaseUrl } from "../../../server/config";

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      database: { kind: "sqlite", file: "./data/jenesys.db" },
      trustProxy: false,
      smtpUrl: undefined,
      contactNotifyTo: undefined,
      contactNotifyFrom: undefined,
      salesFrom: "info@jenesys.example",
      rateLimit: { contactPerMinute: 5, subscribePerMinute: 10, visitPerMinute: 60 },
      redisUrl: undefined,
      redisKeyPrefix: "jenesys",
      hsts: false,
      logLevel: "info",
      backup: { dir: undefined, intervalMinutes: 60, keep: 48 },
      staffSignIn: { failuresPerAccount: 5, failuresPerClient: 20 },
      staffSecondFactorRequired: ["admin"],
      newsletter: { doubleOptIn: false, from: "info@jenesys.example", publicUrl: "https://www.jenesys.example" },
      careers: {
        address: "careers@jenesys.example",
        retention: { rejectedDays: 180, hiredDays: 30, otherRolesMonths: 12 },
      },
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgresql://u@db/site",
      TRUST_PROXY: "1",
      SMTP_URL: "smtp://mail:25",
      CONTACT_NOTIFY_TO: "sales@x.example",
      CONTACT_NOTIFY_FROM: "web@x.example",
      RATE_LIMIT_CONTACT_PER_MINUTE: "7",
      RATE_LIMIT_SUBSCRIBE_PER_MINUTE: "20",
      RATE_LIMIT_VISIT_PER_MINUTE: "90",
      REDIS_URL: "redis://cache:6379",
      HSTS: "true",
      LOG_LEVEL: "WARN",
      REDIS_KEY_PREFIX: "site-a:prod",
    });
    expect(
      loadConfig({ BACKUP_DIR: " /var/backups/site ", BACKUP_INTERVAL_MINUTES: "15", BACKUP_KEEP: "96" }).backup,
    ).toEqual({ dir: "/var/backups/site", intervalMinutes: 15, keep: 96 });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      database: { kind: "postgres", url: "postgresql://u@db/site" },
      trustProxy: 1,
      smtpUrl: "smtp://mail:25",
      contactNotifyTo: "sales@x.example",
      contactNotifyFrom: "web@x.example",
      rateLimit: { contactPerMinute: 7, subscribePerMinute: 20, visitPerMinute: 90 },
      redisUrl: "redis://cache:6379",
      redisKeyPrefix: "site-a:prod",
      hsts: true,
      logLevel: "warn",
    });
  });

  it.each([
    ["true", true],
    ["false", false],
    ["2", 2],
    ["loopback", "loopback"],
    ["10.0.0.0/8, 127.0.0.1", "10.0.0.0/8, 127.0.0.1"],
  ] as const)("parses TRUST_PROXY=%s", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["RATE_LIMIT_CONTACT_PER_MINUTE", "0"],
    ["HSTS", "maybe"],
    ["LOG_LEVEL", "loud"],
    ["DATABASE_URL", "mysql://x"],
    ["REDIS_KEY_PREFIX", "has space"],
    ["REDIS_KEY_PREFIX", "a*"],
    ["BACKUP_INTERVAL_MINUTES", "0"],
    ["BACKUP_INTERVAL_MINUTES", "1.5"],
    ["BACKUP_INTERVAL_MINUTES", "20000"],
    ["BACKUP_KEEP", "0"],
    ["BACKUP_KEEP", "many"],
  ])("rejects %s=%s with a ConfigError", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  });

  it("turns newsletter double opt-in on with SMTP_URL, lets NEWSLETTER_DOUBLE_OPT_IN override it, and refuses it without a mail server", () => {
    expect(loadConfig({}).newsletter.doubleOptIn).toBe(false);
    expect(loadConfig({ SMTP_URL: "smtp://mail:25" }).newsletter.doubleOptIn).toBe(true);
    expect(loadConfig({ SMTP_URL: "smtp://mail:25", NEWSLETTER_DOUBLE_OPT_IN: "0" }).newsletter.doubleOptIn).toBe(
      false,
    );
    expect(loadConfig({ SMTP_URL: "smtp://mail:25", NEWSLETTER_DOUBLE_OPT_IN: "1" }).newsletter.doubleOptIn).toBe(true);
    expect(() => loadConfig({ NEWSLETTER_DOUBLE_OPT_IN: "1" })).toThrow(/NEWSLETTER_DOUBLE_OPT_IN=1 needs SMTP_URL/);
    expect(() => loadConfig({ NEWSLETTER_DOUBLE_OPT_IN: "maybe" })).toThrow(ConfigError);
  });

  it("addresses newsletter mails from NEWSLETTER_FROM, else CONTACT_NOTIFY_FROM, and links them to PUBLIC_URL, else SITE_URL", () => {
    expect(loadConfig({ CONTACT_NOTIFY_FROM: "web@x.example" }).newsletter.from).toBe("web@x.example");
    expect(
      loadConfig({ CONTACT_NOTIFY_FROM: "web@x.example", NEWSLETTER_FROM: "news@x.example" }).newsletter.from,
    ).toBe("news@x.example");
    expect(loadConfig({ SITE_URL: "https://site.example/" }).newsletter.publicUrl).toBe("https://site.example");
    expect(
      loadConfig({ SITE_URL: "https://site.example", PUBLIC_URL: "https://www.site.example/" }).newsletter.publicUrl,
    ).toBe("https://www.site.example");
    for (const bad of [
      "www.site.example",
      "ftp://site.example",
      "https://site.example/?a=1",
      "https://user:pw@site.example",
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL must be/);
    }
  });

  it("asks the second factor of Admins unless STAFF_REQUIRE_2FA names other roles, all, or none", () => {
    const required = (value: string) => loadConfig({ STAFF_REQUIRE_2FA: value }).staffSecondFactorRequired;
    expect(required("all")).toEqual(["admin", "sales", "hr", "editor"]);
    expect(required("NONE")).toEqual([]);
    expect(required("admin, hr")).toEqual(["admin", "hr"]);
    expect(() => required("admin,boss")).toThrow(/STAFF_REQUIRE_2FA must be "all", "none" or roles/);
    expect(required("")).toEqual(["admin"]); // an empty setting is no setting, as for every variable
  });

  it("keeps job applications as long as the retention settings say, in whole days and months", () => {
    const retention = loadConfig({
      APPLICATION_REJECTED_RETENTION_DAYS: "90",
      APPLICATION_HIRED_RETENTION_DAYS: "14",
      APPLICATION_OTHER_ROLES_MONTHS: "6",
    }).careers.retention;
    expect(retention).toEqual({ rejectedDays: 90, hiredDays: 14, otherRolesMonths: 6 });
    expect(() => loadConfig({ APPLICATION_REJECTED_RETENTION_DAYS: "0" })).toThrow(
      /APPLICATION_REJECTED_RETENTION_DAYS must be a whole number from 1 to 3650/,
    );
    expect(() => loadConfig({ APPLICATION_OTHER_ROLES_MONTHS: "a year" })).toThrow(/APPLICATION_OTHER_ROLES_MONTHS/);
  });

  it("names every bad variable at once, so one start-up shows all there is to fix", () => {
    const attempt = () => loadConfig({ PORT: "eighty", HSTS: "maybe", LOG_LEVEL: "loud", BACKUP_KEEP: "0" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/4 settings need fixing/);
    for (const name of ["PORT", "HSTS", "LOG_LEVEL", "BACKUP_KEEP"]) expect(attempt).toThrow(new RegExp(`- ${name} `));
  });

  it("refuses BACKUP_DIR with PostgreSQL, whose backups are pg_dump's job", () => {
    expect(() => loadConfig({ BACKUP_DIR: "/var/backups/site", DATABASE_URL: "postgres://u@db/site" })).toThrow(
      /pg_dump/,
    );
  });
});

describe("parseDatabaseUrl", () => {
  it.each([
    [undefined, { kind: "sqlite", file: "./data/jenesys.db" }],
    ["", { kind: "sqlite", file: "./data/jenesys.db" }],
    ["sqlite:/var/lib/site/contacts.db", { kind: "sqlite", file: "/var/lib/site/contacts.db" }],
    ["sqlite:///var/lib/site/contacts.db", { kind: "sqlite", file: "/var/lib/site/contacts.db" }],
    ["sqlite:data/local.db", { kind: "sqlite", file: "data/local.db" }],
    ["postgres://postgres@127.0.0.1:5432/test", { kind: "postgres", url: "postgres://postgres@127.0.0.1:5432/test" }],
    ["postgresql://u:p@db/site?schema=web", { kind: "postgres", url: "postgresql://u:p@db/site?schema=web" }],
  ])("maps %j", (url, expected) => {
    expect(parseDatabaseUrl(url)).toEqual(expected);
  });
});
