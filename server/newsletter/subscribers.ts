/**
 * The newsletter list as people read it: the staff area's page and export, and the operator's export for a
 * mailing tool (`npm run subscribers`). Pending addresses are listed only when asked for: they have not
 * consented yet.
 */
import { sql, type SqlBool } from "kysely";
import { inboxPageSize } from "../../app/lib/inbox-filter";
import { containsPattern } from "../store/dialect";
import { csvHeaderLine, csvLines, type ExportColumn } from "../contacts-export";
import { isoTimestamp, type OptIn, type SubscriptionStatus } from "../store/tables";
import { normaliseEmail, type Store } from "../store/types";

export interface Subscriber {
  email: string;
  status: SubscriptionStatus;
  /** When the subscriber consented (ISO 8601, UTC); null while pending. */
  consentedAt: string | null;
  /** single: subscribed by the sign-up alone; double: confirmed by the link in a mail. */
  optIn: OptIn | null;
  /** When the address was entered (for a pending one: last entered). */
  signedUpAt: string;
}

export interface SubscriberPage {
  subscribers: Subscriber[];
  total: number;
  page: number;
  pages: number;
}

/** One page of the list, newest first; every row (oldest first) when `page` is undefined. */
export async function listSubscribers(
  store: Store,
  page?: number,
  options: { includePending?: boolean; search?: string } = {},
): Promise<SubscriberPage> {
  const includePending = options.includePending ?? true;
  // Addresses are stored in lower case: a search in any case finds them, its % and _ taken literally.
  const search = options.search?.trim().toLowerCase();
  return store.query(async (db) => {
    const rows = db
      .selectFrom("newsletter_subscriptions")
      .$if(!includePending, (query) => query.where("status", "=", "confirmed"))
      .$if(Boolean(search), (query) =>
        query.where(sql<SqlBool>`email LIKE ${containsPattern(search ?? "")} ESCAPE '\\'`),
      );
    const counted = await rows.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow();
    const total = Number(counted.count);
    const pages = Math.max(1, Math.ceil(total / inboxPageSize));
    const shown = Math.min(page ?? 1, pages);
    const query = rows.select(["email", "status", "consented_at", "opt_in", "created_at"]);
    const found =
      page === undefined
        ? await query.orderBy("created_at").orderBy("email").execute()
        : await query
            .orderBy("created_at", "desc")
            .orderBy("email")
            .limit(inboxPageSize)
            .offset((shown - 1) * inboxPageSize)
            .execute();
    const subscribers = found.map((row) => ({
      email: row.email,
      status: row.status,
      consentedAt: row.consented_at === null ? null : isoTimestamp(row.consented_at),
      optIn: row.opt_in,
      signedUpAt: isoTimestamp(row.created_at),
    }));
    return { subscribers, total, page: shown, pages };
  });
}

/** Erases one address with its links and mails (the privacy request of `subscribers -- delete`). */
export async function deleteSubscriber(store: Store, email: string): Promise<boolean> {
  const result = await store.query((db) =>
    db.deleteFrom("newsletter_subscriptions").where("email", "=", normaliseEmail(email)).executeTakeFirst(),
  );
  return Number(result.numDeletedRows) > 0;
}

/** The newsletter's export, for the CSV and the workbook: the address first, as mailing tools expect. */
export const subscriberColumns: readonly ExportColumn<Subscriber>[] = [
  { header: "email", kind: "free text", value: (row) => row.email, width: 36 },
  { header: "status", kind: "text", value: (row) => row.status, width: 12 },
  { header: "consented_at", kind: "utc time", value: (row) => row.consentedAt, width: 22 },
  { header: "opt_in", kind: "text", value: (row) => row.optIn, width: 8 },
  { header: "signed_up_at", kind: "utc time", value: (row) => row.signedUpAt, width: 22 },
];

/**
 * CSV as mailing tools import it: a header row naming the columns, the address first, CRLF rows (RFC 4180),
 * and the address neutralised against spreadsheet formulas like every free-text column of the site's exports.
 */
export function subscribersToCsv(subscribers: readonly Subscriber[]): string {
  return csvHeaderLine(subscriberColumns) + csvLines(subscriberColumns, subscribers);
}

export function subscribersToJson(subscribers: readonly Subscriber[]): string {
  return JSON.stringify(subscribers, null, 2) + "\n";
}
