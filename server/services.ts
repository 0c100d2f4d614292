/**
 * Every service the server runs, built once per process from the configuration and handed, typed, to the
 * Express application (server/app.ts) and to the route modules through React Router's context
 * (server/context.ts). Nothing else constructs a service: a reader follows a contact post or a publish from
 * the route to the store through these names alone.
 */
import type { SendMailOptions } from "nodemailer";
import { createBackupSchedule, type BackupSchedule } from "./backup-schedule";
import type { Config } from "./config";
import { createCareersService, type CareersService } from "./careers/service";
import { createContactService, type ContactService } from "./contact-service";
import { createVisitCounter, redisVisitorDays, type VisitCounter, type VisitorDays } from "./insights/visits";
import { createListingsService, type Clock, type ListingsService } from "./listings/service";
import type { Logger } from "./logger";
import { createNewsletterService, type NewsletterService } from "./newsletter/service";
import { createMailTransport, createNotifier, type Notifier } from "./notify";
import { createRateLimits, type RateLimits } from "./rate-limit";
import { createStaffService, type StaffService } from "./staff/service";
import { createSignInLimits } from "./staff/sign-in-limits";
import { openStore } from "./store/index";
import type { Store } from "./store/types";
import { loadRedis } from "./optional-drivers";

export interface Services {
  config: Config;
  logger: Logger;
  store: Store;
  /** Mails each enquiry to the sales address; undefined without SMTP_URL and CONTACT_NOTIFY_TO. */
  notifier: Notifier | undefined;
  contacts: ContactService;
  newsletter: NewsletterService;
  listings: ListingsService;
  /** Job applications: the form on each opening's page, their mails, withdrawal and retention. */
  careers: CareersService;
  staff: StaffService;
  rateLimits: RateLimits;
  /** Counts the visit beacon's reports into the day's totals. */
  visits: VisitCounter;
  /** Snapshots of the SQLite store when BACKUP_DIR is set. */
  backups: BackupSchedule | undefined;
}

/** What a test may put in place of the real thing: a store it prepared, a mail catcher, a fixed day. */
export interface ServiceOverrides {
  store?: Store;
  notifier?: Notifier;
  contacts?: ContactService;
  newsletter?: NewsletterService;
  /** What time it is for the openings' expiry; the real clock when not given. */
  clock?: Clock;
}

/** Snapshots of the SQLite store every interval when BACKUP_DIR is set (config refuses it with PostgreSQL). */
function backupSchedule(config: Config, logger: Logger): BackupSchedule | undefined {
  const { dir, intervalMinutes, keep } = config.backup;
  if (dir === undefined || config.database.kind !== "sqlite") return undefined;
  return createBackupSchedule({
    source: config.database.file,
    dir,
    intervalMs: intervalMinutes * 60_000,
    keep,
    logger,
  });
}

/**
 * How the staff area mails invitations and replies (and the careers service its mails): through SMTP_URL, from the
 * site's sender; undefined without a mail server.
 */
function staffMail(config: Config) {
  if (!config.smtpUrl) return undefined;
  // Unpooled: each invitation opens its own connection, and nothing is left open to close at shutdown.
  const transport = createMailTransport(config.smtpUrl);
  return {
    send: (mail: SendMailOptions) => transport.sendMail(mail),
    from: config.contactNotifyFrom ?? config.newsletter.from,
    salesFrom: config.salesFrom,
    publicUrl: config.newsletter.publicUrl,
  };
}

/** Where the visit counter keeps the day's salt and marks: Redis when REDIS_URL is set, else the store (undefined). */
function visitorDays(config: Config, logger: Logger, clock?: Clock): VisitorDays | undefined {
  if (!config.redisUrl) return undefined;
  const redis = new (loadRedis())(config.redisUrl, {
    // Queued while connecting (a visit right after start is counted), failed after a second while Redis is away.
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  redis.on("error", () => undefined); // each visit that fails says so in its answer (503)
  redis.on("ready", () => logger.info("visitors told apart through redis"));
  return redisVisitorDays(redis, `${config.redisKeyPrefix}:visits`, clock);
}

export function createServices(config: Config, logger: Logger, overrides: ServiceOverrides = {}): Services {
  const store = overrides.store ?? openStore(config.databaseUrl, { logger });
  const notifier = overrides.notifier ?? createNotifier(config, logger);
  const newsletter =
    overrides.newsletter ??
    createNewsletterService({ store, config: config.newsletter, smtpUrl: config.smtpUrl, logger });
  const rateLimits = createRateLimits(config, logger);
  const signInLimits = createSignInLimits({
    perAccount: config.staffSignIn.failuresPerAccount,
    perClient: config.staffSignIn.failuresPerClient,
    store: rateLimits.store,
    logger,
  });
  const listings = createListingsService({ store, clock: overrides.clock });
  const mail = staffMail(config);
  return {
    config,
    logger,
    store,
    notifier,
    newsletter,
    contacts: overrides.contacts ?? createContactService({ store, notifier, logger }),
    listings,
    careers: createCareersService({
      store,
      listings,
      logger,
      retention: config.careers.retention,
      mail: mail && { send: mail.send, from: config.careers.address, publicUrl: mail.publicUrl },
      now: overrides.clock,
    }),
    staff: createStaffService({ store, logger, limits: signInLimits, mail }),
    rateLimits,
    visits: createVisitCounter({ store, days: visitorDays(config, logger, overrides.clock), now: overrides.clock }),
    backups: backupSchedule(config, logger),
  };
}
