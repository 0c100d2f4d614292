/**
 * Visits counted without cookies and without keeping anything that names a visitor. The page's beacon
 * (app/lib/visit-beacon.ts) posts the path, and on the landing page the referring host and campaign; the
 * server adds one to the day's totals. A visitor is told apart from another only within one day, by a
 * hash of a secret salt of that day with the client's address, its user agent and the site: the salt and
 * the marks made with it are deleted when the day is over, and the address and user agent are never
 * written. Bots and browsers that send Global Privacy Control (`Sec-GPC: 1`) are not counted at all.
 */
import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { Kysely, Transaction } from "kysely";
import { isHomePath, pageFor } from "../../app/site/pages";
import type { Tables, VisitKind } from "../store/tables";
import type { LeadSource, Store } from "../store/types";

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
}

/** The calendar day in India, where the company's day (and the insights page's) runs. */
export function indiaDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(at);
}

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

/** The day's salt, made on the day's first visit; earlier days' salts and marks are deleted at the same time. */
async function saltOf(trx: Transaction<Tables>, day: string): Promise<string> {
  const existing = await trx.selectFrom("visit_salts").select("salt").where("day", "=", day).executeTakeFirst();
  if (existing) return existing.salt;
  await trx.deleteFrom("visit_marks").where("day", "<", day).execute();
  await trx.deleteFrom("visit_salts").where("day", "<", day).execute();
  await trx
    .insertInto("visit_salts")
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflict((conflict) => conflict.column("day").doNothing())
    .execute();
  const made = await trx.selectFrom("visit_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  return made.salt;
}

/** Adds one view to a total, and one visitor when this visitor had not been counted for it that day. */
async function addTo(trx: Transaction<Tables>, day: string, visitor: string, kind: VisitKind, key: string) {
  const marked = await trx
    .insertInto("visit_marks")
    .values({ day, mark: sha256(`${visitor}\n${kind}\n${key}`) })
    .onConflict((conflict) => conflict.columns(["day", "mark"]).doNothing())
    .executeTakeFirst();
  const newVisitor = Number(marked.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : 0;
  await trx
    .insertInto("visit_totals")
    .values({ day, kind, key, views: 1, visitors: newVisitor })
    .onConflict((conflict) =>
      conflict.columns(["day", "kind", "key"]).doUpdateSet((eb) => ({
        views: eb("visit_totals.views", "+", 1),
        visitors: eb("visit_totals.visitors", "+", eb.ref("excluded.visitors")),
      })),
    )
    .execute();
}

export function createVisitCounter(deps: { store: Store; now?: () => Date }): VisitCounter {
  const { store } = deps;
  const now = deps.now ?? (() => new Date());
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
      await store.query((db: Kysely<Tables>) =>
        db.transaction().execute(async (trx) => {
          const visitor = sha256(`${await saltOf(trx, day)}\n${sender.address}\n${sender.userAgent}\n${siteHost}`);
          await addTo(trx, day, visitor, "site", "");
          await addTo(trx, day, visitor, "page", path);
          if (referrer) await addTo(trx, day, visitor, "referrer", referrer);
          if (campaign) await addTo(trx, day, visitor, "campaign", campaign);
        }),
      );
      return "counted";
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
