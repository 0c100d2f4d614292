/**
 * Openings and news items over the store: what the public pages read on every request (so a change is
 * live on every instance at once, with no cache to miss it), and what staff do in the editor, each change
 * checked against the version the editor started from and written to the audit trail.
 *
 * Time comes from `clock`, so tests can say what day it is; expiry is computed when read, from the
 * apply-by day and that clock, and needs nobody to do anything.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { applicationsCloseAt, hasExpired, kolkataDate } from "../../app/lib/listing-dates";
import type { EditorIntent, NewsFields, OpeningFields } from "../../app/lib/listing-schema";
import {
  isSlug,
  slugFor,
  type JobOpening,
  type ListingState,
  type ListingStatus,
  type NewsItem,
} from "../../app/lib/listings";
import { fieldErrors } from "../../app/lib/field-errors";
import { writeAudit, type AuditAction } from "../staff/audit";
import { isoTimestamp, type Tables } from "../store/tables";
import type { Store } from "../store/types";
import { jobOpening, newsItem, newsKind, newsOfRow, openingKind, openingOfRow, type ListingKind } from "./kinds";

export type Clock = () => Date;

/** What the public pages and the sitemap read. */
export interface PublicListings {
  /** Published openings whose apply-by day has not ended, in the order they were added. */
  liveOpenings(): Promise<JobOpening[]>;
  /** An opening's page: live, gone (closed or expired: 410), or undefined (never published, unpublished, unknown). */
  openingPage(slug: string): Promise<{ live: JobOpening } | { gone: { title: string } } | undefined>;
  /** The opening a candidate applies to: open (its id and title), gone (closed or expired), or undefined. */
  openingToApply(
    slug: string,
  ): Promise<{ open: { id: string; title: string } } | { gone: { title: string } } | undefined>;
  /** Published news items, newest first. */
  liveNews(): Promise<NewsItem[]>;
  /** When each list last changed and each live opening's page, for the sitemap. */
  changes(): Promise<ListingChanges>;
}

export interface ListingChanges {
  /** ISO time of the last change to the openings list (an edit, or an opening expiring); undefined when never. */
  openings?: string;
  news?: string;
  openingPages: Array<{ slug: string; lastModified: string }>;
}

/** A row of the editor's lists. */
export interface ListingSummary {
  id: string;
  title: string;
  /** Openings: department and location; news: the quarter and location. */
  detail: string;
  status: ListingStatus;
  /** Openings: the apply-by day; news: the item's date. */
  date: string;
  slug?: string;
  updatedAt: string;
  updatedBy: string | null;
}

export interface Editable<Fields> {
  id: string;
  version: number;
  status: ListingStatus;
  fields: Fields;
  updatedAt: string;
  updatedBy: string | null;
  /** Openings only: the page's slug and the day it last went live. */
  slug?: string;
  datePosted?: string | null;
}

export type SaveOutcome =
  | { ok: true; id: string }
  | { ok: false; errors: Record<string, string> }
  /** Someone saved since the editor was opened: their e-mail (null for the seeded content) and when. */
  | { ok: false; conflict: { by: string | null; at: string } }
  | { ok: false; missing: true };

/** A delete, checked like a save against the version the editor was opened at. */
export type DeleteOutcome =
  { ok: true } | { ok: false; conflict: { by: string | null; at: string } } | { ok: false; missing: true };

export type SaveIntent = Exclude<EditorIntent, "preview">;

export interface SaveRequest<Fields> {
  /** Undefined for a new item. */
  id?: string;
  /** The version the editor was opened at. */
  version?: number;
  intent: SaveIntent;
  fields: Fields;
}

/** Who makes a change: the signed-in staff member. */
export interface Editor {
  email: string;
}

export interface ListingsEditor {
  openingList(): Promise<ListingSummary[]>;
  openingForEdit(id: string): Promise<Editable<OpeningFields> | undefined>;
  saveOpening(editor: Editor, request: SaveRequest<OpeningFields>): Promise<SaveOutcome>;
  /** The opening as a visitor would see it, without saving: field errors when the form is not valid. */
  previewOpening(
    fields: OpeningFields,
    id?: string,
  ): Promise<{ ok: true; opening: JobOpening } | { ok: false; errors: Record<string, string> }>;
  /**
   * Moves the opening one place up or down the careers page (and the staff list); false when there is no such
   * opening or it is already at that end.
   */
  moveOpening(editor: Editor, id: string, direction: "up" | "down"): Promise<boolean>;
  /** Deletes only when `version` is the opening's current one (a conflict otherwise, as for a save). */
  deleteOpening(editor: Editor, id: string, version: number | undefined): Promise<DeleteOutcome>;
  newsList(): Promise<ListingSummary[]>;
  newsForEdit(id: string): Promise<Editable<NewsFields> | undefined>;
  saveNews(editor: Editor, request: SaveRequest<NewsFields>): Promise<SaveOutcome>;
  /** The item as a visitor would see it, among the other published items in date order, without saving. */
  previewNews(
    fields: NewsFields,
    id?: string,
  ): Promise<{ ok: true; item: NewsItem; list: NewsItem[] } | { ok: false; errors: Record<string, string> }>;
  deleteNews(editor: Editor, id: string, version: number | undefined): Promise<DeleteOutcome>;
}

export type ListingsService = PublicListings & ListingsEditor;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** PostgreSQL refuses a malformed uuid with an error, so a malformed id is simply not found. */
const isId = (id: string | undefined): id is string => typeof id === "string" && uuidPattern.test(id);

/** The state each button leaves an item in. */
const stateAfter: Record<SaveIntent, ListingState> = {
  save: "draft",
  publish: "published",
  unpublish: "draft",
  close: "closed",
};

function statusOf(row: { state: ListingState; apply_by?: string }, now: Date): ListingStatus {
  return row.state === "published" && row.apply_by !== undefined && hasExpired(row.apply_by, now)
    ? "expired"
    : row.state;
}

/** The audit lines of one save: what changed in the text, and where the item now stands. */
function auditActions(
  noun: ListingKind<never, never, never, never>["noun"],
  created: boolean,
  edited: boolean,
  from: ListingState | undefined,
  to: ListingState,
): AuditAction[] {
  const actions: AuditAction[] = [];
  if (created) actions.push(`${noun} created`);
  else if (edited) actions.push(`${noun} edited`);
  if (from !== to && !(created && to === "draft")) {
    actions.push(
      to === "published"
        ? `${noun} published`
        : to === "closed"
          ? `${noun} closed`
          : from === "published"
            ? `${noun} unpublished`
            : `${noun} reopened as draft`,
    );
  }
  return actions;
}

export function createListingsService(deps: { store: Store; clock?: Clock }): ListingsService {
  const { store } = deps;
  const now = deps.clock ?? (() => new Date());

  async function save<
    Fields extends Record<string, string>,
    Values,
    TableRow extends {
      state: ListingState;
      version: number;
      updated_by: string | null;
      updated_at: Date | string;
      title: string;
    },
  >(
    kind: ListingKind<Fields, Values, "openings" | "news_items", TableRow>,
    editor: Editor,
    request: SaveRequest<Fields>,
  ): Promise<SaveOutcome> {
    const parsed = kind.schema.safeParse(request.fields);
    if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
    const columns = kind.columns(parsed.data) as Record<string, unknown>;
    const at = now();
    if (request.intent === "publish" && typeof columns.apply_by === "string" && hasExpired(columns.apply_by, at)) {
      return {
        ok: false,
        errors: { applyBy: "This day has passed: choose today or a later day to publish the opening." },
      };
    }
    if (request.intent === "close" && kind.table !== "openings")
      return { ok: false, errors: { form: "Only openings can be closed." } };
    const state = stateAfter[request.intent];
    const stamp = at.toISOString();
    const today = kolkataDate(at);

    const attempt = async (db: Kysely<Tables>): Promise<SaveOutcome & { actions?: AuditAction[]; name?: string }> => {
      if (request.id === undefined) {
        const id = randomUUID();
        const { slug } = await kind.insert(db, { id, state, at: stamp, today, editor: editor.email }, parsed.data);
        return {
          ok: true,
          id,
          actions: auditActions(kind.noun, true, true, undefined, state),
          name: kind.describe({ title: String(columns.title), slug }),
        };
      }
      if (!isId(request.id)) return { ok: false, missing: true };
      const current = (await db.selectFrom(kind.table).selectAll().where("id", "=", request.id).executeTakeFirst()) as
        (TableRow & { slug?: string; date_posted?: string | null }) | undefined;
      if (!current) return { ok: false, missing: true };
      const conflict = () => ({
        ok: false as const,
        conflict: { by: current.updated_by, at: isoTimestamp(current.updated_at) },
      });
      if (current.version !== request.version) return conflict();
      const goesLive = state === "published" && current.state !== "published";
      const updated = await db
        .updateTable(kind.table)
        .set({
          ...columns,
          state,
          version: current.version + 1,
          updated_at: stamp,
          updated_by: editor.email,
          ...(goesLive && kind.table === "openings" ? { date_posted: today } : {}),
        })
        .where("id", "=", request.id)
        .where("version", "=", current.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        // Another save won the race between our read and our write: report theirs.
        const winner = await db
          .selectFrom(kind.table)
          .select(["updated_by", "updated_at"])
          .where("id", "=", request.id)
          .executeTakeFirst();
        if (!winner) return { ok: false, missing: true };
        return { ok: false, conflict: { by: winner.updated_by, at: isoTimestamp(winner.updated_at) } };
      }
      const before = kind.fields(current);
      const edited = kind.fieldNames.some((name) => before[name] !== kind.fields({ ...current, ...columns })[name]);
      return {
        ok: true,
        id: request.id,
        actions: auditActions(kind.noun, false, edited, current.state, state),
        name: kind.describe({ title: String(columns.title), slug: current.slug }),
      };
    };
    // The change and its audit entries commit together, or neither does.
    const result = await store.query((db) =>
      db.transaction().execute(async (trx) => {
        const outcome = await attempt(trx);
        if (outcome.ok)
          for (const action of outcome.actions ?? [])
            await writeAudit(trx, {
              staffEmail: editor.email,
              action,
              target: `${outcome.id} ${outcome.name}`,
              client: null,
            });
        return outcome;
      }),
    );
    if (result.ok) return { ok: true, id: result.id };
    return result;
  }

  async function remove(
    kind: "openings" | "news_items",
    editor: Editor,
    id: string,
    version: number | undefined,
  ): Promise<DeleteOutcome> {
    if (!isId(id)) return { ok: false, missing: true };
    const listing = kind === "openings" ? openingKind : newsKind;
    // The deletion and its audit line commit together, or neither does.
    return store.query((db) =>
      db.transaction().execute(async (trx): Promise<DeleteOutcome> => {
        const found = (await trx.selectFrom(kind).selectAll().where("id", "=", id).executeTakeFirst()) as
          | { title: string; slug?: string; version: number; updated_by: string | null; updated_at: Date | string }
          | undefined;
        if (!found) return { ok: false, missing: true };
        if (found.version !== version)
          return { ok: false, conflict: { by: found.updated_by, at: isoTimestamp(found.updated_at) } };
        // Only the version read: a save between the read and this delete makes it a conflict, not a loss.
        const deleted = await trx
          .deleteFrom(kind)
          .where("id", "=", id)
          .where("version", "=", found.version)
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) !== 1) {
          const winner = await trx
            .selectFrom(kind)
            .select(["updated_by", "updated_at"])
            .where("id", "=", id)
            .executeTakeFirst();
          if (!winner) return { ok: false, missing: true };
          return { ok: false, conflict: { by: winner.updated_by, at: isoTimestamp(winner.updated_at) } };
        }
        await writeAudit(trx, {
          staffEmail: editor.email,
          action: `${listing.noun} deleted`,
          target: `${id} ${listing.describe(found)}`,
          client: null,
        });
        return { ok: true };
      }),
    );
  }

  const summaryTimes = (row: { updated_at: Date | string; updated_by: string | null }) => ({
    updatedAt: isoTimestamp(row.updated_at),
    updatedBy: row.updated_by,
  });

  return {
    async liveOpenings() {
      const today = kolkataDate(now());
      // The apply-by day is a date string: "not ended in India" is "on or after today in India".
      const rows = await store.query((db) =>
        db
          .selectFrom("openings")
          .selectAll()
          .where("state", "=", "published")
          .where("apply_by", ">=", today)
          .orderBy("position")
          .orderBy("created_at")
          .orderBy("id")
          .execute(),
      );
      return rows.map((row) => openingOfRow(row, today));
    },

    async openingPage(slug) {
      if (!isSlug(slug)) return undefined;
      const row = await store.query((db) =>
        db.selectFrom("openings").selectAll().where("slug", "=", slug).executeTakeFirst(),
      );
      if (!row || row.state === "draft") return undefined;
      const at = now();
      if (statusOf(row, at) !== "published") return { gone: { title: row.title } };
      return { live: openingOfRow(row, kolkataDate(at)) };
    },

    async openingToApply(slug) {
      if (!isSlug(slug)) return undefined;
      const row = await store.query((db) =>
        db
          .selectFrom("openings")
          .select(["id", "title", "state", "apply_by"])
          .where("slug", "=", slug)
          .executeTakeFirst(),
      );
      if (!row || row.state === "draft") return undefined;
      if (statusOf(row, now()) !== "published") return { gone: { title: row.title } };
      return { open: { id: row.id, title: row.title } };
    },

    async liveNews() {
      const rows = await store.query((db) =>
        db
          .selectFrom("news_items")
          .selectAll()
          .where("state", "=", "published")
          .orderBy("date", "desc")
          .orderBy("created_at", "desc")
          .execute(),
      );
      return rows.map(newsOfRow);
    },

    async changes() {
      const at = now();
      const [openings, news] = await store.query((db) =>
        Promise.all([
          db.selectFrom("openings").select(["slug", "state", "apply_by", "updated_at"]).execute(),
          db.selectFrom("news_items").select(["updated_at"]).execute(),
        ]),
      );
      const latest = (times: number[]) => (times.length ? new Date(Math.max(...times)).toISOString() : undefined);
      const openingTimes = openings.flatMap((row) => {
        const updated = Date.parse(isoTimestamp(row.updated_at));
        // An opening that expired left the list at the end of its day: that too is a change of the list.
        return row.state === "published" && hasExpired(row.apply_by, at)
          ? [updated, applicationsCloseAt(row.apply_by).getTime()]
          : [updated];
      });
      return {
        openings: latest(openingTimes),
        news: latest(news.map((row) => Date.parse(isoTimestamp(row.updated_at)))),
        openingPages: openings
          .filter((row) => statusOf(row, at) === "published")
          .map((row) => ({ slug: row.slug, lastModified: isoTimestamp(row.updated_at) })),
      };
    },

    async openingList() {
      const at = now();
      const rows = await store.query((db) =>
        db.selectFrom("openings").selectAll().orderBy("position").orderBy("created_at").orderBy("id").execute(),
      );
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        detail: `${row.department} · ${row.location}`,
        status: statusOf(row, at),
        date: row.apply_by,
        slug: row.slug,
        ...summaryTimes(row),
      }));
    },

    async moveOpening(editor, id, direction) {
      if (!isId(id)) return false;
      const at = now().toISOString();
      return store.query((db) =>
        db.transaction().execute(async (trx) => {
          const order = await trx
            .selectFrom("openings")
            .select(["id", "title", "slug", "position"])
            .orderBy("position")
            .orderBy("created_at")
            .orderBy("id")
            .execute();
          const from = order.findIndex((row) => row.id === id);
          const to = from + (direction === "up" ? -1 : 1);
          if (from < 0 || to < 0 || to >= order.length) return false;
          [order[from], order[to]] = [order[to], order[from]];
          // Numbered afresh from 1, so equal positions (openings added together) never make a move do nothing.
          for (const [index, row] of order.entries()) {
            const moved = index === from || index === to;
            if (row.position === index + 1 && !moved) continue;
            await trx
              .updateTable("openings")
              // A move changes the careers page: its time tells the page's cache to refresh.
              .set(moved ? { position: index + 1, updated_at: at, updated_by: editor.email } : { position: index + 1 })
              .where("id", "=", row.id)
              .execute();
          }
          await writeAudit(trx, {
            staffEmail: editor.email,
            action: "opening moved",
            target: `${id} ${openingKind.describe(order[to])} ${direction}`,
            client: null,
          });
          return true;
        }),
      );
    },

    async openingForEdit(id) {
      if (!isId(id)) return undefined;
      const row = await store.query((db) =>
        db.selectFrom("openings").selectAll().where("id", "=", id).executeTakeFirst(),
      );
      if (!row) return undefined;
      return {
        id: row.id,
        version: row.version,
        status: statusOf(row, now()),
        fields: openingKind.fields(row),
        ...summaryTimes(row),
        slug: row.slug,
        datePosted: row.date_posted,
      };
    },

    saveOpening: (editor, request) => save(openingKind, editor, request),

    async previewOpening(fields, id) {
      const parsed = openingKind.schema.safeParse(fields);
      if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
      const today = kolkataDate(now());
      const existing = isId(id)
        ? await store.query((db) =>
            db.selectFrom("openings").select(["slug", "date_posted", "state"]).where("id", "=", id).executeTakeFirst(),
          )
        : undefined;
      // A page not yet live shows the day it would go live, and the slug it would get.
      const datePosted = existing?.state === "published" && existing.date_posted ? existing.date_posted : today;
      return { ok: true, opening: jobOpening(parsed.data, existing?.slug ?? slugFor(parsed.data.title), datePosted) };
    },

    deleteOpening: (editor, id, version) => remove("openings", editor, id, version),

    async newsList() {
      const rows = await store.query((db) =>
        db.selectFrom("news_items").selectAll().orderBy("date", "desc").orderBy("created_at", "desc").execute(),
      );
      return rows.map((row) => {
        const item = newsOfRow(row);
        return {
          id: row.id,
          title: row.title,
          detail: [item.quarter, item.location].filter(Boolean).join(" · "),
          status: row.state,
          date: row.date,
          ...summaryTimes(row),
        };
      });
    },

    async newsForEdit(id) {
      if (!isId(id)) return undefined;
      const row = await store.query((db) =>
        db.selectFrom("news_items").selectAll().where("id", "=", id).executeTakeFirst(),
      );
      if (!row) return undefined;
      return {
        id: row.id,
        version: row.version,
        status: row.state,
        fields: newsKind.fields(row),
        ...summaryTimes(row),
      };
    },

    saveNews: (editor, request) => save(newsKind, editor, request),

    async previewNews(fields, id) {
      const parsed = newsKind.schema.safeParse(fields);
      if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
      const others = await store.query((db) =>
        db
          .selectFrom("news_items")
          .selectAll()
          .where("state", "=", "published")
          .$if(isId(id), (query) => query.where("id", "!=", id!))
          .execute(),
      );
      const item = newsItem(parsed.data);
      // Newest first, as the page lists them; the previewed item before others of its day.
      const list = [
        ...others.map((row) => ({ date: row.date, item: newsOfRow(row) })),
        { date: parsed.data.date, item, first: true },
      ]
        .sort((a, b) => b.date.localeCompare(a.date) || Number("first" in b) - Number("first" in a))
        .map((entry) => entry.item);
      return { ok: true, item, list };
    },

    deleteNews: (editor, id, version) => remove("news_items", editor, id, version),
  };
}
