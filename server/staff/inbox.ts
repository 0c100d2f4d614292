/** The staff inbox's reads and writes over the contacts table (the newsletter list: server/newsletter/subscribers.ts). */
import { sql, type ExpressionBuilder, type Expression, type Kysely, type SqlBool } from "kysely";
import { inboxPageSize, type InboxFilter } from "../../app/lib/inbox-filter";
import { contactStatuses, type ContactStatus } from "../../app/lib/enquiry-status";
import { searchEngines, type SourceFilter } from "../../app/lib/lead-source";
import { contactColumns, contactFromRow, type Tables } from "../store/tables";
import type { Store, StoredContact } from "../store/types";
import { storedReasons } from "../spam/screening";
import { ownerEmails, recordEvent } from "./enquiry-work";
import type { SpamReason } from "../spam/signals";
import { containsPattern } from "../store/dialect";
import { searchFieldSeparator } from "../store/search-text";

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
  /** How many enquiries match: exactly, unless `capped`. */
  total: number;
  /** A search matches more than `total` (searchCountCap), where its count stopped: the pages hold the newest `total`. */
  capped: boolean;
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
    // Added to the object contactFromRow made rather than spread into a copy: an export makes 100,000 of them.
    return Object.assign(contactFromRow(row), {
      status: row.status,
      spamReasons: storedReasons(row.spam_reasons),
      owner: row.owner_id && ownerEmail ? { id: row.owner_id, email: ownerEmail } : null,
    });
  });
}

/**
 * What a query reads the matches for, which decides the quickest way to find them; every way finds the same rows.
 * - "count": how many match, from indexes alone where it can (SQLite: the trigram index and the status index);
 * - "by matches": a page read from the search's matches, then sorted: quick when they are few;
 * - "in order": a page (or an export's batch) read along the newest-first index, each row checked, which stops
 *   as soon as the page is full: quick when the matches are many.
 */
type Reading = "count" | "by matches" | "in order";

/** From how many matches a page is read in order: past it, 50 rows turn up within a few thousand of the index. */
const inOrderFrom = 1000;

/**
 * How many of a search's matches are counted, at most: a word in a third of 100,000 messages took PostgreSQL 45 to
 * 65 ms to count (re-reading each match the trigram index offers), past the inbox's 50 ms. The inbox lists the
 * newest this many and says "more than"; the export still holds every match. Filters without a search are
 * counted in full from their indexes, within budget. Never below inOrderFrom: a page's way of reading is chosen
 * from this count.
 */
export const searchCountCap = 1000;

/** Every status but spam: what the inbox shows unless a status is chosen. */
const notSpam = contactStatuses.filter((status) => status !== "spam");

/**
 * The enquiries whose name, e-mail, company or message holds `search`, in any case: search_text holds the four
 * lower-cased (../store/search-text.ts), and the search is lower-cased alike.
 * - SQLite: 3 characters or more are looked up in the trigram index (contacts_search), unless the page is read in
 *   order; shorter ones, which no trigram can hold, are compared row by row with LIKE on search_text (SQLite's
 *   own, no function per row), as are the rows a page read in order passes.
 * - PostgreSQL: LIKE, which the planner answers from the pg_trgm index when the search is long enough to use it.
 */
function contains(kind: Store["kind"], search: string, reading: Reading): Expression<SqlBool> {
  // No field can hold the separator (the form refuses it): a search with it would only match across two fields.
  if (search.includes(searchFieldSeparator)) return sql<SqlBool>`1 = 0`;
  const lowered = search.toLowerCase();
  if (kind === "sqlite" && reading !== "in order" && [...lowered].length >= 3) {
    // An FTS5 phrase ("…", quotes doubled) of the trigram tokenizer is the exact substring.
    const phrase = `"${lowered.replace(/"/g, '""')}"`;
    return sql<SqlBool>`contacts.rowid IN (SELECT rowid FROM contacts_search WHERE contacts_search MATCH ${phrase})`;
  }
  return sql<SqlBool>`search_text LIKE ${containsPattern(search)} ESCAPE '\\'`;
}

function matches(
  eb: ExpressionBuilder<Tables, "contacts">,
  filter: InboxFilter,
  kind: Store["kind"],
  viewerId: string | undefined,
  reading: Reading,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.owner === "unassigned") conditions.push(eb("owner_id", "is", null));
  // "Mine" for nobody in particular (the command line) matches nothing rather than everything.
  else if (filter.owner === "mine") conditions.push(viewerId ? eb("owner_id", "=", viewerId) : sql<SqlBool>`1 = 0`);
  // The same rows either way (a status is one of the three): a count names the statuses, which SQLite then reads
  // from the status index; a page says "not spam", which leaves it the newest-first index to walk.
  if (filter.status === "")
    conditions.push(reading === "count" ? eb("status", "in", notSpam) : eb("status", "!=", "spam"));
  else if (filter.status !== "all") conditions.push(eb("status", "=", filter.status));
  if (filter.service === "none") conditions.push(eb("service", "is", null));
  else if (filter.service) conditions.push(eb("service", "=", filter.service));
  if (filter.source) conditions.push(fromSource(eb, filter.source));
  if (filter.search) conditions.push(contains(kind, filter.search, reading));
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

/** How many enquiries a filter matches: a search's up to searchCountCap (capped: it matches more), the rest exactly. */
interface MatchCount {
  total: number;
  capped: boolean;
}

/** Every enquiry the filter matches, counted: from indexes alone where the store can (see Reading). */
async function exactCount(
  db: Kysely<Tables>,
  kind: Store["kind"],
  filter: InboxFilter,
  viewerId: string | undefined,
): Promise<number> {
  const counted = await db
    .selectFrom("contacts")
    .select((eb) => eb.fn.countAll().as("count"))
    .where((eb) => matches(eb, filter, kind, viewerId, "count"))
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}

/** The inbox's count of the filter's matches (MatchCount). */
async function countMatches(
  db: Kysely<Tables>,
  kind: Store["kind"],
  filter: InboxFilter,
  viewerId: string | undefined,
): Promise<MatchCount> {
  if (!filter.search) return { total: await exactCount(db, kind, filter, viewerId), capped: false };
  // One past the cap tells whether there are more. PostgreSQL is asked for the newest ones, so with many matches
  // its planner walks the newest-first index and stops there (without an order it read the table from its start);
  // SQLite, whose planner would sort every match for that order, takes the trigram index's matches as a full count
  // does, and stops looking them up in the table at the cap.
  const first = db
    .selectFrom("contacts")
    .select(sql<number>`1`.as("one"))
    .where((eb) => matches(eb, filter, kind, viewerId, "count"))
    .$if(kind === "postgres", (query) => query.orderBy("created_at", "desc").orderBy(sql`seq`, "desc"))
    .limit(searchCountCap + 1);
  const counted = await db
    .selectFrom(first.as("first"))
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  const found = Number(counted.count);
  return found > searchCountCap ? { total: searchCountCap, capped: true } : { total: found, capped: false };
}

/** One page of the filtered enquiries, newest first; `viewerId` is whose "Mine" is meant. */
export async function inboxPage(store: Store, filter: InboxFilter, viewerId?: string): Promise<InboxPage> {
  return store.query(async (db) => {
    const { total, capped } = await countMatches(db, store.kind, filter, viewerId);
    const held = await db
      .selectFrom("contacts")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("status", "=", "spam")
      .executeTakeFirstOrThrow();
    const pages = Math.max(1, Math.ceil(total / inboxPageSize));
    const page = Math.min(filter.page, pages);
    const rows = await db
      .selectFrom("contacts")
      .select(columns)
      .where((eb) => matches(eb, filter, store.kind, viewerId, total >= inOrderFrom ? "in order" : "by matches"))
      .orderBy("created_at", "desc")
      .orderBy(store.kind === "postgres" ? sql`seq` : sql`rowid`, "desc")
      .limit(inboxPageSize)
      .offset((page - 1) * inboxPageSize)
      .execute();
    return { messages: await toMessages(db, rows), spam: Number(held.count), total, capped, page, pages };
  });
}

/** Rows per read of an export: big enough that 100,000 enquiries take a hundred short queries. */
const exportBatchRows = 1000;

/**
 * Every enquiry the filter matches (all pages), oldest first like the command line's export, one batch at a
 * time. Each batch is its own short query that goes on after the last row of the one before (keyset: created_at,
 * then insertion order, which the created_at indexes hold), so an export of any size holds one batch in memory,
 * and never keeps the store's connection (SQLite has one, which the site's writes need too) between two batches.
 */
export async function* filteredMessageBatches(
  store: Store,
  filter: InboxFilter,
  viewerId?: string,
  batchRows = exportBatchRows,
): AsyncGenerator<InboxMessage[]> {
  const position = store.kind === "postgres" ? sql`seq` : sql`rowid`;
  type Batch = { rows: Array<{ created_at: unknown; position: unknown }>; messages: InboxMessage[] };
  const read = (after?: { createdAt: unknown; position: unknown }): Promise<Batch> =>
    store.query(async (db) => {
      const found = await db
        .selectFrom("contacts")
        .select(columns)
        .select(sql<number | string>`${position}`.as("position"))
        // In order: each batch goes on along the created_at index from where the last one stopped.
        .where((eb) => matches(eb, filter, store.kind, viewerId, "in order"))
        .$if(after !== undefined, (query) =>
          query.where(sql<SqlBool>`(created_at, ${position}) > (${after?.createdAt}, ${after?.position})`),
        )
        .orderBy("created_at")
        .orderBy(position)
        .limit(batchRows)
        .execute();
      return { rows: found, messages: await toMessages(db, found) };
    });
  let next: Promise<Batch> | undefined = read();
  try {
    while (next) {
      const { rows, messages }: Batch = await next;
      const last = rows.at(-1);
      // The next batch is asked for before this one is handed on: PostgreSQL finds it while this one is written.
      next =
        last && rows.length === batchRows ? read({ createdAt: last.created_at, position: last.position }) : undefined;
      if (messages.length > 0) yield messages;
      // SQLite answers without giving the event loop back: the site's other requests go in between two batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    // A download cancelled with a batch on its way: that batch is not wanted, nor is its failure.
    next?.catch(() => undefined);
  }
}

/** Every enquiry the filter matches, all at once: for small sets (the tests); an export reads the batches. */
export async function filteredMessages(store: Store, filter: InboxFilter, viewerId?: string): Promise<InboxMessage[]> {
  const messages: InboxMessage[] = [];
  for await (const batch of filteredMessageBatches(store, filter, viewerId)) messages.push(...batch);
  return messages;
}

/** How many enquiries the filter matches, exactly, however many: an export's record in the audit trail says it. */
export function countMessages(store: Store, filter: InboxFilter, viewerId?: string): Promise<number> {
  return store.query((db) => exactCount(db, store.kind, filter, viewerId));
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
