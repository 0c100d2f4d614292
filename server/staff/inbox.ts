/** The staff inbox's reads and writes over the contacts table (the newsletter list: server/newsletter/subscribers.ts). */
import { sql, type ExpressionBuilder, type Expression, type Kysely, type SqlBool } from "kysely";
import { inboxPageSize, type InboxFilter } from "../../app/lib/inbox-filter";
import type { ContactStatus } from "../../app/lib/enquiry-status";
import { searchEngines, type SourceFilter } from "../../app/lib/lead-source";
import { contactColumns, contactFromRow, type Tables } from "../store/tables";
import type { Store, StoredContact } from "../store/types";
import { storedReasons } from "../spam/screening";
import { ownerEmails, recordEvent } from "./enquiry-work";
import type { SpamReason } from "../spam/signals";
import { containsPattern, unicodeLower } from "../store/dialect";

export type InboxMessage = StoredContact & {
  status: ContactStatus;
  spamReasons: SpamReason[];
  /** The colleague answering it, by address; null while nobody has taken it. */
  owner: { id: string; email: string } | null;
};

export interface InboxPage {
  messages: InboxMessage[];
  /** Enquiries waiting in the Spam tab, whatever the filter. */
  spam: number;
  total: number;
  page: number;
  pages: number;
}

const columns = [...contactColumns, "status", "spam_reasons", "owner_id"] as const;

type InboxRow = Parameters<typeof contactFromRow>[0] & {
  status: ContactStatus;
  spam_reasons: string | null;
  owner_id: string | null;
};

/** The rows as messages, each with its owner's address (read in one query for all of them). */
async function toMessages(db: Kysely<Tables>, rows: InboxRow[]): Promise<InboxMessage[]> {
  const owners = await ownerEmails(
    db,
    rows.flatMap((row) => (row.owner_id ? [row.owner_id] : [])),
  );
  return rows.map((row) => {
    const ownerEmail = row.owner_id ? owners.get(row.owner_id) : undefined;
    return {
      ...contactFromRow(row),
      status: row.status,
      spamReasons: storedReasons(row.spam_reasons),
      owner: row.owner_id && ownerEmail ? { id: row.owner_id, email: ownerEmail } : null,
    };
  });
}

/** The search compares lower case with lower case, folded as JavaScript folds it ("Émilie" finds "ÉMILIE"). */
const lowerOf = (store: Store) => (store.kind === "sqlite" ? unicodeLower : "lower");

function matches(
  eb: ExpressionBuilder<Tables, "contacts">,
  filter: InboxFilter,
  lower: string,
  viewerId: string | undefined,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.owner === "unassigned") conditions.push(eb("owner_id", "is", null));
  // "Mine" for nobody in particular (the command line) matches nothing rather than everything.
  else if (filter.owner === "mine") conditions.push(viewerId ? eb("owner_id", "=", viewerId) : sql<SqlBool>`1 = 0`);
  if (filter.status === "") conditions.push(eb("status", "!=", "spam"));
  else if (filter.status !== "all") conditions.push(eb("status", "=", filter.status));
  if (filter.service === "none") conditions.push(eb("service", "is", null));
  else if (filter.service) conditions.push(eb("service", "=", filter.service));
  if (filter.source) conditions.push(fromSource(eb, filter.source));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      eb.or(
        ["name", "email", "company", "message"].map(
          (column) => sql<SqlBool>`${sql.raw(lower)}(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`,
        ),
      ),
    );
  }
  return conditions.length > 0 ? eb.and(conditions) : sql<SqlBool>`1 = 1`;
}

/** A referring host is a search engine's: the SQL of lead-source.ts's hostIs, for each engine. */
function isSearchHost(eb: ExpressionBuilder<Tables, "contacts">): Expression<SqlBool> {
  return eb.or(
    searchEngines.flatMap(({ host }) =>
      host.endsWith(".")
        ? [eb("referrer_host", "like", `${host}%`), eb("referrer_host", "like", `%.${host}%`)]
        : [eb("referrer_host", "=", host), eb("referrer_host", "like", `%.${host}`)],
    ),
  );
}

/** The enquiries whose visit came from this kind of source, as lead-source.ts's sourceKind tells them apart. */
function fromSource(eb: ExpressionBuilder<Tables, "contacts">, source: Exclude<SourceFilter, "">): Expression<SqlBool> {
  const campaign = eb.or([
    eb("utm_source", "is not", null),
    eb("utm_medium", "is not", null),
    eb("utm_campaign", "is not", null),
  ]);
  const notCampaign = eb.not(campaign);
  switch (source) {
    case "campaign":
      return campaign;
    case "search":
      return eb.and([notCampaign, eb("referrer_host", "is not", null), isSearchHost(eb)]);
    case "site":
      return eb.and([notCampaign, eb("referrer_host", "is not", null), eb.not(isSearchHost(eb))]);
    case "direct":
      return eb.and([notCampaign, eb("referrer_host", "is", null), eb("landing_page", "is not", null)]);
    case "unknown":
      return eb.and([notCampaign, eb("referrer_host", "is", null), eb("landing_page", "is", null)]);
  }
}

/** One page of the filtered enquiries, newest first; `viewerId` is whose "Mine" is meant. */
export async function inboxPage(store: Store, filter: InboxFilter, viewerId?: string): Promise<InboxPage> {
  return store.query(async (db) => {
    const counted = await db
      .selectFrom("contacts")
      .select((eb) => eb.fn.countAll().as("count"))
      .where((eb) => matches(eb, filter, lowerOf(store), viewerId))
      .executeTakeFirstOrThrow();
    const held = await db
      .selectFrom("contacts")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("status", "=", "spam")
      .executeTakeFirstOrThrow();
    const total = Number(counted.count);
    const pages = Math.max(1, Math.ceil(total / inboxPageSize));
    const page = Math.min(filter.page, pages);
    const rows = await db
      .selectFrom("contacts")
      .select(columns)
      .where((eb) => matches(eb, filter, lowerOf(store), viewerId))
      .orderBy("created_at", "desc")
      .orderBy(store.kind === "postgres" ? sql`seq` : sql`rowid`, "desc")
      .limit(inboxPageSize)
      .offset((page - 1) * inboxPageSize)
      .execute();
    return { messages: await toMessages(db, rows), spam: Number(held.count), total, page, pages };
  });
}

/** Every enquiry the filter matches (all pages), oldest first like the command line's export. */
export async function filteredMessages(store: Store, filter: InboxFilter, viewerId?: string): Promise<InboxMessage[]> {
  return store.query(async (db) => {
    const rows = await db
      .selectFrom("contacts")
      .select(columns)
      .where((eb) => matches(eb, filter, lowerOf(store), viewerId))
      .orderBy("created_at")
      .orderBy(store.kind === "postgres" ? sql`seq` : sql`rowid`)
      .execute();
    return toMessages(db, rows);
  });
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findMessage(store: Store, id: string): Promise<InboxMessage | undefined> {
  if (!uuidPattern.test(id)) return undefined; // PostgreSQL would refuse a malformed uuid with an error
  return store.query(async (db) => {
    const row = await db.selectFrom("contacts").select(columns).where("id", "=", id.toLowerCase()).executeTakeFirst();
    return row && (await toMessages(db, [row]))[0];
  });
}

/** True when the enquiry existed; a change of status goes into its history as made by `by`. */
export async function setStatus(
  store: Store,
  id: string,
  status: ContactStatus,
  by: { email: string },
): Promise<boolean> {
  if (!uuidPattern.test(id)) return false;
  const contactId = id.toLowerCase();
  return store.query((db) =>
    db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("contacts")
        .set({ status })
        .where("id", "=", contactId)
        .where("status", "!=", status)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) {
        await recordEvent(trx, contactId, by, "status", status);
        return true;
      }
      const exists = await trx.selectFrom("contacts").select("id").where("id", "=", contactId).executeTakeFirst();
      return exists !== undefined;
    }),
  );
}

/** Deletes this one enquiry and nothing else (the privacy erasure of every enquiry from an address: the store's deleteContactsByEmail). True when it existed. */
export async function deleteMessage(store: Store, id: string): Promise<boolean> {
  if (!uuidPattern.test(id)) return false;
  const result = await store.query((db) =>
    db.deleteFrom("contacts").where("id", "=", id.toLowerCase()).executeTakeFirst(),
  );
  return Number(result.numDeletedRows) === 1;
}

/** How many enquiries wait as New: the staff bar shows it. */
export async function newCount(store: Store): Promise<number> {
  const row = await store.query((db) =>
    db
      .selectFrom("contacts")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("status", "=", "new" satisfies ContactStatus)
      .executeTakeFirstOrThrow(),
  );
  return Number(row.count);
}
