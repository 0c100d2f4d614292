/**
 * The two kinds of listing staff edit, openings and news items: their table, their form, and how a row
 * becomes what the editor and a visitor see. The service (./service.ts) does the rest the same way for both.
 */
import type { Kysely } from "kysely";
import type { z } from "zod";
import { quarterOf } from "../../app/lib/listing-dates";
import {
  newsFieldNames,
  newsFields,
  newsSchema,
  openingFieldNames,
  openingFields,
  openingSchema,
  type NewsFields,
  type NewsValues,
  type OpeningFields,
  type OpeningValues,
} from "../../app/lib/listing-schema";
import {
  slugFor,
  type EmploymentType,
  type JobOpening,
  type ListingState,
  type NewsItem,
  type OpeningLocation,
} from "../../app/lib/listings";
import { textLines } from "../../app/lib/plain-text";
import type { NewsItemsTable, OpeningsTable, Tables } from "../store/tables";

type Row<Table> = { [Column in keyof Table]: Table[Column] extends { __select__: infer S } ? S : Table[Column] };
export type OpeningRow = Row<OpeningsTable>;
export type NewsRow = Row<NewsItemsTable>;
type ListingRowColumns = ReturnType<typeof listingColumns>;

export interface ListingKind<
  Fields extends Record<string, string>,
  Values,
  Table extends "openings" | "news_items",
  TableRow,
> {
  table: Table;
  noun: "opening" | "news item";
  schema: z.ZodType<Values, Fields>;
  fieldNames: ReadonlyArray<keyof Fields & string>;
  /** The content columns a save writes. */
  columns(values: Values): Omit<TableRow, keyof ListingRowColumns | "slug" | "date_posted" | "position">;
  fields(row: TableRow): Fields;
  /** How the audit trail names an item. */
  describe(row: { title: string; slug?: string }): string;
  /** Writes a new item's row (typed against the kind's own table); returns its slug where the kind has one. */
  insert(db: Kysely<Tables>, listing: NewListing, values: Values): Promise<{ slug?: string }>;
}

/** What every new item's row holds besides its content. */
export interface NewListing {
  id: string;
  state: ListingState;
  /** ISO time of the save. */
  at: string;
  /** The save's day in India: an opening published now is posted on it. */
  today: string;
  editor: string;
}

const listingColumns = (listing: NewListing) => ({
  id: listing.id,
  state: listing.state,
  version: 1,
  created_at: listing.at,
  updated_at: listing.at,
  updated_by: listing.editor,
});

/** The first free slug for a title: the title's own, else with -2, -3… (a slug never changes once given). */
async function uniqueSlug(db: Kysely<Tables>, title: string): Promise<string> {
  const base = slugFor(title);
  const taken = new Set(
    (await db.selectFrom("openings").select("slug").where("slug", "like", `${base}%`).execute()).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

export const openingKind: ListingKind<OpeningFields, OpeningValues, "openings", OpeningRow> = {
  table: "openings",
  noun: "opening",
  schema: openingSchema,
  fieldNames: openingFieldNames,
  columns: (values) => ({
    title: values.title,
    department: values.department,
    location: values.location,
    employment_type: values.employmentType,
    experience: values.experience,
    summary: values.summary,
    skills: values.skills.join("\n"),
    responsibilities: values.responsibilities.join("\n"),
    apply_by: values.applyBy,
  }),
  fields: (row) => openingFields(openingValues(row)),
  describe: (row) => `"${row.slug}"`,
  async insert(db, listing, values) {
    const slug = await uniqueSlug(db, values.title);
    // A new opening goes to the end of the careers page; staff move it up from there.
    const last = await db
      .selectFrom("openings")
      .select((eb) => eb.fn.max("position").as("position"))
      .executeTakeFirst();
    await db
      .insertInto("openings")
      .values({
        ...listingColumns(listing),
        ...openingKind.columns(values),
        slug,
        date_posted: listing.state === "published" ? listing.today : null,
        position: Number(last?.position ?? 0) + 1,
      })
      .execute();
    return { slug };
  },
};

export const newsKind: ListingKind<NewsFields, NewsValues, "news_items", NewsRow> = {
  table: "news_items",
  noun: "news item",
  schema: newsSchema,
  fieldNames: newsFieldNames,
  columns: (values) => ({
    title: values.title,
    date: values.date,
    location: values.location ?? null,
    description: values.description,
  }),
  fields: (row) =>
    newsFields({ title: row.title, date: row.date, location: row.location ?? undefined, description: row.description }),
  describe: (row) => `"${row.title}"`,
  async insert(db, listing, values) {
    await db
      .insertInto("news_items")
      .values({ ...listingColumns(listing), ...newsKind.columns(values) })
      .execute();
    return {};
  },
};

function openingValues(row: OpeningRow): OpeningValues {
  return {
    title: row.title,
    department: row.department,
    location: row.location as OpeningLocation,
    employmentType: row.employment_type as EmploymentType,
    experience: row.experience,
    summary: row.summary,
    skills: textLines(row.skills),
    responsibilities: textLines(row.responsibilities),
    applyBy: row.apply_by,
  };
}

/** An opening as a visitor sees it; `datePosted` for one never published yet is the day it would go live. */
export function jobOpening(values: OpeningValues, slug: string, datePosted: string): JobOpening {
  return { ...values, slug, datePosted };
}

export const openingOfRow = (row: OpeningRow, today: string): JobOpening =>
  jobOpening(openingValues(row), row.slug, row.date_posted ?? today);

export function newsItem(values: NewsValues): NewsItem {
  return {
    quarter: quarterOf(values.date),
    title: values.title,
    description: values.description,
    ...(values.location ? { location: values.location } : {}),
  };
}

export const newsOfRow = (row: NewsRow): NewsItem =>
  newsItem({ title: row.title, date: row.date, location: row.location ?? undefined, description: row.description });
