/**
 * Visits counted without cookies and without keeping anything that names a visitor. The page's beacon
 * (app/lib/visit-beacon.ts) posts the path, and on the landing page the referring host and campaign; the
 * server adds one to the day's totals. A visitor is told apart from another only within one day, by a
 * hash of a secret salt of that day with the client's address, its user agent and the site: the salt and
 * the marks made with it are deleted when the day is over (in Redis when REDIS_URL is set, else in the store),
 * and the address and user agent are never written. Bots and browsers that send Global Privacy Control (`Sec-GPC: 1`) are not counted at all.
 */
import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import { isHomePath, pageFor } from "../../app/site/pages";
import type { Tables, VisitKind } from "../store/tables";
import { StoreUnavailableError, type LeadSource, type Store } from "../store/types";

/** What the beacon sends, as read from its JSON body (anything else in it is ignored). */
export interface VisitReport {
  path?: unknown;
  referrer?: unknown;
  utmSource?: unknown;
  utmMedium?: unknown;
  utmCampaign?: unknown;
}

/** What the request says about the sender; used for the day's hash and the refusals, never stored. */
export interface VisitSender {
  address: string;
  userAgent: string;
  /** The browser sent `Sec-GPC: 1`. */
  globalPrivacyControl: boolean;
  /** The site's own host: a referrer on it is a visit going on, not a site sending one. */
  siteHost: string;
}

export type VisitOutcome = "counted" | "bot" | "privacy" | "not-a-page";

export interface VisitCounter {
  count(report: VisitReport, sender: VisitSender): Promise<VisitOutcome>;
  /** Forgets the salts and marks of the days before today (the hourly sweep's work, run now). */
  rotate(): Promise<void>;
  /** Starts the hourly sweep. */
  start(): void;
  /** Stops the sweep and lets go of Redis. */
  close(): Promise<void>;
}

/** The calendar day in India, where the company's day (and the insights page's) runs. */
export function indiaDay(at: Date): string {
  return indiaDayFormat.format(at);
}
// Made once: building a DateTimeFormat costs far more than using one (the insights page dates every enquiry).
const indiaDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });

const openingPath = /^\/CurrentOpenings\/[a-z0-9][a-z0-9-]{0,99}$/;

/** Only the site's own pages are counted: a made-up path never becomes a row. */
export function countablePath(path: unknown): string | undefined {
  if (typeof path !== "string") return undefined;
  return pageFor(path) || isHomePath(path) || openingPath.test(path) ? path : undefined;
}

/** The referring site's host, in lower case; undefined for anything that is not an http(s) URL of another site. */
export function referrerHost(referrer: unknown, siteHost: string): string | undefined {
  if (typeof referrer !== "string" || referrer.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.toLowerCase();
  return host && host !== siteHost.toLowerCase() ? host : undefined;
}

/** A campaign value as people type it into links: trimmed, lower case, at most 100 characters, no control characters. */
function campaignPart(value: unknown): string {
  if (typeof value !== "string") return "";
  return value
    .replace(/\p{Cc}/gu, "")
    .trim()
    .toLowerCase()
    .slice(0, 100);
}

/** "source|medium|campaign", or undefined when the landing URL carried none of the three. */
export function campaignKey(report: VisitReport): string | undefined {
  const parts = [report.utmSource, report.utmMedium, report.utmCampaign].map(campaignPart);
  return parts.some(Boolean) ? parts.join("|") : undefined;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Where the day's salt and the marks made with it live: in Redis when REDIS_URL is set (each key expires by
 * itself when the India day ends), in the store otherwise (deleted on the next day's first visit, and by the
 * hourly sweep, whichever comes first). The totals are always in the store.
 */
export interface VisitorDays {
  /** The day's salt, made on its first use; every instance gets the same one. */
  salt(day: string): Promise<string>;
  /** Makes each mark for the day; true for each that had not been made before (a new visitor for its total). */
  mark(day: string, marks: readonly string[]): Promise<boolean[]>;
  /** Deletes the salts and marks of every day before `day`. */
  forgetBefore(day: string): Promise<void>;
  close(): Promise<void>;
}

/** The salt and marks in the store's visit_salts and visit_marks tables. */
export function storeVisitorDays(store: Store): VisitorDays {
  const forgetBefore = (db: Kysely<Tables>, day: string) =>
    db.transaction().execute(async (trx) => {
      await trx.deleteFrom("visit_marks").where("day", "<", day).execute();
      await trx.deleteFrom("visit_salts").where("day", "<", day).execute();
    });
  return {
    salt: (day) =>
      store.query(async (db) => {
        const existing = await db.selectFrom("visit_salts").select("salt").where("day", "=", day).executeTakeFirst();
        if (existing) return existing.salt;
        await forgetBefore(db, day);
        await db
          .insertInto("visit_salts")
          .values({ day, salt: randomBytes(32).toString("hex") })
          .onConflict((conflict) => conflict.column("day").doNothing())
          .execute();
        const made = await db.selectFrom("visit_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
        return made.salt;
      }),
    mark: (day, marks) =>
      store.query(async (db) => {
        const made = await db
          .insertInto("visit_marks")
          .values(marks.map((mark) => ({ day, mark })))
          .onConflict((conflict) => conflict.columns(["day", "mark"]).doNothing())
          .returning("mark")
          .execute();
        const fresh = new Set(made.map((row) => row.mark));
        return marks.map((mark) => fresh.has(mark));
      }),
    forgetBefore: (day) => store.query((db) => forgetBefore(db, day)),
    close: async () => undefined,
  };
}

/** The moment the India day `day` (YYYY-MM-DD) ends, in milliseconds since the epoch. */
export function endOfIndiaDay(day: string): number {
  return Date.parse(`${day}T00:00:00+05:30`) + 24 * 60 * 60 * 1000;
}

/**
 * The salt and marks in Redis, under `prefix`, each key set to expire when its India day ends by `now` (the
 * counter's clock, so that a test's day ends when its clock says).
 */
export function redisVisitorDays(redis: Redis, prefix: string, now: () => Date = () => new Date()): VisitorDays {
  const untilDayEnds = (day: string) => Math.max(1, endOfIndiaDay(day) - now().getTime());
  const unavailable = (error: unknown) =>
    new StoreUnavailableError("Redis, where the day's visitors are told apart, is not usable.", { cause: error });
  return {
    async salt(day) {
      const key = `${prefix}:salt:${day}`;
      try {
        await redis.set(key, randomBytes(32).toString("hex"), "PX", untilDayEnds(day), "NX");
        const salt = await redis.get(key);
        if (!salt) throw new Error(`the salt of ${day} has expired`);
        return salt;
      } catch (error) {
        throw unavailable(error);
      }
    },
    async mark(day, marks) {
      const key = `${prefix}:marks:${day}`;
      const pipeline = redis.multi();
      for (const mark of marks) pipeline.sadd(key, mark);
      pipeline.pexpire(key, untilDayEnds(day));
      const replies = await pipeline.exec().catch((error: unknown) => {
        throw unavailable(error);
      });
      if (!replies) throw unavailable(new Error("the transaction was discarded"));
      return marks.map((_, index) => {
        const [error, added] = replies[index] ?? [new Error("no reply")];
        if (error) throw unavailable(error);
        return added === 1;
      });
    },
    // Redis deletes each day's keys by itself when the day ends.
    forgetBefore: async () => undefined,
    close: async () => redis.disconnect(),
  };
}

/** What one visit adds to one of the day's totals, and the mark that says whether its visitor is new to it. */
interface Tally {
  day: string;
  kind: VisitKind;
  key: string;
  mark: string;
}

/**
 * Adds a batch's views and new visitors to the totals in one statement (atomic by itself), its rows in one
 * order, so that two instances adding to the same rows never wait on each other in a circle.
 */
async function addToTotals(db: Kysely<Tables>, tallies: { tally: Tally; newVisitor: boolean }[]) {
  const sums = new Map<string, { day: string; kind: VisitKind; key: string; views: number; visitors: number }>();
  for (const { tally, newVisitor } of tallies) {
    const id = `${tally.day}\n${tally.kind}\n${tally.key}`;
    const sum = sums.get(id) ?? { day: tally.day, kind: tally.kind, key: tally.key, views: 0, visitors: 0 };
    sum.views += 1;
    if (newVisitor) sum.visitors += 1;
    sums.set(id, sum);
  }
  const rows = [...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, sum]) => sum);
  if (rows.length === 0) return;
  await db
    .insertInto("visit_totals")
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(["day", "kind", "key"]).doUpdateSet((eb) => ({
        views: eb("visit_totals.views", "+", eb.ref("excluded.views")),
        visitors: eb("visit_totals.visitors", "+", eb.ref("excluded.visitors")),
      })),
    )
    .execute();
}

/** How often the counter deletes finished days' salts and marks even when no visit comes to do it. */
const sweepIntervalMs = 60 * 60 * 1000;

/**
 * Group commit, as the contact store's: the visits that arrive while the last batch is written are marked and
 * added in one go (one round trip to Redis or the marks table, one statement for the totals), and each is
 * answered once that is done. Under load this turns thousands of small writes into a few large ones.
 */
export function createVisitCounter(deps: { store: Store; days?: VisitorDays; now?: () => Date }): VisitCounter {
  const { store } = deps;
  const days = deps.days ?? storeVisitorDays(store);
  const now = deps.now ?? (() => new Date());
  // The salt of the day being counted, kept so a visit costs no read of it; replaced when the day changes.
  let current: { day: string; salt: Promise<string> } | undefined;
  let sweep: NodeJS.Timeout | undefined;
  let pending: { tallies: Tally[]; done(): void; failed(error: unknown): void }[] = [];

  const saltOf = (day: string) => {
    if (current?.day !== day) {
      const salt = days.salt(day);
      current = { day, salt };
      salt.catch(() => {
        if (current?.salt === salt) current = undefined; // ask again on the next visit
      });
    }
    return current.salt;
  };

  /** Marks every tally of the batch, then adds them up; a mark made twice in one batch is new only once. */
  async function record(tallies: Tally[]) {
    const newVisitor = new Set<Tally>();
    for (const day of new Set(tallies.map((tally) => tally.day))) {
      const ofDay = tallies.filter((tally) => tally.day === day);
      const marks = [...new Set(ofDay.map((tally) => tally.mark))];
      const fresh = await days.mark(day, marks);
      const unclaimed = new Set(marks.filter((_, index) => fresh[index]));
      for (const tally of ofDay) if (unclaimed.delete(tally.mark)) newVisitor.add(tally);
    }
    await store.query((db) =>
      addToTotals(
        db,
        tallies.map((tally) => ({ tally, newVisitor: newVisitor.has(tally) })),
      ),
    );
  }

  // One batch at a time: visits arriving while one is written wait for the next, which grows with the load.
  let flushing = false;
  function flush() {
    const batch = pending;
    pending = [];
    flushing = true;
    record(batch.flatMap((visit) => visit.tallies))
      .then(
        () => batch.forEach((visit) => visit.done()),
        (error: unknown) => batch.forEach((visit) => visit.failed(error)),
      )
      .finally(() => {
        flushing = false;
        if (pending.length > 0) setImmediate(flush);
      });
  }

  const rotate = async () => {
    const day = indiaDay(now());
    if (current && current.day !== day) current = undefined;
    await days.forgetBefore(day);
  };

  return {
    async count(report, sender) {
      if (sender.globalPrivacyControl) return "privacy";
      if (!sender.userAgent || isbot(sender.userAgent)) return "bot";
      const path = countablePath(report.path);
      if (!path) return "not-a-page";
      const { siteHost } = sender;
      const referrer = referrerHost(report.referrer, siteHost);
      const campaign = campaignKey(report);
      const day = indiaDay(now());
      const visitor = sha256(`${await saltOf(day)}\n${sender.address}\n${sender.userAgent}\n${siteHost}`);
      const totals: { kind: VisitKind; key: string }[] = [
        { kind: "site", key: "" },
        { kind: "page", key: path },
        ...(referrer ? [{ kind: "referrer" as const, key: referrer }] : []),
        ...(campaign ? [{ kind: "campaign" as const, key: campaign }] : []),
      ];
      const tallies = totals.map(({ kind, key }) => ({ day, kind, key, mark: sha256(`${visitor}\n${kind}\n${key}`) }));
      await new Promise<void>((done, failed) => {
        if (pending.length === 0 && !flushing) setImmediate(flush);
        pending.push({ tallies, done, failed });
      });
      return "counted";
    },
    rotate,
    start() {
      sweep ??= setInterval(() => void rotate().catch(() => undefined), sweepIntervalMs).unref();
    },
    async close() {
      clearInterval(sweep);
      sweep = undefined;
      await days.close();
    },
  };
}

/** The totals of a range of days, oldest first (for the insights page and the tests). */
export function visitTotals(store: Store, from: string, to: string) {
  return store.query((db) =>
    db
      .selectFrom("visit_totals")
      .selectAll()
      .where("day", ">=", from)
      .where("day", "<=", to)
      .orderBy("day")
      .orderBy("kind")
      .orderBy("key")
      .execute(),
  );
}

/**
 * Where an enquiry's visit began, read from the form post's source fields (sent from the tab's note,
 * app/lib/visit-beacon.ts) and cleaned as the counter cleans a visit report: a page path of the site, a host,
 * campaign values of at most 100 characters.
 */
export function leadSource(raw: Record<string, unknown>): LeadSource {
  const part = (value: unknown) => campaignPart(value) || null;
  return {
    landingPage: countablePath(raw.landingPage) ?? null,
    referrerHost: referrerHost(raw.referrer, "") ?? null,
    utmSource: part(raw.utmSource),
    utmMedium: part(raw.utmMedium),
    utmCampaign: part(raw.utmCampaign),
  };
}
